// The header navigation as plain links, for when the desktop navigation's code cannot be
// downloaded (offline, a content blocker, a deploy that replaced the chunk). It needs no script
// beyond the router's links, so the page stays whole and every tool is one click away.
import { Link } from '@tanstack/react-router'
import { siteConfig } from '~/config/site'
import { ExternalLink } from '../external-link'
import { pageLinks, toolLinks } from './nav-links'

export function StaticDesktopNav() {
  return (
    <nav className="desktop-nav desktop-only" aria-label={desktopNavLabel}>
      <ul className="desktop-nav-list">
        {toolLinks.map((tool) =>
          tool.disabled ? null : (
            <li key={tool.label}>
              <Link to={tool.to} className="nav-link" activeProps={{ 'aria-current': 'page' }}>
                {tool.label}
              </Link>
            </li>
          ),
        )}
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
    </nav>
  )
}

/** "Site", not "Main": a screen reader reads this name beside the page's `main` landmark. */
export const desktopNavLabel = 'Site'
