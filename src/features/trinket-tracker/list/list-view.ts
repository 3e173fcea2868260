// The view the list is drawn from. A star changes the view's tracked trinkets, which the rows
// read from the page's own view; nothing else the list shows changes, so the list keeps its view:
// it is neither redrawn in the background nor dimmed as out of date for a star.
import { useState } from 'react'
import type { TrackerView } from '../state/tracker-view'

/** What the list, its counts, its order and its numbers are drawn from. */
const listParts = [
  'wowClass',
  'spec',
  'specName',
  'scope',
  'filters',
  'instance',
  'encounter',
  'context',
  'order',
  'hasSims',
  'fight',
  'picks',
] as const satisfies readonly (keyof TrackerView)[]

/** True when the list would be drawn the same from either view. */
export function sameList(a: TrackerView, b: TrackerView): boolean {
  return listParts.every((part) => a[part] === b[part])
}

/** The view, or the one the list was last drawn from while it would draw the same. */
export function useListView(view: TrackerView): TrackerView {
  const [kept, setKept] = useState(view)
  if (kept === view || sameList(kept, view)) return kept
  // React's pattern for state that follows a prop: set during render, redrawn before commit.
  setKept(view)
  return view
}
