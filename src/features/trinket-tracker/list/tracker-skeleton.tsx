// Placeholders the size of what they stand for, so nothing moves when the real content arrives.
// The placeholders wear the rows' classes and override some of their looks, so the rows' CSS
// must come first.
import './trinket-list.css'
import './tracker-skeleton.css'
import { memo } from 'react'

function SkeletonRow() {
  return (
    <li className="trinket-row skeleton-row">
      <span className="trinket-icon skeleton-block" />
      <span className="trinket-main">
        <span className="skeleton-line skeleton-line-name" />
        <span className="skeleton-line skeleton-line-tags" />
        <span className="skeleton-line skeleton-line-effect" />
      </span>
      <span className="trinket-source">
        <span className="skeleton-line" />
        <span className="skeleton-line skeleton-line-short" />
      </span>
      <span className="ilvl">
        <span className="skeleton-line skeleton-line-short" />
      </span>
      <span className="trinket-actions">
        <span className="skeleton-block skeleton-button" />
      </span>
    </li>
  )
}

/** Rows shown while a shared link's own list is on its way (see pending-view.ts). */
/** Memoised: it sits in the results (hidden unless a shared view is pending) on every render. */
export const ListSkeleton = memo(function ListSkeleton({ rows }: { rows: number }) {
  return (
    <div className="list-skeleton" aria-hidden="true">
      <span className="skeleton-line skeleton-group-heading" />
      <ul className="trinket-rows">
        {Array.from({ length: rows }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder
          <SkeletonRow key={index} />
        ))}
      </ul>
    </div>
  )
})

/** The whole tracker before its data: picker, toolbar and list at their real sizes. */
export function TrackerSkeleton() {
  return (
    <div className="tracker-skeleton" aria-busy="true">
      <span className="visually-hidden">Loading the season's trinkets…</span>
      <p className="season-line">
        <span className="skeleton-line skeleton-line-short" />
      </p>
      <div className="tracker-layout">
        <div className="tracker-controls">
          {/* The folded size when the link names a spec (see pending-view.ts and the CSS). */}
          <div className="tracker-card skeleton-card skeleton-picker" />
          <div className="tracker-card skeleton-card skeleton-character" />
          <div className="tracker-card skeleton-card skeleton-toolbar" />
        </div>
        <div className="tracker-results">
          <div className="list-skeleton is-visible" aria-hidden="true">
            <ul className="trinket-rows">
              {Array.from({ length: 8 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder
                <SkeletonRow key={index} />
              ))}
            </ul>
          </div>
        </div>
      </div>
    </div>
  )
}
