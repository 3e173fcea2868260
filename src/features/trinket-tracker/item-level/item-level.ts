// Item-level math for the tracker's context picker: every number comes from the season dataset,
// and an answer the dataset cannot give says "unknown" (with why) instead of guessing.

import { trackStepLabel } from '~/domain/season/lookups'
import type {
  Certainty,
  Instance,
  MythicPlusReward,
  RaidDifficulty,
  RewardItemLevel,
  SeasonDataset,
  TrackName,
  Trinket,
  TrinketSource,
  UpgradeTrack,
} from '~/domain/season/schema'
import { raidDifficulties, trackNameForSlug, trackSlugForName } from '~/domain/season/vocabulary'
import {
  type ItemLevelContext,
  keyLevelRange,
} from '~/features/trinket-tracker/state/tracker-search'

/** One item level with where it sits ("Hero 3/6", "Myth 9") and how sure the dataset is. */
export type LevelFact = {
  itemLevel: number
  /** Null where the dataset does not place the level on a track. */
  placement: string | null
  certainty: Certainty
  /** Why the level is inferred or disputed; absent when confirmed. */
  note?: string
}

/** What the tracker shows in a trinket's item-level cell. */
export type TrinketItemLevel =
  /** No context chosen: the trinket's known range. */
  | {
      kind: 'range'
      min: number | null
      max: number | null
      certainty: Certainty
      note?: string
    }
  /** A drop level, and for keys the Great Vault level beside it. */
  | { kind: 'drop'; drop: LevelFact; vault: LevelFact | null }
  /** A track step: what the trinket is at that step. */
  | { kind: 'track'; level: LevelFact }
  /** The chosen activity does not drop this trinket (e.g. a raid trinket at a key level). */
  | { kind: 'elsewhere'; reason: string }
  | { kind: 'unknown'; reason: string }

function trackOf(dataset: SeasonDataset, name: TrackName): UpgradeTrack | undefined {
  return dataset.upgradeTracks.find((track) => track.name === name)
}

/**
 * Keeps a context only if the season has what it names: a reward row for the key level, the
 * raid difficulty, or the track and step. Anything else means "no context".
 */
export function resolveItemLevelContext(
  dataset: SeasonDataset,
  context: ItemLevelContext | undefined,
): ItemLevelContext | undefined {
  if (context === undefined) return undefined
  switch (context.kind) {
    case 'key':
      return rewardForKeyLevel(dataset, context.keyLevel) ? context : undefined
    case 'raid':
      return dataset.raidDifficulties.some((d) => d.difficulty === context.difficulty)
        ? context
        : undefined
    case 'track': {
      const track = trackOf(dataset, trackNameForSlug(context.track))
      return track?.steps.some((s) => s.rank === context.step) ? context : undefined
    }
  }
}

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

const certaintyRank: Record<Certainty, number> = { confirmed: 0, inferred: 1, disputed: 2 }

/** The less sure of two facts wins, with its note. */
function leastSure(
  a: { certainty: Certainty; note?: string | undefined },
  b: { certainty: Certainty; note?: string | undefined },
) {
  return certaintyRank[b.certainty] > certaintyRank[a.certainty] ? b : a
}

function instanceOf(dataset: SeasonDataset, source: TrinketSource): Instance | undefined {
  return dataset.instances.find((instance) => instance.id === source.instanceId)
}

function keyLevelAnswer(
  dataset: SeasonDataset,
  instance: Instance,
  keyLevel: number,
): TrinketItemLevel {
  if (instance.kind !== 'dungeon') {
    return { kind: 'elsewhere', reason: `${kindWord(instance)}, not from keys` }
  }
  const reward = rewardForKeyLevel(dataset, keyLevel)
  if (!reward) return { kind: 'unknown', reason: `No reward is known for +${keyLevel} keys` }
  const { certainty, note } = reward.provenance
  return {
    kind: 'drop',
    drop: rewardFact(dataset, reward.endOfDungeon, certainty, note),
    vault: rewardFact(dataset, reward.vault, certainty, note),
  }
}

export const raidStepNote =
  "The sources give each difficulty's upgrade track, not the step each boss drops at: this is the track's first step, and later bosses may drop higher."

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
  const above = dataset.aboveTrackItemLevels.find(
    (level) => level.difficulty === difficulty && level.encounterIds.includes(source.encounterId),
  )
  if (above) {
    const { certainty, note } = above.provenance
    return {
      kind: 'drop',
      drop: withNote({ itemLevel: above.itemLevel, placement: above.label, certainty }, note),
      vault: null,
    }
  }
  const difficultyTrack = dataset.raidDifficulties.find((d) => d.difficulty === difficulty)
  const track = difficultyTrack ? trackOf(dataset, difficultyTrack.track) : undefined
  const firstStep = track?.steps.find((step) => step.rank === 1)
  if (!difficultyTrack || !track || !firstStep) {
    return { kind: 'unknown', reason: `The ${difficultyName} drop level is not known` }
  }
  // The sources give each difficulty's track but not the step each boss drops at: the first step
  // is what every boss drops at least, so it is shown as inferred, never as a read fact.
  const sure = leastSure(
    leastSure(difficultyTrack.provenance, {
      certainty: firstStep.certainty,
      note: track.provenance.note,
    }),
    { certainty: 'inferred', note: raidStepNote },
  )
  return {
    kind: 'drop',
    drop: withNote(
      {
        itemLevel: firstStep.itemLevel,
        placement: trackStepLabel(dataset, track.name, 1),
        certainty: sure.certainty,
      },
      sure.note,
    ),
    vault: null,
  }
}

function trackAnswer(
  dataset: SeasonDataset,
  trinket: Trinket,
  context: Extract<ItemLevelContext, { kind: 'track' }>,
): TrinketItemLevel {
  if (trinket.itemLevel.upgradeable === false) {
    return { kind: 'unknown', reason: 'It cannot be upgraded, so it is on no track' }
  }
  if (trinket.itemLevel.upgradeable === null) {
    return { kind: 'unknown', reason: 'Whether it can be upgraded is not known' }
  }
  const name = trackNameForSlug(context.track)
  const track = trackOf(dataset, name)
  const step = track?.steps.find((s) => s.rank === context.step)
  if (!track || !step) return { kind: 'unknown', reason: `${name} ${context.step} is not known` }
  return {
    kind: 'track',
    level: withNote(
      {
        itemLevel: step.itemLevel,
        placement: trackStepLabel(dataset, name, step.rank),
        certainty: step.certainty,
      },
      track.provenance.note,
    ),
  }
}

/** The item level a trinket has from one of its sources in a context. */
export function trinketItemLevel(
  dataset: SeasonDataset,
  trinket: Trinket,
  source: TrinketSource,
  context: ItemLevelContext | undefined,
): TrinketItemLevel {
  if (context === undefined) {
    const { min, max, provenance } = trinket.itemLevel
    if (min === null && max === null) {
      return { kind: 'unknown', reason: provenance.note ?? 'Its item level is not known' }
    }
    const range: TrinketItemLevel = { kind: 'range', min, max, certainty: provenance.certainty }
    return provenance.certainty !== 'confirmed' && provenance.note !== undefined
      ? { ...range, note: provenance.note }
      : range
  }
  if (context.kind === 'track') return trackAnswer(dataset, trinket, context)

  const instance = instanceOf(dataset, source)
  if (!instance) return { kind: 'unknown', reason: 'Its source is not in this season' }
  if (instance.kind === 'world-bosses') {
    return { kind: 'elsewhere', reason: 'World boss drop' }
  }
  return context.kind === 'key'
    ? keyLevelAnswer(dataset, instance, context.keyLevel)
    : raidAnswer(dataset, instance, source, context.difficulty)
}

/** The one number to hand to a simulator: the drop level, or the track step. */
export function simulatedItemLevel(answer: TrinketItemLevel): LevelFact | null {
  if (answer.kind === 'drop') return answer.drop
  if (answer.kind === 'track') return answer.level
  return null
}

export function raidDifficultyName(dataset: SeasonDataset, difficulty: RaidDifficulty): string {
  return dataset.raidDifficulties.find((d) => d.difficulty === difficulty)?.name ?? difficulty
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

/** Short label for the context picker and the SimC header, e.g. "Mythic+ +10", "Heroic raid". */
export function contextLabel(dataset: SeasonDataset, context: ItemLevelContext | undefined) {
  if (context === undefined) return 'Drop range'
  switch (context.kind) {
    case 'key':
      return `Mythic+ +${context.keyLevel}`
    case 'raid':
      return `${raidDifficultyName(dataset, context.difficulty)} raid`
    case 'track':
      return trackStepLabel(dataset, trackNameForSlug(context.track), context.step) ?? ''
  }
}

/** The contexts the picker offers, all read from the dataset. */
export function contextChoices(dataset: SeasonDataset) {
  const keyLevels: number[] = []
  for (let level = keyLevelRange.min; level <= keyLevelRange.max; level++) {
    if (rewardForKeyLevel(dataset, level)) keyLevels.push(level)
  }
  const difficulties = raidDifficulties.flatMap((slug) => {
    const row = dataset.raidDifficulties.find((d) => d.difficulty === slug)
    return row ? [{ difficulty: slug, name: row.name, track: row.track }] : []
  })
  const tracks = dataset.upgradeTracks.map((track) => ({
    slug: trackSlugForName(track.name),
    name: track.name,
    steps: track.steps.map((step) => ({
      rank: step.rank,
      itemLevel: step.itemLevel,
      certainty: step.certainty,
    })),
  }))
  return { keyLevels, difficulties, tracks }
}
