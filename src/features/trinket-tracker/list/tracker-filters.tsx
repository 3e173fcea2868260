// Filters with live counts: name search, source type, dungeon or boss, on-use or passive.

import { useId } from 'react'
import { encounterDisplayName } from '~/domain/season/lookups'
import type { Instance, SeasonDataset } from '~/domain/season/schema'
import {
  maxSearchTextLength,
  type TrinketSourceKind,
  type TrinketUseKind,
} from '~/features/trinket-tracker/state/tracker-search'
import { byName } from '~/lib/words'
import type { TrackerView } from '../state/tracker-view'
import { SearchIcon } from '../tracker-icons'
import type { FilterCounts } from './trinket-filter'
import { sourceKindOf } from './trinket-filter'

type TrackerFiltersProps = {
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

type SegmentChoice<T> = { value: T | undefined; label: string; count: number }

function Segmented<T extends string>({
  label,
  choices,
  chosen,
  onChoose,
}: {
  label: string
  choices: SegmentChoice<T>[]
  chosen: T | undefined
  onChoose: (value: T | undefined) => void
}) {
  return (
    <fieldset className="filter-field">
      <legend className="filter-label">{label}</legend>
      <div className="segmented">
        {choices.map((choice) => (
          <button
            key={choice.value ?? 'all'}
            type="button"
            aria-pressed={chosen === choice.value}
            onClick={() => onChoose(choice.value)}
          >
            {choice.label} <Count value={choice.count} />
          </button>
        ))}
      </div>
    </fieldset>
  )
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
  const placeId = useId()
  const bossId = useId()
  const { filters } = view
  const place: Instance | undefined = view.instance

  return (
    <section className="tracker-filters" aria-label="Filters">
      <div className="filter-choices">
        <Segmented<TrinketSourceKind>
          label="Source"
          chosen={filters.source}
          onChoose={onSource}
          choices={[
            { value: undefined, label: 'All', count: counts.source.all },
            { value: 'raid', label: 'Raid', count: counts.source.raid },
            { value: 'dungeon', label: 'Dungeon', count: counts.source.dungeon },
            { value: 'other', label: 'Other', count: counts.source.other },
          ]}
        />
        <Segmented<TrinketUseKind>
          label="Use"
          chosen={filters.use}
          onChoose={onUse}
          choices={[
            { value: undefined, label: 'All', count: counts.use.all },
            { value: 'on-use', label: 'On-use', count: counts.use['on-use'] },
            { value: 'passive', label: 'Passive', count: counts.use.passive },
          ]}
        />
      </div>
      <div className="filter-places">
        <div className="filter-field">
          <label className="filter-label" htmlFor={placeId}>
            Dungeon or raid
          </label>
          <select
            id={placeId}
            className="select"
            value={place?.slug ?? ''}
            onChange={(event) => onPlace(event.currentTarget.value || undefined)}
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
          </select>
        </div>
        <div className="filter-field">
          <label className="filter-label" htmlFor={bossId}>
            Boss
          </label>
          <select
            id={bossId}
            className="select"
            value={view.encounter?.id ?? ''}
            disabled={!place}
            onChange={(event) => {
              const value = event.currentTarget.value
              onBoss(value === '' ? undefined : Number(value))
            }}
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
          </select>
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

export function SearchField({
  value,
  onChange,
}: {
  value: string
  onChange: (text: string) => void
}) {
  const searchId = useId()
  return (
    <div className="filter-field filter-search">
      <label className="filter-label" htmlFor={searchId}>
        Search by name
      </label>
      <span className="search-box">
        <SearchIcon size={18} />
        <input
          id={searchId}
          type="search"
          value={value}
          placeholder="e.g. Lightspire"
          autoComplete="off"
          spellCheck={false}
          maxLength={maxSearchTextLength}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      </span>
    </div>
  )
}
