// Bloodmallet's trinket charts, as its simulator (bloodytools) writes them and its site serves them
// (https://bloodmallet.com/chart/get/trinkets/<fight_style>/<class>/<spec>), turned into the
// project's curves: the percent DPS a trinket adds over an empty trinket slot, per item level.
//
// Why the code reads a chart the way it does (learnt from the publisher's own code, nothing copied):
// - `data[name][itemLevel]` is the DPS with the trinket in slot 1 and `data.baseline` the DPS with
//   the slot empty, simmed once at the lowest item level: so every level is measured against that
//   one baseline. `sorted_data_keys` ranks the items best first (without the baseline).
// - An item simmed several ways is named "Name [Option]", every variant sharing one item id, and the
//   plain name may stay an empty object: the site shows one curve per item, the best-ranked one.
// - The site's chart shows Math.round(gain * 10000 / baseline) / 100, percent to 2 decimals; the
//   values here are rounded once per item level the same way, so they match what its chart shows.
// - A chart the site does not have is still HTTP 200, answered {"status": "error", "message": ...}:
//   that is "no chart", not a failure.
// - `timestamp` is UTC ("YYYY-MM-DD HH:MM"), `simc_settings.simc_hash` the SimulationCraft build,
//   `simc_settings.tier` the season tag; item ids are numbers in some charts and strings in others.
// Everything a chart says is the publisher's word: the schema below refuses what no real chart
// holds (impossible dates, item levels outside the season, gains of thousands of percent, names
// with markup or control characters), by field and value, before anything is stored.
import { z } from 'zod'
import {
  gameId,
  type ItemLevelRange,
  itemLevelIn,
  MAX_DPS_PERCENT,
  parseOrRefuse,
  pastDateTime,
  publisherCode,
  publisherName,
  publisherTag,
  simcHash,
} from '../../src/domain/plausibility'
import type { FightStyle } from '../../src/domain/sims/fight-styles'
import type { SimPoint } from '../../src/domain/sims/schema'
import { LIMITS } from '../data-import/safe-fetch'

/** Bloodmallet's fight styles that the project shows, by their names in its URLs and files. */
export const bloodmalletFightStyles: Record<string, FightStyle> = {
  castingpatchwerk: 'single-target',
  castingpatchwerk5: 'five-targets',
}

/** What a chart is checked against: the season's item levels, today, and the size caps. */
export interface ChartRules {
  /** Held to the season's item levels: charts of this tag (older charts are left out anyway). */
  seasonTier: string
  itemLevels: ItemLevelRange
  now: () => Date
  maxEntries: number
}

/** Without a season at hand (unit tests): any item level the game has had, today, the caps. */
export const anySeason: ChartRules = {
  seasonTier: '',
  itemLevels: { min: 1, max: 1000 },
  now: () => new Date(),
  maxEntries: LIMITS.chartEntries,
}

/** An item's name as the publisher gives it, or the chart's own `baseline`. */
const itemName = z.string().superRefine((name, ctx) => {
  if (name === 'baseline') return
  const wrong = publisherName.safeParse(name).error?.issues[0]
  if (wrong) ctx.addIssue({ code: 'custom', message: wrong.message })
})
const finiteDps = z.number().positive('a DPS is above 0')

/** Only what the import reads; the chart's other keys (profile, translations...) are let through. */
export function bloodmalletChartSchema(rules: ChartRules = anySeason) {
  const level = itemLevelIn(rules.itemLevels)
  const anyLevel = z.number().int().min(1).max(9999)
  const levelKey = z.string().regex(/^[1-9]\d{0,3}$/, 'an item level')
  const entries = (what: string) =>
    `at most ${rules.maxEntries} ${what} (a real chart holds a few hundred)`
  return z
    .object({
      data_type: z.literal('trinkets'),
      timestamp: pastDateTime(rules.now),
      spec_id: gameId,
      class_id: gameId.optional(),
      simc_settings: z.object({
        fight_style: publisherCode,
        simc_hash: simcHash,
        tier: publisherCode,
      }),
      data: z
        .record(itemName, z.record(levelKey, finiteDps))
        .refine((data) => Object.keys(data).length <= rules.maxEntries, entries('items')),
      item_ids: z
        .record(itemName, z.union([gameId, z.string().regex(/^\d{1,10}$/, 'an item id')]))
        .refine((ids) => Object.keys(ids).length <= rules.maxEntries, entries('items')),
      data_sources: z.record(itemName, publisherTag).optional(),
      simulated_steps: z.array(anyLevel).min(1).max(40),
      sorted_data_keys: z.array(itemName).max(rules.maxEntries, entries('items')),
    })
    .superRefine((chart, ctx) => {
      if (chart.simc_settings.tier === rules.seasonTier) {
        const message = level.safeParse(0).error?.issues[0]?.message ?? 'not an item level'
        chart.simulated_steps.forEach((step, i) => {
          if (!level.safeParse(step).success)
            ctx.addIssue({ code: 'custom', path: ['simulated_steps', i], message })
        })
        for (const [name, levels] of Object.entries(chart.data)) {
          for (const key of Object.keys(levels)) {
            if (!level.safeParse(Number(key)).success)
              ctx.addIssue({ code: 'custom', path: ['data', name], params: { key }, message })
          }
        }
      }
      // Each gain over the empty slot, as the chart works it out, within what a trinket can add.
      const baseline = chart.data.baseline?.[String(Math.min(...chart.simulated_steps))]
      if (baseline === undefined) return
      for (const [name, levels] of Object.entries(chart.data)) {
        if (name === 'baseline') continue
        for (const [itemLevel, dps] of Object.entries(levels)) {
          const percent = percentOverEmptySlot(dps, baseline)
          if (Math.abs(percent) > MAX_DPS_PERCENT) {
            ctx.addIssue({
              code: 'custom',
              path: ['data', name, itemLevel],
              message: `${percent > 0 ? '+' : ''}${percent} % over the empty slot's ${baseline}, where a trinket adds at most ${MAX_DPS_PERCENT} %`,
            })
          }
          const id = chart.item_ids[name]
          if (typeof id === 'string' && !gameId.safeParse(Number(id)).success) {
            ctx.addIssue({ code: 'custom', path: ['item_ids', name], message: 'not a game id' })
          }
        }
      }
    })
}
export type BloodmalletChart = z.infer<ReturnType<typeof bloodmalletChartSchema>>
/** The site's answer for a chart it does not publish (HTTP 200 all the same). */
const noChartSchema = z.object({ status: z.literal('error'), message: z.string().max(500) })
export type ChartAnswer =
  | { kind: 'chart'; chart: BloodmalletChart }
  | { kind: 'none'; message: string }
/**
 * Reads one answer or file; anything else than a trinket chart or the "no chart" answer throws one
 * sentence naming where it was read, the field and the value.
 */
export function readChartAnswer(
  value: unknown,
  origin: string,
  rules: ChartRules = anySeason,
): ChartAnswer {
  const none = noChartSchema.safeParse(value)
  if (none.success) return { kind: 'none', message: none.data.message }
  const chart = parseOrRefuse(bloodmalletChartSchema(rules), value, origin)
  return { kind: 'chart', chart }
}
export interface ChartCurve {
  itemId: number
  /** The publisher's name for the item, without a variant's "[Option]". */
  name: string
  /** The publisher's own tag (Raid, Dungeon, Profession, Delve...); null where it gives none. */
  sourceCategory: string | null
  points: SimPoint[]
}

export interface ChartSims {
  specId: number
  fightStyle: FightStyle
  /** When the publisher ran the sims (its timestamp, UTC). */
  simmedAt: string
  simcHash: string
  /** The publisher's season tag, e.g. "MID2". */
  tier: string
  /** Best first, as the publisher sorts them. */
  curves: ChartCurve[]
  /** What the chart holds that the project cannot show, one line each, for the operator. */
  leftOut: string[]
}

const variantSuffix = / \[[^\]]+\]$/

/** The publisher's percent over the empty-slot baseline, rounded as its chart rounds it. */
export function percentOverEmptySlot(dps: number, baseline: number): number {
  return Math.round(((dps - baseline) * 10000) / baseline) / 100
}

export function chartSims(chart: BloodmalletChart, origin: string): ChartSims {
  const fightStyle = bloodmalletFightStyles[chart.simc_settings.fight_style]
  if (!fightStyle) {
    throw new Error(
      `${origin} is for the fight style ${chart.simc_settings.fight_style}, which the site does not show.`,
    )
  }
  const baselineLevel = Math.min(...chart.simulated_steps)
  const baseline = chart.data.baseline?.[String(baselineLevel)]
  if (baseline === undefined || baseline <= 0) {
    throw new Error(`${origin} has no empty-slot DPS at its lowest item level, ${baselineLevel}.`)
  }
  const names = [...new Set([...chart.sorted_data_keys, ...Object.keys(chart.data)])].filter(
    (name) => name !== 'baseline',
  )
  const leftOut: string[] = []
  const curves = new Map<number, ChartCurve & { variant: string }>()
  for (const name of names) {
    const dps = Object.entries(chart.data[name] ?? {})
    // An item simmed only as its variants keeps an empty entry under its plain name.
    if (dps.length === 0) continue
    const rawId = chart.item_ids[name]
    if (rawId === undefined) {
      leftOut.push(`${name}: no item id in the chart`)
      continue
    }
    const itemId = Number(rawId)
    const points = dps
      .map(([level, value]): SimPoint => [Number(level), percentOverEmptySlot(value, baseline)])
      .sort((a, b) => a[0] - b[0])
    const belowEmpty = points.find(([, value]) => value <= 0)
    if (belowEmpty) {
      leftOut.push(
        `${name}: at or below an empty slot at item level ${belowEmpty[0]} (${belowEmpty[1]}%)`,
      )
      continue
    }
    const kept = curves.get(itemId)
    if (kept) {
      // The site holds one curve per item: the publisher's best-ranked variant stands for it.
      leftOut.push(`${name}: ${kept.variant} ranks higher for the same item`)
      continue
    }
    curves.set(itemId, {
      itemId,
      name: name.replace(variantSuffix, ''),
      sourceCategory: chart.data_sources?.[name] ?? null,
      points,
      variant: name,
    })
  }
  return {
    specId: chart.spec_id,
    fightStyle,
    simmedAt: chart.timestamp,
    simcHash: chart.simc_settings.simc_hash,
    tier: chart.simc_settings.tier,
    curves: [...curves.values()].map(({ variant: _, ...curve }) => curve),
    leftOut,
  }
}
