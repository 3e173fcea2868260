import { createFileRoute } from '@tanstack/react-router'
import { seasonDataPreloadLink } from '~/domain/season/preload'
import { SeasonalOverviewPage } from '~/features/seasonal-overview/seasonal-overview-page'
import { pageHead } from '~/lib/page-head'
import { seasonQueryOptions } from '~/queries/season'

export const Route = createFileRoute('/seasonal-overview')({
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(seasonQueryOptions())
  },
  head: () => {
    const head = pageHead({
      title: 'Seasonal Overview',
      description:
        'Midnight Season 2 at a glance: the Mythic+ dungeon pool, the raid, upgrade tracks, keystone rewards and the Great Vault.',
      path: '/seasonal-overview/',
    })
    return { ...head, links: [...head.links, seasonDataPreloadLink] }
  },
  component: SeasonalOverviewPage,
})
