import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { TrackerSearch } from '~/lib/search-params'

// `instance` (a dungeon or raid slug) is being added to the tracker's search parameters on the
// tracker's branch. Typed as an extension here until that lands; the router keeps unknown keys.
type TrackerSearchWithInstance = TrackerSearch & { instance: string }

type TrackerInstanceLinkProps = { slug: string; className?: string; children: ReactNode }

/** A link to the Trinket Tracker showing only the trinkets of one instance. */
export function TrackerInstanceLink({ slug, className, children }: TrackerInstanceLinkProps) {
  const search: TrackerSearchWithInstance = { instance: slug }
  return (
    <Link to="/trinket-tracker/" search={search} className={className}>
      {children}
    </Link>
  )
}
