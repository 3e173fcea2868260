// Loads the tracker only once the visitor has accepted, and stops it the moment they withdraw.
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { siteConfig } from '~/config/site'
import { readCookie, writeDocumentCookie } from '~/lib/cookies'
import { forgetVisitorCookie, hasVisitorCookie } from './visitor-cookie'

function consentStillStored(): boolean {
  return readCookie(document.cookie, siteConfig.consentCookies.analytics) === 'true'
}

/** The Matomo forgetConsentGiven(): no visitor id is kept without consent. */
function forgetVisitor() {
  if (hasVisitorCookie(document.cookie)) {
    writeDocumentCookie(forgetVisitorCookie(location.protocol === 'https:'))
  }
}

/** Mount once the visitor's choice is known (never while hydrating). */
export function AnalyticsBootstrap({ consentGiven }: { consentGiven: boolean }) {
  const router = useRouter()

  useEffect(() => {
    if (!consentGiven) {
      forgetVisitor()
      return
    }
    let stopTracking: (() => void) | undefined
    let cancelled = false
    const { href, pathname } = router.state.location
    const acceptedOn = { href, pathname, title: document.title }
    import('./matomo-tracker').then(
      ({ startTracking }) => {
        // The visitor may have withdrawn while the chunk was on its way.
        if (cancelled) return
        stopTracking = startTracking({ router, hasConsent: consentStillStored, acceptedOn })
      },
      () => {
        // The chunk failed to load (offline, a new deploy): this visit goes untracked.
      },
    )
    return () => {
      cancelled = true
      stopTracking?.()
    }
  }, [consentGiven, router])

  return null
}
