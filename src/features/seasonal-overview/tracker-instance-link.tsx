import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

type TrackerInstanceLinkProps = { slug: string; className?: string; children: ReactNode }

/** A link to the Trinket Tracker showing only the trinkets of one instance. */
export function TrackerInstanceLink({ slug, className, children }: TrackerInstanceLinkProps) {
  return (
    <Link to="/trinket-tracker/" search={{ instance: slug }} className={className}>
      {children}
    </Link>
  )
}
