import { Link } from '@tanstack/react-router'
import { siteConfig } from '~/config/site'
import { LogoMark } from '../icons'
import { DesktopNav } from './desktop-nav'
import { MobileMenu } from './mobile-menu'

// Both navigations are rendered; CSS shows one per size class, so the prerendered HTML is
// right at every width before any script runs (no layout shift on hydration).
export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <div className="mobile-only">
          <MobileMenu />
        </div>
        <Link to="/" className="brand" aria-label={`${siteConfig.title} home`}>
          <LogoMark />
          <span className="brand-title">{siteConfig.title}</span>
        </Link>
        <DesktopNav />
      </div>
    </header>
  )
}
