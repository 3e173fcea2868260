import { createFileRoute } from '@tanstack/react-router'
import { prerenderedSpecOf } from '~/features/trinket-tracker/state/prerendered-spec'
import {
  tidyTrackerLinks,
  validateTrackerSearch,
} from '~/features/trinket-tracker/state/tracker-search'
import { TrinketTracker } from '~/features/trinket-tracker/trinket-tracker'
import { codeOnDemand } from '~/lib/code-on-demand'
import { pageHead } from '~/lib/page-head'

const trackerHead = pageHead({
  title: 'Trinket Tracker',
  description:
    'Every Midnight Season 2 trinket your spec can use: where it drops, at what item level, and which key or boss to farm.',
  path: '/trinket-tracker/',
  image: '/og/trinket-tracker.png',
})

const specHeadCode = codeOnDemand(
  () => import('~/features/trinket-tracker/spec-page/spec-page-head'),
)

export const Route = createFileRoute('/_season-data/trinket-tracker')({
  validateSearch: validateTrackerSearch,
  search: { middlewares: [tidyTrackerLinks] },
  // A spec's address has a head of its own (its prerendered page, see prerendered-spec.ts); its code is
  // fetched only for such an address, and again after a failed download.
  head: async ({ match }) => {
    const { wowClass, wowSpec } = prerenderedSpecOf(match.search)
    if (wowClass === undefined || wowSpec === undefined) return trackerHead
    specHeadCode.retryIfFailed()
    const { specTrackerHead } = await specHeadCode.load()
    return (await specTrackerHead(match.context.queryClient, { wowClass, wowSpec })) ?? trackerHead
  },
  component: TrinketTracker,
})
