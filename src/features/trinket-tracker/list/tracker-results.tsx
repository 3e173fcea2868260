// The results column: who the list is for, how many trinkets it shows, the share link and the
// list itself (or why it is empty).
import './tracker-results.css'
import { memo, useState } from 'react'
import type { SeasonDataset } from '~/domain/season/schema'
import type { FightStyle } from '~/domain/sims/fight-styles'
import type { OwnedTrinkets } from '../character/owned'
import { contextLabel } from '../item-level/context-labels'
import { trinketCount } from '../model/trinket-words'
import { trackedPanelId } from '../planner/tracked-panel'
import { TopPicks } from '../rankings/guide-verdicts'
import type { FightSims } from '../sims/sim-value'
import { FightSwitch, SimsSource } from '../sims/sims-summary'
import type { TrinketOrder } from '../state/tracker-search'
import type { TrackerView } from '../state/tracker-view'
import { CopyButton } from '../ui/copy-button'
import { LinkIcon } from '../ui/tracker-icons'
import type { CharacterUpgrades } from '../upgrades/character-upgrades'
import { OrderSwitch } from './order-switch'
import { SpecSubtitle } from './spec-subtitle'
import { ListSkeleton } from './tracker-skeleton'
import { firstPaintRows, TrinketList } from './trinket-list'
import type { FilteredTrinkets } from './use-filtered-trinkets'

type TrackerResultsProps = {
  dataset: SeasonDataset
  /** The view the controls show (answers a click at once). */
  view: TrackerView
  /** The view the list shows: may lag behind `view` while a newer list renders. */
  listView: TrackerView
  results: FilteredTrinkets
  /** The list's sims for its fight; undefined without them. */
  sims: FightSims | undefined
  /** The spec's sims could not be loaded. */
  simsFailed: boolean
  /** What the imported character has; undefined without one. */
  owned: OwnedTrinkets | undefined
  /** The imported character's upgrades for the list's spec and fight; undefined without them. */
  upgrades: CharacterUpgrades | undefined
  /** "Your upgrades" is the chosen order, but there is no character to order by. */
  upgradesWanted: boolean
  /** A character is imported: "Your upgrades" is one of the orders. */
  hasCharacter: boolean
  listIsStale: boolean
  hydrated: boolean
  shareUrl: () => string
  onToggleTrack: (itemId: number) => void
  onShowDetails: (itemId: number) => void
  onClearFilters: () => void
  onChooseOrder: (order: TrinketOrder) => void
  onChooseFight: (fight: FightStyle) => void
  onTrackAll: (itemIds: readonly number[]) => void
  onStartOver: () => void
}

/** Memoised: an import redraws the page's card, not the results, whose marks follow later. */
export const TrackerResults = memo(function TrackerResults({
  dataset,
  view,
  listView,
  results,
  sims,
  simsFailed,
  owned,
  upgrades,
  upgradesWanted,
  hasCharacter,
  listIsStale,
  hydrated,
  shareUrl,
  onToggleTrack,
  onShowDetails,
  onClearFilters,
  onChooseOrder,
  onChooseFight,
  onTrackAll,
  onStartOver,
}: TrackerResultsProps) {
  const hasChoices = Object.keys(view.search).length > 0
  const [guideOpen, setGuideOpen] = useState(false)
  return (
    <section
      className="tracker-results"
      id="results"
      // The "Skip to results" link's target takes focus, so the next Tab is the list's.
      tabIndex={-1}
      aria-labelledby="results-heading"
      // Set once the page answers input: end-to-end tests and the benchmark wait for it.
      data-hydrated={hydrated ? '' : undefined}
    >
      <div className="results-header">
        <div className="results-heading-block">
          <h2 className="results-title" id="results-heading">
            {view.specName ? `Trinkets for ${view.specName}` : 'Trinkets for every spec'}
          </h2>
          {view.spec ? (
            <SpecSubtitle spec={view.spec} />
          ) : (
            <p className="results-subtitle">
              Choose your class and spec above to see only the trinkets you can use.
            </p>
          )}
          <p className="results-count" role="status">
            Showing {results.total} of {trinketCount(results.counts.inScope)} · item level:{' '}
            {contextLabel(dataset, listView.context).toLowerCase()}
          </p>
        </div>
        <div className="results-actions">
          {hasChoices && (
            <button type="button" className="button button-quiet" onClick={onStartOver}>
              Start over
            </button>
          )}
          <CopyButton
            label="Copy share link"
            icon={<LinkIcon size={18} />}
            getText={shareUrl}
            fallbackLabel="Share link"
          />
          {/* Last, so its arrival with a link's trackings moves nothing beside it. */}
          {view.tracked.trinkets.length > 0 && (
            <a className="jump-to-tracked" href={`#${trackedPanelId}`}>
              {view.tracked.trinkets.length} tracked ↓
            </a>
          )}
        </div>
      </div>
      {view.spec && view.specName && (
        <div className={`guide-bar${guideOpen ? ' is-open' : ''}`}>
          {/* Phones only: folded there, so the list's first trinket is on the first screen. */}
          <button
            type="button"
            className="button guide-toggle"
            aria-expanded={guideOpen}
            onClick={() => setGuideOpen(!guideOpen)}
          >
            Top picks and order
          </button>
          <div className="guide-body">
            {view.picks && (
              <TopPicks
                dataset={dataset}
                specName={view.specName}
                picks={view.picks}
                trackedIds={view.tracked.ids}
                onTrackAll={onTrackAll}
              />
            )}
            <div className="guide-switches">
              <OrderSwitch
                order={view.order}
                hasSims={view.hasSims}
                withUpgrades={hasCharacter || view.order === 'upgrades'}
                onChoose={onChooseOrder}
              />
              {view.fight && (
                <FightSwitch spec={view.spec} fight={view.fight} onChoose={onChooseFight} />
              )}
            </div>
            {upgradesWanted && (
              <p className="sims-note small-note" role="status">
                Import your character (under Your character) to see your upgrades first; until then
                the list is in its usual order.
              </p>
            )}
            <SimsSource
              specName={view.specName}
              hasSims={view.hasSims}
              sims={sims}
              failed={simsFailed}
            />
          </div>
        </div>
      )}
      <ListSkeleton rows={firstPaintRows} />
      {results.total === 0 ? (
        <div className="results-empty">
          <p>No trinket matches these filters.</p>
          <button type="button" className="button" onClick={onClearFilters}>
            Clear filters
          </button>
        </div>
      ) : (
        <div className={`trinket-list${listIsStale ? ' is-stale' : ''}`} aria-busy={listIsStale}>
          <TrinketList
            dataset={dataset}
            groups={results.groups}
            total={results.total}
            context={listView.context}
            trackedIds={view.tracked.ids}
            owned={owned}
            upgrades={upgrades}
            picks={listView.picks}
            sims={sims}
            onToggleTrack={onToggleTrack}
            onShowDetails={onShowDetails}
          />
        </div>
      )}
    </section>
  )
})
