// What a trinket row says about published sims: the value at the item level the row shows,
// read from the publisher's curve. Between two simmed levels it is the nearest lower one, named
// as such; under the lowest simmed level there is none; nothing is extrapolated or interpolated.

import type { SeasonDataset, SimSource } from '~/domain/season/schema'
import type { FightStyle } from '~/domain/sims/fight-styles'
import type { SimPoint, SimSet, SpecSims, WornOnlySim } from '~/domain/sims/schema'
import type { TrinketItemLevel } from '../item-level/item-level-answer'

/** One published point: the value at a simmed item level. */
export type SimReading = { itemLevel: number; value: number }

export type ShownSimValue =
  /** The value at one level: the asked level's own point, or the nearest simmed level below it. */
  | { kind: 'at'; reading: SimReading; askedLevel: number }
  /** Over a row's item-level range: the values at its two ends, as published points. */
  | { kind: 'span'; low: SimReading; high: SimReading }
  /** The row's level is under the lowest simmed level: no value. */
  | { kind: 'below-range'; askedLevel: number; lowestSimmed: number }
  /** The row shows no item level in this context (e.g. a raid trinket at a key level). */
  | { kind: 'no-level' }
  /** The publisher's list for this fight does not have the trinket. */
  | { kind: 'unsimmed' }

/** The published point at the level, or the nearest below it; undefined under the curve's start. */
export function readingAt(points: readonly SimPoint[], itemLevel: number): SimReading | undefined {
  let found: SimPoint | undefined
  for (const point of points) {
    if (point[0] > itemLevel) break
    found = point
  }
  return found && { itemLevel: found[0], value: found[1] }
}

function valueAt(points: readonly SimPoint[], itemLevel: number): ShownSimValue {
  const reading = readingAt(points, itemLevel)
  const first = points[0]
  if (!reading) {
    return {
      kind: 'below-range',
      askedLevel: itemLevel,
      lowestSimmed: first ? first[0] : itemLevel,
    }
  }
  return { kind: 'at', reading, askedLevel: itemLevel }
}

/**
 * Over a range of levels: the top is the value at the range's top (nearest lower point), the
 * bottom the value at its bottom, or the first simmed point where the range starts under the
 * curve. Both are published points inside the range.
 */
function valueOver(points: readonly SimPoint[], min: number, max: number): ShownSimValue {
  const high = readingAt(points, max)
  const first = points[0]
  if (!high || !first) {
    return { kind: 'below-range', askedLevel: max, lowestSimmed: first ? first[0] : max }
  }
  const low = readingAt(points, min) ?? { itemLevel: first[0], value: first[1] }
  if (low.itemLevel === high.itemLevel) return { kind: 'at', reading: high, askedLevel: max }
  return { kind: 'span', low, high }
}

/** The value a row shows, for the item level (or range) its item-level cell shows. */
export function shownSimValue(
  points: readonly SimPoint[] | undefined,
  answer: TrinketItemLevel,
): ShownSimValue {
  if (!points) return { kind: 'unsimmed' }
  switch (answer.kind) {
    case 'drop':
      return valueAt(points, answer.drop.itemLevel)
    case 'track':
      return valueAt(points, answer.level.itemLevel)
    case 'span':
      return valueOver(points, answer.lowest.itemLevel, answer.max)
    case 'range':
      return answer.min !== null && answer.max !== null
        ? valueOver(points, answer.min, answer.max)
        : { kind: 'no-level' }
    default:
      return { kind: 'no-level' }
  }
}

/** What the "sim value" order sorts by: the shown value, or a span's top; none without a value. */
export function sortingValue(shown: ShownSimValue): number | undefined {
  if (shown.kind === 'at') return shown.reading.value
  if (shown.kind === 'span') return shown.high.value
  return undefined
}

/** A worn-only curve, its `cannotLoot` mark read as a plain yes or no. */
export type WornOnlyValue = Omit<WornOnlySim, 'cannotLoot'> & { cannotLoot: boolean }

/** One trinket of a later run, with the run's source and date. */
export type LaterSim = {
  sourceId: string
  simmedAt: string
  name: string
  sourceCategory: string | null
  cannotLoot: boolean
  points: readonly SimPoint[]
}

/** The later runs' trinkets by item id; the first run naming an item wins (the schema allows one). */
function laterSims(set: SimSet): Map<number, LaterSim> {
  const later = new Map<number, LaterSim>()
  // Files written before later runs existed have none (the browser does not run the schema).
  for (const run of set.laterRuns ?? []) {
    for (const item of run.items) {
      if (later.has(item.itemId)) continue
      later.set(item.itemId, {
        sourceId: run.sourceId,
        simmedAt: run.simmedAt,
        name: item.name,
        sourceCategory: item.sourceCategory,
        cannotLoot: item.cannotLoot === true,
        points: item.points,
      })
    }
  }
  return later
}

/** One fight's sims for the chosen spec, ready for the rows. */
export type FightSims = {
  fight: FightStyle
  source: SimSource
  set: SimSet
  /** Each simmed trinket's curve, by item id. */
  curves: ReadonlyMap<number, readonly SimPoint[]>
  /**
   * Crafted, delve, PvP and older trinkets' curves, and season trinkets the spec cannot loot
   * (`cannotLoot`), by item id: for comparing what a player owns, never rows.
   */
  wornOnly: ReadonlyMap<number, WornOnlyValue>
  /**
   * Trinkets the fight's list lacks, from a later or longer run (Bloodmallet's whole chart of a
   * later day, QE Live's rows past its top 15), by item id: never rows, and never ranked with
   * the list's values as if one chart, so each names its source and when it was simmed.
   */
  later: ReadonlyMap<number, LaterSim>
  /** The highest value in the fight's list at any level: a full value bar. */
  best: number
  /** The spec's other fight, for the switch; undefined where the publisher has one. */
  other: FightStyle | undefined
}

const fightSimsCache = new WeakMap<SpecSims, Map<FightStyle, FightSims | undefined>>()

/** The spec's sims for one fight; undefined where the publisher has none for it. Built once. */
export function fightSimsOf(
  dataset: SeasonDataset,
  sims: SpecSims,
  fight: FightStyle,
): FightSims | undefined {
  let byFight = fightSimsCache.get(sims)
  if (!byFight) {
    byFight = new Map()
    fightSimsCache.set(sims, byFight)
  }
  if (byFight.has(fight)) return byFight.get(fight)
  const set = sims.sets.find((s) => s.fightStyle === fight)
  const source = set && dataset.simSources.find((s) => s.id === set.sourceId)
  const found =
    set && source
      ? {
          fight,
          source,
          set,
          curves: new Map(set.items.map((item) => [item.itemId, item.points])),
          wornOnly: new Map(
            set.wornOnly.map((item) => [
              item.itemId,
              { ...item, cannotLoot: item.cannotLoot === true },
            ]),
          ),
          later: laterSims(set),
          best: Math.max(...set.items.flatMap((item) => item.points.map((point) => point[1]))),
          other: sims.sets.find((s) => s.fightStyle !== fight)?.fightStyle,
        }
      : undefined
  byFight.set(fight, found)
  return found
}
