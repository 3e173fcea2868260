// What the imported character has, and what the chosen item-level context would add to it:
// "+13 item levels from the +10 vault", or no upgrade. Levels come from the item-level answers
// the list shows, never from anywhere else.

import type { ItemLevelContext } from '~/domain/season/item-level-context'
import type { Certainty, SeasonDataset } from '~/domain/season/schema'
import { countOf } from '~/lib/words'
import { keyLevelName, raidDifficultyName } from '../item-level/context-labels'
import type { TrinketItemLevel } from '../item-level/item-level-answer'
import type { CharacterFields, CharacterTrinket } from './character-schema'

/**
 * Each trinket the character has once, by id: the copy with the highest level (equipped wins a
 * tie). The Great Vault's choices are left out: none is the character's until it is taken.
 */
export type OwnedTrinkets = ReadonlyMap<number, CharacterTrinket>

const ownedCache = new WeakMap<Pick<CharacterFields, 'trinkets'>, OwnedTrinkets>()

export function ownedTrinkets(
  character: Pick<CharacterFields, 'trinkets'> | undefined,
): OwnedTrinkets | undefined {
  if (!character) return undefined
  let owned = ownedCache.get(character)
  if (!owned) {
    const best = new Map<number, CharacterTrinket>()
    for (const trinket of character.trinkets) {
      if (trinket.where === 'vault') continue
      const before = best.get(trinket.id)
      const level = trinket.itemLevel ?? -1
      const beforeLevel = before?.itemLevel ?? -1
      if (
        !before ||
        level > beforeLevel ||
        (level === beforeLevel && trinket.where === 'equipped')
      ) {
        best.set(trinket.id, trinket)
      }
    }
    owned = best
    ownedCache.set(character, owned)
  }
  return owned
}

/** The most a context gives a trinket, and where from; null where the answer has no one level. */
export function bestLevelOf(
  dataset: SeasonDataset,
  answer: TrinketItemLevel,
  context: ItemLevelContext | undefined,
): { itemLevel: number; from: string; certainty: Certainty; note?: string | undefined } | null {
  if (answer.kind === 'track') {
    return {
      itemLevel: answer.level.itemLevel,
      from: `at ${answer.level.placement ?? 'this step'}`,
      certainty: answer.level.certainty,
      note: answer.level.note,
    }
  }
  if (answer.kind !== 'drop' || context === undefined || context.kind === 'track') return null
  const activity =
    context.kind === 'key'
      ? keyLevelName(context.keyLevel)
      : raidDifficultyName(dataset, context.difficulty)
  if (answer.vault && answer.vault.itemLevel > answer.drop.itemLevel) {
    return {
      itemLevel: answer.vault.itemLevel,
      from: `from the ${activity} vault`,
      certainty: answer.vault.certainty,
      note: answer.vault.note,
    }
  }
  return {
    itemLevel: answer.drop.itemLevel,
    certainty: answer.drop.certainty,
    note: answer.drop.note,
    from: context.kind === 'key' ? `from a ${activity} run` : `from a ${activity} drop`,
  }
}

/** True when the character's best worn or bag copy of a trinket is at this level or higher. */
export function holdsAtLevel(owned: OwnedTrinkets, trinketId: number, itemLevel: number): boolean {
  return (owned.get(trinketId)?.itemLevel ?? -1) >= itemLevel
}

/**
 * What the context would be to the copy the character has, in players' words: a gain, or "no
 * upgrade". The upgrade answer (upgrades/upgrade-gain.ts) says the same in sim value, with the same
 * words, so a row's owned mark and its upgrade line never name one verdict two ways.
 */
export type Upgrade = { kind: 'gain'; levels: number; from: string } | { kind: 'no-upgrade' }

/** What the context would add to the copy the character has; null where either level is unknown. */
export function upgradeOver(
  dataset: SeasonDataset,
  answer: TrinketItemLevel,
  owned: CharacterTrinket,
  context: ItemLevelContext | undefined,
): Upgrade | null {
  const best = bestLevelOf(dataset, answer, context)
  if (best === null || owned.itemLevel === null) return null
  const levels = best.itemLevel - owned.itemLevel
  return levels > 0 ? { kind: 'gain', levels, from: best.from } : { kind: 'no-upgrade' }
}

export function upgradeText(upgrade: Upgrade): string {
  return upgrade.kind === 'no-upgrade'
    ? 'No upgrade'
    : `+${countOf(upgrade.levels, 'item level', 'item levels')} ${upgrade.from}`
}

const whereText = {
  equipped: 'Equipped',
  bags: 'In your bags',
  vault: 'In your Great Vault',
} as const satisfies Record<CharacterTrinket['where'], string>

/** "Equipped, 305" or "In your bags" when the export gave no level. */
export function ownedText(owned: CharacterTrinket): string {
  const where = whereText[owned.where]
  return owned.itemLevel === null ? where : `${where}, ${owned.itemLevel}`
}

/** True when the character has it at the context's level or higher: no need to farm it. */
export function ownedAtLevel(
  dataset: SeasonDataset,
  answer: TrinketItemLevel,
  owned: CharacterTrinket | undefined,
  context: ItemLevelContext | undefined,
): boolean {
  if (!owned) return false
  return upgradeOver(dataset, answer, owned, context)?.kind === 'no-upgrade'
}
