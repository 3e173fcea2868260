// The home page's latest changes, whose code comes in a chunk of their own (latest-changes-code.ts)
// while the prerendered changes are already on screen.
import { CodePart } from '~/components/code-part'
import { latestChangesCode } from './latest-changes-code'
import 'virtual:changelog/latest/server-ready'

// Fetched as soon as the home page's code runs (when a link to it comes into view, or on the home
// page before it hydrates), so the changes are usually there by the time they are drawn.
void latestChangesCode.load().catch(() => {})

export function LatestChangesPart() {
  return (
    <CodePart
      code={latestChangesCode}
      what="The latest changes"
      loading="Loading the latest changes…"
      skeleton={<div className="latest-changes-skeleton" aria-hidden="true" />}
    >
      {({ LatestChanges }) => <LatestChanges />}
    </CodePart>
  )
}
