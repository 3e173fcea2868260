// The Change Log's releases as a chunk of their own (releases-code.ts): CHANGELOG.md as parsed at
// build time grows with every release, and the prerendered page already shows it. Its first HTML
// holds the newest releases only (first-html-releases.ts); the older ones are drawn once the page
// runs, and until then (or without scripts) one line says they follow.
import { releases } from 'virtual:changelog'
import { useHydrated } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { releasesInFirstHtml } from './first-html-releases'
import { ReleaseList } from './release-list'

/** `comeLate`: drawn after the page was, so the router looked for the release before it was there. */
export function ChangeLogReleases({ comeLate }: { comeLate: boolean }) {
  const hydrated = useHydrated()
  // Hydrating the prerendered releases is no navigation: the browser found the release itself,
  // unless it is one of the older ones, drawn only now.
  const [scrollToHash] = useState(comeLate && hydrated)
  useEffect(() => {
    // The release the address names (/change-log/#v0-7-0), once it is there.
    const anchor = decodeURIComponent(window.location.hash.slice(1))
    if (!anchor || !hydrated) return
    const prerendered = releases
      .slice(0, releasesInFirstHtml)
      .some((release) => release.anchor === anchor)
    if (scrollToHash || !prerendered) document.getElementById(anchor)?.scrollIntoView()
  }, [scrollToHash, hydrated])
  const older = releases.length - releasesInFirstHtml
  if (hydrated || older <= 0) return <ReleaseList releases={releases} />
  const oldest = releases.at(-1)
  return (
    <>
      <ReleaseList releases={releases.slice(0, releasesInFirstHtml)} />
      <p className="release-older">
        {older === 1 ? 'One older release' : `${older} older releases`}
        {oldest ? `, back to ${oldest.title},` : ''} follow once the page has loaded.
      </p>
    </>
  )
}
