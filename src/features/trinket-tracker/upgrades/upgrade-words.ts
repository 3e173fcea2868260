// The upgrade answer in words, in the spec's own unit: "+1.8% DPS over your Mindpiercer's Sigil
// (305)" for a damage dealer or tank, "+5,920 QE score over your Lightspire Core (305)" for a
// healer. Where a value is missing, one sentence names it; there is never a number then.
import type { SimUnit } from '~/domain/sims/fight-styles'
import { thousands } from '../sims/sim-words'
import type { MissingValue, UpgradeGain, ValueAt } from './upgrade-gain'

/** "+1.8% DPS", "+5,920 QE score"; a gain too small to show at one decimal is "+<0.1% DPS". */
export function gainText(unit: SimUnit, gain: number): string {
  if (unit === 'qe-score') return `+${thousands(gain)} QE score`
  return gain < 0.05 ? '+<0.1% DPS' : `+${gain.toFixed(1)}% DPS`
}

/** "your Mindpiercer's Sigil (305)" */
export function wornName(value: ValueAt): string {
  return `your ${value.name} (${value.itemLevel})`
}

/** The short answer a row shows: "+1.8% DPS over your Mindpiercer's Sigil (305)". */
export function upgradeAnswerText(unit: SimUnit, answer: UpgradeGain): string {
  switch (answer.kind) {
    case 'gain':
      return answer.over === 'empty-slot'
        ? `${gainText(unit, answer.gain)} in your empty trinket slot`
        : `${gainText(unit, answer.gain)} over ${wornName(answer.over)}`
    case 'no-upgrade':
      return `No upgrade over ${wornName(answer.over)}`
    case 'unknown':
      return missingText(answer.missing)
  }
}

/** Which value is missing, in one sentence without a number. */
export function missingText(missing: MissingValue): string {
  const name = missing.worn ? `your ${missing.trinket.name}` : missing.trinket.name
  switch (missing.why) {
    case 'no-level':
      return `Gain unknown: the export gave no item level for ${name}.`
    case 'unsimmed':
      return `Gain unknown: ${name} has no published value for this spec and fight.`
    case 'below-range':
      return `Gain unknown: ${name} is not simmed at ${missing.trinket.itemLevel} (lowest ${missing.lowestSimmed}).`
  }
}

/**
 * Where a value was read at a lower simmed level than asked, says so, as the rows do: "Read at the
 * nearest lower simmed level: 315 for 318; 302 for your Mindpiercer's Sigil (305)". Undefined when
 * every value is the level's own.
 */
export function readingNote(
  answer: UpgradeGain,
  /** False where the worn trinkets' own readings are said once elsewhere (the box's list). */
  withWorn = true,
): string | undefined {
  if (answer.kind === 'unknown') return undefined
  const parts: string[] = []
  const { candidate } = answer
  if (candidate.reading.itemLevel !== candidate.itemLevel) {
    parts.push(`${candidate.reading.itemLevel} for ${candidate.itemLevel}`)
  }
  const { over } = answer
  if (withWorn && over !== 'empty-slot' && over.reading.itemLevel !== over.itemLevel) {
    parts.push(`${over.reading.itemLevel} for your ${over.name} (${over.itemLevel})`)
  }
  return parts.length > 0
    ? `Read at the nearest lower simmed level: ${parts.join('; ')}`
    : undefined
}
