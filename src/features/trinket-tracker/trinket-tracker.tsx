// The Trinket Tracker page: its layout. The state is useTrackerState's (state/), the list's
// filtering is useFilteredTrinkets' (list/), the imported character is useCharacter's (character/),
// the controls column is TrackerControls (tracker-controls.tsx), and the details dialog and the
// export reader load on their own (details/, character/).
import './trinket-tracker.css'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import {
  memo,
  Suspense,
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useState,
} from 'react'
import type { Trinket } from '~/domain/season/schema'
import { formatDate } from '~/lib/format-date'
import { seasonQueryOptions } from '~/queries/season'
import { CharacterImport } from './character/character-import'
import type { ImportedCharacter } from './character/character-schema'
import { useCharacter } from './character/character-store'
import { ownedTrinkets } from './character/owned'
import { TrinketDetailsDialog, useTrinketDetails } from './details/trinket-details-dialog'
import { useListView } from './list/list-view'
import { TrackerResults } from './list/tracker-results'
import { TrackerSkeleton } from './list/tracker-skeleton'
import { useFilteredTrinkets } from './list/use-filtered-trinkets'
import { TrackedPanel } from './planner/tracked-panel'
import { fightSimsOf } from './sims/sim-value'
import { usePrefetchClassSims, useSpecSims } from './sims/use-spec-sims'
import { clearPendingView } from './state/pending-view'
import { PendingViewScript } from './state/pending-view-script'
import {
  type PrerenderedSpec,
  prerenderedSpecAttribute,
  prerenderedSpecAttributeValue,
  readPrerenderedSpec,
} from './state/prerendered-spec'
import { validateTrackerSearch } from './state/tracker-search'
import { useTrackerState } from './state/use-tracker-state'
import { TrackerControls } from './tracker-controls'
import { prefetchUpgrades } from './upgrades/upgrades-code'
import { useCharacterUpgrades } from './upgrades/use-character-upgrades'
import { YourUpgradesPart } from './upgrades/your-upgrades-part'

/** One empty list, so the memoised tracked panel keeps its props without a spec. */
const noPicks: readonly Trinket[] = []

/** One element for every render: the boundary's props stay the same (see below). */
const trackerSkeleton = <TrackerSkeleton />

/**
 * Memoised: the router re-renders the route on its own updates, which change nothing here.
 * Nothing in this frame changes when hydration ends (what does is in PendingViewScript): the
 * season data arrives after hydration, and a Suspense boundary still waiting for it that receives
 * an update drops the prerendered list for its skeleton, redrawing the page (and on a phone's spec
 * page its largest text) a second or two later.
 */
export const TrinketTracker = memo(function TrinketTracker() {
  // Read once without subscribing: this frame does not follow the search.
  const router = useRouter()
  const [pageSpec] = useState(() =>
    readPrerenderedSpec(validateTrackerSearch(router.state.location.search)),
  )
  useEffect(() => clearPendingView, [])
  return (
    <div
      className="page tracker"
      {...{ [prerenderedSpecAttribute]: prerenderedSpecAttributeValue(pageSpec) }}
    >
      {/* Before the lede, which its mark can hide: set before the lede is parsed, never drawn. */}
      <PendingViewScript pageSpec={pageSpec} />
      <header className="tracker-intro">
        <h1 className="page-title">Trinket Tracker</h1>
        <p className="lede">
          Every trinket of the season your spec can use: where it drops, at what item level, and
          which key to run or boss to kill for the ones you want.
        </p>
      </header>
      <Suspense fallback={trackerSkeleton}>
        <TrackerWithData prerendered={pageSpec} />
      </Suspense>
    </div>
  )
})

function TrackerWithData({ prerendered }: { prerendered: PrerenderedSpec }) {
  const { data: dataset } = useSuspenseQuery(seasonQueryOptions())
  const { view, hydrated, restoring, actions, shareUrl } = useTrackerState(dataset, prerendered)
  const details = useTrinketDetails()
  const character = useCharacter()
  // The card answers an import at once; the list's and the panel's marks of what the character
  // owns follow in the background, as the rows' upgrade lines do (below).
  const listCharacter = useDeferredValue(character)
  const owned = ownedTrinkets(listCharacter)

  // Controls answer a click at once from `view`; the list follows from a deferred copy, which
  // React renders in the background and abandons if the player clicks again. With a hundred
  // times the season's trinkets this keeps every interaction's next paint quick.
  const listSource = useListView(view)
  const listView = useDeferredValue(listSource)
  // Read with the deferred view: a new spec's numbers load while the old list stays up.
  const { sims: specSims, failed: simsFailed } = useSpecSims(listView.spec)
  const sims =
    specSims && listView.fight ? fightSimsOf(dataset, specSims, listView.fight) : undefined
  usePrefetchClassSims(dataset, view.wowClass)
  const answerInputs = {
    dataset,
    spec: listView.spec,
    sims,
    hasSims: listView.hasSims,
    context: listView.context,
  }
  // The character in the paste box, read ahead of Import: the card works out its answer and draws
  // it, hidden, in the background while the player reaches for Import, so Import only shows it (a
  // frame's React work less on the click, issue #41). The list and the panel wait for Import.
  const [pasted, setPasted] = useState<ImportedCharacter>()
  const onPasteRead = useCallback(
    (read: ImportedCharacter | undefined) => startTransition(() => setPasted(read)),
    [],
  )
  const cardCharacter = character ?? pasted
  const upgrades = useCharacterUpgrades(cardCharacter, answerInputs)
  // The box says the answer at once; the rows' lines (every row of the list) follow in the
  // background, so an import shows its answer within a frame or two even on a slow phone.
  const rowUpgrades = useDeferredValue(
    character && upgrades.kind === 'ready' ? upgrades.upgrades : undefined,
  )
  const results = useFilteredTrinkets(dataset, listView, sims, rowUpgrades)
  const listIsStale = listView !== listSource
  // The tracked panel's table and farm plan follow a star in the background: the star itself and
  // the row answer the click at once.
  const panelTracked = useDeferredValue(view.tracked)

  // A shared or remembered view keeps its placeholder until its own list is drawn.
  const viewIsDrawn = hydrated && !restoring && !listIsStale
  useLayoutEffect(() => {
    if (viewIsDrawn) clearPendingView()
  }, [viewIsDrawn])

  return (
    <>
      <p className="season-line">
        {dataset.season.name} · patch {dataset.season.patch} · data as of{' '}
        <time dateTime={dataset.season.dataAsOf}>{formatDate(dataset.season.dataAsOf)}</time>
      </p>
      <div className="tracker-layout">
        <TrackerControls dataset={dataset} view={view} actions={actions} counts={results.counts}>
          <CharacterImport
            dataset={dataset}
            character={character}
            onShowSpec={actions.showClassAndSpec}
            onBoxOpened={prefetchUpgrades}
            onPasteRead={onPasteRead}
          >
            {cardCharacter && (
              <YourUpgradesPart
                dataset={dataset}
                state={upgrades}
                character={cardCharacter}
                onShowSpec={actions.showClassAndSpec}
              />
            )}
          </CharacterImport>
        </TrackerControls>

        <TrackerResults
          dataset={dataset}
          view={view}
          listView={listView}
          results={results}
          sims={sims}
          simsFailed={simsFailed}
          owned={owned}
          upgrades={rowUpgrades}
          upgradesWanted={listView.order === 'upgrades' && !listCharacter}
          hasCharacter={listCharacter !== undefined}
          listIsStale={listIsStale}
          hydrated={hydrated}
          shareUrl={shareUrl}
          onToggleTrack={actions.toggleTracked}
          onShowDetails={details.show}
          onClearFilters={actions.clearFilters}
          onChooseOrder={actions.chooseOrder}
          onChooseFight={actions.chooseFight}
          onTrackAll={actions.trackAll}
          onStartOver={actions.startOver}
        />

        <TrackedPanel
          dataset={dataset}
          tracked={panelTracked.trinkets}
          unusableIds={panelTracked.unusable}
          specName={view.specName}
          context={view.context}
          topPicks={view.picks?.top ?? noPicks}
          owned={owned}
          rankBySims={listView.order === 'sims' ? sims : undefined}
          rankByUpgrades={listView.order === 'upgrades' ? rowUpgrades : undefined}
          onToggleTrack={actions.toggleTracked}
          onClearTracked={actions.clearTracked}
        />
      </div>
      <TrinketDetailsDialog
        dataset={dataset}
        shown={details.shown}
        context={view.context}
        trackedIds={view.tracked.ids}
        specName={view.spec ? view.specName : undefined}
        picks={view.picks}
        sims={specSims}
        onToggleTrack={actions.toggleTracked}
        onClose={details.close}
      />
    </>
  )
}
