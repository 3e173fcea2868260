// Filters with live counts: source type, dungeon or boss, on-use or passive. Drawn in the toolbar's
// folding panel (filters-panel.tsx), so their code loads with it, not with the page.

import { encounterDisplayName } from '~/domain/season/lookups'
import type { Instance, SeasonDataset } from '~/domain/season/schema'
import type { TrinketSourceKind, TrinketUseKind } from '~/domain/season/trinket-kinds'
import { byName } from '~/lib/by-name'
import type { FilterCounts } from '../model/trinket-filter'
import { sourceKindOf } from '../model/trinket-filter'
import type { TrackerView } from '../state/tracker-view'
import { SegmentedButtons, SelectField } from '../ui/form-controls'

export type TrackerFiltersProps = {
  dataset: SeasonDataset
  view: TrackerView
  counts: FilterCounts
  onSource: (source: TrinketSourceKind | undefined) => void
  onPlace: (instanceSlug: string | undefined) => void
  onBoss: (encounterId: number | undefined) => void
  onUse: (use: TrinketUseKind | undefined) => void
  onClear: () => void
  canClear: boolean
}

function Count({ value }: { value: number }) {
  return (
    <span className="count">
      <span className="visually-hidden">(</span>
      {value}
      <span className="visually-hidden">{value === 1 ? ' trinket)' : ' trinkets)'}</span>
    </span>
  )
}

/** One filter's buttons: "All", then each kind, each with how many trinkets it would show. */
function Segmented<T extends string>({
  label,
  names,
  counts,
  chosen,
  onChoose,
}: {
  label: string
  names: Record<T, string>
  counts: Record<T | 'all', number>
  chosen: T | undefined
  onChoose: (value: T | undefined) => void
}) {
  const choices = [undefined, ...(Object.keys(names) as T[])].map((kind) => ({
    value: kind,
    label: (
      <>
        {kind === undefined ? 'All' : names[kind]} <Count value={counts[kind ?? 'all']} />
      </>
    ),
  }))
  return (
    <fieldset className="filter-field">
      <legend className="filter-label">{label}</legend>
      <SegmentedButtons choices={choices} chosen={chosen} onChoose={onChoose} />
    </fieldset>
  )
}

const sourceNames: Record<TrinketSourceKind, string> = {
  raid: 'Raid',
  dungeon: 'Dungeon',
  other: 'Other',
}

const useNames: Record<TrinketUseKind, string> = {
  'on-use': 'On-use',
  passive: 'Passive',
  unknown: 'Unknown',
}

const placeGroups: { kind: TrinketSourceKind; label: string }[] = [
  { kind: 'raid', label: 'Raid' },
  { kind: 'dungeon', label: 'Mythic+ dungeons' },
  { kind: 'other', label: 'Lair and world bosses' },
]

function placeOptions(dataset: SeasonDataset, source: TrinketSourceKind | undefined) {
  return placeGroups
    .filter((group) => source === undefined || group.kind === source)
    .map((group) => ({
      ...group,
      instances: dataset.instances
        .filter((instance) => sourceKindOf(instance.kind) === group.kind)
        .sort((a, b) => byName(a.name, b.name)),
    }))
}

function countLabel(name: string, count: number | undefined) {
  return `${name} (${count ?? 0})`
}

export function TrackerFilters({
  dataset,
  view,
  counts,
  onSource,
  onPlace,
  onBoss,
  onUse,
  onClear,
  canClear,
}: TrackerFiltersProps) {
  const { filters } = view
  const place: Instance | undefined = view.instance

  return (
    <section className="tracker-filters" aria-label="Filters">
      <div className="filter-choices">
        <Segmented
          label="Source"
          names={sourceNames}
          counts={counts.source}
          chosen={filters.source}
          onChoose={onSource}
        />
        <Segmented
          label="Use"
          names={useNames}
          counts={counts.use}
          chosen={filters.use}
          onChoose={onUse}
        />
      </div>
      <div className="filter-places">
        <div className="filter-field">
          <SelectField
            label="Dungeon or raid"
            value={place?.slug ?? ''}
            onChange={(slug) => onPlace(slug || undefined)}
          >
            <option value="">Anywhere</option>
            {placeOptions(dataset, filters.source).map((group) => (
              <optgroup key={group.kind} label={group.label}>
                {group.instances.map((instance) => (
                  <option key={instance.slug} value={instance.slug}>
                    {countLabel(instance.name, counts.instance.get(instance.id))}
                  </option>
                ))}
              </optgroup>
            ))}
          </SelectField>
        </div>
        <div className="filter-field">
          <SelectField
            label="Boss"
            value={view.encounter?.id ?? ''}
            disabled={!place}
            onChange={(id) => onBoss(id === '' ? undefined : Number(id))}
          >
            <option value="">{place ? 'Every boss' : 'Choose a place first'}</option>
            {place?.encounters.map((encounter) => (
              <option key={encounter.id} value={encounter.id}>
                {countLabel(
                  encounterDisplayName(encounter, place),
                  counts.encounter.get(encounter.id),
                )}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="filter-field filter-clear">
          <button
            type="button"
            className="button button-quiet"
            onClick={onClear}
            disabled={!canClear}
          >
            Clear filters
          </button>
        </div>
      </div>
    </section>
  )
}
