// The tracker's controls column: the spec picker, the character card (the page's), the notes on
// what the link said, and the toolbar (search, filters, item level). It answers a click from the
// view itself, never the list's deferred copy.
import type { ReactNode } from 'react'
import type { SeasonDataset } from '~/domain/season/schema'
import { SearchField } from './list/search-field'
import { TrackerToolbar } from './list/tracker-toolbar'
import type { FilteredTrinkets } from './list/use-filtered-trinkets'
import { SpecPicker } from './picker/spec-picker'
import { activeFilterCount, hasFilters, type TrackerView } from './state/tracker-view'
import type { TrackerActions } from './state/use-tracker-state'

type TrackerControlsProps = {
  dataset: SeasonDataset
  view: TrackerView
  actions: TrackerActions
  /** How many rows each filter choice would show. */
  counts: FilteredTrinkets['counts']
  /**
   * The character card, between the picker and the notes. The page draws it: imported there, its
   * stylesheet keeps its place in the page's CSS, before the list's.
   */
  children: ReactNode
}

export function TrackerControls({
  dataset,
  view,
  actions,
  counts,
  children,
}: TrackerControlsProps) {
  return (
    <div className="tracker-controls">
      <a className="skip-link is-fixed" href="#results">
        Skip to results
      </a>
      <SpecPicker
        dataset={dataset}
        wowClass={view.wowClass}
        spec={view.spec}
        onChooseClass={actions.chooseClass}
        onChooseSpec={actions.chooseSpec}
      />
      {children}
      <div className="tracker-notes" role="status">
        {view.notes.map((note) => (
          <p key={note} className="tracker-note">
            {note}
          </p>
        ))}
      </div>
      <TrackerToolbar
        activeFilters={activeFilterCount(view)}
        search={<SearchField value={view.filters.text ?? ''} onChange={actions.typeSearch} />}
        panel={{
          filters: {
            dataset,
            view,
            counts,
            onSource: actions.chooseSource,
            onPlace: actions.choosePlace,
            onBoss: actions.chooseBoss,
            onUse: actions.chooseUse,
            onClear: actions.clearFilters,
            canClear: hasFilters(view),
          },
          itemLevel: {
            dataset,
            context: view.context,
            onChange: actions.chooseItemLevelContext,
          },
        }}
      />
    </div>
  )
}
