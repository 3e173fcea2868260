// What the list's orders other than "where it drops" share: the item level a row shows, and the
// list cut into two headed groups (the rows the order ranks, then the rest).

import type { ItemLevelContext } from '~/domain/season/item-level-context'
import type { SeasonDataset } from '~/domain/season/schema'
import { trinketItemLevel } from '../item-level/item-level'
import type { TrinketItemLevel } from '../item-level/item-level-answer'
import type { TrinketGroup, TrinketRowData } from './trinket-filter'

/** The item-level answer a row shows: for its drop, else its first drop, else its first source. */
export function rowItemLevel(
  dataset: SeasonDataset,
  row: TrinketRowData,
  context: ItemLevelContext | undefined,
): TrinketItemLevel | undefined {
  const source = (row.drop ?? row.entry.drops[0])?.source ?? row.entry.trinket.sources[0]
  return source ? trinketItemLevel(dataset, row.entry.trinket, source, context) : undefined
}

/** Headed groups without a place, the empty ones left out. */
export function headedGroups(
  groups: readonly { key: string; title: string; rows: TrinketRowData[] }[],
): TrinketGroup[] {
  return groups
    .filter((group) => group.rows.length > 0)
    .map((group) => ({ ...group, instance: undefined, sourceKind: undefined }))
}
