// The Trinket Tracker page. The URL is the state: the route hands in its search parameters and
// a way to change them; everything shown is worked out from them and the season dataset.
import './trinket-tracker.css'
import { useSuspenseQuery } from '@tanstack/react-query'
import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { formatDate } from '~/lib/format-date'
import { type TrackerSearch, tidySearchText } from '~/lib/search-params'
import { useHydrated } from '~/lib/use-hydrated'
import { whenIdle } from '~/lib/when-idle'
import { seasonQueryOptions } from '~/queries/season'
import { CopyButton } from './export/copy-button'
import { contextLabel } from './item-level/item-level'
import { ItemLevelPicker } from './item-level/item-level-picker'
import { SearchField, TrackerFilters } from './list/tracker-filters'
import { ListSkeleton, TrackerSkeleton } from './list/tracker-skeleton'
import { TrackerToolbar } from './list/tracker-toolbar'
import {
  filterCounts,
  filterTrinkets,
  groupByInstance,
  inScope,
  trinketIndex,
} from './list/trinket-filter'
import { TrinketList } from './list/trinket-list'
import { SpecPicker } from './picker/spec-picker'
import { TrackedPanel, trackedPanelId } from './planner/tracked-panel'
import type { HistoryMode, SearchUpdate } from './state/instant-search'
import { clearPendingView, pendingViewScript } from './state/pending-view'
import { trackerShareUrl } from './state/share-link'
import {
  activeFilterCount,
  applySearchPatch,
  chooseClass,
  choosePlace,
  chooseSource,
  chooseSpec,
  clearedFilters,
  hasFilters,
  resolveTrackerView,
  type SearchPatch,
  toggleTracked,
} from './state/tracker-view'
import { LinkIcon } from './tracker-icons'
import { roleNames, statNames, trinketCount } from './trinket-words'

type TrinketTrackerProps = {
  search: TrackerSearch
  onSearchChange: (update: SearchUpdate<TrackerSearch>, history: HistoryMode) => void
}

// The details dialog (with the modal's Radix code and its styles) is not part of the page's first
// load: it is fetched once the page is idle after it starts, or on the first click on Details if
// that comes sooner.
const loadTrinketDetails = () => import('./details/trinket-details')
const TrinketDetails = lazy(() =>
  loadTrinketDetails().then((module) => ({ default: module.TrinketDetails })),
)

/** The prerendered page is the bare /trinket-tracker/, so hydration must draw that view first. */
const prerenderedSearch: TrackerSearch = {}

/** Typing only writes the URL once the player pauses; the list follows every keystroke. */
const searchWriteDelayMs = 300

/** Memoised: the router re-renders the route on its own updates, which change nothing here. */
export const TrinketTracker = memo(function TrinketTracker({
  search,
  onSearchChange,
}: TrinketTrackerProps) {
  const hydrated = useHydrated()
  useEffect(() => clearPendingView, [])
  return (
    <div className="page tracker">
      <header className="tracker-intro">
        <h1 className="page-title">Trinket Tracker</h1>
        <p className="lede">
          Every trinket of the season your spec can use: where it drops, at what item level, and
          which key to run or boss to kill for the ones you want.
        </p>
      </header>
      {!hydrated && (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script from this file, run while the prerendered HTML parses (see pending-view.ts).
        <script dangerouslySetInnerHTML={{ __html: pendingViewScript }} />
      )}
      <Suspense fallback={<TrackerSkeleton />}>
        <TrackerWithData search={search} onSearchChange={onSearchChange} />
      </Suspense>
    </div>
  )
})

function TrackerWithData({ search, onSearchChange }: TrinketTrackerProps) {
  const { data: dataset } = useSuspenseQuery(seasonQueryOptions())
  const hydrated = useHydrated()
  const shownSearch = hydrated ? search : prerenderedSearch
  const view = useMemo(() => resolveTrackerView(dataset, shownSearch), [dataset, shownSearch])

  useLayoutEffect(() => {
    if (hydrated) clearPendingView()
  }, [hydrated])

  const change = useCallback(
    (patch: SearchPatch, history: HistoryMode) =>
      onSearchChange((current) => applySearchPatch(dataset, current, patch), history),
    [dataset, onSearchChange],
  )

  const { searchDraft, onSearchDraft, resetSearchDraft } = useSearchDraft(view.filters.text, change)

  // Controls answer a click at once from `view`; the list follows from a deferred copy, which
  // React renders in the background and abandons if the player clicks again. With a hundred
  // times the season's trinkets this keeps every interaction's next paint quick.
  const listSearch = useDeferredValue(shownSearch)
  const listView = useMemo(() => resolveTrackerView(dataset, listSearch), [dataset, listSearch])
  const deferredDraft = useDeferredValue(searchDraft)
  const text = tidySearchText(deferredDraft)
  const listIsStale = listSearch !== shownSearch || deferredDraft !== searchDraft

  const scopeKey = listView.spec?.id ?? listView.wowClass?.slug ?? 'all'
  // biome-ignore lint/correctness/useExhaustiveDependencies: the scope is keyed by what it is made of, not by object identity
  const scoped = useMemo(
    () => trinketIndex(dataset).filter((entry) => inScope(entry, listView.scope)),
    [dataset, scopeKey],
  )
  const { source, instanceId, encounterId, use } = listView.filters
  const results = useMemo(() => {
    const filters = { source, instanceId, encounterId, use, text }
    const shown = filterTrinkets(scoped, filters)
    return {
      counts: filterCounts(scoped, filters),
      groups: groupByInstance(shown, filters),
      total: shown.length,
    }
  }, [scoped, source, instanceId, encounterId, use, text])

  // Keyed by content, so a filter change (a new view object) leaves the memoised list rows and
  // tracked panel alone.
  const trackedKey = `${view.tracked.map((t) => t.id).join(',')}|${[...view.unusableTrackedIds].join(',')}`
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by content, see above
  const tracked = useMemo(
    () => ({
      trinkets: view.tracked,
      ids: new Set(view.tracked.map((t) => t.id)),
      unusable: view.unusableTrackedIds,
    }),
    [trackedKey],
  )
  const trackedIds = tracked.ids
  const contextKey = shownSearch.ilvl
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by content, see above
  const context = useMemo(() => view.context, [contextKey])
  const clearTracked = useCallback(() => change({ items: undefined }, 'push'), [change])

  const onChooseClass = useCallback(
    (slug: string) => change((shown) => chooseClass(shown, slug), 'push'),
    [change],
  )
  const onChooseSpec = useCallback(
    (slug: string) => change((shown) => chooseSpec(shown, slug), 'push'),
    [change],
  )
  const onToggleTrack = useCallback(
    (itemId: number) => change((shown) => toggleTracked(shown, itemId), 'push'),
    [change],
  )
  // The last trinket shown stays in the dialog while it closes, so its 300 ms close animation
  // shows what was there rather than an empty box.
  const [details, setDetails] = useState<{ id: number; open: boolean } | undefined>(undefined)
  const detailsId = details?.id
  const detailsTrinket = useMemo(
    () => dataset.trinkets.find((t) => t.id === detailsId),
    [dataset, detailsId],
  )
  const showDetails = useCallback((id: number) => setDetails({ id, open: true }), [])
  // Effects run only in the browser, once hydrated. A failed download is not an error yet: a
  // click on Details tries again and reports it.
  useEffect(() => whenIdle(() => void loadTrinketDetails().catch(() => {})), [])

  const clearFilters = () => {
    resetSearchDraft()
    change(clearedFilters, 'replace')
  }

  const whoName =
    view.spec && view.wowClass ? `${view.spec.name} ${view.wowClass.name}` : view.wowClass?.name
  const shareUrl = () =>
    trackerShareUrl(
      window.location.origin,
      applySearchPatch(dataset, search, { q: tidySearchText(searchDraft) }),
    )

  return (
    <>
      <p className="season-line">
        {dataset.season.name} · patch {dataset.season.patch} · data as of{' '}
        <time dateTime={dataset.season.dataAsOf}>{formatDate(dataset.season.dataAsOf)}</time>
      </p>
      <div className="tracker-layout">
        <div className="tracker-controls">
          <SpecPicker
            dataset={dataset}
            wowClass={view.wowClass}
            spec={view.spec}
            onChooseClass={onChooseClass}
            onChooseSpec={onChooseSpec}
          />
          <div className="tracker-notes" role="status">
            {view.notes.map((note) => (
              <p key={note} className="tracker-note">
                {note}
              </p>
            ))}
          </div>
          <TrackerToolbar
            activeFilters={activeFilterCount(view)}
            search={<SearchField value={searchDraft} onChange={onSearchDraft} />}
          >
            <TrackerFilters
              dataset={dataset}
              view={view}
              counts={results.counts}
              onSource={(value) => change((shown) => chooseSource(shown, value), 'replace')}
              onPlace={(slug) => change((shown) => choosePlace(dataset, shown, slug), 'replace')}
              onBoss={(boss) => change({ boss }, 'replace')}
              onUse={(value) => change({ use: value }, 'replace')}
              onClear={clearFilters}
              canClear={hasFilters(view) || searchDraft.trim() !== ''}
            />
            <ItemLevelPicker
              dataset={dataset}
              context={context}
              onChange={(ilvl) => change({ ilvl }, 'replace')}
            />
          </TrackerToolbar>
        </div>

        <section
          className="tracker-results"
          aria-labelledby="results-heading"
          // Set once the page answers input: end-to-end tests and the benchmark wait for it.
          data-hydrated={hydrated ? '' : undefined}
        >
          <div className="results-header">
            <div className="results-heading-block">
              <h2 className="results-title" id="results-heading">
                {whoName ? `Trinkets for ${whoName}` : 'Trinkets for every spec'}
              </h2>
              <p className="results-subtitle">
                {view.spec
                  ? `${roleNames[view.spec.role]} · ${statNames[view.spec.primaryStat].long} · ${view.spec.range}`
                  : 'Choose your class and spec above to see only the trinkets you can use.'}
              </p>
              <p className="results-count" role="status">
                Showing {results.total} of {trinketCount(results.counts.inScope)} · item level:{' '}
                {contextLabel(dataset, listView.context).toLowerCase()}
              </p>
            </div>
            <div className="results-actions">
              {view.tracked.length > 0 && (
                <a className="jump-to-tracked" href={`#${trackedPanelId}`}>
                  {view.tracked.length} tracked ↓
                </a>
              )}
              <CopyButton
                label="Copy share link"
                icon={<LinkIcon size={18} />}
                getText={shareUrl}
                fallbackLabel="Share link"
              />
            </div>
          </div>
          <ListSkeleton rows={8} />
          {results.total === 0 ? (
            <div className="results-empty">
              <p>No trinket matches these filters.</p>
              <button type="button" className="button" onClick={clearFilters}>
                Clear filters
              </button>
            </div>
          ) : (
            <div
              className={`trinket-list${listIsStale ? ' is-stale' : ''}`}
              aria-busy={listIsStale}
            >
              <TrinketList
                dataset={dataset}
                groups={results.groups}
                total={results.total}
                context={listView.context}
                trackedIds={trackedIds}
                onToggleTrack={onToggleTrack}
                onShowDetails={showDetails}
              />
            </div>
          )}
        </section>

        <TrackedPanel
          dataset={dataset}
          tracked={tracked.trinkets}
          unusableIds={tracked.unusable}
          wowClass={view.wowClass}
          spec={view.spec}
          context={context}
          onToggleTrack={onToggleTrack}
          onClearTracked={clearTracked}
        />
      </div>
      {details && (
        // No fallback: until its code is here the dialog is simply not open yet.
        <Suspense fallback={null}>
          <TrinketDetails
            dataset={dataset}
            trinket={detailsTrinket}
            open={details.open}
            context={context}
            tracked={detailsId !== undefined && trackedIds.has(detailsId)}
            onToggleTrack={onToggleTrack}
            onClose={() => setDetails((shown) => shown && { ...shown, open: false })}
          />
        </Suspense>
      )}
    </>
  )
}

/**
 * The search box's text. It answers every keystroke; the URL gets the tidied text once typing
 * pauses, and a URL change from elsewhere (back, forward, a cleared filter) replaces it.
 */
function useSearchDraft(
  urlText: string | undefined,
  change: (patch: SearchPatch, history: HistoryMode) => void,
) {
  const [draft, setDraft] = useState(urlText ?? '')
  const [draftFor, setDraftFor] = useState(urlText)
  if (draftFor !== urlText) {
    setDraftFor(urlText)
    if (tidySearchText(draft) !== urlText) setDraft(urlText ?? '')
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const onSearchDraft = useCallback(
    (text: string) => {
      setDraft(text)
      clearTimeout(timer.current)
      timer.current = setTimeout(
        () => change({ q: tidySearchText(text) }, 'replace'),
        searchWriteDelayMs,
      )
    },
    [change],
  )
  const resetSearchDraft = useCallback(() => {
    clearTimeout(timer.current)
    setDraft('')
  }, [])
  return { searchDraft: draft, onSearchDraft, resetSearchDraft }
}
