// A pending copy of the tracker's search, kept only because the figures say the page needs it. The
// URL stays the owner: this copy is what a click asked for until the router has written it (right
// after the next paint), and a URL change from elsewhere (back, forward, a link) replaces it.
//
// Why: writing the URL runs the router (history, route matching, every subscriber) inside the
// click. Measured with bench/tracker-filter.ts at 100× the season's trinkets, CPU ÷4, the same
// machine and load (load average 20), one build writing in the click against this one, INP median:
// source filter 276 → 108 ms, use filter 140 → 76, typing a letter 168 → 80, item level 232 → 96,
// track a trinket 264 → 88. Writing the URL after the paint keeps every interaction's next paint
// short; the list itself follows from a deferred view either way.
import { deepEqual } from '@tanstack/react-router'
import { useCallback, useEffect, useRef, useState } from 'react'
import { afterNextPaint } from '~/lib/after-next-paint'

/** Filter changes replace the history entry; choosing a spec or tracking adds one. */
export type HistoryMode = 'push' | 'replace'

export type SearchUpdate<S> = (current: S) => S

type Shown<S> = {
  /** What the page shows. */
  search: S
  /** The URL search it was last reconciled with. */
  urlSearch: S
}

type PendingWrite = { history: HistoryMode }

/** Several changes before one write become one history entry, a push if any of them pushed. */
export function mergeHistory(a: HistoryMode | undefined, b: HistoryMode): HistoryMode {
  return a === 'push' || b === 'push' ? 'push' : 'replace'
}

/**
 * The search a page shows and a way to change it. `urlSearch` is the router's current search;
 * `writeUrl` navigates. A change shows at once and is written to the URL after the next paint;
 * rapid changes within one frame are written once, with the newest search.
 */
export function useInstantSearch<S>(
  urlSearch: S,
  writeUrl: (search: S, history: HistoryMode) => void,
): [S, (update: SearchUpdate<S>, history: HistoryMode) => void] {
  const [shown, setShown] = useState<Shown<S>>({ search: urlSearch, urlSearch })
  let current = shown
  if (shown.urlSearch !== urlSearch) {
    // The URL moved. If it now says what the page shows (our own write arriving), keep the shown
    // object so nothing re-renders; otherwise the URL was changed elsewhere and wins.
    current = {
      search: deepEqual(urlSearch, shown.search) ? shown.search : urlSearch,
      urlSearch,
    }
    setShown(current)
  }

  const latest = useRef(current.search)
  latest.current = current.search
  const pending = useRef<PendingWrite | undefined>(undefined)
  const cancelWrite = useRef<(() => void) | undefined>(undefined)
  const write = useRef(writeUrl)
  write.current = writeUrl

  useEffect(() => () => cancelWrite.current?.(), [])

  const change = useCallback((update: SearchUpdate<S>, history: HistoryMode) => {
    const next = update(latest.current)
    // Nothing to show or write (the spec an import names is the one shown, say): no new view to
    // resolve and draw, and no history entry for the same address.
    if (deepEqual(next, latest.current)) return
    latest.current = next
    setShown((before) => ({ ...before, search: next }))
    pending.current = { history: mergeHistory(pending.current?.history, history) }
    cancelWrite.current?.()
    cancelWrite.current = afterNextPaint(() => {
      const toWrite = pending.current
      pending.current = undefined
      cancelWrite.current = undefined
      if (toWrite) write.current(latest.current, toWrite.history)
    })
  }, [])

  return [current.search, change]
}
