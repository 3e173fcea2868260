// The list in the guides' picks order: the trinkets the guides rate, best first, then the ones no
// guide rates, in the usual order by place.

import type { ItemLevelContext } from '~/domain/season/item-level-context'
import type { SeasonDataset } from '~/domain/season/schema'
import { highestItemLevel } from '../item-level/item-level-answer'
import { rowItemLevel } from '../item-level/row-item-level'
import { twoHeadedGroups } from '../model/row-order'
import type {
  TrinketEntry,
  TrinketFilters,
  TrinketGroup,
  TrinketRowData,
} from '../model/trinket-filter'
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
  return twoHeadedGroups(
    entries,
    filters,
    [
      { key: 'rated', title: ratedHeading },
      { key: 'unrated', title: unratedHeading },
    ],
    (usual) => {
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
      return [
        sorted.filter((row) => picks.scores.has(row.entry.trinket.id)),
        sorted.filter((row) => !picks.scores.has(row.entry.trinket.id)),
      ]
    },
  )
}
