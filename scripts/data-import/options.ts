// Command-line flags and credentials of `npm run data:import`, and the flag parsing that every
// data command (data:import, data:sims, data:refresh) shares.
import { type ParseArgsConfig, parseArgs } from 'node:util'

export const REGIONS = ['us', 'eu', 'kr', 'tw', 'cn'] as const
export type Region = (typeof REGIONS)[number]

export interface ImportOptions {
  region: Region
  locale: string
  apiBase: string
  oauthUrl: string
  cacheDir: string
  out: string
  dryRun: boolean
  refresh: boolean
  /** Remove sources (and trinkets left without one) that the API's loot lists lack. */
  allowRemovals: boolean
  /** Per request, in milliseconds. */
  requestTimeoutMs: number
  clientId: string
  clientSecret: string
}

export const USAGE = `Usage: npm run data:import -- [options]
  --region us|eu|kr|tw|cn   game region (default us)
  --locale en_US            response locale (default en_US); names, on-use flags and cooldowns
                            are read from English answers only
  --api-base URL            API host (default https://{region}.api.blizzard.com)
  --oauth-url URL           OAuth token endpoint (default https://oauth.battle.net/token)
  --cache-dir DIR           raw response cache (default .cache/blizzard-api)
  --refresh                 ignore cached responses and ask the API again (use after a patch)
  --out FILE                dataset to refresh (default data/season.json)
  --dry-run                 print the diff without writing
  --allow-removals          remove sources and trinkets the API's loot lists lack (default: keep
                            them and list them as "missing from the API, kept")
  --timeout SECONDS         give up on one request after this long (default 30); it is retried
  --help                    print this help
Credentials: BLIZZARD_CLIENT_ID and BLIZZARD_CLIENT_SECRET (a Battle.net API client).`

/** A problem with how the importer was called; exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError'
}

/** `--help`: print the usage and stop, successfully. */
export class HelpRequested extends Error {
  override name = 'HelpRequested'
}

/**
 * How a command of the importer ends on an error: `--help` prints its text (0), a usage problem
 * its message (2), anything else one sentence naming the command (1).
 */
export function exitOnError(
  error: unknown,
  command: string,
  io: { stdout: (text: string) => void; stderr: (text: string) => void },
): number {
  if (error instanceof HelpRequested) {
    io.stdout(`${error.message}\n`)
    return 0
  }
  if (error instanceof UsageError) {
    io.stderr(`${error.message}\n`)
    return 2
  }
  const message = error instanceof Error ? error.message : String(error)
  io.stderr(`${command} failed: ${message}\n`)
  return 1
}

const DEFAULT_TIMEOUT_SECONDS = 30

function defaultApiBase(region: Region): string {
  return region === 'cn' ? 'https://gateway.battlenet.com.cn' : `https://${region}.api.blizzard.com`
}

function defaultOauthUrl(region: Region): string {
  return region === 'cn' ? 'https://oauth.battlenet.com.cn/token' : 'https://oauth.battle.net/token'
}

/** A command's flags as each data command's `parseArgs` options declare them, `--help` included. */
type CommandFlags = NonNullable<ParseArgsConfig['options']> & { help: { type: 'boolean' } }

/**
 * Reads a data command's flags strictly (no positionals): an unknown or malformed flag is a usage
 * error that shows the usage, and `--help` stops with it.
 */
export function parseCommandFlags<const Flags extends CommandFlags>(
  argv: readonly string[],
  flags: Flags,
  usage: string,
) {
  let values: ReturnType<typeof parseFlags<Flags>>
  try {
    values = parseFlags(argv, flags)
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}\n${usage}`)
  }
  // TypeScript cannot see through the generic result that Flags declares `help`.
  if ((values as { help?: boolean }).help) throw new HelpRequested(usage)
  return values
}

function parseFlags<const Flags extends CommandFlags>(argv: readonly string[], flags: Flags) {
  return parseArgs({ args: [...argv], strict: true, allowPositionals: false, options: flags })
    .values
}

/** `--timeout SECONDS` (one request's time limit) in milliseconds; 30 seconds when not given. */
export function requestTimeoutMs(timeout: string | undefined): number {
  const seconds = Number(timeout ?? DEFAULT_TIMEOUT_SECONDS)
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new UsageError(`--timeout takes a number of seconds above 0, not "${timeout}".`)
  }
  return seconds * 1000
}

/** The flags of data:import; data:icons takes the API's flags alone (`onlyApiFlags`). */
const importFlags = {
  region: { type: 'string' },
  locale: { type: 'string' },
  'api-base': { type: 'string' },
  'oauth-url': { type: 'string' },
  'cache-dir': { type: 'string' },
  out: { type: 'string' },
  'dry-run': { type: 'boolean' },
  refresh: { type: 'boolean' },
  'allow-removals': { type: 'boolean' },
  timeout: { type: 'string' },
  help: { type: 'boolean' },
} as const

/**
 * Reads data:import's flags, or with `onlyApiFlags` those of another command that asks the same
 * API (data:icons: no --locale, --dry-run or --allow-removals), printing that command's usage.
 */
export function parseOptions(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  command: { usage: string; onlyApiFlags: boolean } = { usage: USAGE, onlyApiFlags: false },
): ImportOptions {
  const {
    locale: _locale,
    'dry-run': _dryRun,
    'allow-removals': _allowRemovals,
    ...apiFlags
  } = importFlags
  const values: Readonly<Record<string, unknown>> = parseCommandFlags(
    argv,
    command.onlyApiFlags ? apiFlags : importFlags,
    command.usage,
  )
  const text = (flag: keyof typeof importFlags) => {
    const value = values[flag]
    return typeof value === 'string' ? value : undefined
  }
  const flag = (name: keyof typeof importFlags) => values[name] === true
  const requestTimeout = requestTimeoutMs(text('timeout'))
  const region = text('region') ?? 'us'
  const knownRegion = REGIONS.find((r) => r === region)
  if (knownRegion === undefined) {
    throw new UsageError(`Unknown region "${region}": use one of ${REGIONS.join(', ')}.`)
  }
  const clientId = env.BLIZZARD_CLIENT_ID?.trim() ?? ''
  const clientSecret = env.BLIZZARD_CLIENT_SECRET?.trim() ?? ''
  if (clientId === '' || clientSecret === '') {
    throw new UsageError(
      'Set BLIZZARD_CLIENT_ID and BLIZZARD_CLIENT_SECRET to the id and secret of a Battle.net API client (https://develop.battle.net/access/clients) to import game data.',
    )
  }
  return {
    region: knownRegion,
    locale: text('locale') ?? 'en_US',
    apiBase: text('api-base') ?? defaultApiBase(knownRegion),
    oauthUrl: text('oauth-url') ?? defaultOauthUrl(knownRegion),
    cacheDir: text('cache-dir') ?? '.cache/blizzard-api',
    out: text('out') ?? 'data/season.json',
    dryRun: flag('dry-run'),
    refresh: flag('refresh'),
    allowRemovals: flag('allow-removals'),
    requestTimeoutMs: requestTimeout,
    clientId,
    clientSecret,
  }
}
