// The one owner of the Trinket Tracker's state. The URL is the state: this hook reads it once,
// resolves what it means against the season (once per search, see trackerViewOf), and hands the
// page named actions that write the next search. A change shows in the frame of the click and
// reaches the URL right after (instant-search.ts); back, forward and shared links set what the
// page shows.
import { getRouteApi, useHydrated } from '@tanstack/react-router'
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { SeasonDataset } from '~/domain/season/schema'
import type { TrinketSourceKind, TrinketUseKind } from '~/domain/season/trinket-kinds'
import type { FightStyle } from '~/domain/sims/fight-styles'
import { type HistoryMode, type SearchUpdate, useInstantSearch } from './instant-search'
import { usePrerenderedPageSpec } from './page-spec'
import { clearLinkNamesOwnMark, hasLinkNamesOwnMark, markPendingView } from './pending-view'
import {
  forgetTracker,
  linkNamesRemembered,
  readRememberedTracker,
  rememberTracker,
  withRememberedTracker,
} from './remembered-tracker'
import { trackerShareUrl } from './share-link'
import { type TrackerSearch, type TrinketOrder, tidySearchText } from './tracker-search'
import {
  chooseClass,
  chooseFight,
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
  const restoring = useRememberedTracker(hydrated, search, changeSearch)
  // Hydration draws what the prerendered HTML shows: the bare page's view or a spec page's.
  const prerendered = usePrerenderedPageSpec()
  const view = trackerViewOf(dataset, hydrated ? search : prerendered)

  const change = useCallback(
    (patch: SearchPatch, history: HistoryMode) =>
      changeSearch((current) => nextSearch(trackerViewOf(dataset, current), patch), history),
    [dataset, changeSearch],
  )
  const searchBox = useSearchBox(view.filters.text, change)
  const { reset: resetSearchBox } = searchBox

  const actions = useMemo(
    () => ({
      chooseClass: (slug: string, history: HistoryMode = 'push') =>
        change((shown) => chooseClass(shown, slug), history),
      chooseSpec: (slug: string, history: HistoryMode = 'push') =>
        change((shown) => chooseSpec(shown, slug), history),
      /** Shows a class and spec at once, as an imported character says (not a toggle). */
      showClassAndSpec: (classSlug: string, specSlug: string) =>
        change({ wowClass: classSlug, wowSpec: specSlug, fight: undefined }, 'push'),
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
      /** Which published sims the rows show; the spec's first fight is not written. */
      chooseFight: (fight: FightStyle) => change((shown) => chooseFight(shown, fight), 'replace'),
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
      /** Every choice cleared, here and in what this browser remembers. */
      startOver: () => {
        forgetTracker()
        resetSearchBox()
        changeSearch(() => ({}), 'push')
      },
    }),
    [change, changeSearch, dataset, resetSearchBox],
  )

  /** A link to exactly what is shown, search text included even before it reaches the URL. */
  const shareUrl = () =>
    trackerShareUrl(window.location.origin, nextSearch(view, { q: tidySearchText(searchBox.text) }))

  return { view, hydrated, restoring, searchBox, actions, shareUrl }
}

/**
 * Brings back the spec, tracked trinkets and item level this browser remembers when the page
 * opens without them, and remembers every change after that. True until the first check is done,
 * so the page keeps its placeholder rather than show the bare view for a frame.
 */
function useRememberedTracker(
  hydrated: boolean,
  search: TrackerSearch,
  changeSearch: (update: SearchUpdate<TrackerSearch>, history: HistoryMode) => void,
): boolean {
  // What to bring back is worked out once, while rendering the first hydrated view (reads only),
  // so a page with nothing to restore renders no second time for it in the hydration's task.
  // biome-ignore lint/correctness/useExhaustiveDependencies: decided once, for the search the page opened with
  const restored = useMemo(
    () =>
      hydrated
        ? withRememberedTracker(
            search,
            hasLinkNamesOwnMark() || linkNamesRemembered(window.location.search),
            readRememberedTracker(),
          )
        : undefined,
    [hydrated],
  )
  const applied = useRef(false)
  // A layout effect: the restored view is drawn before the browser paints the bare one.
  useLayoutEffect(() => {
    if (!hydrated) return
    if (!applied.current) {
      applied.current = true
      clearLinkNamesOwnMark()
      if (restored) {
        markPendingView(Boolean(restored.wowClass && restored.wowSpec))
        changeSearch(() => restored, 'replace')
        return
      }
    }
    rememberTracker(search)
  }, [hydrated, restored, search, changeSearch])
  // Until the restored search is the one shown.
  return restored !== undefined && search !== restored
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
