// The Change Log's releases as a chunk of their own (releases-code.ts): CHANGELOG.md as parsed at
// build time grows with every release, and the prerendered page already shows it.
import { releases } from 'virtual:changelog'
import { useHydrated } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { ReleaseList } from './release-list'

/** `comeLate`: drawn after the page was, so the router looked for the release before it was there. */
export function ChangeLogReleases({ comeLate }: { comeLate: boolean }) {
  // Hydrating the prerendered releases is no navigation: the browser found the release itself.
  const hydrated = useHydrated()
  const [scrollToHash] = useState(comeLate && hydrated)
  useEffect(() => {
    // The release the address names (/change-log/#v0-7-0), once it is there.
    const anchor = decodeURIComponent(window.location.hash.slice(1))
    if (scrollToHash && anchor) document.getElementById(anchor)?.scrollIntoView()
  }, [scrollToHash])
  return <ReleaseList releases={releases} />
}
