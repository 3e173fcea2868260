import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { NotFound } from './components/not-found'
import { RouteError } from './components/route-error'
import { createQueryClient } from './lib/query-client'
import { stringifySearch } from './lib/search-params'
import { routeTree } from './routeTree.gen'

export function getRouter() {
  const queryClient = createQueryClient()
  const router = createRouter({
    routeTree,
    context: { queryClient },
    // Canonical URLs end in a slash (/trinket-tracker/), as the specification lists them.
    trailingSlash: 'always',
    stringifySearch,
    // Links preload their page's code when they come within 100 px of the viewport.
    defaultPreload: 'viewport',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // 'auto' defers to the page's CSS: global.css makes scrolling smooth, as the specification
    // asks, except for players who ask their system for reduced motion, who jump straight there.
    scrollRestorationBehavior: 'auto',
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFound,
  })
  setupRouterSsrQueryIntegration({
    router,
    queryClient,
    // The season dataset is a static, cached asset: inlining it into every prerendered page
    // would cost ~150 KB of HTML. The page's HTML already shows the data; the browser fetches
    // the hashed JSON (preloaded by the page head) and hydrates when it arrives.
    dehydrateOptions: { shouldDehydrateQuery: (query) => query.queryKey[0] !== 'season' },
  })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
