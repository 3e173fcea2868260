import { createFileRoute } from '@tanstack/react-router'
import { seasonDataPreloadLink } from '~/domain/season/preload'
import { pageSpecOf } from '~/features/trinket-tracker/state/page-spec'
import {
  type TrackerSearch,
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
  // The spec's published sims: in the prerendered page (which renders no placeholder for them),
  // and in the browser fetched as early as the address is known, without holding the page up.
  // Read from the location rather than declared as loaderDeps: deps are part of the match's id,
  // and a spec's address would then not hydrate the bare prerendered page's match.
  loader: async ({ context, location }) => {
    const { wowClass, wowSpec } = pageSpecOf(location.search as TrackerSearch)
    if (!wowClass || !wowSpec || !specSimsUrl(wowClass, wowSpec)) return
    const loading = context.queryClient.prefetchQuery(specSimsQueryOptions(wowClass, wowSpec))
    if (import.meta.env.SSR) await loading
  },
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
    if (!head) return trackerHead
    const simsUrl = specSimsUrl(pageSpec.wowClass, pageSpec.wowSpec ?? '')
    // The rows show the spec's sims once the page hydrates: fetched beside the season data.
    return simsUrl
      ? { ...head, links: [...head.links, { ...seasonDataPreloadLink, href: simsUrl }] }
      : head
  },
  component: TrinketTracker,
})
