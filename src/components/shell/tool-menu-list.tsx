// The Tools dropdown's list, drawn once for the hydrated Radix navigation (desktop-nav.tsx) and
// its prerendered stand-in (static-desktop-nav.tsx), so the two keep the same boxes.
import { Link } from '@tanstack/react-router'
import type { ReactElement, ReactNode } from 'react'
import { toolLinks } from './nav-links'

type ToolMenuListProps = {
  /** Radix's navigation wraps each link in its own NavigationMenu.Link; the static one does not. */
  wrapLink?: (link: ReactElement) => ReactNode
}

export function ToolMenuList({ wrapLink = (link) => link }: ToolMenuListProps) {
  return (
    <ul className="menu-list">
      {toolLinks.map((tool) => (
        <li key={tool.label}>
          {tool.disabled ? (
            <span className="menu-item is-disabled">{tool.label}</span>
          ) : (
            wrapLink(
              <Link to={tool.to} className="menu-item" activeProps={{ 'aria-current': 'page' }}>
                {tool.label}
              </Link>,
            )
          )}
        </li>
      ))}
    </ul>
  )
}
