// The tracker itself. The analytics bootstrapper loads this chunk with import() only once the
// visitor has accepted, so no tracking code runs before that. It sends a page view per path
// change, Matomo outlinks for links that leave the site, and a heartbeat while the page is visible.
import { siteConfig } from '~/config/site'
import { writeDocumentCookie } from '~/lib/cookies'
import {
  heartbeatParams,
  newShortId,
  newVisitorId,
  outboundLinkUrl,
  outlinkParams,
  pageViewParams,
  type TrackedPage,
  titleFromMatches,
} from './matomo-request'
import { readVisitorId, visitorCookie } from './visitor-cookie'

type TrackedLocation = { href: string; pathname: string }

/** The page the visitor accepted on, captured before the tracker chunk arrived. */
export type AcceptedOnPage = TrackedLocation & { title: string }

/** The slice of the TanStack router the tracker listens to. */
export type TrackedRouter = {
  state: { location: TrackedLocation; matches: ReadonlyArray<{ meta?: unknown }> }
  subscribe: (
    eventType: 'onResolved',
    listener: (event: { toLocation: TrackedLocation }) => void,
  ) => () => void
}

export type TrackerOptions = {
  router: TrackedRouter
  /** Checked before every hit; false stops the tracker at once. */
  hasConsent: () => boolean
  /**
   * A visitor may accept and move on before this chunk has loaded: the page they accepted on
   * still gets its page view, followed by the one they are on now.
   */
  acceptedOn?: AcceptedOnPage
  /** Delivers one hit; defaults to a beacon to the site's own tracker endpoint. */
  send?: (params: URLSearchParams) => void
  siteId?: number
  heartbeatSeconds?: number
}

/**
 * Matomo ends a visit after 30 idle minutes; a tab left open longer would otherwise keep it alive
 * with heartbeats. The next page view starts them again.
 */
export const heartbeatLimitMs = 30 * 60 * 1000

export function sendBeacon(params: URLSearchParams, path = siteConfig.analytics.trackerPath) {
  // A beacon survives the page being closed or left; fetch with keepalive is the fallback when
  // the browser refuses to queue it.
  try {
    if (navigator.sendBeacon?.(path, params)) return
  } catch {
    // Fall through to fetch.
  }
  fetch(path, { method: 'POST', body: params, keepalive: true, credentials: 'same-origin' }).catch(
    () => {
      // Offline or blocked: a lost hit is not worth bothering the visitor about.
    },
  )
}

/** The rememberConsentGiven() of Matomo's tracker: the visitor id cookie exists from now on. */
export function rememberConsentGiven(): string {
  const existing = readVisitorId(document.cookie)
  if (existing) return existing
  const visitorId = newVisitorId()
  writeDocumentCookie(visitorCookie(visitorId, location.protocol === 'https:'))
  return visitorId
}

/** Starts tracking the current page; returns the function that stops all of it at once. */
export function startTracking(options: TrackerOptions): () => void {
  const {
    router,
    hasConsent,
    acceptedOn,
    send = sendBeacon,
    siteId = siteConfig.analytics.siteId,
    heartbeatSeconds = siteConfig.analytics.heartbeatSeconds,
  } = options

  const visitorId = rememberConsentGiven()
  let stopped = false
  let page: TrackedPage | undefined
  let pageViewId = ''
  let trackedPath = ''
  let pageViewAt = 0
  let heartbeat: ReturnType<typeof setInterval> | undefined

  const identity = () => ({ visitorId, pageViewId, rand: newShortId() })

  const deliver = (params: URLSearchParams) => {
    if (stopped) return
    if (!hasConsent()) {
      stop()
      return
    }
    send(params)
  }

  const stopHeartbeat = () => {
    if (heartbeat !== undefined) clearInterval(heartbeat)
    heartbeat = undefined
  }

  const startHeartbeat = () => {
    stopHeartbeat()
    if (stopped || document.visibilityState !== 'visible') return
    heartbeat = setInterval(() => {
      if (Date.now() - pageViewAt > heartbeatLimitMs) {
        stopHeartbeat()
        return
      }
      if (page) deliver(heartbeatParams(siteId, page, identity()))
    }, heartbeatSeconds * 1000)
  }

  const trackPageView = (at: TrackedLocation, title?: string) => {
    const url = new URL(at.href, location.origin).href
    page = {
      url,
      title: title ?? titleFromMatches(router.state.matches) ?? document.title,
      referrer: page?.url ?? document.referrer,
    }
    pageViewId = newShortId()
    trackedPath = at.pathname
    pageViewAt = Date.now()
    deliver(pageViewParams(siteId, page, identity()))
    // The heartbeat counts from the latest page view, as Matomo's own tracker does.
    startHeartbeat()
  }

  const onLinkClick = (event: MouseEvent) => {
    const isOpenClick =
      (event.type === 'click' && event.button === 0) ||
      (event.type === 'auxclick' && event.button === 1)
    if (!isOpenClick || !page || !(event.target instanceof Element)) return
    const anchor = event.target.closest('a[href]')
    if (!(anchor instanceof HTMLAnchorElement)) return
    const link = outboundLinkUrl(anchor.href, location.href)
    if (link) deliver(outlinkParams(siteId, page, link, identity()))
  }

  const onVisibilityChange = () => {
    if (document.visibilityState === 'visible') startHeartbeat()
    else stopHeartbeat()
  }

  // Search-only changes (filters on the Trinket Tracker) stay part of the same page view: the
  // specification tracks a page view "on every path change".
  const unsubscribe = router.subscribe('onResolved', ({ toLocation }) => {
    if (toLocation.pathname !== trackedPath) trackPageView(toLocation)
  })
  // Capture phase: a component that stops propagation must not hide an outlink.
  document.addEventListener('click', onLinkClick, true)
  document.addEventListener('auxclick', onLinkClick, true)
  document.addEventListener('visibilitychange', onVisibilityChange)

  function stop() {
    if (stopped) return
    stopped = true
    unsubscribe()
    stopHeartbeat()
    document.removeEventListener('click', onLinkClick, true)
    document.removeEventListener('auxclick', onLinkClick, true)
    document.removeEventListener('visibilitychange', onVisibilityChange)
  }

  if (acceptedOn) trackPageView(acceptedOn, acceptedOn.title)
  if (router.state.location.pathname !== trackedPath) trackPageView(router.state.location)
  return stop
}
