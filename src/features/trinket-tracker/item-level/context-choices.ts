// The activities the item-level picker offers, and whether a linked one exists this season: both
// read from the dataset, so a season without LFR or a Myth track offers none.
import { type ItemLevelContext, keyLevelRange } from '~/domain/season/item-level-context'
import { trackByName } from '~/domain/season/lookups'
import type { SeasonDataset } from '~/domain/season/schema'
import { raidDifficulties, trackNameForSlug, trackSlugForName } from '~/domain/season/vocabulary'
import { keyRewardFor } from './key-rewards'

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
      return keyRewardFor(dataset, context.keyLevel) ? context : undefined
    case 'raid':
      return dataset.raidDifficulties.some((d) => d.difficulty === context.difficulty)
        ? context
        : undefined
    case 'track': {
      const track = trackByName(dataset, trackNameForSlug(context.track))
      return track?.steps.some((s) => s.rank === context.step) ? context : undefined
    }
  }
}

/** The contexts the picker offers, all read from the dataset. */
export function contextChoices(dataset: SeasonDataset) {
  const keyLevels: number[] = []
  for (let level = keyLevelRange.min; level <= keyLevelRange.max; level++) {
    if (keyRewardFor(dataset, level)) keyLevels.push(level)
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
