import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/lib/page-head'
import { validateTrackerSearch } from '~/lib/search-params'

export const Route = createFileRoute('/trinket-tracker')({
  validateSearch: validateTrackerSearch,
  head: () =>
    pageHead({
      title: 'Trinket Tracker',
      description:
        'Every Midnight Season 2 trinket your spec can use: where it drops, at what item level, and which key or boss to farm.',
      path: '/trinket-tracker/',
      image: '/og/trinket-tracker.png',
    }),
  component: TrinketTrackerPage,
})

function TrinketTrackerPage() {
  return (
    <div className="page">
      <h1 className="page-title">Trinket Tracker</h1>
    </div>
  )
}
