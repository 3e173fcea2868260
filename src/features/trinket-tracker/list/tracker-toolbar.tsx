// The search box, then filters and the item-level context, which fold away behind one button at
// every width, so the list starts near the top of the screen. The button counts the active ones.
import { type ReactNode, useId, useState } from 'react'

type TrackerToolbarProps = {
  search: ReactNode
  activeFilters: number
  children: ReactNode
}

export function TrackerToolbar({ search, activeFilters, children }: TrackerToolbarProps) {
  const [open, setOpen] = useState(false)
  const bodyId = useId()
  return (
    <div className={`tracker-toolbar tracker-card${open ? ' is-open' : ''}`}>
      <div className="toolbar-search-row">
        {search}
        <button
          type="button"
          className="button toolbar-toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((shown) => !shown)}
        >
          Filters<span className="toolbar-toggle-more"> &amp; item level</span>
          {activeFilters > 0 && (
            <span className="count">
              {activeFilters}
              <span className="visually-hidden"> active</span>
            </span>
          )}
        </button>
      </div>
      {/* Drawn only when open: the closed filters stay out of the page's first HTML (its 14 KB
          first round trip), and a pending link's counts are never shown as if they were its own. */}
      <div className="toolbar-body" id={bodyId}>
        {open ? children : null}
      </div>
    </div>
  )
}
