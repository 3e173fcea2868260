import type { ComponentPropsWithRef } from 'react'
import { ExternalIcon } from './icons'

type ExternalLinkProps = ComponentPropsWithRef<'a'> & {
  href: string
  /** Show the small "leaves the site" arrow after the text. */
  showIcon?: boolean
}

/** A link to another site: new tab, no opener, and said so to screen readers. */
export function ExternalLink({ children, showIcon = false, ...props }: ExternalLinkProps) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      {showIcon && <ExternalIcon size={14} />}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  )
}
