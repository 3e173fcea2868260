import { Link } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { siteConfig } from '~/config/site'
import { LogoMark } from '../icons'
import { MobileMenu } from './mobile-menu'
import { StaticDesktopNav } from './static-desktop-nav'

// Radix NavigationMenu is a tenth of the first-load JavaScript. The prerendered HTML already
// holds the whole desktop navigation; React hydrates it when its code arrives, just after the
// rest of the page, so it does not hold up the first load (links work as plain links meanwhile).
// The header sits outside every route's error boundary: if the code cannot be downloaded, plain
// links take its place instead of the error taking the whole page down.
const DesktopNav = lazy(() =>
  import('./desktop-nav').then(
    (module) => ({ default: module.DesktopNav }),
    () => ({ default: StaticDesktopNav }),
  ),
)

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
        <Suspense>
          <DesktopNav />
        </Suspense>
      </div>
    </header>
  )
}
