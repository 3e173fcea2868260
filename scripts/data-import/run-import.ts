// `npm run data:import`: refreshes data/season.json from the Blizzard Game Data API.
import path from 'node:path'
import type { z } from 'zod'
import { terminalSafe } from '../../src/domain/plausibility'
import { checkIntegrity } from '../../src/domain/season/integrity'
import { parseSeasonDataset } from '../../src/domain/season/parse-dataset'
import type { SeasonDataset } from '../../src/domain/season/schema'
import {
  type ApiFacts,
  encounterFacts,
  isTrinket,
  specFacts,
  type TrinketFacts,
  trinketFacts,
} from './api-facts'
import {
  itemMediaSchema,
  itemSchema,
  journalEncounterSchema,
  playableSpecializationSchema,
} from './api-schemas'
import { type BlizzardClient, createBlizzardClient } from './blizzard-client'
import { formatChanges } from './format-changes'
import { API_NAME, changesDataset, mergeApiFacts } from './merge'
import { exitOnError, type ImportOptions, parseOptions } from './options'
import { type Limits, readJsonFile } from './safe-fetch'
import { writeFileWhole } from './whole-write'

export interface ImportIo {
  argv: readonly string[]
  env: Readonly<Record<string, string | undefined>>
  cwd: string
  stdout: (text: string) => void
  stderr: (text: string) => void
  fetch?: typeof fetch
  sleep?: (ms: number) => Promise<void>
  backoffBaseMs?: number
  now?: () => Date
  /** Smaller caps than LIMITS (safe-fetch.ts), so that tests need no big inputs. */
  limits?: Partial<Limits>
}

// Gentle on the API's per-second quota while keeping a full refresh to a minute or so.
const CONCURRENCY = 4
const MAX_ATTEMPTS = 4

async function mapLimited<T, R>(items: readonly T[], task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  let failure: { error: unknown } | undefined
  const worker = async () => {
    // After a failure no new request starts, and the run ends only once those under way are done
    // (none of them still writing to the cache after the command has said why it stopped).
    while (next < items.length && !failure) {
      const index = next
      next += 1
      const item = items[index]
      try {
        if (item !== undefined) results[index] = await task(item)
      } catch (error) {
        failure ??= { error }
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker))
  if (failure) throw failure.error
  return results
}

/** A Game Data resource by id, cached under its path's name ("media/item" → "media-item"). */
function gameData<T>(client: BlizzardClient, path: string, id: number, schema: z.ZodType<T>) {
  return client.get(path.replaceAll('/', '-'), `/data/wow/${path}/${id}`, id, schema)
}

async function collectFacts(
  dataset: SeasonDataset,
  client: BlizzardClient,
  readsEnglish: boolean,
  warn: (message: string) => void,
): Promise<ApiFacts> {
  const facts: ApiFacts = { encounters: new Map(), trinkets: new Map(), specs: new Map() }
  /** The resource, or null once a warning has said what the import does without it. */
  const foundOrWarned = async <T>(
    path: string,
    id: number,
    schema: z.ZodType<T>,
    what: string,
    without: string,
  ): Promise<T | null> => {
    const response = await gameData(client, path, id, schema)
    if (response === null) warn(`${what} was not found (404); ${without}`)
    return response
  }

  const encounters = dataset.instances.flatMap((i) =>
    i.encounters.map((e) => ({ instance: i, encounter: e })),
  )
  await mapLimited(encounters, async ({ instance, encounter }) => {
    const response = await foundOrWarned(
      'journal-encounter',
      encounter.id,
      journalEncounterSchema,
      `Journal encounter ${encounter.id} (${encounter.name ?? 'unnamed'})`,
      'its loot is kept as it was.',
    )
    if (response === null) return
    if (response.instance && response.instance.id !== instance.id) {
      warn(
        `Journal encounter ${encounter.id} belongs to instance ${response.instance.id} in the API, not ${instance.id}; check the dataset.`,
      )
    }
    facts.encounters.set(encounter.id, encounterFacts(response, readsEnglish))
  })

  // Known trinkets are refreshed even when their encounter's answer is missing.
  const itemIds = [
    ...new Set([
      ...[...facts.encounters.values()].flatMap((e) => e.itemIds),
      ...dataset.trinkets.map((t) => t.id),
    ]),
  ].sort((a, b) => a - b)
  const trinkets = await mapLimited(itemIds, async (itemId): Promise<TrinketFacts | undefined> => {
    const item = await foundOrWarned('item', itemId, itemSchema, `Item ${itemId}`, 'skipped.')
    if (item === null) return undefined
    if (!isTrinket(item)) return undefined
    const media = await gameData(client, 'media/item', itemId, itemMediaSchema)
    return trinketFacts(item, media, readsEnglish)
  })
  for (const trinket of trinkets) if (trinket) facts.trinkets.set(trinket.id, trinket)

  await mapLimited(dataset.specs, async (spec) => {
    const response = await foundOrWarned(
      'playable-specialization',
      spec.id,
      playableSpecializationSchema,
      `Specialization ${spec.id} (${spec.name})`,
      'kept as it was.',
    )
    if (response === null) return
    facts.specs.set(spec.id, specFacts(response, readsEnglish))
  })
  return facts
}

/** The API has no item-level tables: the importer cannot refresh them and leaves them as they are. */
export const itemLevelsKeptLine =
  "Item levels (raid loot by boss and difficulty, the raid's Great Vault, Normal, Heroic and Mythic 0 dungeons, Mythic+ keys, tracks) are not in the API: kept unchanged; refresh them by hand after a patch."

/** The real process's arguments, environment and output, for the commands' entry points. */
export function processIo(): ImportIo {
  return {
    argv: process.argv.slice(2),
    env: process.env,
    cwd: process.cwd(),
    // Nothing a publisher sent reaches the terminal raw: an escape code could rewrite the review.
    stdout: (text) => process.stdout.write(terminalSafe(text)),
    stderr: (text) => process.stderr.write(terminalSafe(text)),
  }
}

/**
 * Refreshes the dataset at `options.out` from the API and writes it (whole) unless it is a dry
 * run or nothing changed. Throws one sentence when the API cannot be read; returns the integrity
 * problems, having written nothing, when the merged dataset fails its checks.
 */
export async function importDataset(
  options: ImportOptions,
  io: Omit<ImportIo, 'argv' | 'env' | 'stderr'>,
  warn: (message: string) => void,
): Promise<{ problems: string[] }> {
  const outFile = path.resolve(io.cwd, options.out)
  const current = parseSeasonDataset(
    await readJsonFile(outFile, { timeoutMs: options.requestTimeoutMs }),
    options.out,
  )
  const client = createBlizzardClient({
    ...options,
    cacheDir: path.resolve(io.cwd, options.cacheDir),
    fetch: io.fetch ?? fetch,
    sleep: io.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    backoffBaseMs: io.backoffBaseMs ?? 1000,
    maxAttempts: MAX_ATTEMPTS,
    warn,
    ...(io.limits?.apiAnswerBytes ? { maxAnswerBytes: io.limits.apiAnswerBytes } : {}),
  })
  const readsEnglish = options.locale.toLowerCase().startsWith('en')
  if (!readsEnglish)
    warn(
      `Names, on-use flags and cooldowns are read from English answers only; ${options.locale} answers leave them as they are.`,
    )

  const facts = await collectFacts(current, client, readsEnglish, warn)
  const today = (io.now?.() ?? new Date()).toISOString().slice(0, 10)
  const { dataset, changes, warnings } = mergeApiFacts(current, facts, {
    sourceLabel: `${API_NAME} (${options.region}, ${options.locale}) ${today}`,
    today,
    allowRemovals: options.allowRemovals,
  })
  for (const warning of warnings) warn(warning)
  io.stdout(`${formatChanges(changes)}\n`)
  io.stdout(`${itemLevelsKeptLine}\n`)
  io.stdout(
    `Answers: ${client.stats.fromNetwork} from the API, ${client.stats.fromCache} from the cache in ${options.cacheDir}.\n`,
  )

  const problems = checkIntegrity(dataset)
  if (problems.length > 0) return { problems }
  if (!changes.some(changesDataset)) return { problems }
  if (options.dryRun) {
    io.stdout(`Dry run: ${options.out} was not written.\n`)
    return { problems }
  }
  await writeFileWhole(outFile, `${JSON.stringify(dataset, null, 2)}\n`)
  io.stdout(
    `Wrote ${options.out}. Review the diff, write effect summaries for new trinkets, and commit.\n`,
  )
  return { problems }
}

/** Runs the importer and returns the process exit code: 0 done, 1 failed, 2 called wrongly. */
export async function runImport(io: ImportIo): Promise<number> {
  const warn = (message: string) => io.stderr(`warning: ${message}\n`)
  try {
    const options = parseOptions(io.argv, io.env)
    const { problems } = await importDataset(options, io, warn)
    if (problems.length > 0) {
      io.stderr(
        `The refreshed dataset fails its integrity checks, so ${options.out} was not written. Fix these by hand:\n${problems.map((p) => `  - ${p}`).join('\n')}\n`,
      )
      return 1
    }
    return 0
  } catch (error) {
    return exitOnError(error, 'data:import', io)
  }
}
