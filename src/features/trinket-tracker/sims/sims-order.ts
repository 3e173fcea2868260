// The list in the "sim value" order: the trinkets with a published value at the item level their
// row shows, highest first; then the rest (not in the publisher's list, not simmed that low, or
// no item level in this context), in the usual order by place, under a heading that says so.

import type { ItemLevelContext } from '~/domain/season/item-level-context'
import type { SeasonDataset } from '~/domain/season/schema'
import { rowItemLevel } from '../item-level/row-item-level'
import { groupByNumber } from '../model/row-order'
import type {
  TrinketEntry,
  TrinketFilters,
  TrinketGroup,
  TrinketRowData,
} from '../model/trinket-filter'
import { type FightSims, shownSimValue, sortingValue } from './sim-value'
import { fightName } from './sim-words'

export function simmedHeading(sims: FightSims): string {
  return `By ${sims.source.publisher}'s ${fightName(sims.fight)} value`
}
export const unsimmedHeading = 'No published value at this item level'

/** The row's sim value for sorting; undefined where it shows none. */
export function rowSimValue(
  dataset: SeasonDataset,
  row: TrinketRowData,
  sims: FightSims,
  context: ItemLevelContext | undefined,
): number | undefined {
  const answer = rowItemLevel(dataset, row, context)
  if (!answer) return undefined
  return sortingValue(shownSimValue(sims.curves.get(row.entry.trinket.id), answer))
}

export function groupBySimValue(
  dataset: SeasonDataset,
  entries: readonly TrinketEntry[],
  filters: TrinketFilters,
  sims: FightSims,
  context: ItemLevelContext | undefined,
): TrinketGroup[] {
  return groupByNumber(
    entries,
    filters,
    [
      { key: 'simmed', title: simmedHeading(sims) },
      { key: 'unsimmed', title: unsimmedHeading },
    ],
    (row) => rowSimValue(dataset, row, sims, context),
  )
}
