import { createFileRoute } from '@tanstack/react-router'
import { SeasonalOverviewPage } from '~/features/seasonal-overview/seasonal-overview-page'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/_season-data/seasonal-overview')({
  head: () =>
    pageHead({
      title: 'Seasonal Overview',
      description:
        'Midnight Season 2 at a glance: the Mythic+ dungeon pool, the raid, upgrade tracks, keystone rewards and the Great Vault.',
      path: '/seasonal-overview/',
    }),
  component: SeasonalOverviewPage,
})
