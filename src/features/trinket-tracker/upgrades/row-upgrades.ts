// A list row's upgrade answer: the gain of the row's trinket at the level the chosen content gives
// it, over the character's worn trinkets; none where the character holds it at that level. Read
// from the plain answer (character-upgrades.ts) and kept per answer, so a list re-rendered with the
// same character and content reads each once.
import type { ItemLevelContext } from '~/domain/season/item-level-context'
import type { Certainty, SeasonDataset } from '~/domain/season/schema'
import { bestLevelOf, holdsAtLevel } from '../character/owned'
import type { TrinketItemLevel } from '../item-level/item-level-answer'
import { rowItemLevel } from '../item-level/row-item-level'
import type { TrinketRowData } from '../model/trinket-filter'
import type { CharacterUpgrades } from './character-upgrades'
import { sortingGain, type UpgradeGain, upgradeGain } from './upgrade-gain'

/** A row's answer, with where its level comes from and how sure that level is. */
export type RowUpgrade = {
  answer: UpgradeGain
  from: string
  certainty: Certainty
  /** Why the level is inferred or disputed; absent when confirmed. */
  levelNote: string | undefined
}

const answered = new WeakMap<CharacterUpgrades, Map<string, RowUpgrade>>()

/**
 * A trinket's answer at the level an item-level answer gives it in the chosen content, or `held`
 * where a copy worn or in the bags is at that level or higher: the drop gains nothing over it, and
 * the row's owned mark says so ("No upgrade"), as the farm plan leaves it out.
 */
function answerAt(
  upgrades: CharacterUpgrades,
  dataset: SeasonDataset,
  context: ItemLevelContext | undefined,
  trinket: { id: number; name: string },
  level: TrinketItemLevel,
): RowUpgrade | 'held' | undefined {
  const best = bestLevelOf(dataset, level, context)
  if (!best) return undefined
  if (holdsAtLevel(upgrades.owned, trinket.id, best.itemLevel)) return 'held'
  let cache = answered.get(upgrades)
  if (!cache) {
    cache = new Map()
    answered.set(upgrades, cache)
  }
  const key = `${trinket.id}:${best.itemLevel}:${best.from}`
  let found = cache.get(key)
  if (found === undefined) {
    found = {
      answer: upgradeGain(upgrades.book, upgrades.worn, {
        id: trinket.id,
        name: trinket.name,
        itemLevel: best.itemLevel,
      }),
      from: best.from,
      certainty: best.certainty,
      levelNote: best.note,
    }
    cache.set(key, found)
  }
  return found
}

/** A trinket's answer at the level an item-level answer gives it; none where it is held. */
export function upgradeAt(
  upgrades: CharacterUpgrades,
  dataset: SeasonDataset,
  context: ItemLevelContext | undefined,
  trinket: { id: number; name: string },
  level: TrinketItemLevel,
): RowUpgrade | undefined {
  const found = answerAt(upgrades, dataset, context, trinket, level)
  return found === 'held' ? undefined : found
}

/** A row's answer at the level the chosen content gives it; undefined where it has no one level. */
export function rowUpgrade(
  upgrades: CharacterUpgrades,
  dataset: SeasonDataset,
  context: ItemLevelContext | undefined,
  row: TrinketRowData,
): RowUpgrade | undefined {
  const level = rowItemLevel(dataset, row, context)
  return level && upgradeAt(upgrades, dataset, context, row.entry.trinket, level)
}

/** The number "Your upgrades" sorts a row by; undefined where there is none. */
export function rowGain(
  upgrades: CharacterUpgrades,
  dataset: SeasonDataset,
  context: ItemLevelContext | undefined,
  row: TrinketRowData,
): number | undefined {
  const level = rowItemLevel(dataset, row, context)
  const found = level && answerAt(upgrades, dataset, context, row.entry.trinket, level)
  // Held at that level already: with the rows that are no upgrade, not with the unknown ones.
  if (found === 'held') return 0
  return found ? sortingGain(found.answer) : undefined
}
