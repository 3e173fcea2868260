import { createFileRoute } from '@tanstack/react-router'
import { seasonDataPreloadLink } from '~/domain/season/preload'
import { seasonQueryOptions } from '~/queries/season'

// The pages that show season data (home, Trinket Tracker, Seasonal Overview, FAQ) sit under this
// pathless layout: the dataset is loaded before any of them renders, and their heads preload it
// alongside the page's scripts. It loads once: a search change on a page need not run it again.
export const Route = createFileRoute('/_season-data')({
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(seasonQueryOptions())
  },
  staleTime: Number.POSITIVE_INFINITY,
  head: () => ({ links: [seasonDataPreloadLink] }),
})
