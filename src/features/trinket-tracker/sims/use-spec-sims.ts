// The chosen spec's published sims, loaded on their own (one small asset per spec) and shared by
// the list, the details dialog and the farm plan through the query cache.
import { queryOptions, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { SeasonDataset, Spec, WowClass } from '~/domain/season/schema'
import type { SpecSims } from '~/domain/sims/schema'
import { whenIdle } from '~/lib/when-idle'
import { specSimsQueryOptions, specSimsUrl } from '~/queries/spec-sims'

/** A spec without published sims: nothing to load, and nothing to wait for. */
const noSims = queryOptions<SpecSims | null>({
  queryKey: ['sims', 'none'],
  queryFn: () => null,
  initialData: null,
  staleTime: Number.POSITIVE_INFINITY,
})

/**
 * Suspends while the spec's sims load. Call it with the list's deferred view: a new spec's list
 * then renders in the background, and the page keeps the old list until the numbers are there.
 * Numbers that could not be loaded (after the usual retries) are no numbers, and `failed` says
 * so: the rest of the tracker does not need them, so it does not give way to an error page.
 */
export function useSpecSims(spec: Spec | undefined): { sims: SpecSims | null; failed: boolean } {
  const queryClient = useQueryClient()
  const options =
    spec && specSimsUrl(spec.classSlug, spec.slug)
      ? specSimsQueryOptions(spec.classSlug, spec.slug)
      : noSims
  const failed = queryClient.getQueryState(options.queryKey)?.status === 'error'
  const { data } = useSuspenseQuery((failed ? noSims : options) as typeof noSims)
  return { sims: data, failed }
}

/** Once a class is chosen, its specs' sims load while the player picks one (about 1.5 KB each). */
export function usePrefetchClassSims(dataset: SeasonDataset, wowClass: WowClass | undefined) {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!wowClass) return
    // When idle: on a spec's page this comes right after hydration, which has its own work.
    return whenIdle(() => {
      for (const spec of dataset.specs) {
        if (spec.classSlug === wowClass.slug && specSimsUrl(spec.classSlug, spec.slug)) {
          void queryClient.prefetchQuery(specSimsQueryOptions(spec.classSlug, spec.slug))
        }
      }
    })
  }, [dataset, wowClass, queryClient])
}
