// Sim values in words. Each unit keeps its own words: a QE Live score is never called "% DPS".
import { type FightStyle, fightStyleNames, type SimUnit } from '~/domain/sims/fight-styles'
import { formatShortDate } from '~/lib/format-date'
import type { FightSims, ShownSimValue } from './sim-value'

/** 33019 → "33,019", spelled out by hand so the prerendered HTML and the browser agree. */
export function thousands(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** "+8.3% DPS" or "QE score 33,019". */
export function simValueText(unit: SimUnit, value: number): string {
  return unit === 'dps-percent' ? `+${value.toFixed(1)}% DPS` : `QE score ${thousands(value)}`
}

/** "+5.7 to +8.0% DPS" or "QE score 24,844 to 35,724". */
export function simSpanText(unit: SimUnit, low: number, high: number): string {
  return unit === 'dps-percent'
    ? `+${low.toFixed(1)} to +${high.toFixed(1)}% DPS`
    : `QE score ${thousands(low)} to ${thousands(high)}`
}

/** The value as published, for the details dialog: "7.98% DPS", "33,019". */
export function exactSimValue(unit: SimUnit, value: number): string {
  return unit === 'dps-percent' ? `${value}%` : thousands(value)
}

export function fightName(fight: FightStyle): string {
  return fightStyleNames[fight].toLowerCase()
}

/** "single target · Bloodmallet, 9 Sep" */
export function simSourceText(sims: FightSims): string {
  return `${fightName(sims.fight)} · ${sims.source.publisher}, ${formatShortDate(sims.set.simmedAt)}`
}

/** What a row says about its sim value; null where it says nothing (no item level to read at). */
export function shownSimWords(
  sims: FightSims,
  shown: ShownSimValue,
): { value: string; level?: string } | null {
  const { unit } = sims.source
  switch (shown.kind) {
    case 'at':
      return {
        value: simValueText(unit, shown.reading.value),
        level:
          shown.reading.itemLevel === shown.askedLevel
            ? undefined
            : // Short enough to stay on the value's line on a phone; the FAQ says what it means.
              `at ${shown.reading.itemLevel} (nearest lower)`,
      }
    case 'span':
      return {
        value: simSpanText(unit, shown.low.value, shown.high.value),
        level: `at ${shown.low.itemLevel}–${shown.high.itemLevel}`,
      }
    case 'below-range':
      return {
        value: `Not simmed at ${shown.askedLevel}`,
        level: `(the lowest simmed level is ${shown.lowestSimmed})`,
      }
    case 'unsimmed':
      // The publishers list each spec's best 15; missing from the list is not "bad".
      return { value: `Not in ${sims.source.publisher}'s top 15` }
    case 'no-level':
      return null
  }
}
