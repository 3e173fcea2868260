// The farm plan: where the tracked trinkets drop, ranked so the key to run and the boss to kill
// with the most tracked trinkets come first. A dungeon is one stop (a key clears every boss);
// raid, lair and world bosses are a stop each.

import type { Encounter, Instance, SeasonDataset, Trinket } from '~/domain/season/schema'
import type {
  ItemLevelContext,
  TrinketSourceKind,
} from '~/features/trinket-tracker/state/tracker-search'
import { byName } from '~/lib/words'
import { type TrinketItemLevel, trinketItemLevel } from '../item-level/item-level'
import { sourceKindOf, trinketIndex } from '../list/trinket-filter'

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

/** Stops ranked by tracked trinkets dropped, then dungeons before bosses, then by name/order. */
export function farmPlan(
  dataset: SeasonDataset,
  tracked: readonly Trinket[],
  context?: ItemLevelContext,
): FarmStop[] {
  const trackedIds = new Set(tracked.map((t) => t.id))
  const stops = new Map<string, FarmStop>()
  for (const entry of trinketIndex(dataset)) {
    if (!trackedIds.has(entry.trinket.id)) continue
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

/**
 * How many of these trinkets (the spec's top picks) drop at each stop, by stop key: their drops
 * are looked up once for the whole plan, not once per stop.
 */
export function countDroppingAtStops(
  dataset: SeasonDataset,
  plan: readonly FarmStop[],
  trinkets: readonly Trinket[],
): ReadonlyMap<string, number> {
  const ids = new Set(trinkets.map((t) => t.id))
  const drops = trinketIndex(dataset)
    .filter((entry) => ids.has(entry.trinket.id))
    .map((entry) => entry.drops)
  return new Map(
    plan.map((stop) => [
      stop.key,
      drops.filter((trinketDrops) =>
        trinketDrops.some((drop) =>
          stop.encounter
            ? drop.encounter.id === stop.encounter.id
            : drop.instance.id === stop.instance.id,
        ),
      ).length,
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
