// The search box, then filters and the item-level context. On phones the latter fold away behind
// one button, so the list starts near the top of the screen.
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
          Filters
          {activeFilters > 0 && (
            <span className="count">
              {activeFilters}
              <span className="visually-hidden"> active</span>
            </span>
          )}
        </button>
      </div>
      <div className="toolbar-body" id={bodyId}>
        {children}
      </div>
    </div>
  )
}
