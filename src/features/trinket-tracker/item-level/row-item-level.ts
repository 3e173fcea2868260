// The item level a list row shows, which every order that ranks rows by a value read at that
// level (guides' picks, sim value, your upgrades) reads the same way.

import type { ItemLevelContext } from '~/domain/season/item-level-context'
import type { SeasonDataset } from '~/domain/season/schema'
import type { TrinketRowData } from '../model/trinket-filter'
import { trinketItemLevel } from './item-level'
import type { TrinketItemLevel } from './item-level-answer'

/** The item-level answer a row shows: for its drop, else its first drop, else its first source. */
export function rowItemLevel(
  dataset: SeasonDataset,
  row: TrinketRowData,
  context: ItemLevelContext | undefined,
): TrinketItemLevel | undefined {
  const source = (row.drop ?? row.entry.drops[0])?.source ?? row.entry.trinket.sources[0]
  return source ? trinketItemLevel(dataset, row.entry.trinket, source, context) : undefined
}
