// A part of a page whose code is fetched on demand (the tracker's filters panel, the Change Log's
// releases): a line or a skeleton while it loads, and if it could not be fetched (offline, or a new
// release replaced its chunk) one sentence and a button that fetches it again. The rest of the
// page carries on.
import './code-part.css'
import { CatchBoundary, useHydrated } from '@tanstack/react-router'
import { type ReactNode, Suspense, use, useEffect } from 'react'
import type { CodeOnDemand } from '~/lib/code-on-demand'

type CodePartProps<T> = {
  code: CodeOnDemand<T>
  /** What the player is waiting for, as a sentence starts: "The filters". */
  what: string
  /** The loading line: "Loading the filters…". */
  loading: string
  /**
   * Drawn instead of the loading line, for a part the prerendered page shows: the same outline,
   * so nothing moves when the code comes after a navigation in the browser.
   */
  skeleton?: ReactNode
  children: (code: T) => ReactNode
}

export function CodePart<T>({ code, what, loading, skeleton, children }: CodePartProps<T>) {
  return (
    <CatchBoundary
      getResetKey={() => 0}
      errorComponent={({ reset }) => <CodeNotLoaded what={what} code={code} reset={reset} />}
    >
      <Suspense fallback={skeleton ?? <p className="code-loading small-note">{loading}</p>}>
        <LoadedPart code={code}>{children}</LoadedPart>
      </Suspense>
    </CatchBoundary>
  )
}

// While the page hydrates, React keeps a part's prerendered HTML until its code comes. If the code
// cannot come, that HTML is still what the part shows, links and all: better than a message in
// its place, so the part then waits for ever instead of failing.
const prerenderedKept = new WeakMap<CodeOnDemand<unknown>, Promise<unknown>>()

function keepPrerendered<T>(code: CodeOnDemand<T>): Promise<T> {
  let waiting = prerenderedKept.get(code) as Promise<T> | undefined
  if (!waiting) {
    waiting = code.load().catch(() => new Promise<T>(() => {}))
    prerenderedKept.set(code, waiting)
  }
  return waiting
}

function LoadedPart<T>({ code, children }: Pick<CodePartProps<T>, 'code' | 'children'>) {
  const hydrated = useHydrated()
  const loaded = code.loaded()
  return children(loaded ?? use(hydrated ? code.load() : keepPrerendered(code)))
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
  // Another part on the page that shares this code may bring it ("Try again" there).
  useEffect(() => code.onLoaded(reset), [code, reset])
  return (
    <div className="code-loading is-failed small-note" role="alert">
      <p>{what} could not be loaded. Check your connection, or reload the page.</p>
      <button
        type="button"
        className="button button-quiet"
        onClick={(event) => {
          // Focus would leave with this button, to the page's start, and a keyboard or screen
          // reader user would have to find the part again: it goes to the part's place (the
          // element around it) instead, and stays there while the part loads and is drawn. No
          // part's place is in the tab order itself, so -1 takes nothing away.
          const place = event.currentTarget.parentElement?.parentElement
          if (place) {
            place.tabIndex = -1
            place.focus()
          }
          code.retryIfFailed()
          reset()
        }}
      >
        Try again
      </button>
    </div>
  )
}
