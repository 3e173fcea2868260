import { createFileRoute } from '@tanstack/react-router'
import { prerenderedSpecOf } from '~/features/trinket-tracker/state/prerendered-spec'
import {
  tidyTrackerLinks,
  validateTrackerSearch,
} from '~/features/trinket-tracker/state/tracker-search'
import { TrinketTracker } from '~/features/trinket-tracker/trinket-tracker'
import { pageHead } from '~/lib/page-head'
import { seasonQueryOptions } from '~/queries/season'

const trackerHead = pageHead({
  title: 'Trinket Tracker',
  description:
    'Every Midnight Season 2 trinket your spec can use: where it drops, at what item level, and which key or boss to farm.',
  path: '/trinket-tracker/',
  image: '/og/trinket-tracker.png',
})

export const Route = createFileRoute('/_season-data/trinket-tracker')({
  validateSearch: validateTrackerSearch,
  search: { middlewares: [tidyTrackerLinks] },
  // A spec's address has a head of its own (its prerendered page, see prerendered-spec.ts); its code is
  // fetched only for such an address.
  head: async ({ match }) => {
    const pageSpec = prerenderedSpecOf(match.search)
    if (pageSpec.wowClass === undefined) return trackerHead
    const { queryClient } = match.context
    const { wowClass, wowSpec = '' } = pageSpec
    // The spec's sims load beside the season data (none for parameters that name no spec).
    const [{ specPageHead }, dataset, sims] = await Promise.all([
      import('~/features/trinket-tracker/spec-page/spec-page-head'),
      queryClient.ensureQueryData(seasonQueryOptions()),
      import('~/queries/spec-sims').then(({ specSimsPreload }) =>
        specSimsPreload(queryClient, wowClass, wowSpec),
      ),
    ])
    const head = specPageHead(dataset, pageSpec)
    if (!head) return trackerHead
    return { ...head, links: [...head.links, ...sims] }
  },
  component: TrinketTracker,
})
