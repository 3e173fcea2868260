/// <reference types="vite/client" />
import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, HeadContent, Outlet, Scripts } from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { LazyNotFound } from '~/components/lazy-not-found'
import { RouteError } from '~/components/route-error'
import { SiteFooter } from '~/components/shell/site-footer'
import { SiteHeader } from '~/components/shell/site-header'
import { siteConfig } from '~/config/site'
import { AnalyticsBootstrap } from '~/features/analytics/analytics-bootstrap'
import { ConsentBanner } from '~/features/consent/consent-banner'
import { consentHeadScript } from '~/features/consent/consent-cookies'
import { useConsent } from '~/features/consent/consent-store'
import { CookieSettingsButton } from '~/features/consent/cookie-settings-button'
import { notFoundHead, pageHead } from '~/lib/page-head'
import globalCss from '~/styles/global.css?url'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  head: ({ matches }) => {
    // The root shows its Not Found view when no page's route matched the address: the root is then
    // the only match. Without this it would carry the home page's title and canonical URL. (No
    // page's loader throws notFound(); one that does gives its own head.)
    const notFound = matches.length === 1
    const defaults = notFound
      ? notFoundHead()
      : pageHead({ description: siteConfig.description, path: '/' })
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { name: 'theme-color', content: siteConfig.themeColor },
        { name: 'color-scheme', content: 'dark' },
        ...defaults.meta,
      ],
      links: [
        { rel: 'stylesheet', href: globalCss },
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
        { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
        { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
        { rel: 'manifest', href: '/manifest.webmanifest' },
      ],
      scripts: [
        // Hides the cookie banner before the first paint for a visitor who already chose.
        { children: consentHeadScript },
      ],
    }
  },
  shellComponent: RootDocument,
  component: Outlet,
  errorComponent: RouteError,
  notFoundComponent: LazyNotFound,
})

/** Set on <html> once the page answers input (its code loads after the first paint). */
export const hydratedAttribute = 'data-hydrated'

/** Made once, so the memoised footer is not drawn again with every change of the address. */
const cookieSettingsLink = (
  <li>
    <CookieSettingsButton />
  </li>
)

function RootDocument({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.setAttribute(hydratedAttribute, '')
  }, [])
  return (
    // The consent head script may set data-consent on <html> before React hydrates it.
    <html lang="en" suppressHydrationWarning>
      <head>
        <HeadContent />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {/* First in the document, last on screen (CSS order): the browser paints the banner with
            the page's first frame instead of once the whole page is parsed (on a phone it is
            often the largest text of the first screen, so it sets the page's LCP), and keyboard
            and screen-reader users meet the choice before the page rather than after it. */}
        <ConsentBanner />
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter extraLinks={cookieSettingsLink} />
        <ConsentedAnalytics />
        <Scripts />
      </body>
    </html>
  )
}

// Cookies are unknown on the server and while hydrating; the tracker waits until they are read.
function ConsentedAnalytics() {
  const consent = useConsent()
  return consent.ready ? <AnalyticsBootstrap consentGiven={consent.choice === 'granted'} /> : null
}
