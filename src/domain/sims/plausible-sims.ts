// A spec's sims checked against what its season makes plausible: every published point's item
// level inside the season's range and every value inside its unit's bound (src/domain/plausibility.ts).
// The importers parse with it before they write, and the refresh's integrity check and the unit
// tests parse every file in data/sims with it, so the same rules hold on both sides.
import type { z } from 'zod'
import {
  type ItemLevelRange,
  itemLevelIn,
  parseOrRefuse,
  qeScore,
  seasonItemLevelRange,
  simValuePercent,
} from '../plausibility'
import type { SeasonDataset } from '../season/schema'
import { type SimUnit, simUnitOfRole } from './fight-styles'
import { type SpecSims, specSimsSchema } from './schema'

const valueOfUnit: Record<SimUnit, z.ZodNumber> = {
  'dps-percent': simValuePercent,
  'qe-score': qeScore,
}

/** Every `points` list under the value (sets, worn-only items, and any list added later). */
function eachPoints(
  value: unknown,
  path: PropertyKey[],
  visit: (points: unknown[], path: PropertyKey[]) => void,
): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      eachPoints(item, [...path, i], visit)
    })
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'points' && Array.isArray(item)) visit(item, [...path, key])
      else eachPoints(item, [...path, key], visit)
    }
  }
}

function firstMessage(result: z.ZodSafeParseResult<unknown>): string | null {
  return result.success ? null : (result.error.issues[0]?.message ?? 'refused')
}

/** The sims schema with the season's item-level range and the spec's unit bound on every point. */
export function specSimsSchemaFor(dataset: SeasonDataset) {
  const range: ItemLevelRange = seasonItemLevelRange(dataset)
  const level = itemLevelIn(range)
  return specSimsSchema.superRefine((sims, ctx) => {
    const spec = dataset.specs.find((s) => s.id === sims.specId)
    const valueRule = spec ? valueOfUnit[simUnitOfRole(spec.role)] : null
    eachPoints(sims, [], (points, path) => {
      points.forEach((point, i) => {
        if (!Array.isArray(point)) return
        const levelWrong = firstMessage(level.safeParse(point[0]))
        if (levelWrong) {
          ctx.addIssue({ code: 'custom', message: levelWrong, path: [...path, i, 0] })
        }
        const valueWrong = valueRule && firstMessage(valueRule.safeParse(point[1]))
        if (valueWrong) {
          ctx.addIssue({ code: 'custom', message: valueWrong, path: [...path, i, 1] })
        }
      })
    })
  })
}

/** Parses one spec's sims for the season; a refusal is one sentence naming file, field and value. */
export function parseSpecSimsFor(value: unknown, origin: string, dataset: SeasonDataset): SpecSims {
  return parseOrRefuse(specSimsSchemaFor(dataset), value, origin)
}
