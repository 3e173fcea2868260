import { queryOptions } from '@tanstack/react-query'
import seasonDataUrl from '../../data/season.json?url'
import type { SeasonDataset } from '../domain/season/schema'

/** Must equal `season.id` in data/season.json (a test checks it). */
export const CURRENT_SEASON_ID = 'midnight-s2'

async function fetchSeasonDataset(): Promise<SeasonDataset> {
  // The server and the prerender step read the same file directly and validate it with the
  // dataset's zod schema, so a dataset that does not match fails the build (and the unit tests).
  // The branch is dropped from the client bundle, so browsers only ever fetch the content-hashed
  // asset.
  if (import.meta.env.SSR) {
    const [module, { parseSeasonDataset }] = await Promise.all([
      import('../../data/season.json'),
      import('../domain/season/parse-dataset'),
    ])
    return parseSeasonDataset(module.default, 'data/season.json')
  }
  const response = await fetch(seasonDataUrl)
  if (!response.ok) {
    throw new Error(`Could not load the season data: ${response.status} ${response.statusText}`)
  }
  return builtDataset(await response.json(), seasonDataUrl)
}

/**
 * The browser does not run the schema again: the asset is the very file the build validated, and
 * its URL carries a hash of its content, so no other version can arrive under it. Validating it
 * cost every page about 26 KB gzip of zod and a 10 ms main-thread task on a phone. A response that
 * is not this season's dataset at all (a proxy's error page, say) still fails with one clear
 * message rather than deep inside a page.
 */
export function builtDataset(value: unknown, origin: string): SeasonDataset {
  if (
    !isRecord(value) ||
    !isRecord(value.season) ||
    value.season.id !== CURRENT_SEASON_ID ||
    !Array.isArray(value.trinkets)
  ) {
    throw new Error(`The season data from ${origin} is not the ${CURRENT_SEASON_ID} dataset`)
  }
  return value as SeasonDataset
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** The season dataset. The asset URL changes with its content, so a loaded copy never goes stale. */
export function seasonQueryOptions() {
  return queryOptions({
    queryKey: ['season', CURRENT_SEASON_ID] as const,
    queryFn: fetchSeasonDataset,
    staleTime: Number.POSITIVE_INFINITY,
  })
}
