// Raid loot by boss: the level each boss drops at per difficulty, and the raid's Great Vault,
// with how sure each is. Loot rises by boss group; which boss is in which group is less sure.
import { trackByName, trackStepLabel } from './lookups'
import type {
  Certainty,
  Provenance,
  RaidDifficulty,
  RaidLoot,
  RewardItemLevel,
  SeasonDataset,
  TrackName,
} from './schema'

/** A level with its place on a track ("Hero 4/6", "Myth 9") and how sure it is. */
export type SourcedLevel = {
  itemLevel: number
  /** Null where the level is on no upgrade track (above-track levels such as Myth 9). */
  track: TrackName | null
  rank: number | null
  placement: string | null
  provenance: Provenance
}

const certaintyRank: Record<Certainty, number> = { confirmed: 0, inferred: 1, disputed: 2 }

/** The less sure of the provenances wins, with its note; the first wins a tie. */
export function leastSure(first: Provenance, ...others: Provenance[]): Provenance {
  let worst = first
  for (const p of others) {
    if (certaintyRank[p.certainty] > certaintyRank[worst.certainty]) worst = p
  }
  return worst
}

function placed(
  dataset: SeasonDataset,
  reward: RewardItemLevel,
  provenance: Provenance,
): SourcedLevel {
  const steps = reward.track && trackByName(dataset, reward.track)?.steps.length
  // A rank past the last step (Myth 9) is on no track: it cannot be upgraded.
  const onTrack =
    reward.rank !== null && steps !== undefined && steps !== null && reward.rank <= steps
  return {
    itemLevel: reward.itemLevel,
    track: onTrack ? reward.track : null,
    rank: onTrack ? reward.rank : null,
    placement: trackStepLabel(dataset, reward.track, reward.rank),
    provenance,
  }
}

type RaidBoss = RaidLoot['bosses'][number]
type RaidGroup = RaidLoot['groups'][number]

export function raidBossGroup(
  dataset: SeasonDataset,
  encounterId: number,
): { boss: RaidBoss; group: RaidGroup } | undefined {
  const boss = dataset.raidLoot.bosses.find((b) => b.encounterId === encounterId)
  const group = boss && dataset.raidLoot.groups.find((g) => g.key === boss.group)
  return boss && group ? { boss, group } : undefined
}

/**
 * What a raid boss drops on a difficulty. The group levels are agreed; the boss's group is as
 * sure as its own mark, and on LFR, Normal and Heroic it also rests on the Mythic grouping.
 */
export function raidBossDrop(
  dataset: SeasonDataset,
  encounterId: number,
  difficulty: RaidDifficulty,
): SourcedLevel | undefined {
  const found = raidBossGroup(dataset, encounterId)
  if (!found) return undefined
  const { raidLoot } = dataset
  const others = difficulty === 'mythic' ? [] : [raidLoot.otherDifficulties]
  const sure = leastSure(raidLoot.groupsProvenance, found.boss.provenance, ...others)
  // Confirmed: the group's sources; otherwise the mark that makes it less sure, with its note.
  return placed(dataset, found.group.drops[difficulty], sure)
}

/**
 * The raid's Great Vault for a boss's loot: one level per difficulty, except the bosses (and
 * difficulty) an above-track level names, whose vault loot comes at that level (Myth 9).
 */
export function raidBossVault(
  dataset: SeasonDataset,
  encounterId: number,
  difficulty: RaidDifficulty,
): SourcedLevel | undefined {
  const above = dataset.aboveTrackItemLevels.find(
    (level) => level.difficulty === difficulty && level.encounterIds.includes(encounterId),
  )
  if (above) {
    return {
      itemLevel: above.itemLevel,
      track: null,
      rank: null,
      placement: above.label,
      provenance: above.provenance,
    }
  }
  const row = dataset.raidLoot.vault.find((v) => v.difficulty === difficulty)
  return row ? placed(dataset, row.reward, row.provenance) : undefined
}
