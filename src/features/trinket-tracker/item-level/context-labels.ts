// The chosen activity in players' words: "Mythic+ +10", "Heroic raid", "Hero 4/6".
import { type ItemLevelContext, mythicZeroKeyLevel } from '~/domain/season/item-level-context'
import { trackStepLabel } from '~/domain/season/lookups'
import type { RaidDifficulty, SeasonDataset } from '~/domain/season/schema'
import { trackNameForSlug } from '~/domain/season/vocabulary'

/** "Mythic 0", "+10". */
export function keyLevelName(keyLevel: number): string {
  return keyLevel === mythicZeroKeyLevel ? 'Mythic 0' : `+${keyLevel}`
}

export function raidDifficultyName(dataset: SeasonDataset, difficulty: RaidDifficulty): string {
  return dataset.raidDifficulties.find((d) => d.difficulty === difficulty)?.name ?? difficulty
}

/** Short label for the context picker and the SimC header, e.g. "Mythic+ +10", "Heroic raid". */
export function contextLabel(dataset: SeasonDataset, context: ItemLevelContext | undefined) {
  if (context === undefined) return 'Drop range'
  switch (context.kind) {
    case 'key':
      return context.keyLevel === mythicZeroKeyLevel ? 'Mythic 0' : `Mythic+ +${context.keyLevel}`
    case 'raid':
      return `${raidDifficultyName(dataset, context.difficulty)} raid`
    case 'track':
      return trackStepLabel(dataset, trackNameForSlug(context.track), context.step) ?? ''
  }
}
