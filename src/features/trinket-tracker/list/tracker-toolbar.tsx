// The search box, then filters and the item-level context, which fold away behind one button at
// every width, so the list starts near the top of the screen. The button counts the active ones.
// The folded panel's code loads on its own: once the page is idle, or on the first click on the
// button if that comes sooner.
import './tracker-toolbar.css'
import { type ReactNode, useEffect, useId, useState } from 'react'
import { CodePart } from '~/components/code-part'
import { codeOnDemand } from '~/lib/code-on-demand'
import { whenIdle } from '~/lib/when-idle'
import type { FiltersPanelProps } from './filters-panel'

const panelCode = codeOnDemand(() => import('./filters-panel'))

type TrackerToolbarProps = {
  search: ReactNode
  activeFilters: number
  panel: FiltersPanelProps
}

export function TrackerToolbar({ search, activeFilters, panel }: TrackerToolbarProps) {
  const [open, setOpen] = useState(false)
  const bodyId = useId()
  // Effects run only in the browser, once hydrated. A failed download is not an error yet: a
  // click on the button tries again.
  useEffect(() => whenIdle(() => void panelCode.load().catch(() => {})), [])
  return (
    <div className={`tracker-toolbar tracker-card${open ? ' is-open' : ''}`}>
      <div className="toolbar-search-row">
        {search}
        <button
          type="button"
          className="button toolbar-toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => {
            // An early fetch that failed is fetched again now the panel is wanted.
            panelCode.retryIfFailed()
            setOpen((shown) => !shown)
          }}
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
        {open ? (
          <CodePart code={panelCode} what="The filters" loading="Loading the filters…">
            {({ FiltersPanel }) => <FiltersPanel {...panel} />}
          </CodePart>
        ) : null}
      </div>
    </div>
  )
}
