import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { seasonDataPreloadLink } from '~/domain/season/preload'
import { type HistoryMode, useInstantSearch } from '~/features/trinket-tracker/state/instant-search'
import { TrinketTracker } from '~/features/trinket-tracker/trinket-tracker'
import { pageHead } from '~/lib/page-head'
import { type TrackerSearch, validateTrackerSearch } from '~/lib/search-params'
import { seasonQueryOptions } from '~/queries/season'

export const Route = createFileRoute('/trinket-tracker')({
  validateSearch: validateTrackerSearch,
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(seasonQueryOptions())
  },
  // The loader only makes sure the season is loaded: a filter change (a new search) need not
  // run it again, which keeps every click on the page cheaper.
  staleTime: Number.POSITIVE_INFINITY,
  loaderDeps: () => ({}),
  head: () => {
    const head = pageHead({
      title: 'Trinket Tracker',
      description:
        'Every Midnight Season 2 trinket your spec can use: where it drops, at what item level, and which key or boss to farm.',
      path: '/trinket-tracker/',
      image: '/og/trinket-tracker.png',
    })
    return { ...head, links: [...head.links, seasonDataPreloadLink] }
  },
  component: TrinketTrackerPage,
})

function TrinketTrackerPage() {
  const urlSearch = Route.useSearch()
  const navigate = Route.useNavigate()
  const writeUrl = useCallback(
    (search: TrackerSearch, history: HistoryMode) => {
      navigate({ to: './', search, replace: history === 'replace', resetScroll: false })
    },
    [navigate],
  )
  // The page shows a change in the frame of the click; the URL follows right after (see
  // instant-search.ts), and back, forward and shared links still set what the page shows.
  const [search, onSearchChange] = useInstantSearch(urlSearch, writeUrl)
  return <TrinketTracker search={search} onSearchChange={onSearchChange} />
}
