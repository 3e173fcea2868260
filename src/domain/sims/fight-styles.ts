// The published sims' word lists, written once. Kept apart from the zod schema (which builds its
// enums from them) so that browser code can use them without loading the schema's parser.
import type { Role } from '../season/basic-schemas'

/**
 * What a sim measures. Bloodmallet's numbers are a percent DPS gain over an empty trinket slot;
 * QE Live's are an HPS-like score. The two are never compared or shown in each other's words.
 */
export const simUnits = ['dps-percent', 'qe-score'] as const
export type SimUnit = (typeof simUnits)[number]

/** The fights sims are run for, as written in links (`fight=five-targets`). */
export const fightStyles = ['single-target', 'five-targets', 'raid', 'dungeon'] as const
export type FightStyle = (typeof fightStyles)[number]

/** Which fights each unit is published for: damage sims by target count, healer scores by content. */
export const fightStylesOfUnit: Record<SimUnit, readonly [FightStyle, FightStyle]> = {
  'dps-percent': ['single-target', 'five-targets'],
  'qe-score': ['raid', 'dungeon'],
}

/** Healers are scored by QE Live; damage dealers and tanks are simmed by Bloodmallet. */
export function simUnitOfRole(role: Role): SimUnit {
  return role === 'healer' ? 'qe-score' : 'dps-percent'
}

/** A spec's two fights by its role, the first being the one links leave unwritten. */
export function fightStylesOfRole(role: Role): readonly [FightStyle, FightStyle] {
  return fightStylesOfUnit[simUnitOfRole(role)]
}

export const fightStyleNames: Record<FightStyle, string> = {
  'single-target': 'Single target',
  'five-targets': '5 targets',
  raid: 'Raid',
  dungeon: 'Dungeon',
}
