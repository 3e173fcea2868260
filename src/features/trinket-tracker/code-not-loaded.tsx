// A part of the tracker whose code is fetched on demand could not be fetched (offline, or a new
// release replaced its chunk): one sentence, and a button that fetches it again.
import './code-not-loaded.css'
import type { CodeOnDemand } from '~/lib/code-on-demand'

export function CodeNotLoaded({
  what,
  code,
  reset,
}: {
  /** What the player was waiting for: "The filters". */
  what: string
  code: CodeOnDemand<unknown>
  reset: () => void
}) {
  return (
    <div className="code-loading is-failed" role="alert">
      <p>{what} could not be loaded. Check your connection, or reload the page.</p>
      <button
        type="button"
        className="button button-quiet"
        onClick={() => {
          code.retryIfFailed()
          reset()
        }}
      >
        Try again
      </button>
    </div>
  )
}
