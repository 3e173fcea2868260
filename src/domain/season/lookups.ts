// Small pure look-ups over the season dataset; undefined means "not in this season".
import type {
  Encounter,
  Instance,
  SeasonDataset,
  Spec,
  TrackName,
  Trinket,
  UpgradeTrack,
  WowClass,
} from './schema'

export function classBySlug(dataset: SeasonDataset, classSlug: string): WowClass | undefined {
  return dataset.classes.find((c) => c.slug === classSlug)
}

/** Spec slugs repeat across classes (Frost), so a spec is found by class and spec slug together. */
export function specBySlug(
  dataset: SeasonDataset,
  classSlug: string,
  specSlug: string,
): Spec | undefined {
  return dataset.specs.find((s) => s.classSlug === classSlug && s.slug === specSlug)
}

export function specById(dataset: SeasonDataset, specId: number): Spec | undefined {
  return dataset.specs.find((s) => s.id === specId)
}

export function encounterById(
  dataset: SeasonDataset,
  encounterId: number,
): { instance: Instance; encounter: Encounter } | undefined {
  for (const instance of dataset.instances) {
    const encounter = instance.encounters.find((e) => e.id === encounterId)
    if (encounter) return { instance, encounter }
  }
  return undefined
}

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

export function trinketsForSpec(dataset: SeasonDataset, specId: number): Trinket[] {
  return dataset.trinkets.filter((t) => t.specIds.includes(specId))
}

export function dungeons(dataset: SeasonDataset): Instance[] {
  return dataset.instances.filter((i) => i.kind === 'dungeon')
}
