// The season dataset looked up by the keys links, stores and sources name things by. Built once per
// dataset object (the dataset never changes after parsing), so a look-up on every render or
// keystroke costs a map read, not a scan of every trinket. Undefined means "not in this season".
import type { Encounter, Instance, SeasonDataset, Spec, Trinket, WowClass } from './schema'

export type EncounterPlace = { instance: Instance; encounter: Encounter }

export type SeasonIndex = {
  classBySlug(classSlug: string | undefined): WowClass | undefined
  /** Spec slugs repeat across classes (Frost), so a spec is found by class and spec slug together. */
  specBySlug(classSlug: string | undefined, specSlug: string | undefined): Spec | undefined
  specById(specId: number): Spec | undefined
  /** The class's specs, in the dataset's order. */
  specsOfClass(classSlug: string): readonly Spec[]
  trinketById(itemId: number): Trinket | undefined
  instanceBySlug(instanceSlug: string | undefined): Instance | undefined
  instanceById(instanceId: number): Instance | undefined
  /** A boss with the instance it stands in. */
  encounterById(encounterId: number | undefined): EncounterPlace | undefined
}

const built = new WeakMap<SeasonDataset, SeasonIndex>()

function byKey<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T> {
  const map = new Map<K, T>()
  // The first wins, as Array.find would: a duplicate key is integrity.ts's to report.
  for (const item of items) if (!map.has(key(item))) map.set(key(item), item)
  return map
}

export function seasonIndex(dataset: SeasonDataset): SeasonIndex {
  const cached = built.get(dataset)
  if (cached) return cached
  const classes = byKey(dataset.classes, (c) => c.slug)
  const specs = byKey(dataset.specs, (s) => `${s.classSlug}/${s.slug}`)
  const specIds = byKey(dataset.specs, (s) => s.id)
  const classSpecs = new Map<string, Spec[]>()
  for (const spec of dataset.specs) {
    classSpecs.set(spec.classSlug, [...(classSpecs.get(spec.classSlug) ?? []), spec])
  }
  const trinkets = byKey(dataset.trinkets, (t) => t.id)
  const instances = byKey(dataset.instances, (i) => i.slug)
  const instanceIds = byKey(dataset.instances, (i) => i.id)
  const encounters = new Map<number, EncounterPlace>()
  for (const instance of dataset.instances) {
    for (const encounter of instance.encounters) {
      if (!encounters.has(encounter.id)) encounters.set(encounter.id, { instance, encounter })
    }
  }
  const index: SeasonIndex = {
    classBySlug: (classSlug) => (classSlug === undefined ? undefined : classes.get(classSlug)),
    specBySlug: (classSlug, specSlug) =>
      classSlug === undefined || specSlug === undefined
        ? undefined
        : specs.get(`${classSlug}/${specSlug}`),
    specById: (specId) => specIds.get(specId),
    specsOfClass: (classSlug) => classSpecs.get(classSlug) ?? [],
    trinketById: (itemId) => trinkets.get(itemId),
    instanceBySlug: (slug) => (slug === undefined ? undefined : instances.get(slug)),
    instanceById: (instanceId) => instanceIds.get(instanceId),
    encounterById: (encounterId) =>
      encounterId === undefined ? undefined : encounters.get(encounterId),
  }
  built.set(dataset, index)
  return index
}
