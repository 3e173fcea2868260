import { Link } from '@tanstack/react-router'
import { type ComponentType, memo, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { siteConfig } from '~/config/site'
import { desktopNavQuery } from '~/lib/breakpoints'
import { codeOnDemand } from '~/lib/code-on-demand'
import { LogoMark } from '../icons'
import { MobileMenu } from './mobile-menu'
import { StaticDesktopNav } from './static-desktop-nav'

// Radix NavigationMenu is a tenth of the first-load JavaScript, so it comes in a chunk of its own
// after the page has hydrated. Until then, and for good if the chunk cannot be downloaded, the
// prerendered plain-link navigation stands, drawn in the same boxes: the header is whole in the
// first paint, works without scripts, and does not move when the Radix navigation takes over.
// (A Suspense boundary around a lazy component kept the links out of the first paint: React
// streams its content after the page, to be put in place by a script.)
const navCode = codeOnDemand(() => import('./desktop-nav'))

function HeaderNav() {
  const [Nav, setNav] = useState<ComponentType>(
    () => navCode.loaded()?.DesktopNav ?? StaticDesktopNav,
  )
  // Which link or button had focus in the plain navigation, to give it to its twin.
  const focusedLabel = useRef<string | undefined>(undefined)

  useEffect(() => {
    if (navCode.loaded()) return
    let live = true
    const load = () => {
      desktop.removeEventListener('change', loadOnDesktop)
      navCode.retryIfFailed()
      navCode.load().then(
        (module) => {
          if (!live) return
          const active = document.activeElement
          focusedLabel.current = active?.closest('.desktop-nav')
            ? (active.textContent ?? undefined)
            : undefined
          setNav(() => module.DesktopNav)
        },
        () => {}, // the plain navigation stays
      )
    }
    // Below 992 px the navigation is hidden (the menu button stands in for it): a phone never
    // fetches or runs it, which spares its main thread ~35 ms at load. Widening the window loads it.
    const desktop = window.matchMedia(desktopNavQuery)
    const loadOnDesktop = () => {
      if (desktop.matches) load()
    }
    if (desktop.matches) load()
    else desktop.addEventListener('change', loadOnDesktop)
    return () => {
      live = false
      desktop.removeEventListener('change', loadOnDesktop)
    }
  }, [])

  // Before the new navigation's own effects run, which open Tools for focus already on it.
  useLayoutEffect(() => {
    const label = focusedLabel.current
    focusedLabel.current = undefined
    if (Nav === StaticDesktopNav || !label) return
    for (const element of document.querySelectorAll<HTMLElement>(
      '.desktop-nav a, .desktop-nav button',
    )) {
      if (element.textContent === label) {
        element.focus()
        break
      }
    }
  }, [Nav])

  return <Nav />
}

// Both navigations are rendered; CSS shows one per size class, so the prerendered HTML is
// right at every width before any script runs (no layout shift on hydration). Memoised: the root
// redraws on every change of the address (a tracker filter writes one); the links that mark the
// current page follow the router themselves.
export const SiteHeader = memo(function SiteHeader() {
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
        <HeaderNav />
      </div>
    </header>
  )
})
