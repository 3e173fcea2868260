// `npm run data:sims`: writes the published trinket sims into data/season.json (`simSources`: who
// published them, with which simulator version, read when, for which specs) and data/sims/<class>/
// <spec>.json (the numbers), from the shared reference (scripts/sims/reference-sims.ts) and
// Bloodmallet's own charts over it (scripts/sims/bloodmallet-chart.ts): from bloodmallet.com, or
// from a folder, or none (CHART_FLAGS below). Everything is read and checked before anything
// is written; it prints what changed so that a refresh can be reviewed as a diff.
// The site itself never fetches sims: what is committed is what players see.
import { existsSync } from 'node:fs'
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parseSeasonDataset } from '../src/domain/season/parse-dataset'
import type { SeasonDataset } from '../src/domain/season/schema'
import { parseSpecSimsFor } from '../src/domain/sims/plausible-sims'
import type { SpecSims } from '../src/domain/sims/schema'
import {
  exitOnError,
  HelpRequested,
  parseCommandFlags,
  requestTimeoutMs,
  UsageError,
} from './data-import/options'
import { type ImportIo, processIo } from './data-import/run-import'
import { readJsonFile } from './data-import/safe-fetch'
import { replaceFolderWhole } from './data-import/whole-write'
import { type ImportedSims, keepingChartSets, withBloodmalletCharts } from './sims/bloodmallet-sims'
import { BLOODMALLET_CHARTS_URL, fetchCharts, readChartFolder } from './sims/chart-files'
import { referenceExtraSimsFile } from './sims/extra-sims'
import { importSims, referenceSimsFile } from './sims/reference-sims'
import { formatSimsChanges, simsChanges } from './sims/sims-changes'

/**
 * Where Bloodmallet's charts are read from, one rule for data:sims and data:refresh: bloodmallet.com
 * unless a folder or another address is named, or none at all. The site's charts are the fresher
 * source, so either command asked plainly brings them; a folder or no charts are the exceptions
 * (offline work, a review of the reference alone), asked for by name.
 */
export const CHART_FLAGS = {
  bloodmallet: { type: 'string' },
  'bloodmallet-url': { type: 'string' },
  'no-bloodmallet': { type: 'boolean' },
} as const

export const CHART_FLAGS_USAGE = `  --bloodmallet DIR         read Bloodmallet's trinket charts saved in DIR (its JSON, as
                            bloodytools writes it or bloodmallet.com serves it) instead of
                            ${BLOODMALLET_CHARTS_URL}
  --bloodmallet-url URL     read them from another address instead
  --no-bloodmallet          read no charts: keep the chart sets data/sims already holds`

/** Where the charts come from: a folder, an address, or neither (--no-bloodmallet). */
export interface ChartSource {
  chartsFolder: string | null
  chartsUrl: string | null
}

export function chartSource(
  values: { bloodmallet?: string; 'bloodmallet-url'?: string; 'no-bloodmallet'?: boolean },
  cwd: string,
): ChartSource {
  const named = [
    values.bloodmallet !== undefined,
    values['bloodmallet-url'] !== undefined,
    values['no-bloodmallet'] === true,
  ].filter(Boolean).length
  if (named > 1) {
    throw new UsageError(
      'Read the charts from one place: a folder (--bloodmallet), an address (--bloodmallet-url) or none (--no-bloodmallet).',
    )
  }
  if (values['no-bloodmallet']) return { chartsFolder: null, chartsUrl: null }
  if (values.bloodmallet !== undefined) {
    return { chartsFolder: path.resolve(cwd, values.bloodmallet), chartsUrl: null }
  }
  return { chartsFolder: null, chartsUrl: values['bloodmallet-url'] ?? BLOODMALLET_CHARTS_URL }
}

export const SIMS_USAGE = `Usage: npm run data:sims -- [options]
${CHART_FLAGS_USAGE}
  --timeout SECONDS         give up on one chart request after this long (default 30)
  --reference FILE          the reference sims (default ../shared/gamedata/trinket_sims.json)
  --extra FILE              the reference's extra rows, beyond each list's top 15 (default
                            trinket_sims_extra.json beside the reference sims)
  --data DIR                the data folder to refresh (default data)
  --dry-run                 print the changes without writing
  --help                    print this help`

export interface SimsOptions extends ChartSource {
  dataDir: string
  referenceFile: string
  /** The extra rows (later runs); outside CI the import goes on without them when absent. */
  extraFile: string
  timeoutMs: number
  dryRun: boolean
}

export function parseSimsOptions(argv: readonly string[], cwd: string): SimsOptions {
  const values = parseCommandFlags(
    argv,
    {
      ...CHART_FLAGS,
      timeout: { type: 'string' },
      reference: { type: 'string' },
      extra: { type: 'string' },
      data: { type: 'string' },
      'dry-run': { type: 'boolean' },
      help: { type: 'boolean' },
    },
    SIMS_USAGE,
  )
  const timeoutMs = requestTimeoutMs(values.timeout)
  const charts = chartSource(values, cwd)
  const referenceFile = values.reference
    ? path.resolve(cwd, values.reference)
    : referenceSimsFile.pathname
  return {
    dataDir: path.resolve(cwd, values.data ?? 'data'),
    referenceFile,
    extraFile: values.extra
      ? path.resolve(cwd, values.extra)
      : path.join(path.dirname(referenceFile), path.basename(referenceExtraSimsFile.pathname)),
    ...charts,
    timeoutMs,
    dryRun: values['dry-run'] ?? false,
  }
}

function readJson(file: string, what: string, timeoutMs: number): Promise<unknown> {
  return readJsonFile(file, { what: `${what} at ${file}`, timeoutMs })
}

/** The sims files as they are, held to the same rules as what the import writes. */
async function readSpecFiles(
  folder: string,
  dataset: SeasonDataset,
  timeoutMs: number,
): Promise<SpecSims[]> {
  const files = (await readdir(folder, { recursive: true }).catch(() => []))
    .map(String)
    .filter((file) => file.endsWith('.json'))
    .sort()
  const specs: SpecSims[] = []
  for (const file of files) {
    const raw = await readJson(path.join(folder, file), 'a sims file', timeoutMs)
    specs.push(parseSpecSimsFor(raw, `sims/${file}`, dataset))
  }
  return specs
}

/**
 * The extra rows beside the reference sims. In CI the reference sits beside the repository whole,
 * so a missing file is an error there; on a machine without it the import goes on with the main
 * file alone (and so without later runs), and says so.
 */
async function readExtra(
  file: string,
  io: Pick<ImportIo, 'stdout' | 'env'>,
  timeoutMs: number,
): Promise<unknown> {
  if (existsSync(file)) return readJson(file, 'the extra reference sims', timeoutMs)
  if (io.env.CI) throw new Error(`there are no extra reference sims at ${file}`)
  io.stdout(`No extra reference sims at ${file}: the later runs are left out.\n`)
  return null
}

/** One point per line keeps a refresh's diff readable. */
export function specSimsText(sims: SpecSims): string {
  const text = JSON.stringify(sims, null, 2).replace(
    /\[\n\s+(\d+),\n\s+([\d.]+)\n\s+\]/g,
    '[$1, $2]',
  )
  return `${text}\n`
}

/**
 * Writes season.json's sources and a new sims/ folder into a copy of the data folder; the copy
 * then takes the folder's place whole (whole-write.ts), so a kill at any moment leaves the old
 * data or the new, never a season.json that disagrees with sims/.
 */
async function writeSims(
  dataDir: string,
  imported: ImportedSims,
  datasetRaw: { simSources?: unknown },
) {
  await replaceFolderWhole(dataDir, async (work) => {
    const folder = path.join(work, 'sims')
    // Replaced whole, so that a spec that lost its sims loses its file.
    await rm(folder, { recursive: true, force: true })
    for (const sims of imported.specs) {
      await mkdir(path.join(folder, sims.classSlug), { recursive: true })
      await writeFile(
        path.join(folder, sims.classSlug, `${sims.specSlug}.json`),
        specSimsText(sims),
      )
    }
    datasetRaw.simSources = imported.simSources
    await writeFile(path.join(work, 'season.json'), `${JSON.stringify(datasetRaw, null, 2)}\n`)
    return { keep: true, result: undefined }
  })
}

/**
 * Refreshes the sims of one data folder; throws (having written nothing) when a source cannot be
 * read or the result fails its checks. Returns whether anything changed.
 */
export async function refreshSims(
  options: SimsOptions,
  io: Pick<ImportIo, 'stdout' | 'fetch' | 'now' | 'env' | 'limits'>,
): Promise<boolean> {
  const seasonFile = path.join(options.dataDir, 'season.json')
  const raw = (await readJson(seasonFile, 'the season dataset', options.timeoutMs)) as {
    simSources?: unknown
  }
  const current = parseSeasonDataset(raw, seasonFile)
  const dataset = { ...current, simSources: [] }
  const reference = await readJson(options.referenceFile, 'the reference sims', options.timeoutMs)
  const extra = await readExtra(options.extraFile, io, options.timeoutMs)
  const before = {
    simSources: current.simSources,
    specs: await readSpecFiles(path.join(options.dataDir, 'sims'), current, options.timeoutMs),
  }
  const reading = {
    dataset,
    now: io.now ?? (() => new Date()),
    timeoutMs: options.timeoutMs,
    ...(io.limits ? { limits: io.limits } : {}),
  }
  let imported = keepingChartSets(importSims(reference, dataset, extra), before, dataset)
  let readFrom: string | null = null
  let charts: Awaited<ReturnType<typeof readChartFolder>> = []
  if (options.chartsFolder) {
    charts = await readChartFolder(options.chartsFolder, reading)
    readFrom = `saved in ${path.basename(options.chartsFolder)}/`
  } else if (options.chartsUrl) {
    const fetched = await fetchCharts(reading, {
      baseUrl: options.chartsUrl,
      fetch: io.fetch ?? fetch,
    })
    charts = fetched.charts
    readFrom = `${options.chartsUrl}/<fight style>/<class>/<spec>`
    if (fetched.missing.length) {
      io.stdout(
        `Bloodmallet has no chart for ${fetched.missing.length}: ${fetched.missing.join(', ')}.\n`,
      )
    }
  }
  if (readFrom) {
    const today = (io.now?.() ?? new Date()).toISOString().slice(0, 10)
    const merged = withBloodmalletCharts(imported, charts, dataset, { today, readFrom })
    imported = merged
    io.stdout(`Read ${charts.length} Bloodmallet charts.\n`)
    if (merged.notes.length) {
      io.stdout(
        `Not taken from them (${merged.notes.length}):\n${merged.notes.map((n) => `  ${n}`).join('\n')}\n`,
      )
    }
  }
  const withSources = parseSeasonDataset(
    { ...raw, simSources: imported.simSources },
    'the imported sim sources',
  )
  const lines = simsChanges(
    before,
    imported,
    (id) => withSources.trinkets.find((t) => t.id === id)?.name,
  )
  io.stdout(`${formatSimsChanges(lines)}\n`)
  if (lines.length === 0) return false
  if (options.dryRun) {
    io.stdout('Dry run: nothing was written.\n')
    return true
  }
  await writeSims(options.dataDir, imported, raw)
  io.stdout(`Wrote simSources in season.json and ${imported.specs.length} spec files in sims/.\n`)
  return true
}

/** The error's one sentence, ending with what became of the data; usage errors stay as they are. */
export function saying(error: unknown, outcome: string): unknown {
  if (error instanceof UsageError || error instanceof HelpRequested) return error
  const message = (error instanceof Error ? error.message : String(error)).replace(/\.$/, '')
  return new Error(`${message}; ${outcome}.`)
}

/** Runs `npm run data:sims` and returns the exit code: 0 done, 1 failed, 2 called wrongly. */
export async function runSimsImport(io: ImportIo): Promise<number> {
  try {
    await refreshSims(parseSimsOptions(io.argv, io.cwd), io)
    return 0
  } catch (error) {
    return exitOnError(saying(error, 'nothing was changed'), 'data:sims', io)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await runSimsImport(processIo())
}
