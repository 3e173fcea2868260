// The reference part of `npm run data:sims`: the published trinket sims of the shared reference
// facts (../shared/gamedata/trinket_sims.json, see its SIMS-README.md) in the project's own schemas:
// who published them, for which specs and when into data/season.json (`simSources`), and the
// numbers into data/sims/<class>/<spec>.json, one file per spec that has some.
// The reference is read here, at import time only: the site never fetches sims at run time.
//
// Crafted, delve, PvP and older trinkets (outside the season dataset) are kept apart, in each set's
// `wornOnly`: values only, so that a character wearing one can be compared; they are never rows.
// So are season trinkets the loot data says the spec cannot loot, marked `cannotLoot`: a player
// who owns one keeps its published value for the spec (issue 41), but it is never a row.
// The extra rows beside the main file (trinkets beyond each list's top 15) join each set as later
// runs (extra-sims.ts). What is left out: specs the reference excludes (their sims are still
// Season 1, or there are none).

import { z } from 'zod'
import {
  gameId,
  parseOrRefuse,
  pastDateMaybeTime,
  publisherName,
  publisherTag,
  simcHash,
} from '../../src/domain/plausibility'
import type { SeasonDataset, SimSource, Spec } from '../../src/domain/season/schema'
import { seasonIndex } from '../../src/domain/season/season-index'
import type { FightStyle } from '../../src/domain/sims/fight-styles'
import { simsProblems } from '../../src/domain/sims/integrity'
import { parseSpecSimsFor } from '../../src/domain/sims/plausible-sims'
import type { SpecSims, WornOnlySim } from '../../src/domain/sims/schema'
import { addLaterRuns } from './extra-sims'
import { simPublisher } from './sim-publishers'

/** Beside the repository, as in CI (see /work/shared/gamedata/SIMS-README.md). */
export const referenceSimsFile = new URL(
  '../../../shared/gamedata/trinket_sims.json',
  import.meta.url,
)

const referenceSchema = z.object({
  sources: z.array(
    z.object({
      id: z.string(),
      publisher: z.string(),
      unit: z.string(),
      simc_version: simcHash.nullable(),
      captured_date: z.string(),
      read_from: z.string(),
      via: z.string(),
    }),
  ),
  specs: z.array(
    z.object({
      spec_id: gameId,
      slug: z.string(),
      source_id: z.string(),
      scenario: z.string(),
      sim_timestamp: pastDateMaybeTime(),
      source_tier_tag: z.string(),
      qe_playstyle: publisherName.optional(),
      trinkets: z.array(
        z.object({
          item_id: gameId,
          name: publisherName,
          in_dataset: z.boolean(),
          source_category: publisherTag.nullable(),
          values: z.record(z.string(), z.number()),
        }),
      ),
    }),
  ),
})

const scenarios: Record<string, FightStyle> = {
  'single target': 'single-target',
  '5 targets': 'five-targets',
  raid: 'raid',
  dungeon: 'dungeon',
}

export function importSims(
  reference: unknown,
  dataset: SeasonDataset,
  /** trinket_sims_extra.json's content; null where it is not beside the main file. */
  extra: unknown = null,
): { simSources: SimSource[]; specs: SpecSims[] } {
  const parsed = parseOrRefuse(referenceSchema, reference, 'the reference sims')
  const lootable = new Map(dataset.trinkets.map((t) => [t.id, new Set(t.specIds)]))
  const sources = new Map(
    parsed.sources.map((source): [string, SimSource] => {
      const publisher = simPublisher(source.publisher)
      if (!publisher) throw new Error(`Unknown sim publisher: ${source.publisher}`)
      return [
        source.id,
        {
          id: source.id,
          ...publisher,
          simulator: source.simc_version && `SimulationCraft ${source.simc_version}`,
          capturedDate: source.captured_date,
          specIds: [],
          provenance: {
            // The gist (who, what, when), not the reference's commit and file id (#32): the
            // season file ships to every visitor, and the integrity check refuses pointers.
            source: `${source.publisher}'s published trinket values, scraped ${source.captured_date} by a WoW addon and read from the addon's data file`,
            certainty: 'confirmed',
            note: 'Second hand: an addon’s scrape of the publisher’s charts, copied as published.',
          },
        },
      ]
    }),
  )
  const bySpec = new Map<number, SpecSims>()
  for (const block of parsed.specs) {
    if (block.source_tier_tag !== 'MID2') continue
    const spec = seasonIndex(dataset).specById(block.spec_id)
    const source = sources.get(block.source_id)
    const fightStyle = scenarios[block.scenario]
    if (!spec || !source || !fightStyle) {
      throw new Error(`Cannot place ${block.slug} ${block.scenario} (${block.source_id})`)
    }
    const items = new Map<number, [number, number][]>()
    const wornOnly = new Map<number, WornOnlySim>()
    for (const row of block.trinkets) {
      const points = Object.entries(row.values)
        .map(([level, value]): [number, number] => [Number(level), value])
        .sort((a, b) => a[0] - b[0])
      if (!row.in_dataset) {
        const seen = wornOnly.get(row.item_id)
        if (seen && JSON.stringify(seen.points) !== JSON.stringify(points)) {
          throw new Error(
            `${block.slug} ${block.scenario}: two different curves for ${row.item_id}`,
          )
        }
        wornOnly.set(row.item_id, {
          itemId: row.item_id,
          name: row.name,
          sourceCategory: row.source_category,
          points,
        })
        continue
      }
      if (!lootable.get(row.item_id)?.has(spec.id)) {
        // Never a row, but an owner keeps the value the publisher gave it for the spec.
        wornOnly.set(row.item_id, {
          itemId: row.item_id,
          name: row.name,
          sourceCategory: row.source_category,
          cannotLoot: true,
          points,
        })
        continue
      }
      const seen = items.get(row.item_id)
      // The source repeats some rows word for word (SIMS-README: duplicate_rows_in_source).
      if (seen && JSON.stringify(seen) !== JSON.stringify(points)) {
        throw new Error(`${block.slug} ${block.scenario}: two different curves for ${row.item_id}`)
      }
      items.set(row.item_id, points)
    }
    if (items.size === 0) continue
    const sims = specSimsSoFar(bySpec, spec, dataset)
    if (!source.specIds.includes(spec.id)) source.specIds.push(spec.id)
    sims.sets.push({
      sourceId: source.id,
      fightStyle,
      simmedAt: block.sim_timestamp,
      playstyle: block.qe_playstyle ?? null,
      items: [...items].map(([itemId, points]) => ({ itemId, points })),
      wornOnly: [...wornOnly.values()],
      laterRuns: [],
    })
    bySpec.set(spec.id, sims)
  }
  if (extra !== null) addLaterRuns(extra, sources, bySpec, dataset)
  return checkedSims(sources.values(), bySpec.values(), dataset)
}

/** The spec's sims gathered so far in an import, or a file for it with no sets yet. */
export function specSimsSoFar(
  bySpec: ReadonlyMap<number, SpecSims>,
  spec: Spec,
  dataset: SeasonDataset,
): SpecSims {
  return (
    bySpec.get(spec.id) ?? {
      schemaVersion: 1,
      seasonId: dataset.season.id,
      specId: spec.id,
      classSlug: spec.classSlug,
      specSlug: spec.slug,
      sets: [],
    }
  )
}

/**
 * What an import of sims writes: the sources that some spec cites, and every spec's sims parsed and
 * checked against the dataset with those sources; the first spec that fails stops the import.
 */
export function checkedSims(
  sources: Iterable<SimSource>,
  specs: Iterable<SpecSims>,
  dataset: SeasonDataset,
): { simSources: SimSource[]; specs: SpecSims[] } {
  const simSources = [...sources].filter((source) => source.specIds.length > 0)
  const withSources = { ...dataset, simSources }
  const checked = [...specs].map((sims) => {
    const parsed = parseSpecSimsFor(
      sims,
      `the imported sims of ${sims.classSlug}/${sims.specSlug}`,
      dataset,
    )
    const problems = simsProblems(parsed, withSources)
    if (problems.length) throw new Error(problems.join('\n'))
    return parsed
  })
  return { simSources, specs: checked }
}
