// The header navigation as the prerendered page draws it: the same boxes as the hydrated Radix
// navigation (desktop-nav.tsx), so nothing moves when that takes its place, made of plain links
// that work without any script. Its Tools menu opens by CSS alone, on hover or when focus is
// inside it. It also stays in place when the Radix navigation's code cannot be downloaded
// (offline, a content blocker, a deploy that replaced the chunk), so every tool stays one click
// away.
import { Link } from '@tanstack/react-router'
import { siteConfig } from '~/config/site'
import { ExternalLink } from '../external-link'
import { ChevronDownIcon } from '../icons'
import { pageLinks } from './nav-links'
import { ToolMenuList } from './tool-menu-list'

export function StaticDesktopNav() {
  return (
    <nav className="desktop-nav desktop-only" aria-label={desktopNavLabel}>
      {/* Radix wraps its list in this box; the same box keeps the same layout. */}
      <div style={{ position: 'relative' }}>
        <ul className="desktop-nav-list">
          <li className="tools-menu-item">
            <button type="button" className="nav-link tools-trigger">
              Tools <ChevronDownIcon size={16} />
            </button>
            <div className="menu-content static-menu">
              <ToolMenuList />
            </div>
          </li>
          {pageLinks.map((page) => (
            <li key={page.to}>
              <Link to={page.to} className="nav-link" activeProps={{ 'aria-current': 'page' }}>
                {page.label}
              </Link>
            </li>
          ))}
          <li>
            <ExternalLink href={siteConfig.feedbackUrl} className="nav-link" showIcon>
              Feedback
            </ExternalLink>
          </li>
        </ul>
      </div>
    </nav>
  )
}

/** "Site", not "Main": a screen reader reads this name beside the page's `main` landmark. */
export const desktopNavLabel = 'Site'
