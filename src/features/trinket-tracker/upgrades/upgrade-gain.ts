// The upgrade answer's one rule: what equipping a trinket at a level would add, in the spec's sim
// unit, over the weaker of the two trinkets the character wears. Values are read as the rows read
// them (the published point at the level, or the nearest simmed level below it); nothing is
// interpolated or extrapolated.
//
// One unknown never hides a known comparison: where one worn trinket has no published value, the
// candidate is compared with the other, and the answer is a lower bound ("at least +2,999 QE
// score over your Hex Lord's Dooming Idol"), since swapping out whichever is weaker gains at least
// that much. Where that comparison is no gain, the answer says so and that the other is unknown:
// it is never called "no upgrade".
//
// The publishers' numbers are each trinket's gain over an empty slot for a standard character, so
// the difference of two is an estimate of the swap, not a sim of the player's character.
import type { SimUnit } from '~/domain/sims/fight-styles'
import type { SimPoint } from '~/domain/sims/schema'
import { type FightSims, readingAt, type SimReading } from '../sims/sim-value'

/** Which publisher run a value comes from: the rows' own, or a later or longer one. */
export type ValueRun = { sourceId: string; simmedAt: string }

/** A trinket's published curve for the spec and fight, with its run. */
export type Curve = {
  points: readonly SimPoint[]
  run: ValueRun
  /** The loot data says the spec cannot loot it: the value is still the publisher's for it. */
  cannotLoot: boolean
  /** The publisher's name for a trinket outside the season's drops. */
  name?: string
  /** The publisher's own tag (Profession, Delve, High PvP…), where it gives one. */
  sourceCategory?: string | null
}

/** Every trinket the publisher simmed for the spec and fight, by item id: plain data. */
export type ValueBook = {
  unit: SimUnit
  /** The run the list's rows read. */
  run: ValueRun
  curves: ReadonlyMap<number, Curve>
  /** The highest item level the season has: a figure above it is no level to read a value at. */
  highestLevel: number
}

/**
 * The fight's values: the list's own curves, the worn-only ones (crafted, delve, PvP, older, and
 * season trinkets the spec cannot loot), then a later run's for trinkets neither has.
 */
export function valueBookOf(sims: FightSims, highestLevel: number): ValueBook {
  const run = { sourceId: sims.set.sourceId, simmedAt: sims.set.simmedAt }
  const curves = new Map<number, Curve>()
  for (const [itemId, later] of sims.later) {
    curves.set(itemId, {
      points: later.points,
      run: { sourceId: later.sourceId, simmedAt: later.simmedAt },
      cannotLoot: later.cannotLoot,
      name: later.name,
      sourceCategory: later.sourceCategory,
    })
  }
  for (const [itemId, worn] of sims.wornOnly) {
    curves.set(itemId, {
      points: worn.points,
      run,
      cannotLoot: worn.cannotLoot === true,
      name: worn.name,
      sourceCategory: worn.sourceCategory,
    })
  }
  for (const [itemId, points] of sims.curves) {
    curves.set(itemId, { points, run, cannotLoot: false })
  }
  return { unit: sims.source.unit, run, curves, highestLevel }
}

/** A trinket at a level: one the character wears, or one it could equip. */
export type TrinketAtLevel = { id: number; name: string; itemLevel: number | null }

/** A trinket's value read at a level: the point read, the level asked for, and its run. */
export type ValueAt = TrinketAtLevel & {
  itemLevel: number
  reading: SimReading
  run: ValueRun
  cannotLoot: boolean
}

export type MissingValue =
  | { why: 'no-level'; trinket: TrinketAtLevel; worn: boolean }
  | { why: 'unsimmed'; trinket: TrinketAtLevel; worn: boolean }
  | { why: 'below-range'; trinket: TrinketAtLevel; worn: boolean; lowestSimmed: number }
  /** A level above any this season has (a tampered or foreign export): nothing is read for it. */
  | { why: 'above-season'; trinket: TrinketAtLevel; worn: boolean; highestLevel: number }
  /** The spec has no published sims at all. */
  | { why: 'spec-unsimmed'; trinket: TrinketAtLevel; worn: boolean }

/** Its verdicts are in the owned mark's words (character/owned.ts's Upgrade): gain, no upgrade. */
export type UpgradeGain =
  /**
   * `over` is the worn trinket it replaces, or the empty slot. Where `unvalued` names a worn
   * trinket without a value, the gain is a lower bound: the best swap gains at least this much.
   */
  | {
      kind: 'gain'
      gain: number
      candidate: ValueAt
      over: ValueAt | 'empty-slot'
      unvalued: readonly MissingValue[]
    }
  | { kind: 'no-upgrade'; candidate: ValueAt; over: ValueAt }
  /** No gain over the worn trinket with a value; whether it beats the other one is unknown. */
  | { kind: 'not-over'; candidate: ValueAt; over: ValueAt; unvalued: readonly MissingValue[] }
  /** A value the rule needs is missing: `missing` says which, and there is no number. */
  | { kind: 'unknown'; missing: MissingValue }

/** Differences smaller than this are rounding in the published numbers, not a gain. */
const tolerance = 1e-9

/** A trinket's published value at its level, or why there is none. */
export function publishedValue(
  book: ValueBook | undefined,
  trinket: TrinketAtLevel,
  worn: boolean,
): ValueAt | { missing: MissingValue } {
  if (!book) return { missing: { why: 'spec-unsimmed', trinket, worn } }
  if (trinket.itemLevel === null) return { missing: { why: 'no-level', trinket, worn } }
  if (trinket.itemLevel > book.highestLevel) {
    return {
      missing: { why: 'above-season', trinket, worn, highestLevel: book.highestLevel },
    }
  }
  const curve = book.curves.get(trinket.id)
  if (!curve) return { missing: { why: 'unsimmed', trinket, worn } }
  const reading = readingAt(curve.points, trinket.itemLevel)
  if (!reading) {
    return {
      missing: { why: 'below-range', trinket, worn, lowestSimmed: curve.points[0]?.[0] ?? 0 },
    }
  }
  return {
    ...trinket,
    itemLevel: trinket.itemLevel,
    reading,
    run: curve.run,
    cannotLoot: curve.cannotLoot,
  }
}

/**
 * The gain of equipping `candidate` in place of the weaker of `worn` (the equipped trinkets; the
 * first two count). A trinket the character already wears is compared with its own worn copy
 * (level only): trinkets of one name cannot be worn twice.
 */
export function upgradeGain(
  book: ValueBook | undefined,
  worn: readonly TrinketAtLevel[],
  candidate: TrinketAtLevel,
): UpgradeGain {
  const slots = worn.slice(0, 2)
  const wanted = publishedValue(book, candidate, false)
  if ('missing' in wanted) return { kind: 'unknown', missing: wanted.missing }

  const same = slots.find((trinket) => trinket.id === candidate.id)
  if (same) {
    const own = publishedValue(book, same, true)
    if ('missing' in own) return { kind: 'unknown', missing: own.missing }
    const gain = wanted.reading.value - own.reading.value
    return gain > tolerance
      ? { kind: 'gain', gain, candidate: wanted, over: own, unvalued: [] }
      : { kind: 'no-upgrade', candidate: wanted, over: own }
  }
  // An empty slot is worth nothing: the published numbers are gains over one.
  if (slots.length < 2) {
    return {
      kind: 'gain',
      gain: wanted.reading.value,
      candidate: wanted,
      over: 'empty-slot',
      unvalued: [],
    }
  }

  const valued: ValueAt[] = []
  const unvalued: MissingValue[] = []
  for (const trinket of slots) {
    const value = publishedValue(book, trinket, true)
    if ('missing' in value) unvalued.push(value.missing)
    else valued.push(value)
  }
  const weaker = valued.reduce<ValueAt | undefined>(
    (low, value) => (low === undefined || value.reading.value < low.reading.value ? value : low),
    undefined,
  )
  const [firstMissing] = unvalued
  if (!weaker) {
    return firstMissing
      ? { kind: 'unknown', missing: firstMissing }
      : {
          kind: 'gain',
          gain: wanted.reading.value,
          candidate: wanted,
          over: 'empty-slot',
          unvalued,
        }
  }
  const gain = wanted.reading.value - weaker.reading.value
  if (gain > tolerance) return { kind: 'gain', gain, candidate: wanted, over: weaker, unvalued }
  return unvalued.length > 0
    ? { kind: 'not-over', candidate: wanted, over: weaker, unvalued }
    : { kind: 'no-upgrade', candidate: wanted, over: weaker }
}

/** The number an order sorts by: the gain (or its lower bound), zero for no upgrade, else none. */
export function sortingGain(answer: UpgradeGain): number | undefined {
  if (answer.kind === 'gain') return answer.gain
  if (answer.kind === 'no-upgrade') return 0
  return undefined
}

/** The runs an answer's values come from, each once. */
export function runsOf(answer: UpgradeGain): ValueRun[] {
  if (answer.kind === 'unknown') return []
  const values = answer.over === 'empty-slot' ? [answer.candidate] : [answer.candidate, answer.over]
  const runs = new Map(
    values.map((value) => [`${value.run.sourceId}@${value.run.simmedAt}`, value.run]),
  )
  return [...runs.values()]
}
