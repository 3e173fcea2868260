// Bloodmallet's trinket charts, as its simulator writes them and its site serves them
// (https://bloodmallet.com/chart/get/trinkets/<fight_style>/<class>/<spec>), turned into the
// project's curves: the percent DPS a trinket adds over an empty trinket slot, per item level.
//
// The format and the percent rule were learnt by reading the publisher's own code (nothing copied):
// - Bloodmallet/bloodytools@7f18ec629d4ea796c90db5c1081ffe082a8fdab1
//   bloodytools/simulations/trinket_simulator.py: `data[name][itemLevel]` is the DPS with the
//   trinket in slot 1; `data.baseline` is the DPS with slot 1 empty, simmed once, at the lowest
//   item level; `item_ids`, `data_sources` (Raid, Dungeon, Profession, Delve...), `data_active`,
//   `simulated_steps` (item levels, highest first) and `sorted_data_keys` (best first, without
//   the baseline). Items simmed several ways are named "Name [Option]" and share one item id; the
//   plain name may then stay an empty object.
// - bloodytools@13ea6cbcd677f733a329a7bbf7024979bf61430e bloodytools/simulations/simulator.py:
//   profile "<name>_<itemLevel>" becomes data[name][itemLevel]; the file is written sort_keys.
// - bloodytools@2bff78be1e5d3ba86798c91172520b2f71c0bf85 bloodytools/utils/utils.py
//   (create_base_json_dict): data_type, timestamp (UTC, "YYYY-MM-DD HH:MM"), title, subtitle,
//   simc_settings {tier, fight_style, iterations, target_error, ptr, simc_hash}, metadata,
//   class_id, spec_id.
// - Bloodmallet/bloodmallet_web_frontend@39b9fe80b49e0c8b0beeb4f0d1523be6a47066e1
//   general_website/urls.py and @c63cbb31a3131239da5226d08ef47ae66acab3c9
//   general_website/views/general.py: the URL above, and that a chart it does not have is still
//   HTTP 200, answered {"status": "error", "message": "No standard chart with these values found."}.
// - bloodmallet_web_frontend@96ddccf943996112e6358b6a13e1a62c2684c13b
//   general_website/static/general_website/js/bloodmallet_chart_import.js: the chart's baseline
//   is data.baseline at the last (lowest) simulated step, and its "relative" values are
//   Math.round(dpsGain * 10000 / baseline) / 100: percent of the baseline, to 2 decimals.
//   The stacked bars round each item-level step apart; we round the gain at each item level once,
//   as the site's earlier standard chart did (its "relative_gain", read_file id 13970445988).
// - A chart as the site serves it (Fire Mage, TWW3, SimulationCraft 3945f09), quoted whole in
//   Syrrion/GuildLogistics@78a7d0131f075d943d4881a23ad7c27f090ae866 Data/SimCraft/mage/fire/1.lua:
//   the shape of the test fixtures (item ids are numbers there; other charts quote them as strings).
import { z } from 'zod'
import type { FightStyle } from '../../src/domain/sims/fight-styles'
import type { SimPoint } from '../../src/domain/sims/schema'

/** Bloodmallet's fight styles that the project shows, by their names in its URLs and files. */
export const bloodmalletFightStyles: Record<string, FightStyle> = {
  castingpatchwerk: 'single-target',
  castingpatchwerk5: 'five-targets',
}

const dpsByLevel = z.record(z.string().regex(/^\d+$/), z.number())

/** Only what the import reads; the chart's other keys (profile, translations...) are let through. */
export const bloodmalletChartSchema = z.object({
  data_type: z.literal('trinkets'),
  timestamp: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
  spec_id: z.number().int().positive(),
  simc_settings: z.object({
    fight_style: z.string(),
    simc_hash: z.string().min(1),
    tier: z.string().min(1),
  }),
  data: z.record(z.string(), dpsByLevel),
  item_ids: z.record(z.string(), z.union([z.number().int(), z.string().regex(/^\d+$/)])),
  data_sources: z.record(z.string(), z.string()).optional(),
  simulated_steps: z.array(z.number().int().positive()).min(1),
  sorted_data_keys: z.array(z.string()),
})
export type BloodmalletChart = z.infer<typeof bloodmalletChartSchema>

/** The site's answer for a chart it does not publish (HTTP 200 all the same). */
const noChartSchema = z.object({ status: z.literal('error'), message: z.string() })

export type ChartAnswer =
  | { kind: 'chart'; chart: BloodmalletChart }
  | { kind: 'none'; message: string }

/** Reads one answer or file; anything else than a trinket chart or the "no chart" answer throws. */
export function readChartAnswer(value: unknown, origin: string): ChartAnswer {
  const none = noChartSchema.safeParse(value)
  if (none.success) return { kind: 'none', message: none.data.message }
  const chart = bloodmalletChartSchema.safeParse(value)
  if (!chart.success) {
    throw new Error(
      `${origin} is not a Bloodmallet trinket chart (${chart.error.issues
        .slice(0, 3)
        .map((issue) => `${issue.path.join('.') || 'the file'}: ${issue.message}`)
        .join('; ')}).`,
    )
  }
  return { kind: 'chart', chart: chart.data }
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
