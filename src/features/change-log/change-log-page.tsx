// The Change Log: its heading and lede, then every release, newest first, whose code comes in a
// chunk of its own (releases-code.ts) while the prerendered releases are already on screen.

import { CodePart } from '~/components/code-part'
import { releasesCode } from './releases-code'
import 'virtual:changelog/server-ready'
import './change-log.css'

// Fetched as soon as the page's own code runs (when a link to the Change Log comes into view, or
// on this page before it hydrates), so the releases are usually there by the time they are drawn.
void releasesCode.load().catch(() => {})

// No state or hooks here: an update that reached the releases' boundary before it hydrates would
// make React swap the prerendered releases for the skeleton.
export function ChangeLogPage() {
  // Not there yet when the page is drawn: the router will have looked in vain for the release the
  // address names, so the releases scroll to it once they come (after a navigation in the browser).
  const comeLate = releasesCode.loaded() === undefined
  return (
    <div className="page change-log">
      <h1 className="page-title">Change Log</h1>
      <p className="lede">Every change to Vaultwise a player would notice, newest first.</p>
      <CodePart
        code={releasesCode}
        what="The Change Log"
        loading="Loading the Change Log…"
        skeleton={<div className="release-list-skeleton" aria-hidden="true" />}
      >
        {({ ChangeLogReleases }) => <ChangeLogReleases comeLate={comeLate} />}
      </CodePart>
    </div>
  )
}
