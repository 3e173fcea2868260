// The season's fixed word lists, written once. Kept apart from the zod schema (which builds its
// enums from them) so that browser code can use them without loading the schema's parser.

export const raidDifficulties = ['lfr', 'normal', 'heroic', 'mythic'] as const
export type RaidDifficulty = (typeof raidDifficulties)[number]

/** Upgrade tracks from lowest to highest, as the game names them. */
export const upgradeTrackNames = ['Adventurer', 'Veteran', 'Champion', 'Hero', 'Myth'] as const
export type TrackName = (typeof upgradeTrackNames)[number]

/** The same tracks as they are written in links (`track-hero-4`). */
export const upgradeTrackSlugs = upgradeTrackNames.map(
  (name) => name.toLowerCase() as Lowercase<TrackName>,
)
export type UpgradeTrackSlug = Lowercase<TrackName>

export function trackNameForSlug(slug: UpgradeTrackSlug): TrackName {
  return upgradeTrackNames[upgradeTrackSlugs.indexOf(slug)] ?? 'Adventurer'
}

export function trackSlugForName(name: TrackName): UpgradeTrackSlug {
  return name.toLowerCase() as UpgradeTrackSlug
}

/** `value` when it is one of `choices`, else undefined: how links and stores read a word. */
export function oneOf<T extends string>(choices: readonly T[], value: unknown): T | undefined {
  return typeof value === 'string' && (choices as readonly string[]).includes(value)
    ? (value as T)
    : undefined
}
