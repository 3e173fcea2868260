// The list in the guides' picks order: the trinkets the guides rate, best first, then the ones no
// guide rates, in the usual order by place.

import type { ItemLevelContext } from '~/domain/season/item-level-context'
import type { SeasonDataset } from '~/domain/season/schema'
import { highestItemLevel } from '../item-level/item-level-answer'
import { headedGroups, rowItemLevel } from '../list/row-order'
import {
  groupByInstance,
  type TrinketEntry,
  type TrinketFilters,
  type TrinketGroup,
  type TrinketRowData,
} from '../list/trinket-filter'
import { byGuidePicks, type SpecPicks } from './guide-picks'

export const ratedHeading = 'Rated by the guides'
export const unratedHeading = 'Not rated by the guides we follow'

export function groupByGuidePicks(
  dataset: SeasonDataset,
  entries: readonly TrinketEntry[],
  filters: TrinketFilters,
  picks: SpecPicks,
  context: ItemLevelContext | undefined,
): TrinketGroup[] {
  const usual = groupByInstance(entries, filters).flatMap((group) => group.rows)
  const usualIndex = new Map(usual.map((row, index) => [row, index]))
  const levels = new Map(
    usual.map((row) => {
      const answer = rowItemLevel(dataset, row, context)
      return [row, answer ? highestItemLevel(answer) : null]
    }),
  )
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
  return headedGroups([
    { key: 'rated', title: ratedHeading, rows: rated },
    { key: 'unrated', title: unratedHeading, rows: unrated },
  ])
}
