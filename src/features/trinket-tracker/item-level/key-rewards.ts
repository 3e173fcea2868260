// What a keystone level rewards, read from the season's Mythic+ table: the end-of-run and vault
// levels, and the level a key's own drop has, for comparing loot keys do not drop.
import { type ItemLevelContext, mythicZeroKeyLevel } from '~/domain/season/item-level-context'
import type {
  MythicPlusReward,
  Provenance,
  RewardItemLevel,
  SeasonDataset,
} from '~/domain/season/schema'
import { keyLevelName } from './context-labels'

/** The reward row for a key level: its own row, or the last "and above" row below it. */
export function rewardForKeyLevel(
  dataset: SeasonDataset,
  keyLevel: number,
): MythicPlusReward | undefined {
  const rows = dataset.mythicPlus.rewards
  const exact = rows.find((row) => row.keyLevel === keyLevel)
  if (exact) return exact
  let best: MythicPlusReward | undefined
  for (const row of rows) {
    if (row.andAbove && row.keyLevel <= keyLevel && (!best || row.keyLevel > best.keyLevel)) {
      best = row
    }
  }
  return best
}

/** End of run and vault for a key level, each with how sure it is; 0 is Mythic 0. */
export type KeyReward = {
  endOfDungeon: RewardItemLevel
  vault: RewardItemLevel
  endProvenance: Provenance
  vaultProvenance: Provenance
  /** The row's own key level (+10 for +15), or 0. */
  rowKeyLevel: number
  andAbove: boolean
}

export function keyRewardFor(dataset: SeasonDataset, keyLevel: number): KeyReward | undefined {
  if (keyLevel === mythicZeroKeyLevel) {
    const zero = dataset.mythicPlus.mythicZero
    return {
      endOfDungeon: zero.endOfDungeon,
      vault: zero.vault,
      endProvenance: zero.provenance,
      vaultProvenance: zero.vaultProvenance,
      rowKeyLevel: 0,
      andAbove: false,
    }
  }
  const row = rewardForKeyLevel(dataset, keyLevel)
  if (!row) return undefined
  return {
    endOfDungeon: row.endOfDungeon,
    vault: row.vault,
    endProvenance: row.provenance,
    vaultProvenance: row.provenance,
    rowKeyLevel: row.keyLevel,
    andAbove: row.andAbove,
  }
}

/**
 * A key's own drop level (its end of run), to compare a trinket keys do not drop at the level a
 * key gives; null for other contexts, whose levels differ by boss or are the trinket's own.
 */
export function contextDropLevel(
  dataset: SeasonDataset,
  context: ItemLevelContext | undefined,
): { itemLevel: number; from: string } | null {
  if (context?.kind !== 'key') return null
  const reward = keyRewardFor(dataset, context.keyLevel)
  return reward
    ? {
        itemLevel: reward.endOfDungeon.itemLevel,
        from: `${keyLevelName(context.keyLevel)} end-of-run`,
      }
    : null
}
