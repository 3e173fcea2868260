// Item-level math for the tracker's context picker: every number comes from the season dataset,
// and an answer the dataset cannot give says "unknown" (with why) instead of guessing.

import type { ItemLevelContext } from '~/domain/season/item-level-context'
import { trackByName, trackStepLabel } from '~/domain/season/lookups'
import {
  leastSure,
  raidBossDrop,
  raidBossVault,
  type SourcedLevel,
} from '~/domain/season/raid-loot'
import type {
  Certainty,
  Instance,
  Provenance,
  RaidDifficulty,
  RewardItemLevel,
  SeasonDataset,
  TrackName,
  Trinket,
  TrinketSource,
} from '~/domain/season/schema'
import { seasonIndex } from '~/domain/season/season-index'
import { trackNameForSlug } from '~/domain/season/vocabulary'
import { keyLevelName, raidDifficultyName } from './context-labels'
import type { LevelFact, LevelFrom, TrinketItemLevel } from './item-level-answer'
import { keyRewardFor } from './key-rewards'

function rewardFact(
  dataset: SeasonDataset,
  reward: RewardItemLevel,
  certainty: Certainty,
  note: string | undefined,
): LevelFact {
  return withNote(
    {
      itemLevel: reward.itemLevel,
      placement: trackStepLabel(dataset, reward.track, reward.rank),
      certainty,
    },
    note,
  )
}

function withNote(fact: LevelFact, note: string | undefined): LevelFact {
  return fact.certainty !== 'confirmed' && note !== undefined ? { ...fact, note } : fact
}

function instanceOf(dataset: SeasonDataset, source: TrinketSource): Instance | undefined {
  return seasonIndex(dataset).instanceById(source.instanceId)
}

function keyLevelAnswer(
  dataset: SeasonDataset,
  instance: Instance,
  keyLevel: number,
): TrinketItemLevel {
  if (instance.kind !== 'dungeon') {
    return { kind: 'elsewhere', reason: `${kindWord(instance)}, not from keys` }
  }
  const reward = keyRewardFor(dataset, keyLevel)
  if (!reward) {
    return { kind: 'unknown', reason: `No reward is known for ${keyLevelName(keyLevel)}` }
  }
  return {
    kind: 'drop',
    drop: rewardFact(
      dataset,
      reward.endOfDungeon,
      reward.endProvenance.certainty,
      reward.endProvenance.note,
    ),
    vault: rewardFact(
      dataset,
      reward.vault,
      reward.vaultProvenance.certainty,
      reward.vaultProvenance.note,
    ),
  }
}

function raidAnswer(
  dataset: SeasonDataset,
  instance: Instance,
  source: TrinketSource,
  difficulty: RaidDifficulty,
): TrinketItemLevel {
  const difficultyName = raidDifficultyName(dataset, difficulty)
  if (instance.kind === 'lair') {
    const lairDrop = dataset.lairDropItemLevels.find((d) => d.difficulty === difficulty)
    if (!lairDrop) {
      return { kind: 'elsewhere', reason: `The lair has no ${difficultyName} difficulty` }
    }
    const { certainty, note } = lairDrop.provenance
    return {
      kind: 'drop',
      drop: withNote({ itemLevel: lairDrop.itemLevel, placement: null, certainty }, note),
      vault: null,
    }
  }
  if (instance.kind !== 'raid') {
    return { kind: 'elsewhere', reason: `${kindWord(instance)}, not from the raid` }
  }
  const drop = raidBossDrop(dataset, source.encounterId, difficulty)
  if (!drop) {
    return { kind: 'unknown', reason: `This boss's ${difficultyName} drop level is not known` }
  }
  const vault = raidBossVault(dataset, source.encounterId, difficulty)
  return {
    kind: 'drop',
    drop: factOf(drop),
    vault: vault ? factOf(vault) : null,
  }
}

function factOf(level: SourcedLevel): LevelFact {
  return withNote(
    {
      itemLevel: level.itemLevel,
      placement: level.placement,
      certainty: level.provenance.certainty,
    },
    level.provenance.note,
  )
}

function trackAnswer(
  dataset: SeasonDataset,
  trinket: Trinket,
  source: TrinketSource,
  context: Extract<ItemLevelContext, { kind: 'track' }>,
): TrinketItemLevel {
  if (trinket.itemLevel.upgradeable === false) {
    return { kind: 'unknown', reason: 'It cannot be upgraded, so it is on no track' }
  }
  if (trinket.itemLevel.upgradeable === null) {
    return { kind: 'unknown', reason: 'Whether it can be upgraded is not known' }
  }
  const name = trackNameForSlug(context.track)
  const track = trackByName(dataset, name)
  const step = track?.steps.find((s) => s.rank === context.step)
  if (!track || !step) return { kind: 'unknown', reason: `${name} ${context.step} is not known` }
  const starts = startingPoints(dataset, source)
  if (starts === null) {
    return { kind: 'unknown', reason: 'Which tracks its loot is on is not in our sources' }
  }
  const stepFact = (rank: number, start: StartingPoint): LevelFact | null => {
    const onTrack = trackByName(dataset, start.track)
    const reached = onTrack?.steps.find((s) => s.rank === rank)
    if (!onTrack || !reached) return null
    const sure = leastSure(start.provenance, {
      source: onTrack.provenance.source,
      certainty: reached.certainty,
      ...(onTrack.provenance.note === undefined ? {} : { note: onTrack.provenance.note }),
    })
    return withNote(
      {
        itemLevel: reached.itemLevel,
        placement: trackStepLabel(dataset, start.track, rank),
        certainty: sure.certainty,
      },
      sure.note,
    )
  }
  // An item keeps the track it dropped on and upgrades only upwards on it.
  const routes = starts.filter((start) => start.track === name && start.rank <= context.step)
  const best = mostSure(routes)
  if (best) {
    const level = stepFact(context.step, best)
    if (level) {
      return {
        kind: 'track',
        level,
        from: best.rank === context.step ? best.from : `${best.from}, upgraded`,
      }
    }
  }
  let nearest: LevelFrom | null = null
  for (const start of starts) {
    const startTrack = trackByName(dataset, start.track)
    for (const reachable of startTrack?.steps ?? []) {
      if (reachable.rank < start.rank) continue
      const fact = stepFact(reachable.rank, start)
      if (!fact) continue
      const distance = Math.abs(fact.itemLevel - step.itemLevel)
      const bestDistance = nearest ? Math.abs(nearest.itemLevel - step.itemLevel) : Infinity
      if (
        distance < bestDistance ||
        (distance === bestDistance && nearest && fact.itemLevel > nearest.itemLevel)
      ) {
        nearest = {
          ...fact,
          from: reachable.rank === start.rank ? start.from : `${start.from}, upgraded`,
        }
      }
    }
  }
  const onThisTrack = starts.filter((start) => start.track === name)
  const lowestRank = Math.min(...onThisTrack.map((start) => start.rank))
  const reason =
    onThisTrack.length === 0
      ? `Not on the ${name} track`
      : `Not at ${trackStepLabel(dataset, name, context.step)}: it starts at ${trackStepLabel(dataset, name, lowestRank)}`
  const heroicDungeon = dataset.dungeonDifficulties.find((d) => d.difficulty === 'heroic')
  const instance = instanceOf(dataset, source)
  // Heroic dungeons give Adventurer loot, but the sources do not say which dungeons have them.
  const note =
    instance?.kind === 'dungeon' && heroicDungeon?.endOfDungeon.track === name
      ? `Mythic 0 and keys never give ${name} loot. Heroic dungeons do (${heroicDungeon.endOfDungeon.itemLevel}, ${trackStepLabel(dataset, heroicDungeon.endOfDungeon.track, heroicDungeon.endOfDungeon.rank)}; sources disagree), but our sources do not say which of the season's dungeons have a Heroic mode.`
      : undefined
  return note === undefined
    ? { kind: 'off-track', reason, nearest }
    : { kind: 'off-track', reason, nearest, note }
}

/** Where an item can enter a track: each drop and vault reward of its source, in players' words. */
type StartingPoint = { track: TrackName; rank: number; from: string; provenance: Provenance }

const certaintyRank: Record<Certainty, number> = { confirmed: 0, inferred: 1, disputed: 2 }

function mostSure(starts: readonly StartingPoint[]): StartingPoint | undefined {
  let best: StartingPoint | undefined
  for (const start of starts) {
    if (
      !best ||
      certaintyRank[start.provenance.certainty] < certaintyRank[best.provenance.certainty] ||
      (start.provenance.certainty === best.provenance.certainty && start.rank > best.rank)
    ) {
      best = start
    }
  }
  return best
}

/**
 * Every track step an item from this source can drop at (the drop and the vault of each
 * difficulty or key level); null where the dataset does not place the source's loot on tracks.
 * Normal and Heroic dungeons are left out: the sources do not say which dungeons have them.
 */
export function startingPoints(
  dataset: SeasonDataset,
  source: TrinketSource,
): StartingPoint[] | null {
  const instance = instanceOf(dataset, source)
  const starts: StartingPoint[] = []
  const add = (level: SourcedLevel | undefined, from: string) => {
    if (level?.track && level.rank !== null) {
      starts.push({ track: level.track, rank: level.rank, from, provenance: level.provenance })
    }
  }
  const addReward = (reward: RewardItemLevel, provenance: Provenance, from: string) => {
    const steps = reward.track ? trackByName(dataset, reward.track)?.steps.length : undefined
    if (reward.track && reward.rank !== null && steps !== undefined && reward.rank <= steps) {
      starts.push({ track: reward.track, rank: reward.rank, from, provenance })
    }
  }
  if (instance?.kind === 'raid') {
    for (const { difficulty, name } of dataset.raidDifficulties) {
      add(raidBossDrop(dataset, source.encounterId, difficulty), `${name} drop`)
      add(raidBossVault(dataset, source.encounterId, difficulty), `${name} vault`)
    }
    return starts.length > 0 ? starts : null
  }
  if (instance?.kind === 'dungeon') {
    const zero = dataset.mythicPlus.mythicZero
    addReward(zero.endOfDungeon, zero.provenance, 'Mythic 0')
    addReward(zero.vault, zero.vaultProvenance, 'Mythic 0 vault')
    for (const row of dataset.mythicPlus.rewards) {
      addReward(row.endOfDungeon, row.provenance, `+${row.keyLevel} end of run`)
      addReward(row.vault, row.provenance, `+${row.keyLevel} vault`)
    }
    return starts.length > 0 ? starts : null
  }
  return null
}

function fromLevel(level: SourcedLevel, from: string): LevelFrom {
  return { ...factOf(level), from }
}

function fromReward(
  dataset: SeasonDataset,
  reward: RewardItemLevel,
  provenance: Provenance,
  from: string,
): LevelFrom {
  return { ...rewardFact(dataset, reward, provenance.certainty, provenance.note), from }
}

/** The top an upgrade reaches: the last step of the highest track it can enter. */
function upgradeCeiling(dataset: SeasonDataset, source: TrinketSource): LevelFrom | null {
  const starts = startingPoints(dataset, source)
  let best: LevelFrom | null = null
  for (const start of starts ?? []) {
    const track = trackByName(dataset, start.track)
    const last = track?.steps.at(-1)
    if (!track || !last || (best && best.itemLevel >= last.itemLevel)) continue
    best = {
      itemLevel: last.itemLevel,
      placement: trackStepLabel(dataset, track.name, last.rank),
      certainty: last.certainty,
      from: 'fully upgraded',
    }
  }
  return best
}

/** No context: the span from the lowest drop to the ceiling, for raid and dungeon loot. */
function spanAnswer(
  dataset: SeasonDataset,
  trinket: Trinket,
  source: TrinketSource,
): TrinketItemLevel | undefined {
  const instance = instanceOf(dataset, source)
  if (trinket.itemLevel.upgradeable === false) return undefined
  if (instance?.kind === 'raid') {
    const names = dataset.raidDifficulties
    const first = names[0]
    const last = names.at(-1)
    if (!first || !last) return undefined
    const lowest = raidBossDrop(dataset, source.encounterId, first.difficulty)
    const highest = raidBossDrop(dataset, source.encounterId, last.difficulty)
    const vaultLow = raidBossVault(dataset, source.encounterId, first.difficulty)
    const vaultHigh = raidBossVault(dataset, source.encounterId, last.difficulty)
    if (!lowest || !highest) return undefined
    const ceiling = upgradeCeiling(dataset, source)
    const vault =
      vaultLow && vaultHigh
        ? { lowest: fromLevel(vaultLow, first.name), highest: fromLevel(vaultHigh, last.name) }
        : null
    return {
      kind: 'span',
      lowest: fromLevel(lowest, first.name),
      highestDrop: fromLevel(highest, last.name),
      vault,
      ceiling,
      max: Math.max(highest.itemLevel, vault?.highest.itemLevel ?? 0, ceiling?.itemLevel ?? 0),
    }
  }
  if (instance?.kind === 'dungeon') {
    const zero = dataset.mythicPlus.mythicZero
    const top = dataset.mythicPlus.rewards.at(-1)
    if (!top) return undefined
    const topName = `+${top.keyLevel}${top.andAbove ? ' and up' : ''}`
    const ceiling = upgradeCeiling(dataset, source)
    const vaultHigh = fromReward(dataset, top.vault, top.provenance, topName)
    const easier = dataset.dungeonDifficulties
      .map((d) => `${d.difficulty === 'normal' ? 'Normal' : 'Heroic'} ${d.endOfDungeon.itemLevel}`)
      .join(', ')
    return {
      kind: 'span',
      lowest: fromReward(dataset, zero.endOfDungeon, zero.provenance, 'Mythic 0'),
      highestDrop: fromReward(dataset, top.endOfDungeon, top.provenance, topName),
      vault: {
        lowest: fromReward(dataset, zero.vault, zero.vaultProvenance, 'Mythic 0'),
        highest: vaultHigh,
      },
      ceiling,
      max: Math.max(top.endOfDungeon.itemLevel, vaultHigh.itemLevel, ceiling?.itemLevel ?? 0),
      ...(easier === ''
        ? {}
        : {
            aside: `Normal and Heroic dungeons give less (${easier}) where a dungeon has them; our sources do not say which do.`,
          }),
    }
  }
  return undefined
}

/** The item level a trinket has from one of its sources in a context. */
export function trinketItemLevel(
  dataset: SeasonDataset,
  trinket: Trinket,
  source: TrinketSource,
  context: ItemLevelContext | undefined,
): TrinketItemLevel {
  if (context === undefined) {
    const span = spanAnswer(dataset, trinket, source)
    if (span) return span
    const { min, max, provenance } = trinket.itemLevel
    if (min === null && max === null) {
      // The reason stays short; the sources' long story goes behind the mark.
      return {
        kind: 'unknown',
        reason: 'Not known this season',
        certainty: provenance.certainty,
        ...(provenance.note === undefined ? {} : { note: provenance.note }),
      }
    }
    const range: TrinketItemLevel = { kind: 'range', min, max, certainty: provenance.certainty }
    return provenance.certainty !== 'confirmed' && provenance.note !== undefined
      ? { ...range, note: provenance.note }
      : range
  }
  if (context.kind === 'track') return trackAnswer(dataset, trinket, source, context)

  const instance = instanceOf(dataset, source)
  if (!instance) return { kind: 'unknown', reason: 'Its source is not in this season' }
  if (instance.kind === 'world-bosses') {
    return { kind: 'elsewhere', reason: 'World boss drop' }
  }
  return context.kind === 'key'
    ? keyLevelAnswer(dataset, instance, context.keyLevel)
    : raidAnswer(dataset, instance, source, context.difficulty)
}

function kindWord(instance: Instance): string {
  switch (instance.kind) {
    case 'dungeon':
      return 'Dungeon drop'
    case 'raid':
      return 'Raid drop'
    case 'lair':
      return 'Lair drop'
    case 'world-bosses':
      return 'World boss drop'
  }
}
