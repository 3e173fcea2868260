// Where Bloodmallet's charts come from: a folder of saved charts (bloodytools' results, or answers
// saved from the site), or the site itself when the machine is online. Every chart is read before
// anything is written, so a failed read leaves the data as it was.
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { seasonItemLevelRange } from '../../src/domain/plausibility'
import type { SeasonDataset } from '../../src/domain/season/schema'
import {
  LIMITS,
  type Limits,
  networkReason,
  RefusedError,
  readCapped,
  readJsonFile,
} from '../data-import/safe-fetch'
import {
  bloodmalletFightStyles,
  type ChartRules,
  type ChartSims,
  chartSims,
  readChartAnswer,
} from './bloodmallet-chart'
import { type ChartOrigin, SEASON_TIER } from './bloodmallet-sims'

export const BLOODMALLET_CHARTS_URL = 'https://bloodmallet.com/chart/get/trinkets'

/** Bloodmallet writes class and spec names with underscores where our slugs have hyphens. */
const bloodmalletName = (slug: string) => slug.replaceAll('-', '_')

/** How charts are read: against which season, by which clock, within which caps and time. */
export interface ChartReading {
  dataset: SeasonDataset
  now: () => Date
  timeoutMs: number
  limits?: Partial<Limits>
}

function rulesOf(reading: ChartReading): ChartRules {
  return {
    seasonTier: SEASON_TIER,
    itemLevels: seasonItemLevelRange(reading.dataset),
    now: reading.now,
    maxEntries: reading.limits?.chartEntries ?? LIMITS.chartEntries,
  }
}

function noDuplicates(charts: readonly ChartOrigin[]): ChartOrigin[] {
  const seen = new Map<string, string>()
  for (const { chart, origin } of charts) {
    const key = `${chart.specId} ${chart.fightStyle}`
    const other = seen.get(key)
    if (other) throw new Error(`${origin} and ${other} are both charts of spec ${key}.`)
    seen.set(key, origin)
  }
  return [...charts]
}

/**
 * The chart's spec_id (and class_id) must be the spec its file name or address names: a file
 * named for Fire Mage that says Arcane is refused, never filed as Arcane's sims.
 */
function checkNamedSpec(
  chart: ChartSims & { classId?: number | undefined },
  fightStyle: string,
  named: { classSpec: string; style: string } | null,
  origin: string,
  dataset: SeasonDataset,
): void {
  const spec = dataset.specs.find((s) => s.id === chart.specId)
  const wowClass = spec && dataset.classes.find((c) => c.slug === spec.classSlug)
  if (spec && wowClass && chart.classId !== undefined && chart.classId !== wowClass.id) {
    throw new RefusedError(
      `${origin}: class_id is ${chart.classId}, but spec_id ${chart.specId} is a ${wowClass.name} spec (class ${wowClass.id})`,
    )
  }
  if (!named) return
  const says = spec ? `${bloodmalletName(spec.classSlug)}_${bloodmalletName(spec.slug)}` : null
  if (says !== named.classSpec) {
    throw new RefusedError(
      `${origin}: spec_id is ${chart.specId}${spec ? ` (${spec.classSlug}/${spec.slug})` : ''}, not the ${named.classSpec.replace('_', ' ')} its name says`,
    )
  }
  if (fightStyle !== named.style) {
    throw new RefusedError(
      `${origin}: simc_settings.fight_style is ${JSON.stringify(fightStyle)}, not the ${named.style} its name says`,
    )
  }
}

/** "mage_fire_castingpatchwerk5.json" → class and spec "mage_fire", style "castingpatchwerk5". */
function namedByFile(file: string): { classSpec: string; style: string } | null {
  const base = path.basename(file, '.json')
  for (const style of Object.keys(bloodmalletFightStyles).sort((a, b) => b.length - a.length)) {
    if (base.endsWith(`_${style}`)) return { classSpec: base.slice(0, -style.length - 1), style }
  }
  return null
}

/** One chart's JSON read: the chart with its origin, or null for the site's "no chart" answer. */
function chartOf(
  value: unknown,
  origin: string,
  named: { classSpec: string; style: string } | null,
  reading: ChartReading,
): ChartOrigin | null {
  const answer = readChartAnswer(value, origin, rulesOf(reading))
  if (answer.kind === 'none') return null
  const chart = chartSims(answer.chart, origin)
  checkNamedSpec(
    { ...chart, classId: answer.chart.class_id },
    answer.chart.simc_settings.fight_style,
    named,
    origin,
    reading.dataset,
  )
  return { chart, origin }
}

/** Every .json file under the folder, each one chart (a saved "no chart" answer is skipped). */
export async function readChartFolder(
  folder: string,
  reading: ChartReading,
): Promise<ChartOrigin[]> {
  let entries: string[]
  try {
    entries = (await readdir(folder, { recursive: true })).map(String)
  } catch {
    throw new Error(`there is no folder of Bloodmallet charts at ${folder}.`)
  }
  const files = entries.filter((file) => file.endsWith('.json')).sort()
  if (files.length === 0) throw new Error(`the folder ${folder} holds no .json chart.`)
  const charts: ChartOrigin[] = []
  for (const file of files) {
    const origin = path.join(folder, file)
    const value = await readJsonFile(origin, {
      maxBytes: reading.limits?.chartBytes ?? LIMITS.chartBytes,
      timeoutMs: reading.timeoutMs,
    })
    const chart = chartOf(value, origin, namedByFile(file), reading)
    if (chart) charts.push(chart)
  }
  return noDuplicates(charts)
}

function unreachable(url: string, error: unknown, timeoutMs: number): Error {
  return new Error(`could not reach Bloodmallet at ${url} (${networkReason(error, timeoutMs)})`)
}

export interface FetchedCharts {
  charts: ChartOrigin[]
  /** Spec and fight pairs the site has no chart for, as it says. */
  missing: string[]
}

/** Asks the site for each damage and tank spec's charts, one at a time, each with a timeout. */
export async function fetchCharts(
  reading: ChartReading,
  options: { baseUrl: string; fetch: typeof fetch },
): Promise<FetchedCharts> {
  const charts: ChartOrigin[] = []
  const missing: string[] = []
  const base = options.baseUrl.replace(/\/+$/, '')
  const maxBytes = reading.limits?.chartBytes ?? LIMITS.chartBytes
  for (const spec of reading.dataset.specs.filter((s) => s.role !== 'healer')) {
    for (const style of Object.keys(bloodmalletFightStyles)) {
      const classSpec = `${bloodmalletName(spec.classSlug)}_${bloodmalletName(spec.slug)}`
      const url = `${base}/${style}/${bloodmalletName(spec.classSlug)}/${bloodmalletName(spec.slug)}`
      let bytes: Uint8Array
      let status: number
      try {
        const response = await options.fetch(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(reading.timeoutMs),
        })
        status = response.status
        if (status !== 200) await response.body?.cancel()
        bytes =
          status === 200
            ? await readCapped(response, maxBytes, `Bloodmallet's answer for ${url}`)
            : new Uint8Array(0)
      } catch (error) {
        if (error instanceof RefusedError) throw error
        throw unreachable(url, error, reading.timeoutMs)
      }
      if (status !== 200) {
        throw new Error(`Bloodmallet answered HTTP ${status} for ${url}`)
      }
      let value: unknown
      try {
        value = JSON.parse(new TextDecoder().decode(bytes))
      } catch {
        throw new Error(`Bloodmallet's answer for ${url} is not JSON`)
      }
      const chart = chartOf(value, url, { classSpec, style }, reading)
      if (chart) charts.push(chart)
      else missing.push(`${spec.classSlug}/${spec.slug} ${style}`)
    }
  }
  return { charts: noDuplicates(charts), missing }
}
