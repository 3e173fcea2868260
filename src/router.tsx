import { QueryClientProvider } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { LazyNotFound } from './components/lazy-not-found'
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
    // Links preload their page's code when they come within 100 px of the viewport, once they
    // have stayed there 2 s (TanStack's default is 50 ms): a page's own start-up on a phone takes
    // about that long, and preloading the pages its links lead to (their code, loaders and the
    // season data) meanwhile held its main thread in long tasks while the player could already
    // tap. A click never waits for the delay; it loads what it needs at once.
    defaultPreload: 'viewport',
    defaultPreloadDelay: 2000,
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // 'auto' defers to the page's CSS: global.css makes scrolling smooth, as the specification
    // asks, except for players who ask their system for reduced motion, who jump straight there.
    scrollRestorationBehavior: 'auto',
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: LazyNotFound,
    // The query client for every page. Nothing is handed from the prerender to the browser through
    // it: the season dataset, the one query, is a static, cached asset that inlined into every page
    // would cost ~150 KB of HTML; the page's HTML already shows the data, and the browser fetches
    // the hashed JSON (preloaded by the page head) and hydrates when it arrives. So the router's
    // query SSR integration (dehydration, ~1 KB gzip on every page) is not used.
    Wrap: ({ children }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    ),
  })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
