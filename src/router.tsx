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
    scrollRestorationBehavior: 'smooth',
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFound,
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
