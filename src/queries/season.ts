import { queryOptions } from '@tanstack/react-query'
import seasonDataUrl from '../../data/season.json?url'
import type { SeasonDataset } from '../features/season-data/schema'

/** Must equal `season.id` in data/season.json (a test checks it). */
export const CURRENT_SEASON_ID = 'midnight-s2'

// The validator (zod and the schema) is fetched alongside the data instead of with the page: it is
// needed only once the JSON arrives, and keeping it out of the entry chunk takes about 22 KB gzip
// off every page's first load.
const loadParser = () => import('../features/season-data/parse-dataset')

async function fetchSeasonDataset(): Promise<SeasonDataset> {
  // The server and the prerender step read the same file directly; the branch is dropped from the
  // client bundle, so browsers only ever fetch the content-hashed asset.
  if (import.meta.env.SSR) {
    const [module, { parseSeasonDataset }] = await Promise.all([
      import('../../data/season.json'),
      loadParser(),
    ])
    return parseSeasonDataset(module.default, 'data/season.json')
  }
  const [response, { parseSeasonDataset }] = await Promise.all([fetch(seasonDataUrl), loadParser()])
  if (!response.ok) {
    throw new Error(`Could not load the season data: ${response.status} ${response.statusText}`)
  }
  return parseSeasonDataset(await response.json(), seasonDataUrl)
}

/** The season dataset. The asset URL changes with its content, so a loaded copy never goes stale. */
export function seasonQueryOptions() {
  return queryOptions({
    queryKey: ['season', CURRENT_SEASON_ID] as const,
    queryFn: fetchSeasonDataset,
    staleTime: Number.POSITIVE_INFINITY,
  })
}
