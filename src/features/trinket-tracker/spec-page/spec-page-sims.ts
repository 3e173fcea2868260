// A spec page's published sims, for the route's head: the prerender waits for them before the
// page renders (a route loader would too, but costs the browser a second pass over the route while
// hydrating), and the browser preloads them beside the season data. Imported on demand by the
// head, like spec-page-head.ts, so the sims' asset map stays out of other pages' first load.
import type { QueryClient } from '@tanstack/react-query'
import { seasonDataPreloadLink } from '~/domain/season/preload'
import { specSimsQueryOptions, specSimsUrl } from '~/queries/spec-sims'

export async function specSimsPreload(
  queryClient: QueryClient,
  classSlug: string,
  specSlug: string,
): Promise<(typeof seasonDataPreloadLink)[]> {
  const href = specSimsUrl(classSlug, specSlug)
  if (!href) return []
  if (import.meta.env.SSR) {
    await queryClient.ensureQueryData(specSimsQueryOptions(classSlug, specSlug))
  }
  return [{ ...seasonDataPreloadLink, href }]
}
