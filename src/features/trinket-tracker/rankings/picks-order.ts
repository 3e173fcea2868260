// The list in the guides' picks order: the trinkets the guides rate, best first, then the ones no
// guide rates, in the usual order by place.
import type { SeasonDataset } from '~/domain/season/schema'
import { highestItemLevel, trinketItemLevel } from '../item-level/item-level'
import {
  groupByInstance,
  type TrinketEntry,
  type TrinketFilters,
  type TrinketGroup,
  type TrinketRowData,
} from '../list/trinket-filter'
import type { ItemLevelContext } from '../state/tracker-search'
import { byGuidePicks, type SpecPicks } from './guide-picks'

export const ratedHeading = 'Rated by the guides'
export const unratedHeading = 'Not rated by the guides we follow'

function rowItemLevel(
  dataset: SeasonDataset,
  row: TrinketRowData,
  context: ItemLevelContext | undefined,
): number | null {
  const source = (row.drop ?? row.entry.drops[0])?.source ?? row.entry.trinket.sources[0]
  return source
    ? highestItemLevel(trinketItemLevel(dataset, row.entry.trinket, source, context))
    : null
}

export function groupByGuidePicks(
  dataset: SeasonDataset,
  entries: readonly TrinketEntry[],
  filters: TrinketFilters,
  picks: SpecPicks,
  context: ItemLevelContext | undefined,
): TrinketGroup[] {
  const usual = groupByInstance(entries, filters).flatMap((group) => group.rows)
  const usualIndex = new Map(usual.map((row, index) => [row, index]))
  const levels = new Map(usual.map((row) => [row, rowItemLevel(dataset, row, context)]))
  const sorted = [...usual].sort(
    byGuidePicks<TrinketRowData>(
      picks,
      (row) => row.entry.trinket.id,
      (row) => levels.get(row) ?? null,
      (a, b) => (usualIndex.get(a) ?? 0) - (usualIndex.get(b) ?? 0),
    ),
  )
  const rated = sorted.filter((row) => picks.scores.has(row.entry.trinket.id))
  const unrated = sorted.filter((row) => !picks.scores.has(row.entry.trinket.id))
  const group = (key: string, title: string, rows: TrinketRowData[]): TrinketGroup => ({
    key,
    title,
    instance: undefined,
    sourceKind: undefined,
    rows,
  })
  return [
    ...(rated.length ? [group('rated', ratedHeading, rated)] : []),
    ...(unrated.length ? [group('unrated', unratedHeading, unrated)] : []),
  ]
}
