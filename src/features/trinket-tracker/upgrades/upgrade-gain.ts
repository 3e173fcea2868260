// The upgrade answer's one rule: what equipping a trinket at a level would add, in the spec's sim
// unit, over the weaker of the two trinkets the character wears (the one whose published value at
// its own level is lower). Values are read as the rows read them (the published point at the
// level, or the nearest simmed level below it); nothing is interpolated, and where a value the
// rule needs is missing the answer says which one and gives no number.
//
// The publishers' numbers are each trinket's gain over an empty slot for a standard character, so
// the difference of two is an estimate of the swap, not a sim of the player's character.
import type { SimUnit } from '~/domain/sims/fight-styles'
import type { SimPoint } from '~/domain/sims/schema'
import { type FightSims, readingAt, type SimReading } from '../sims/sim-value'

/** Each trinket's published curve for one spec and fight: season drops and worn-only ones. */
export type ValueBook = {
  unit: SimUnit
  curveOf: (itemId: number) => readonly SimPoint[] | undefined
}

/** The fight's values for every trinket the publisher simmed for the spec. */
export function valueBookOf(sims: FightSims): ValueBook {
  return {
    unit: sims.source.unit,
    curveOf: (itemId) => sims.curves.get(itemId) ?? sims.wornOnly.get(itemId)?.points,
  }
}

/** A trinket at a level: one the character wears, or one it could equip. */
export type TrinketAtLevel = { id: number; name: string; itemLevel: number | null }

/** A trinket's value read at a level: the point read, and the level asked for. */
export type ValueAt = TrinketAtLevel & { itemLevel: number; reading: SimReading }

export type UpgradeGain =
  /** `over` is the worn trinket it replaces, or the empty slot where one is empty. */
  | { kind: 'gain'; gain: number; candidate: ValueAt; over: ValueAt | 'empty-slot' }
  | { kind: 'no-upgrade'; candidate: ValueAt; over: ValueAt }
  /** A value the rule needs is missing: `missing` says which, and there is no number. */
  | { kind: 'unknown'; missing: MissingValue }

export type MissingValue =
  | { why: 'no-level'; trinket: TrinketAtLevel; worn: boolean }
  | { why: 'unsimmed'; trinket: TrinketAtLevel; worn: boolean }
  | { why: 'below-range'; trinket: TrinketAtLevel; worn: boolean; lowestSimmed: number }

/** Differences smaller than this are rounding in the published numbers, not a gain. */
const tolerance = 1e-9

function publishedValue(
  book: ValueBook,
  trinket: TrinketAtLevel,
  worn: boolean,
): ValueAt | { missing: MissingValue } {
  if (trinket.itemLevel === null) return { missing: { why: 'no-level', trinket, worn } }
  const curve = book.curveOf(trinket.id)
  if (!curve) return { missing: { why: 'unsimmed', trinket, worn } }
  const reading = readingAt(curve, trinket.itemLevel)
  if (!reading) {
    return {
      missing: { why: 'below-range', trinket, worn, lowestSimmed: curve[0]?.[0] ?? 0 },
    }
  }
  return { ...trinket, itemLevel: trinket.itemLevel, reading }
}

function compare(candidate: ValueAt, over: ValueAt): UpgradeGain {
  const gain = candidate.reading.value - over.reading.value
  return gain > tolerance
    ? { kind: 'gain', gain, candidate, over }
    : { kind: 'no-upgrade', candidate, over }
}

/**
 * The gain of equipping `candidate` in place of the weaker of `worn` (the equipped trinkets; the
 * first two count). A trinket the character already wears is compared with its own worn copy
 * (level only): trinkets of one name cannot be worn twice.
 */
export function upgradeGain(
  book: ValueBook,
  worn: readonly TrinketAtLevel[],
  candidate: TrinketAtLevel,
): UpgradeGain {
  const slots = worn.slice(0, 2)
  const wanted = publishedValue(book, candidate, false)
  if ('missing' in wanted) return { kind: 'unknown', missing: wanted.missing }

  const same = slots.find((trinket) => trinket.id === candidate.id)
  if (same) {
    const own = publishedValue(book, same, true)
    return 'missing' in own ? { kind: 'unknown', missing: own.missing } : compare(wanted, own)
  }

  const values: ValueAt[] = []
  for (const trinket of slots) {
    const value = publishedValue(book, trinket, true)
    // Without both values there is no knowing which slot is the weaker one.
    if ('missing' in value) return { kind: 'unknown', missing: value.missing }
    values.push(value)
  }
  const weaker = values.reduce<ValueAt | undefined>(
    (low, value) => (low === undefined || value.reading.value < low.reading.value ? value : low),
    undefined,
  )
  // An empty slot is worth nothing: the published numbers are gains over one.
  if (weaker === undefined || values.length < 2) {
    return { kind: 'gain', gain: wanted.reading.value, candidate: wanted, over: 'empty-slot' }
  }
  return compare(wanted, weaker)
}

/** The number an order sorts by: the gain, zero for no upgrade, none where it is unknown. */
export function sortingGain(answer: UpgradeGain): number | undefined {
  if (answer.kind === 'gain') return answer.gain
  if (answer.kind === 'no-upgrade') return 0
  return undefined
}
