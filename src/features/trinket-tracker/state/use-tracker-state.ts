// The one owner of the Trinket Tracker's state is the URL. This hook reads the router's search
// (already canonical: tracker-search.ts), resolves it into the view (tracker-view.ts), and hands
// the page named actions that write the next search through the router. The search box shows the
// search's `q`, the share link is the view's own search, and what this browser remembers
// (remembered-tracker.ts) is brought back by writing it into the URL. The one copy ahead of the
// URL is instant-search.ts's, for the figures its header gives.
import { deepEqual, getRouteApi, useHydrated } from '@tanstack/react-router'
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { ItemLevelContext } from '~/domain/season/item-level-context'
import type { SeasonDataset } from '~/domain/season/schema'
import type { TrinketSourceKind, TrinketUseKind } from '~/domain/season/trinket-kinds'
import type { FightStyle } from '~/domain/sims/fight-styles'
import { type HistoryMode, type SearchUpdate, useInstantSearch } from './instant-search'
import {
  clearLinkNamesOwnMark,
  hasLinkNamesOwnMark,
  linkNamesRemembered,
  markPendingView,
} from './pending-view'
import type { PrerenderedSpec } from './prerendered-spec'
import {
  forgetTracker,
  readRememberedTracker,
  rememberTracker,
  withRememberedTracker,
} from './remembered-tracker'
import { trackerShareUrl } from './share-link'
import type { TrackerSearch, TrinketOrder } from './tracker-search'
import {
  chooseBoss,
  chooseClass,
  chooseFight,
  chooseItemLevelContext,
  chooseOrder,
  choosePlace,
  chooseSource,
  chooseSpec,
  chooseUse,
  clearFilters,
  clearTracked,
  resolveTrackerView,
  type SearchChange,
  showClassAndSpec,
  type TrackerView,
  toggleTracked,
  trackAll,
  typeSearch,
} from './tracker-view'

const trackerRoute = getRouteApi('/_season-data/trinket-tracker')

/**
 * The view of a search, keeping the parts of the previous view whose inputs did not change (the
 * router keeps unchanged values of its search, such as the `items` list, as the same objects), so
 * a filter change leaves the memoised tracked panel and the scoped list alone.
 */
function useTrackerView(dataset: SeasonDataset, search: TrackerSearch): TrackerView {
  const [resolved, setResolved] = useState(() => ({
    dataset,
    search,
    view: resolveTrackerView(dataset, search),
  }))
  if (resolved.search === search && resolved.dataset === dataset) return resolved.view
  const next = {
    dataset,
    search,
    view: resolveTrackerView(
      dataset,
      search,
      resolved.dataset === dataset ? resolved.view : undefined,
    ),
  }
  setResolved(next)
  return next.view
}

/** `prerendered`: the spec the page's HTML was drawn for, read once by the page's frame. */
export function useTrackerState(dataset: SeasonDataset, prerendered: PrerenderedSpec) {
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
  // Hydration draws what the prerendered HTML shows: the bare page's view or a spec page's.
  const viewSearch = hydrated ? search : prerendered
  const view = useTrackerView(dataset, viewSearch)
  const restoring = useRememberedTracker(dataset, hydrated, view, changeSearch)

  // The view drawn last: a change starts from its search, so a click resolves nothing.
  const drawn = useRef({ dataset, search: viewSearch, view })
  drawn.current = { dataset, search: viewSearch, view }
  const change = useCallback(
    (next: SearchChange, history: HistoryMode) =>
      // Each change builds on the one before, even when two come before a render: then the
      // latest search, not drawn yet, is resolved for its own.
      changeSearch((current) => {
        const shown = drawn.current
        return next(
          shown.dataset === dataset && shown.search === current
            ? shown.view.search
            : resolveTrackerView(dataset, current).search,
        )
      }, history),
    [dataset, changeSearch],
  )

  const actions = useMemo(
    () => ({
      chooseClass: (slug: string, history: HistoryMode = 'push') =>
        change(chooseClass(slug), history),
      chooseSpec: (slug: string, history: HistoryMode = 'push') =>
        change(chooseSpec(slug), history),
      showClassAndSpec: (classSlug: string, specSlug: string) =>
        change(showClassAndSpec(classSlug, specSlug), 'push'),
      toggleTracked: (itemId: number) => change(toggleTracked(itemId), 'push'),
      clearTracked: () => change(clearTracked, 'push'),
      chooseSource: (source: TrinketSourceKind | undefined) =>
        change(chooseSource(dataset, source), 'replace'),
      choosePlace: (slug: string | undefined) => change(choosePlace(dataset, slug), 'replace'),
      chooseBoss: (boss: number | undefined) => change(chooseBoss(boss), 'replace'),
      chooseUse: (use: TrinketUseKind | undefined) => change(chooseUse(use), 'replace'),
      /** The search box writes every keystroke; the list follows from its deferred view. */
      typeSearch: (text: string) => change(typeSearch(text), 'replace'),
      chooseItemLevelContext: (context: ItemLevelContext | undefined) =>
        change(chooseItemLevelContext(context), 'replace'),
      chooseOrder: (order: TrinketOrder) => change(chooseOrder(order), 'replace'),
      chooseFight: (fight: FightStyle) => change(chooseFight(dataset, fight), 'replace'),
      trackAll: (itemIds: readonly number[]) => change(trackAll(itemIds), 'push'),
      clearFilters: () => change(clearFilters, 'replace'),
      /** Every choice cleared, here and in what this browser remembers. */
      startOver: () => {
        forgetTracker()
        changeSearch(() => ({}), 'push')
      },
    }),
    [change, changeSearch, dataset],
  )

  /** A link to exactly what is shown. One function per search: the memoised results take it. */
  const shownSearch = view.search
  const shareUrl = useCallback(
    () => trackerShareUrl(window.location.origin, shownSearch),
    [shownSearch],
  )

  return { view, hydrated, restoring, actions, shareUrl }
}

type Restore =
  | { phase: 'undecided' }
  | { phase: 'restoring'; search: TrackerSearch }
  | { phase: 'done' }

/**
 * Brings back the spec, tracked trinkets and item level this browser remembers when the page
 * opens without them (by writing them into the URL), and remembers every change after that. True
 * until the remembered view is the one shown, so the page keeps its placeholder rather than show
 * the bare view for a frame.
 */
function useRememberedTracker(
  dataset: SeasonDataset,
  hydrated: boolean,
  view: TrackerView,
  changeSearch: (update: SearchUpdate<TrackerSearch>, history: HistoryMode) => void,
): boolean {
  const [restore, setRestore] = useState<Restore>({ phase: 'undecided' })
  if (hydrated && restore.phase === 'undecided') {
    // The document's own link is what the inline script saw (the router may have tidied a
    // malformed one away since); later visits within the page read their own.
    const linkNamesOwn = hasLinkNamesOwnMark() || linkNamesRemembered(window.location.search)
    const search = withRememberedTracker(
      dataset,
      view.search,
      linkNamesOwn,
      readRememberedTracker(dataset),
    )
    setRestore(search ? { phase: 'restoring', search } : { phase: 'done' })
  } else if (restore.phase === 'restoring' && deepEqual(view.search, restore.search)) {
    setRestore({ phase: 'done' })
  }

  // A layout effect: the restored view is drawn before the browser paints the bare one.
  useLayoutEffect(() => {
    if (restore.phase === 'undecided') return
    // The mark is the document's first view's alone.
    clearLinkNamesOwnMark()
    if (restore.phase !== 'restoring') return
    const { search } = restore
    markPendingView(search)
    changeSearch(() => search, 'replace')
  }, [restore, changeSearch])

  useEffect(() => {
    if (restore.phase === 'done') rememberTracker(view.search)
  }, [restore.phase, view.search])

  return hydrated && restore.phase !== 'done'
}

export type TrackerActions = ReturnType<typeof useTrackerState>['actions']
