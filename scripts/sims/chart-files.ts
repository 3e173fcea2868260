// Where Bloodmallet's charts come from: a folder of saved charts (bloodytools' results, or answers
// saved from the site), or the site itself when the machine is online. Every chart is read before
// anything is written, so a failed read leaves the data as it was.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { SeasonDataset } from '../../src/domain/season/schema'
import { bloodmalletFightStyles, chartSims, readChartAnswer } from './bloodmallet-chart'
import type { ChartOrigin } from './bloodmallet-sims'

export const BLOODMALLET_CHARTS_URL = 'https://bloodmallet.com/chart/get/trinkets'

/** Bloodmallet writes class and spec names with underscores where our slugs have hyphens. */
const bloodmalletName = (slug: string) => slug.replaceAll('-', '_')

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

/** Every .json file under the folder, each one chart (a saved "no chart" answer is skipped). */
export async function readChartFolder(folder: string): Promise<ChartOrigin[]> {
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
    let value: unknown
    try {
      value = JSON.parse(await readFile(origin, 'utf8'))
    } catch {
      throw new Error(`${origin} is not valid JSON.`)
    }
    const answer = readChartAnswer(value, origin)
    if (answer.kind === 'chart') charts.push({ chart: chartSims(answer.chart, origin), origin })
  }
  return noDuplicates(charts)
}

const networkWords: Record<string, string> = {
  ENOTFOUND: 'its name could not be looked up, so this machine is probably offline',
  EAI_AGAIN: 'its name could not be looked up, so this machine is probably offline',
  ECONNREFUSED: 'the connection was refused',
  ECONNRESET: 'the connection was dropped',
  ENETUNREACH: 'no network',
}

function unreachable(url: string, error: unknown, timeoutMs: number): Error {
  const seconds = timeoutMs / 1000
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined
  const why =
    error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
      ? `no answer within ${seconds} s`
      : cause?.code
        ? (networkWords[cause.code] ?? cause.code)
        : error instanceof Error
          ? error.message
          : String(error)
  return new Error(`could not reach Bloodmallet at ${url} (${why})`)
}

export interface FetchedCharts {
  charts: ChartOrigin[]
  /** Spec and fight pairs the site has no chart for, as it says. */
  missing: string[]
}

/** Asks the site for each damage and tank spec's charts, one at a time, each with a timeout. */
export async function fetchCharts(
  dataset: SeasonDataset,
  options: { baseUrl: string; timeoutMs: number; fetch: typeof fetch },
): Promise<FetchedCharts> {
  const charts: ChartOrigin[] = []
  const missing: string[] = []
  const base = options.baseUrl.replace(/\/+$/, '')
  for (const spec of dataset.specs.filter((s) => s.role !== 'healer')) {
    for (const style of Object.keys(bloodmalletFightStyles)) {
      const url = `${base}/${style}/${bloodmalletName(spec.classSlug)}/${bloodmalletName(spec.slug)}`
      let text: string
      let status: number
      try {
        const response = await options.fetch(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs),
        })
        status = response.status
        text = await response.text()
      } catch (error) {
        throw unreachable(url, error, options.timeoutMs)
      }
      if (status !== 200) {
        throw new Error(`Bloodmallet answered HTTP ${status} for ${url}`)
      }
      let value: unknown
      try {
        value = JSON.parse(text)
      } catch {
        throw new Error(`Bloodmallet's answer for ${url} is not JSON`)
      }
      const answer = readChartAnswer(value, url)
      if (answer.kind === 'none') missing.push(`${spec.classSlug}/${spec.slug} ${style}`)
      else charts.push({ chart: chartSims(answer.chart, url), origin: url })
    }
  }
  return { charts: noDuplicates(charts), missing }
}
