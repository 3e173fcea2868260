// Whether an export was made in this season: its game version (`# WoW 12.0.5…`, or the addon's
// own version), the character's level, or its worn trinkets sitting on an earlier season's
// tracks. An old export still reads, but its answers compare what the character had then, and no
// crest plan is built for it.
import type { SeasonDataset } from '~/domain/season/schema'
import type { CharacterFields } from './character-schema'

export type ExportSeason =
  | { kind: 'current' }
  | { kind: 'earlier-patch'; version: string }
  | { kind: 'earlier-expansion'; version: string }
  | { kind: 'later-patch'; version: string }
  | { kind: 'low-level'; level: number }
  | { kind: 'earlier-items' }

/** The character level this season's content is for. */
export const seasonLevel = 90

function majorMinor(version: string): [number, number] | undefined {
  const [major, minor] = version.split('.').map(Number)
  return major !== undefined && minor !== undefined && Number.isFinite(major + minor)
    ? [major, minor]
    : undefined
}

export function exportSeasonOf(
  dataset: SeasonDataset,
  character: Pick<CharacterFields, 'gameVersion' | 'level' | 'trinkets'>,
): ExportSeason {
  const season = majorMinor(dataset.season.patch)
  const made = character.gameVersion ? majorMinor(character.gameVersion) : undefined
  if (season && made && character.gameVersion) {
    const [major, minor] = made
    if (major < season[0]) return { kind: 'earlier-expansion', version: character.gameVersion }
    if (major === season[0] && minor < season[1]) {
      return { kind: 'earlier-patch', version: character.gameVersion }
    }
    if (major > season[0] || minor > season[1]) {
      return { kind: 'later-patch', version: character.gameVersion }
    }
  }
  if (character.level !== null && character.level < seasonLevel) {
    return { kind: 'low-level', level: character.level }
  }
  // Without a version line: worn trinkets all on an earlier season's tracks say it.
  const worn = character.trinkets.filter((t) => t.where === 'equipped' && t.bonusLevel)
  if (
    !made &&
    worn.length > 0 &&
    worn.every((trinket) => trinket.bonusLevel?.kind === 'previous-season')
  ) {
    return { kind: 'earlier-items' }
  }
  return { kind: 'current' }
}
