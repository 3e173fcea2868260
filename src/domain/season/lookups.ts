// Small pure look-ups and labels over the season dataset; undefined means "not in this season".
// Look-ups by id or slug go through season-index.ts, which indexes the dataset once.
import type { Encounter, Instance, SeasonDataset, TrackName, UpgradeTrack } from './schema'

/**
 * A boss name fit to show. Where no source names the boss, plain words say what it is; the
 * game's journal id means nothing to players.
 */
export function encounterDisplayName(encounter: Encounter, instance?: Instance): string {
  if (encounter.name !== null) return encounter.name
  if (instance?.kind === 'world-bosses') return `${instance.name} (shared loot)`
  return 'A boss our sources do not name'
}

export function trackByName(dataset: SeasonDataset, name: TrackName): UpgradeTrack | undefined {
  return dataset.upgradeTracks.find((t) => t.name === name)
}

/**
 * "Hero 3/6": where an item level sits on its upgrade track, as the game's tooltip says it. Only
 * "Hero 3" when the season has no such track to count steps on; null when the track or the step
 * is not known.
 */
export function trackStepLabel(
  dataset: SeasonDataset,
  track: TrackName | null,
  rank: number | null,
): string | null {
  if (track === null || rank === null) return null
  const steps = trackByName(dataset, track)?.steps.length
  // Past the last step ("Myth 9") the game counts on without a "/6".
  return steps === undefined || rank > steps ? `${track} ${rank}` : `${track} ${rank}/${steps}`
}

export function dungeons(dataset: SeasonDataset): Instance[] {
  return dataset.instances.filter((i) => i.kind === 'dungeon')
}
