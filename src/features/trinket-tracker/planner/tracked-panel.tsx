// The tracked trinkets: the panel's heading and count, and once something is tracked, the
// comparison and farm plan (tracked-comparison.tsx), whose code is a chunk of its own.
import './tracked-panel.css'
import { memo, useEffect } from 'react'
import { CodePart } from '~/components/code-part'
import { codeOnDemand } from '~/lib/code-on-demand'
import { whenIdle } from '~/lib/when-idle'
import type { TrackedComparisonProps } from './tracked-comparison'

type TrackedPanelProps = TrackedComparisonProps & { onClearTracked: () => void }

export const trackedPanelId = 'tracked'

// Most first visits track nothing, and a tracked list comes from the address or storage after
// hydration: the comparison's code (about 2.5 KB gzip) stays out of the first load.
const comparisonCode = codeOnDemand(() => import('./tracked-comparison'))

export const TrackedPanel = memo(function TrackedPanel({
  onClearTracked,
  ...comparison
}: TrackedPanelProps) {
  const { tracked } = comparison
  // Effects run only in the browser, once hydrated: the first star then shows its row at once.
  useEffect(() => whenIdle(() => void comparisonCode.load().catch(() => {})), [])
  return (
    <section
      className="tracked-panel tracker-card"
      id={trackedPanelId}
      aria-labelledby="tracked-heading"
    >
      <div className="tracked-header">
        <h2 className="tracked-title" id="tracked-heading">
          Tracked <span className="tracked-count">{tracked.length}</span>
        </h2>
        {tracked.length > 0 && (
          <button
            type="button"
            className="button button-quiet button-small"
            onClick={onClearTracked}
          >
            Clear all
          </button>
        )}
      </div>

      {tracked.length === 0 ? (
        <p className="tracked-empty small-note">
          Press the star on a trinket to track it. Tracked trinkets are compared here, with a farm
          plan that says which key to run and which boss to kill.
        </p>
      ) : (
        <CodePart
          code={comparisonCode}
          what="The tracked trinkets"
          loading="Loading your tracked trinkets…"
        >
          {({ TrackedComparison }) => <TrackedComparison {...comparison} />}
        </CodePart>
      )}
    </section>
  )
})
