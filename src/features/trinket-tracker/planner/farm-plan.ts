// The farm plan: where the tracked trinkets drop, ranked so the key to run and the boss to kill
// with the most tracked trinkets come first. A dungeon is one stop (a key clears every boss);
// raid, lair and world bosses are a stop each.

import type { ItemLevelContext } from '~/domain/season/item-level-context'
import type { Encounter, Instance, SeasonDataset, Trinket } from '~/domain/season/schema'
import type { TrinketSourceKind } from '~/domain/season/trinket-kinds'
import { byName } from '~/lib/by-name'
import { trinketItemLevel } from '../item-level/item-level'
import type { TrinketItemLevel } from '../item-level/item-level-answer'
import { sourceKindOf, type TrinketEntry, trinketIndex } from '../model/trinket-filter'

export type FarmStop = {
  /** Stable key for lists. */
  key: string
  sourceKind: TrinketSourceKind
  instance: Instance
  /** The boss to kill; null for a dungeon, where the whole run is the stop. */
  encounter: Encounter | null
  /**
   * Each tracked trinket that drops here, with the boss that drops it and the level it drops at
   * in the chosen context (the same answer the list shows for that boss).
   */
  drops: { trinket: Trinket; encounter: Encounter; itemLevel: TrinketItemLevel }[]
}

const kindOrder: Record<TrinketSourceKind, number> = { dungeon: 0, raid: 1, other: 2 }

/**
 * Each of these trinkets' index entries (drops looked up), by id, in the index's order: the one
 * pass over the dataset a plan needs.
 */
export function trinketEntries(
  dataset: SeasonDataset,
  trinkets: readonly Trinket[],
): Map<number, TrinketEntry> {
  const ids = new Set(trinkets.map((t) => t.id))
  const entries = new Map<number, TrinketEntry>()
  for (const entry of trinketIndex(dataset)) {
    if (ids.has(entry.trinket.id)) entries.set(entry.trinket.id, entry)
  }
  return entries
}

/**
 * Stops ranked by tracked trinkets dropped, then dungeons before bosses, then by name/order. Takes
 * the trinkets with their drops already looked up (trinketEntries).
 */
export function farmPlan(
  dataset: SeasonDataset,
  tracked: readonly TrinketEntry[],
  context?: ItemLevelContext,
): FarmStop[] {
  const stops = new Map<string, FarmStop>()
  for (const entry of tracked) {
    const counted = new Set<string>()
    for (const drop of entry.drops) {
      const perBoss = drop.sourceKind !== 'dungeon'
      const key = perBoss ? `boss-${drop.encounter.id}` : `instance-${drop.instance.id}`
      let stop = stops.get(key)
      if (!stop) {
        stop = {
          key,
          sourceKind: sourceKindOf(drop.instance.kind),
          instance: drop.instance,
          encounter: perBoss ? drop.encounter : null,
          drops: [],
        }
        stops.set(key, stop)
      }
      // Two bosses of one dungeon listing the same trinket still make it one trinket there.
      if (counted.has(key)) continue
      counted.add(key)
      stop.drops.push({
        trinket: entry.trinket,
        encounter: drop.encounter,
        itemLevel: trinketItemLevel(dataset, entry.trinket, drop.source, context),
      })
    }
  }
  const plan = [...stops.values()]
  for (const stop of plan) {
    stop.drops.sort(
      (a, b) => a.encounter.order - b.encounter.order || byName(a.trinket.name, b.trinket.name),
    )
  }
  return plan.sort(
    (a, b) =>
      b.drops.length - a.drops.length ||
      kindOrder[a.sourceKind] - kindOrder[b.sourceKind] ||
      byName(a.instance.name, b.instance.name) ||
      (a.encounter?.order ?? 0) - (b.encounter?.order ?? 0),
  )
}

/** How many of these trinkets (the spec's top picks) drop in each place of the plan, by place key. */
export function countDroppingAtPlaces(
  places: readonly FarmPlace[],
  trinkets: readonly TrinketEntry[],
): ReadonlyMap<string, number> {
  const instancesOf = trinkets.map((entry) => new Set(entry.drops.map((drop) => drop.instance.id)))
  return new Map(
    places.map((place) => [
      place.key,
      instancesOf.filter((instances) => instances.has(place.instance.id)).length,
    ]),
  )
}

/** The level a farm stop gives, as the list shows it: "315, vault 318"; nothing when none. */
export function farmLevelText(answer: TrinketItemLevel): string | null {
  if (answer.kind === 'drop') {
    return answer.vault
      ? `${answer.drop.itemLevel}, vault ${answer.vault.itemLevel}`
      : String(answer.drop.itemLevel)
  }
  if (answer.kind === 'track') return String(answer.level.itemLevel)
  return null
}

/**
 * The plan as a player reads it: one entry per dungeon or raid, in the order of its best stop, with
 * that place's stops inside it (a raid's bosses together, not as unrelated stops).
 */
export type FarmPlace = {
  key: string
  sourceKind: TrinketSourceKind
  instance: Instance
  stops: FarmStop[]
  /** Each tracked trinket once, even when two of the place's bosses drop it. */
  trinketCount: number
}

export function farmPlaces(plan: readonly FarmStop[]): FarmPlace[] {
  const places = new Map<number, FarmPlace>()
  for (const stop of plan) {
    let place = places.get(stop.instance.id)
    if (!place) {
      place = {
        key: `place-${stop.instance.id}`,
        sourceKind: stop.sourceKind,
        instance: stop.instance,
        stops: [],
        trinketCount: 0,
      }
      places.set(stop.instance.id, place)
    }
    place.stops.push(stop)
  }
  for (const place of places.values()) {
    place.stops.sort((a, b) => (a.encounter?.order ?? 0) - (b.encounter?.order ?? 0))
    place.trinketCount = new Set(place.stops.flatMap((s) => s.drops.map((d) => d.trinket.id))).size
  }
  // A map keeps the order places were first met in: the order of each place's best stop.
  return [...places.values()]
}

/**
 * What to run for a place in the chosen context, in players' words: "+10", "Mythic 0", "Heroic".
 * Null where the context says nothing about that kind of place (a raid difficulty for a dungeon).
 */
export function farmRunText(
  dataset: SeasonDataset,
  sourceKind: TrinketSourceKind,
  context: ItemLevelContext | undefined,
): string | null {
  if (sourceKind === 'dungeon' && context?.kind === 'key') {
    return context.keyLevel === 0 ? 'Mythic 0' : `+${context.keyLevel}`
  }
  if (sourceKind === 'raid' && context?.kind === 'raid') {
    const difficulty = dataset.raidDifficulties.find((d) => d.difficulty === context.difficulty)
    return difficulty?.name ?? null
  }
  return null
}

/** A trinket the Great Vault can offer, at the vault level the chosen context gives. */
export type VaultOption = { trinket: Trinket; sourceKind: TrinketSourceKind; itemLevel: number }

/**
 * The Great Vault as one more way to each tracked trinket: the ones whose drop in the chosen
 * context has a vault level (a key level or raid difficulty), each once, at that level.
 */
export function vaultOptions(plan: readonly FarmStop[]): VaultOption[] {
  const options = new Map<number, VaultOption>()
  for (const stop of plan) {
    for (const drop of stop.drops) {
      const answer = drop.itemLevel
      if (answer.kind !== 'drop' || answer.vault === null || options.has(drop.trinket.id)) continue
      options.set(drop.trinket.id, {
        trinket: drop.trinket,
        sourceKind: stop.sourceKind,
        itemLevel: answer.vault.itemLevel,
      })
    }
  }
  return [...options.values()]
}
