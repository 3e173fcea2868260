import { useSuspenseQuery } from '@tanstack/react-query'
import { seasonQueryOptions } from '~/queries/season'

/** The season dataset; suspends until it has loaded (the page's Suspense keeps the HTML meanwhile). */
export function useSeasonData() {
  return useSuspenseQuery(seasonQueryOptions()).data
}
