// `npm run data:refresh`: the weekly refresh. Runs every importer that applies on a copy of data/
// (the Blizzard dataset when BLIZZARD_CLIENT_ID and BLIZZARD_CLIENT_SECRET are set, the guides'
// rankings, the sims with Bloodmallet's charts), checks the result with the integrity checks the
// tests use, and only then puts the copy in data/'s place. When any step fails, data/ is left
// exactly as it was and the command says why in one sentence.
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { checkIntegrity } from '../src/domain/season/integrity'
import { parseSeasonDataset } from '../src/domain/season/parse-dataset'
import type { SeasonDataset } from '../src/domain/season/schema'
import { simsFilesCovered, simsProblems } from '../src/domain/sims/integrity'
import { parseSpecSimsFor } from '../src/domain/sims/plausible-sims'
import {
  exitOnError,
  parseCommandFlags,
  parseOptions,
  requestTimeoutMs,
} from './data-import/options'
import { type ImportIo, importDataset, processIo } from './data-import/run-import'
import { readJsonFile } from './data-import/safe-fetch'
import { replaceFolderWhole } from './data-import/whole-write'
import { importRankingsInto } from './import-rankings'
import { CHART_FLAGS, CHART_FLAGS_USAGE, chartSource, refreshSims, saying } from './import-sims'
import { referenceExtraSimsFile } from './sims/extra-sims'
import { referenceSimsFile } from './sims/reference-sims'

export const REFRESH_USAGE = `Usage: npm run data:refresh -- [options]
  --data DIR                the data folder to refresh (default data)
${CHART_FLAGS_USAGE}
  --timeout SECONDS         give up on one request after this long (default 30)
  --help                    print this help
The Blizzard dataset is refreshed only when BLIZZARD_CLIENT_ID and BLIZZARD_CLIENT_SECRET are set.`

export function parseRefreshOptions(argv: readonly string[], cwd: string) {
  const values = parseCommandFlags(
    argv,
    {
      data: { type: 'string' },
      ...CHART_FLAGS,
      timeout: { type: 'string' },
      help: { type: 'boolean' },
    },
    REFRESH_USAGE,
  )
  return {
    dataDir: path.resolve(cwd, values.data ?? 'data'),
    // The same charts, from the same place by default, as `npm run data:sims` reads.
    ...chartSource(values, cwd),
    timeoutMs: requestTimeoutMs(values.timeout),
  }
}

const readJson = (file: string) => readJsonFile(file)

/** What the tests check of a data folder: the dataset's integrity, and every sims file against it. */
export async function dataProblems(dataDir: string): Promise<string[]> {
  const dataset: SeasonDataset = parseSeasonDataset(
    await readJson(path.join(dataDir, 'season.json')),
    'the refreshed season.json',
  )
  const problems = checkIntegrity(dataset)
  const simsDir = path.join(dataDir, 'sims')
  const files = (await readdir(simsDir, { recursive: true }))
    .map(String)
    .filter((file) => file.endsWith('.json'))
    .sort()
  for (const file of files) {
    // The same plausibility rules as the importers: item levels, values, dates and names.
    const sims = parseSpecSimsFor(await readJson(path.join(simsDir, file)), file, dataset)
    problems.push(...simsProblems(sims, dataset))
    if (file !== `${sims.classSlug}/${sims.specSlug}.json`)
      problems.push(`${file} is not at its spec's path`)
  }
  const covered = new Set(simsFilesCovered(dataset))
  for (const file of covered) if (!files.includes(file)) problems.push(`no sims file ${file}`)
  for (const file of files) if (!covered.has(file)) problems.push(`${file} has no sim source`)
  return problems
}

async function blizzardStep(work: string, io: ImportIo, timeoutMs: number): Promise<void> {
  if (!io.env.BLIZZARD_CLIENT_ID?.trim() || !io.env.BLIZZARD_CLIENT_SECRET?.trim()) {
    io.stdout(
      'Blizzard dataset: skipped (BLIZZARD_CLIENT_ID and BLIZZARD_CLIENT_SECRET are not set).\n',
    )
    return
  }
  io.stdout('Blizzard dataset:\n')
  // data:import's own defaults (region, locale, hosts, cache), on the copy of data/.
  const options = {
    ...parseOptions([], io.env),
    out: path.join(work, 'season.json'),
    requestTimeoutMs: timeoutMs,
  }
  const { problems } = await importDataset(options, io, (message) =>
    io.stdout(`warning: ${message}\n`),
  )
  if (problems.length > 0) {
    throw new Error(
      `the Blizzard import fails ${problems.length} integrity check${problems.length === 1 ? '' : 's'} (${problems.slice(0, 3).join('; ')})`,
    )
  }
}

function rankingsStep(work: string, io: ImportIo): void {
  const { before, after } = importRankingsInto(path.join(work, 'season.json'))
  io.stdout(`Rankings: ${before} -> ${after} from the reference.\n`)
}

/** Runs the refresh and returns the exit code: 0 done, 1 failed (data/ unchanged), 2 called wrongly. */
export async function runRefresh(io: ImportIo): Promise<number> {
  let label = 'data/'
  try {
    const options = parseRefreshOptions(io.argv, io.cwd)
    const relative = path.relative(io.cwd, options.dataDir)
    label = relative && !relative.startsWith('..') ? `${relative}/` : `${options.dataDir}/`
    // On a copy beside data/, swapped in whole only when every step and check passed.
    await replaceFolderWhole(options.dataDir, async (work) => {
      await blizzardStep(work, io, options.timeoutMs)
      rankingsStep(work, io)
      io.stdout('Sims:\n')
      await refreshSims(
        {
          dataDir: work,
          referenceFile: referenceSimsFile.pathname,
          extraFile: referenceExtraSimsFile.pathname,
          chartsFolder: options.chartsFolder,
          chartsUrl: options.chartsUrl,
          timeoutMs: options.timeoutMs,
          dryRun: false,
        },
        io,
      )
      const problems = await dataProblems(work)
      if (problems.length > 0) {
        throw new Error(
          `the refreshed data fails ${problems.length} integrity check${problems.length === 1 ? '' : 's'} (${problems.slice(0, 3).join('; ')})`,
        )
      }
      return { keep: true, result: undefined }
    })
    io.stdout(`Refreshed ${label}: review the diff above (git diff ${label}) and commit.\n`)
    return 0
  } catch (error) {
    return exitOnError(saying(error, `${label} was left as it was`), 'data:refresh', io)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await runRefresh(processIo())
}
