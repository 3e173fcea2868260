// The extra rows of the shared reference (../shared/gamedata/trinket_sims_extra.json, SIMS-README
// "Extra rows"): values for trinkets beyond each list's top 15, put into the spec's set for the
// same fight as a later run (`laterRuns`), never as rows, because they are not one chart with the
// set's own numbers:
// - Bloodmallet's whole single-target charts of 2026-10-07 (and Blood Death Knight's 5-target
//   one), a later SimulationCraft run than the main file's, published as raw DPS with the chart's
//   empty-slot DPS. The percent over the empty slot is worked out here with the publisher's own
//   rule (percentOverEmptySlot), so those runs are marked `derived`;
// - QE Live's rows 16 to 25 of each healer list, captured with the main file, one score at one
//   item level each (no curve), copied as published.
// What is left out, as the chart import leaves it out: an item the set already has a curve for
// (the set's own run stands), a trinket at or below an empty slot at some item level (the schema
// holds gains only), and stat variants, except an item simmed as exactly one variant.
import { z } from 'zod'
import type { SeasonDataset, SimSource } from '../../src/domain/season/schema'
import { seasonIndex } from '../../src/domain/season/season-index'
import type { FightStyle } from '../../src/domain/sims/fight-styles'
import type { LaterRun, SimPoint, SpecSims } from '../../src/domain/sims/schema'
import { percentOverEmptySlot } from './bloodmallet-chart'
import { simPublisher } from './sim-publishers'

/** Beside the main reference sims (see /work/shared/gamedata/SIMS-README.md, "Extra rows"). */
export const referenceExtraSimsFile = new URL(
  '../../../shared/gamedata/trinket_sims_extra.json',
  import.meta.url,
)

const extraSchema = z.object({
  sources: z.array(
    z.object({
      id: z.string(),
      publisher: z.string(),
      simc_version: z.string().nullable(),
      captured_date: z.string(),
    }),
  ),
  specs: z.array(
    z.object({
      spec_id: z.number(),
      slug: z.string(),
      source_id: z.string(),
      scenario: z.string(),
      sim_timestamp: z.string(),
      source_tier_tag: z.string(),
      /** Bloodmallet only: the chart's DPS with the trinket slot empty, at its lowest item level. */
      baseline_dps: z.record(z.string(), z.number().positive()).optional(),
      trinkets: z.array(
        z.object({
          item_id: z.number(),
          name: z.string(),
          source_category: z.string().nullable(),
          values: z.record(z.string(), z.number()),
          /** A stat variant of an item simmed several ways (St, Aoe, Crit, Haste, ...). */
          variant: z.string().optional(),
        }),
      ),
    }),
  ),
})
type ExtraRow = z.infer<typeof extraSchema>['specs'][number]['trinkets'][number]

const scenarios: Record<string, FightStyle> = {
  'single target': 'single-target',
  '5 targets': 'five-targets',
  raid: 'raid',
  dungeon: 'dungeon',
}

/**
 * Each extra source in our words (who, what, when), written here because the reference points at
 * repositories and stored files, which must not ship; an unknown source stops the import.
 */
const extraSourceWords: Record<string, Pick<SimSource['provenance'], 'source' | 'note'>> = {
  'bloodmallet-1007': {
    source:
      "Bloodmallet's whole trinket charts simmed 2026-10-07 (SimulationCraft e3fa778), as raw DPS with each chart's empty-slot DPS, read from a web app's copy of the publisher's chart data",
    note: 'The percent over an empty trinket slot is worked out by this site from the chart’s raw DPS and its empty-slot DPS with the publisher’s own rule, (DPS − empty-slot DPS) ÷ empty-slot DPS, to 2 decimals. A later run than bloodmallet-0910 (2026-09-09/10): its values are kept apart from that list, never ranked in it.',
  },
  'qelive-0910-extra': {
    source:
      "QE Live's healer trinket scores beyond each list's top 15, captured 2026-09-10 by a WoW addon",
    note: 'Single points: one score at one item level per trinket (usually its highest), no curve across item levels. Second hand, copied as published.',
  },
}

/** A curve from one row: percent over the empty slot for a raw-DPS chart, else as published. */
function pointsOf(row: ExtraRow, baseline: number | null): SimPoint[] {
  return Object.entries(row.values)
    .map(
      ([level, value]): SimPoint => [
        Number(level),
        baseline === null ? value : percentOverEmptySlot(value, baseline),
      ],
    )
    .sort((a, b) => a[0] - b[0])
}

/**
 * One row per item. Ruby Whelp Shell and Drum of Renewed Bonds are simmed as stat variants; the
 * site keeps one curve per item and cannot tell which variant a player owns, so an item that
 * exists only as variants is left out, unless exactly one variant row exists (then it is that
 * item's only published curve). Where a plain row exists too, the variants are dropped.
 */
export function oneRowPerItem(rows: readonly ExtraRow[]): ExtraRow[] {
  const plain = new Set(rows.filter((r) => r.variant === undefined).map((r) => r.item_id))
  const variants = new Map<number, number>()
  for (const row of rows) {
    if (row.variant !== undefined) variants.set(row.item_id, (variants.get(row.item_id) ?? 0) + 1)
  }
  return rows.filter((row) =>
    row.variant === undefined ? true : !plain.has(row.item_id) && variants.get(row.item_id) === 1,
  )
}

/** The extra sources in the dataset's shape, with no specs yet. */
function extraSources(parsed: z.infer<typeof extraSchema>): Map<string, SimSource> {
  return new Map(
    parsed.sources.map((source): [string, SimSource] => {
      const publisher = simPublisher(source.publisher)
      const words = extraSourceWords[source.id]
      const capturedDate = /\d{4}-\d{2}-\d{2}/.exec(source.captured_date)?.[0]
      if (!publisher || !words || !capturedDate) {
        throw new Error(
          `the extra sims' source ${source.id} (${source.publisher}) is not one the importer knows how to describe`,
        )
      }
      return [
        source.id,
        {
          id: source.id,
          ...publisher,
          simulator: source.simc_version && `SimulationCraft ${source.simc_version}`,
          capturedDate,
          specIds: [],
          provenance: { source: words.source, certainty: 'confirmed', note: words.note },
        },
      ]
    }),
  )
}

/**
 * Puts the extra rows into the sets of `bySpec` as later runs and the extra sources into
 * `sources` (with the specs that got rows). Both maps are the import's own, changed in place.
 */
export function addLaterRuns(
  extra: unknown,
  sources: Map<string, SimSource>,
  bySpec: ReadonlyMap<number, SpecSims>,
  dataset: SeasonDataset,
): void {
  const parsed = extraSchema.parse(extra)
  const index = seasonIndex(dataset)
  for (const source of extraSources(parsed).values()) {
    if (sources.has(source.id)) throw new Error(`two sim sources are called ${source.id}`)
    sources.set(source.id, source)
  }
  for (const block of parsed.specs) {
    if (block.source_tier_tag !== 'MID2') continue
    const where = `${block.slug} ${block.scenario}`
    const spec = index.specById(block.spec_id)
    const source = sources.get(block.source_id)
    const fightStyle = scenarios[block.scenario]
    if (!spec || !source || !fightStyle) {
      throw new Error(`cannot place the extra sims of ${where} (${block.source_id})`)
    }
    const set = bySpec.get(spec.id)?.sets.find((s) => s.fightStyle === fightStyle)
    if (!set) throw new Error(`the extra sims of ${where} have no set of the main sims to join`)
    let baseline: number | null = null
    if (block.baseline_dps) {
      // The chart's baseline is the empty slot at its lowest simmed item level.
      const levels = Object.keys(block.baseline_dps).map(Number)
      baseline = block.baseline_dps[String(Math.min(...levels))] ?? null
    }
    if (source.unit === 'dps-percent' && baseline === null) {
      throw new Error(`the extra sims of ${where} are raw DPS without the empty-slot DPS`)
    }
    const taken = new Set(
      [...set.items, ...set.wornOnly, ...set.laterRuns.flatMap((run) => run.items)].map(
        (item) => item.itemId,
      ),
    )
    const items: LaterRun['items'] = []
    for (const row of oneRowPerItem(block.trinkets)) {
      if (taken.has(row.item_id)) continue
      const points = pointsOf(row, baseline)
      if (points.length === 0 || points.some(([, value]) => value <= 0)) continue
      taken.add(row.item_id)
      const trinket = index.trinketById(row.item_id)
      items.push({
        itemId: row.item_id,
        name: row.name,
        sourceCategory: row.source_category,
        ...(trinket && !trinket.specIds.includes(spec.id) ? { cannotLoot: true as const } : {}),
        points,
      })
    }
    if (items.length === 0) continue
    set.laterRuns.push({
      sourceId: source.id,
      simmedAt: block.sim_timestamp,
      derived: baseline !== null,
      items,
    })
    if (!source.specIds.includes(spec.id)) source.specIds.push(spec.id)
  }
}
