import { createFileRoute } from '@tanstack/react-router'
import { seasonDataPreloadLink } from '~/domain/season/preload'
import { pageSpecOf } from '~/features/trinket-tracker/state/page-spec'
import {
  tidyTrackerLinks,
  validateTrackerSearch,
} from '~/features/trinket-tracker/state/tracker-search'
import { TrinketTracker } from '~/features/trinket-tracker/trinket-tracker'
import { pageHead } from '~/lib/page-head'
import { seasonQueryOptions } from '~/queries/season'
import { specSimsQueryOptions, specSimsUrl } from '~/queries/spec-sims'

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
  // A spec's address has a head of its own (its prerendered page, see page-spec.ts); its code is
  // fetched only for such an address.
  head: async ({ match }) => {
    const pageSpec = pageSpecOf(match.search)
    if (pageSpec.wowClass === undefined) return trackerHead
    const [{ specPageHead }, dataset] = await Promise.all([
      import('~/features/trinket-tracker/spec-page/spec-page-head'),
      match.context.queryClient.ensureQueryData(seasonQueryOptions()),
    ])
    const head = specPageHead(dataset, pageSpec)
    const { wowClass, wowSpec = '' } = pageSpec
    const simsUrl = specSimsUrl(wowClass, wowSpec)
    if (!head || !simsUrl) return head ?? trackerHead
    // A spec page's rows show its published sims. Prerendering waits for them here, before the
    // page renders (a route loader would do the same, but costs the browser a second pass over
    // the route while hydrating); the browser preloads them beside the season data.
    if (import.meta.env.SSR) {
      await match.context.queryClient.ensureQueryData(specSimsQueryOptions(wowClass, wowSpec))
    }
    return { ...head, links: [...head.links, { ...seasonDataPreloadLink, href: simsUrl }] }
  },
  component: TrinketTracker,
})
