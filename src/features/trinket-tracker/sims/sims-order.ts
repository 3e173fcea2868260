// The list in the "sim value" order: the trinkets with a published value at the item level their
// row shows, highest first; then the rest (not in the publisher's list, not simmed that low, or
// no item level in this context), in the usual order by place, under a heading that says so.
import type { SeasonDataset } from '~/domain/season/schema'
import { trinketItemLevel } from '../item-level/item-level'
import {
  groupByInstance,
  type TrinketEntry,
  type TrinketFilters,
  type TrinketGroup,
  type TrinketRowData,
} from '../list/trinket-filter'
import type { ItemLevelContext } from '../state/tracker-search'
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
  const source = (row.drop ?? row.entry.drops[0])?.source ?? row.entry.trinket.sources[0]
  if (!source) return undefined
  const answer = trinketItemLevel(dataset, row.entry.trinket, source, context)
  return sortingValue(shownSimValue(sims.curves.get(row.entry.trinket.id), answer))
}

export function groupBySimValue(
  dataset: SeasonDataset,
  entries: readonly TrinketEntry[],
  filters: TrinketFilters,
  sims: FightSims,
  context: ItemLevelContext | undefined,
): TrinketGroup[] {
  const usual = groupByInstance(entries, filters).flatMap((group) => group.rows)
  const values = new Map(usual.map((row) => [row, rowSimValue(dataset, row, sims, context)]))
  // Array.prototype.sort is stable: equal values keep the usual order.
  const simmed = usual
    .filter((row) => values.get(row) !== undefined)
    .sort((a, b) => (values.get(b) ?? 0) - (values.get(a) ?? 0))
  const unsimmed = usual.filter((row) => values.get(row) === undefined)
  const group = (key: string, title: string, rows: TrinketRowData[]): TrinketGroup => ({
    key,
    title,
    instance: undefined,
    sourceKind: undefined,
    rows,
  })
  return [
    ...(simmed.length ? [group('simmed', simmedHeading(sims), simmed)] : []),
    ...(unsimmed.length ? [group('unsimmed', unsimmedHeading, unsimmed)] : []),
  ]
}
