// The activity a player names to ask "what item level would this drop at?": a keystone level, a
// raid difficulty or a step of an upgrade track. Its text form (`key-10`, `raid-heroic`,
// `track-hero-4`) is what links carry in `ilvl`. Zod-free, like vocabulary.ts, for the browser.
import {
  oneOf,
  type RaidDifficulty,
  raidDifficulties,
  type UpgradeTrackSlug,
  upgradeTrackSlugs,
} from './vocabulary'

/**
 * Keystone levels the tracker offers; rewards stop rising well before the top. 0 is Mythic 0 (a
 * Mythic dungeon without a keystone); there is no +1 keystone.
 */
export const keyLevelRange = { min: 0, max: 20 } as const
export const mythicZeroKeyLevel = 0
/** Track steps are checked against the season's tracks later; this only bounds the syntax. */
export const maxTrackStep = 12

export type ItemLevelContext =
  | { kind: 'key'; keyLevel: number }
  | { kind: 'raid'; difficulty: RaidDifficulty }
  | { kind: 'track'; track: UpgradeTrackSlug; step: number }

/** Reads the text form; anything malformed or out of range is undefined (no context). */
export function parseItemLevelContext(value: unknown): ItemLevelContext | undefined {
  if (typeof value !== 'string') return undefined
  const key = /^key-(\d{1,2})$/.exec(value)
  if (key) {
    const keyLevel = Number(key[1])
    return keyLevel >= keyLevelRange.min && keyLevel <= keyLevelRange.max && keyLevel !== 1
      ? { kind: 'key', keyLevel }
      : undefined
  }
  const raid = /^raid-([a-z]+)$/.exec(value)
  if (raid) {
    const difficulty = oneOf(raidDifficulties, raid[1])
    return difficulty && { kind: 'raid', difficulty }
  }
  const track = /^track-([a-z]+)-(\d{1,2})$/.exec(value)
  if (track) {
    const name = oneOf(upgradeTrackSlugs, track[1])
    const step = Number(track[2])
    return name && step >= 1 && step <= maxTrackStep
      ? { kind: 'track', track: name, step }
      : undefined
  }
  return undefined
}

export function formatItemLevelContext(context: ItemLevelContext): string {
  switch (context.kind) {
    case 'key':
      return `key-${context.keyLevel}`
    case 'raid':
      return `raid-${context.difficulty}`
    case 'track':
      return `track-${context.track}-${context.step}`
  }
}
