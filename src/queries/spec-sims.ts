// A spec's published sims: where they are, how they load, and the preload a spec page's head
// gives them. The tracker's chunk imports this module, and so does the spec page's head, which the
// route fetches on demand.
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { seasonDataPreloadLink } from '../domain/season/preload'
import type { SpecSims } from '../domain/sims/schema'
import { CURRENT_SEASON_ID } from './season'

// One content-hashed asset per spec with published sims (data/sims/<class>/<spec>.json), so a
// page loads only the chosen spec's numbers (about 1.5 KB gzip) rather than every spec's (17 KB
// gzip) with the season data that every season page loads.
const simFileUrls = import.meta.glob<string>('../../data/sims/*/*.json', {
  query: '?url',
  import: 'default',
  eager: true,
})

const prefix = '../../data/sims/'
/** "mage/fire" → the asset's URL; a spec without published sims has none. */
const simUrls = new Map(
  Object.entries(simFileUrls).map(([path, url]) => [
    path.slice(prefix.length, -'.json'.length),
    url,
  ]),
)

/** The asset holding a spec's sims; undefined when no publisher has numbers for the spec. */
export function specSimsUrl(classSlug: string, specSlug: string): string | undefined {
  return simUrls.get(`${classSlug}/${specSlug}`)
}

async function fetchSpecSims(classSlug: string, specSlug: string): Promise<SpecSims> {
  // The server and the prerender step read the file and run its zod schema, so a file that does
  // not match fails the build; the branch is dropped from the client bundle.
  if (import.meta.env.SSR) {
    const files = import.meta.glob('../../data/sims/*/*.json', { import: 'default' })
    const load = files[`${prefix}${classSlug}/${specSlug}.json`]
    if (!load) throw new Error(`No sims for ${classSlug}/${specSlug}`)
    const [value, { parseSpecSims }] = await Promise.all([load(), import('../domain/sims/schema')])
    return parseSpecSims(value, `data/sims/${classSlug}/${specSlug}.json`)
  }
  const url = specSimsUrl(classSlug, specSlug)
  if (!url) throw new Error(`No sims for ${classSlug}/${specSlug}`)
  const response = await fetch(url)
  if (!response.ok) {
    throw new Error(`Could not load the sims: ${response.status} ${response.statusText}`)
  }
  return builtSpecSims(await response.json(), url, classSlug, specSlug)
}

/**
 * As with the season data, the browser does not run the schema again (the asset is the file the
 * build validated, under a URL that changes with its content); an answer that is not this spec's
 * sims at all fails with one clear message.
 */
export function builtSpecSims(
  value: unknown,
  origin: string,
  classSlug: string,
  specSlug: string,
): SpecSims {
  const sims = value as Partial<SpecSims> | null
  if (
    typeof sims !== 'object' ||
    sims === null ||
    sims.seasonId !== CURRENT_SEASON_ID ||
    sims.classSlug !== classSlug ||
    sims.specSlug !== specSlug ||
    !Array.isArray(sims.sets)
  ) {
    throw new Error(`The sims from ${origin} are not the ${classSlug}/${specSlug} sims`)
  }
  return sims as SpecSims
}

/** A spec's published sims; only for a spec specSimsUrl knows. Never stale, like the season data. */
export function specSimsQueryOptions(classSlug: string, specSlug: string) {
  return queryOptions({
    queryKey: ['sims', CURRENT_SEASON_ID, classSlug, specSlug] as const,
    queryFn: () => fetchSpecSims(classSlug, specSlug),
    staleTime: Number.POSITIVE_INFINITY,
  })
}

/**
 * For a spec page's head: the prerender waits for the spec's sims, so the page's rows carry their
 * values (a route loader would too, but costs the browser a second pass over the route while
 * hydrating), and the browser preloads them beside the season data. Only the spec page's head
 * calls it (spec-page-head.ts, fetched on demand), so other pages' first load stays without it.
 */
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
