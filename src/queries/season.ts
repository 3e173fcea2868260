import { queryOptions } from '@tanstack/react-query'
import seasonDataUrl from '../../data/season.json?url'
import { parseSeasonDataset } from '../features/season-data/parse-dataset'
import type { SeasonDataset } from '../features/season-data/schema'

/** Must equal `season.id` in data/season.json (a test checks it). */
export const CURRENT_SEASON_ID = 'midnight-s2'

async function fetchSeasonDataset(): Promise<SeasonDataset> {
  // The server and the prerender step read the same file directly; the branch is dropped from the
  // client bundle, so browsers only ever fetch the content-hashed asset.
  if (import.meta.env.SSR) {
    const module = await import('../../data/season.json')
    return parseSeasonDataset(module.default, 'data/season.json')
  }
  const response = await fetch(seasonDataUrl)
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
