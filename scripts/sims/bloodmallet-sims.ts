// Puts Bloodmallet's own charts (bloodmallet-chart.ts) into the project's sims, over what the
// reference import gave: a chart replaces that spec's set for its fight, the rest stays as it was.
// Each SimulationCraft build the charts ran on is one sim source, so that every number keeps the
// simulator version it was made with.
import type { SeasonDataset, SimSource } from '../../src/domain/season/schema'
import { seasonIndex } from '../../src/domain/season/season-index'
import type { SpecSims, WornOnlySim } from '../../src/domain/sims/schema'
import type { ChartSims } from './bloodmallet-chart'
import { checkedSims, specSimsSoFar } from './reference-sims'
import { simPublishers } from './sim-publishers'

/** Bloodmallet's tag for this season's sims; charts still tagged otherwise are older sims. */
export const SEASON_TIER = 'MID2'

export interface ImportedSims {
  simSources: SimSource[]
  specs: SpecSims[]
}

export interface ChartOrigin {
  chart: ChartSims
  /** Where it was read: a file or a URL, for messages and the source's provenance. */
  origin: string
}

function bloodmalletSource(chart: ChartSims, today: string, readFrom: string): SimSource {
  const hash = chart.simcHash.toLowerCase()
  return {
    id: `bloodmallet-${hash.slice(0, 7)}`,
    ...simPublishers.Bloodmallet,
    simulator: `SimulationCraft ${hash}`,
    capturedDate: today,
    specIds: [],
    provenance: {
      source: `Bloodmallet's trinket charts (${readFrom}), read ${today}`,
      certainty: 'confirmed',
      note: 'From the publisher’s own chart data: the percent over an empty trinket slot is worked out from its DPS as its chart does, (DPS − empty-slot DPS) ÷ empty-slot DPS, to 2 decimals.',
    },
  }
}

/**
 * The imported sims with the charts put in. Returns lines for the operator about what the charts
 * hold that was not taken (another season's sims, a healer, items no spec can use...).
 */
export function withBloodmalletCharts(
  base: ImportedSims,
  charts: readonly ChartOrigin[],
  dataset: SeasonDataset,
  options: { today: string; readFrom: string },
): ImportedSims & { notes: string[] } {
  const index = seasonIndex(dataset)
  const notes: string[] = []
  const sources = new Map(base.simSources.map((s) => [s.id, structuredClone(s)]))
  const specs = new Map(base.specs.map((s) => [s.specId, structuredClone(s)]))
  for (const { chart, origin } of charts) {
    const spec = index.specById(chart.specId)
    const where = spec ? `${spec.classSlug}/${spec.slug} ${chart.fightStyle}` : origin
    if (!spec)
      throw new Error(`${origin} is for spec ${chart.specId}, which the season does not have.`)
    if (spec.role === 'healer') {
      notes.push(`${where}: healers are scored by QE Live, so Bloodmallet's chart is not used`)
      continue
    }
    if (chart.tier !== SEASON_TIER) {
      notes.push(`${where}: the chart is still ${chart.tier}, not ${SEASON_TIER}; kept as it was`)
      continue
    }
    for (const line of chart.leftOut) notes.push(`${where}: ${line}`)
    const items: SpecSims['sets'][number]['items'] = []
    const wornOnly: WornOnlySim[] = []
    for (const curve of chart.curves) {
      const trinket = index.trinketById(curve.itemId)
      if (!trinket) {
        wornOnly.push({ ...curve })
      } else if (trinket.specIds.includes(spec.id)) {
        items.push({ itemId: curve.itemId, points: curve.points })
      } else {
        // Never a row for the spec, but an owner keeps the value the publisher gave it (issue 41).
        wornOnly.push({ ...curve, cannotLoot: true })
        notes.push(
          `${where}: ${trinket.name} is simmed but the spec cannot loot it; kept for owners`,
        )
      }
    }
    if (items.length === 0) {
      notes.push(`${where}: no season trinket the spec can loot; kept as it was`)
      continue
    }
    // Read again today: the source's date and provenance are this run's, its specs settle below.
    const source = bloodmalletSource(chart, options.today, options.readFrom)
    source.specIds = sources.get(source.id)?.specIds ?? []
    sources.set(source.id, source)
    const sims = specSimsSoFar(specs, spec, dataset)
    const set = {
      sourceId: source.id,
      fightStyle: chart.fightStyle,
      simmedAt: chart.simmedAt,
      playstyle: null,
      items,
      wornOnly,
      // The chart is the fight's whole list: later runs of the set it replaces go with it.
      laterRuns: [],
    }
    const at = sims.sets.findIndex((s) => s.fightStyle === chart.fightStyle)
    if (at === -1) sims.sets.push(set)
    else sims.sets[at] = set
    specs.set(spec.id, sims)
  }
  return { ...settled(sources, specs, dataset), notes }
}

/** Each source lists exactly the specs whose sets cite it; every spec file passes its checks. */
function settled(
  sources: Map<string, SimSource>,
  specs: Map<number, SpecSims>,
  dataset: SeasonDataset,
): ImportedSims {
  for (const source of sources.values()) {
    const cites = (id: number) =>
      specs
        .get(id)
        ?.sets.some(
          (set) =>
            set.sourceId === source.id || set.laterRuns.some((run) => run.sourceId === source.id),
        )
    const kept = source.specIds.filter(cites)
    const added = dataset.specs.map((s) => s.id).filter((id) => cites(id) && !kept.includes(id))
    source.specIds = [...kept, ...added]
  }
  return checkedSims(sources.values(), specs.values(), dataset)
}

/**
 * The reference's sims with the sets an earlier chart import wrote kept over them, so that a run
 * without charts does not take a spec back to the older reference numbers.
 */
export function keepingChartSets(
  base: ImportedSims,
  current: ImportedSims,
  dataset: SeasonDataset,
): ImportedSims {
  const sources = new Map(base.simSources.map((s) => [s.id, structuredClone(s)]))
  const specs = new Map(base.specs.map((s) => [s.specId, structuredClone(s)]))
  const fromCharts = new Map(
    current.simSources
      .filter((s) => s.publisher === 'Bloodmallet' && !sources.has(s.id))
      .map((s) => [s.id, s]),
  )
  for (const sims of current.specs) {
    for (const set of sims.sets) {
      const source = fromCharts.get(set.sourceId)
      if (!source) continue
      sources.set(source.id, sources.get(source.id) ?? structuredClone(source))
      const target = specs.get(sims.specId) ?? { ...structuredClone(sims), sets: [] }
      const at = target.sets.findIndex((s) => s.fightStyle === set.fightStyle)
      if (at === -1) target.sets.push(structuredClone(set))
      else target.sets[at] = structuredClone(set)
      specs.set(sims.specId, target)
    }
  }
  return settled(sources, specs, dataset)
}
