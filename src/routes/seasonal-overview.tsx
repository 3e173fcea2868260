import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/seasonal-overview')({
  head: () =>
    pageHead({
      title: 'Seasonal Overview',
      description:
        'Midnight Season 2 at a glance: the Mythic+ dungeon pool, the raid, upgrade tracks, keystone rewards and the Great Vault.',
      path: '/seasonal-overview/',
    }),
  component: SeasonalOverviewPage,
})

function SeasonalOverviewPage() {
  return (
    <div className="page">
      <h1 className="page-title">Seasonal Overview</h1>
    </div>
  )
}
