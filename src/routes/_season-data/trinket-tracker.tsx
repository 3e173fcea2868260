import { createFileRoute } from '@tanstack/react-router'
import {
  tidyTrackerLinks,
  validateTrackerSearch,
} from '~/features/trinket-tracker/state/tracker-search'
import { TrinketTracker } from '~/features/trinket-tracker/trinket-tracker'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/_season-data/trinket-tracker')({
  validateSearch: validateTrackerSearch,
  search: { middlewares: [tidyTrackerLinks] },
  head: () =>
    pageHead({
      title: 'Trinket Tracker',
      description:
        'Every Midnight Season 2 trinket your spec can use: where it drops, at what item level, and which key or boss to farm.',
      path: '/trinket-tracker/',
      image: '/og/trinket-tracker.png',
    }),
  component: TrinketTracker,
})
