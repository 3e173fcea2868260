// The one owner of the Trinket Tracker's state. The URL is the state: this hook reads it once,
// resolves what it means against the season (once per search, see trackerViewOf), and hands the
// page named actions that write the next search. A change shows in the frame of the click and
// reaches the URL right after (instant-search.ts); back, forward and shared links set what the
// page shows.
import { getRouteApi, useHydrated } from '@tanstack/react-router'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { SeasonDataset } from '~/domain/season/schema'
import { type HistoryMode, useInstantSearch } from './instant-search'
import { trackerShareUrl } from './share-link'
import {
  type TrackerSearch,
  type TrinketOrder,
  type TrinketSourceKind,
  type TrinketUseKind,
  tidySearchText,
} from './tracker-search'
import {
  chooseClass,
  chooseOrder,
  choosePlace,
  chooseSource,
  chooseSpec,
  clearedFilters,
  nextSearch,
  type SearchPatch,
  toggleTracked,
  trackerViewOf,
} from './tracker-view'

const trackerRoute = getRouteApi('/_season-data/trinket-tracker')

/** The prerendered page is the bare /trinket-tracker/, so hydration must draw that view first. */
const prerenderedSearch: TrackerSearch = {}

/** Typing only writes the URL once the player pauses; the list follows every keystroke. */
const searchWriteDelayMs = 300

export function useTrackerState(dataset: SeasonDataset) {
  const urlSearch = trackerRoute.useSearch()
  const navigate = trackerRoute.useNavigate()
  const writeUrl = useCallback(
    (search: TrackerSearch, history: HistoryMode) =>
      void navigate({
        to: '/trinket-tracker/',
        search,
        replace: history === 'replace',
        resetScroll: false,
      }),
    [navigate],
  )
  const [search, changeSearch] = useInstantSearch(urlSearch, writeUrl)
  const hydrated = useHydrated()
  const view = trackerViewOf(dataset, hydrated ? search : prerenderedSearch)

  const change = useCallback(
    (patch: SearchPatch, history: HistoryMode) =>
      changeSearch((current) => nextSearch(trackerViewOf(dataset, current), patch), history),
    [dataset, changeSearch],
  )
  const searchBox = useSearchBox(view.filters.text, change)
  const { reset: resetSearchBox } = searchBox

  const actions = useMemo(
    () => ({
      chooseClass: (slug: string) => change((shown) => chooseClass(shown, slug), 'push'),
      chooseSpec: (slug: string) => change((shown) => chooseSpec(shown, slug), 'push'),
      /** Shows a class and spec at once, as an imported character says (not a toggle). */
      showClassAndSpec: (classSlug: string, specSlug: string) =>
        change({ wowClass: classSlug, wowSpec: specSlug }, 'push'),
      toggleTracked: (itemId: number) => change((shown) => toggleTracked(shown, itemId), 'push'),
      clearTracked: () => change({ items: undefined }, 'push'),
      chooseSource: (source: TrinketSourceKind | undefined) =>
        change((shown) => chooseSource(shown, source), 'replace'),
      choosePlace: (slug: string | undefined) =>
        change((shown) => choosePlace(dataset, shown, slug), 'replace'),
      chooseBoss: (boss: number | undefined) => change({ boss }, 'replace'),
      chooseUse: (use: TrinketUseKind | undefined) => change({ use }, 'replace'),
      chooseItemLevelContext: (ilvl: string | undefined) => change({ ilvl }, 'replace'),
      chooseOrder: (order: TrinketOrder) => change(chooseOrder(order), 'replace'),
      /** Tracks every one of these that is not tracked yet, after the ones that are. */
      trackAll: (itemIds: readonly number[]) =>
        change(
          (shown) => ({
            items: [
              ...(shown.search.items ?? []),
              ...itemIds.filter((id) => !shown.tracked.ids.has(id)),
            ],
          }),
          'push',
        ),
      clearFilters: () => {
        resetSearchBox()
        change(clearedFilters, 'replace')
      },
    }),
    [change, dataset, resetSearchBox],
  )

  /** A link to exactly what is shown, search text included even before it reaches the URL. */
  const shareUrl = () =>
    trackerShareUrl(window.location.origin, nextSearch(view, { q: tidySearchText(searchBox.text) }))

  return { view, hydrated, searchBox, actions, shareUrl }
}

export type TrackerActions = ReturnType<typeof useTrackerState>['actions']

/**
 * The search box's text. It answers every keystroke; the URL gets the tidied text once typing
 * pauses, and a URL change from elsewhere (back, forward, a cleared filter) replaces it.
 */
function useSearchBox(
  urlText: string | undefined,
  change: (patch: SearchPatch, history: HistoryMode) => void,
) {
  const [text, setText] = useState(urlText ?? '')
  const [textFor, setTextFor] = useState(urlText)
  if (textFor !== urlText) {
    setTextFor(urlText)
    if (tidySearchText(text) !== urlText) setText(urlText ?? '')
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const onChange = useCallback(
    (next: string) => {
      setText(next)
      clearTimeout(timer.current)
      timer.current = setTimeout(
        () => change({ q: tidySearchText(next) }, 'replace'),
        searchWriteDelayMs,
      )
    },
    [change],
  )
  const reset = useCallback(() => {
    clearTimeout(timer.current)
    setText('')
  }, [])
  return { text, onChange, reset }
}
