// A part of the tracker whose code is fetched on demand (the filters panel, the tracked trinkets'
// comparison): a line while it loads, and if it could not be fetched (offline, or a new release
// replaced its chunk) one sentence and a button that fetches it again. The rest of the page carries on.
import './code-part.css'
import { CatchBoundary } from '@tanstack/react-router'
import { type ReactNode, Suspense, use } from 'react'
import type { CodeOnDemand } from '~/lib/code-on-demand'

type CodePartProps<T> = {
  code: CodeOnDemand<T>
  /** What the player is waiting for, as a sentence starts: "The filters". */
  what: string
  /** The loading line: "Loading the filters…". */
  loading: string
  children: (code: T) => ReactNode
}

export function CodePart<T>({ code, what, loading, children }: CodePartProps<T>) {
  return (
    <CatchBoundary
      getResetKey={() => 0}
      errorComponent={({ reset }) => <CodeNotLoaded what={what} code={code} reset={reset} />}
    >
      <Suspense fallback={<p className="code-loading small-note">{loading}</p>}>
        <LoadedPart code={code}>{children}</LoadedPart>
      </Suspense>
    </CatchBoundary>
  )
}

function LoadedPart<T>({ code, children }: Pick<CodePartProps<T>, 'code' | 'children'>) {
  return children(use(code.load()))
}

function CodeNotLoaded({
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
    <div className="code-loading is-failed small-note" role="alert">
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
