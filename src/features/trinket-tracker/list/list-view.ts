// The view the list is drawn from. A star changes the view's tracked trinkets, which the rows
// read from the page's own view; nothing else the list shows changes, so the list keeps its view:
// it is neither redrawn in the background nor dimmed as out of date for a star.
import { useState } from 'react'
import type { TrackerView } from '../state/tracker-view'

/**
 * What the list does not draw from the view: the rows read their stars from the page's own view,
 * and the address and its notes are shown elsewhere. Every other part (a new one too) counts.
 */
const notListParts: ReadonlySet<string> = new Set<keyof TrackerView>([
  'search',
  'tracked',
  'trackedFrom',
  'notes',
])

/** True when the list would be drawn the same from either view. */
function sameList(a: TrackerView, b: TrackerView): boolean {
  return (Object.keys(a) as (keyof TrackerView)[]).every(
    (part) => notListParts.has(part) || a[part] === b[part],
  )
}

/** The view, or the one the list was last drawn from while it would draw the same. */
export function useListView(view: TrackerView): TrackerView {
  const [kept, setKept] = useState(view)
  if (kept === view || sameList(kept, view)) return kept
  // React's pattern for state that follows a prop: set during render, redrawn before commit.
  setKept(view)
  return view
}
