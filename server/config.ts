// The server's settings come from environment variables, checked once at start: a wrong value
// stops the server with one clear sentence instead of failing later. The README's "Operating the
// server" table lists every variable read here.
import { existsSync, statSync } from 'node:fs'
import { isIP } from 'node:net'
import path from 'node:path'
import { z } from 'zod'
import { type AnalyticsSettings, summaryPath } from './analytics/options'

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

/** proxy-addr's names for address ranges, accepted by Fastify's trustProxy. */
const namedProxyRanges = new Set(['loopback', 'linklocal', 'uniquelocal'])

export const defaultClientDir = path.resolve(import.meta.dirname, '../dist/client')

/**
 * Which peers may tell the server a client's address (X-Forwarded-For) and scheme: nobody, the
 * listed addresses and ranges, or the nearest N hops whatever their address. `true` (everyone)
 * is never accepted: any visitor could then pick their own address and dodge the rate limit.
 */
export type TrustProxy = false | string[] | number

export const maxProxyHops = 10

export type ServerConfig = {
  port: number
  host: string
  logLevel: (typeof logLevels)[number]
  trustProxy: TrustProxy
  clientDir: string
  shutdownTimeoutSeconds: number
  analytics: AnalyticsSettings
}

export class ConfigError extends Error {}

function isProxyAddress(entry: string): boolean {
  if (namedProxyRanges.has(entry)) return true
  const [address = '', prefix, ...rest] = entry.split('/')
  const version = isIP(address)
  if (version === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  if (!/^\d{1,3}$/.test(prefix)) return false
  return Number(prefix) <= (version === 4 ? 32 : 128)
}

/**
 * "false", a hop count from 1 to 10, or a comma-separated list of proxy addresses, CIDR ranges or
 * range names; undefined for anything else, "true" included.
 */
export function parseTrustProxy(value: string): TrustProxy | undefined {
  const trimmed = value.trim()
  if (trimmed === '' || trimmed === 'false' || trimmed === '0') return false
  if (/^\d{1,2}$/.test(trimmed)) {
    const hops = Number(trimmed)
    return hops <= maxProxyHops ? hops : undefined
  }
  const entries = trimmed.split(',').map((entry) => entry.trim())
  return entries.every(isProxyAddress) ? entries : undefined
}

const wholeNumber = (name: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, { error: `${name} must be a whole number from ${min} to ${max}` })
    .transform(Number)
    .refine((value) => value >= min && value <= max, {
      error: `${name} must be a whole number from ${min} to ${max}`,
    })

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** `https://staging.vaultwise.gg,http://localhost:3000` → their origins; undefined if one is not. */
function parseOrigins(value: string): string[] | undefined {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
  if (!entries.every(isWebUrl)) return undefined
  return [...new Set(entries.map((entry) => new URL(entry).origin))]
}

const envSchema = z.object({
  PORT: wholeNumber('PORT', 0, 65535).default(3000),
  HOST: z
    .string()
    .trim()
    .min(1, { error: 'HOST must be a host name or IP address to listen on' })
    .default('127.0.0.1'),
  LOG_LEVEL: z
    .enum(logLevels, { error: `LOG_LEVEL must be one of ${logLevels.join(', ')}` })
    .default('info'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context) => {
      if (value.trim().toLowerCase() === 'true') {
        context.addIssue({
          code: 'custom',
          message:
            "TRUST_PROXY=true would let any client choose its own IP address with an X-Forwarded-For header, so give the proxy's addresses or CIDR ranges (such as 10.0.0.0/8) or the number of proxies in front of the server (such as 1) instead",
        })
        return z.NEVER
      }
      const parsed = parseTrustProxy(value)
      if (parsed === undefined) {
        context.addIssue({
          code: 'custom',
          message: `TRUST_PROXY must be false, the number of proxies in front of the server (1 to ${maxProxyHops}), or a comma-separated list of proxy IP addresses, CIDR ranges or the names loopback, linklocal and uniquelocal`,
        })
        return z.NEVER
      }
      return parsed
    }),
  CLIENT_DIR: z.string().trim().min(1).default(defaultClientDir),
  SHUTDOWN_TIMEOUT_SECONDS: wholeNumber('SHUTDOWN_TIMEOUT_SECONDS', 1, 600).default(10),
  ANALYTICS_DB: z.string().default('.data/analytics.sqlite'),
  ANALYTICS_TOKEN: z.string().optional(),
  ANALYTICS_RATE_LIMIT: wholeNumber('ANALYTICS_RATE_LIMIT', 1, 100_000).default(120),
  // A visible tab sends a heartbeat every 15 s, 4 a minute: visitors behind one address (an
  // office, a mobile carrier's NAT) would exhaust a shared budget with heartbeats long before
  // page views.
  ANALYTICS_HEARTBEAT_RATE_LIMIT: wholeNumber('ANALYTICS_HEARTBEAT_RATE_LIMIT', 1, 100_000).default(
    480,
  ),
  ANALYTICS_RETENTION_DAYS: wholeNumber('ANALYTICS_RETENTION_DAYS', 1, 36_500).default(400),
  ANALYTICS_ORIGINS: z
    .string()
    .default('')
    .transform((value, context) => {
      const origins = parseOrigins(value)
      if (origins === undefined) {
        context.addIssue({
          code: 'custom',
          message:
            'ANALYTICS_ORIGINS must be a comma-separated list of http(s) origins whose pages are counted, such as https://staging.vaultwise.gg',
        })
        return z.NEVER
      }
      return origins
    }),
  MATOMO_URL: z
    .string()
    .trim()
    .refine(isWebUrl, {
      error:
        'MATOMO_URL must be the http(s) address of the Matomo folder that holds matomo.php, such as https://matomo.example.org/',
    })
    .optional(),
  MATOMO_TOKEN: z.string().optional(),
})

/** Their values are never repeated in an error message, which may end up in a shared log. */
const secretVariables = new Set(['ANALYTICS_TOKEN', 'MATOMO_TOKEN'])

/** Reads and checks the environment; throws a ConfigError whose message is one sentence. */
export function readServerConfig(env: NodeJS.ProcessEnv): ServerConfig {
  // An empty variable (`MATOMO_URL=` in a .env file or a compose file) means "not set".
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
  const result = envSchema.safeParse(given)
  if (!result.success) {
    const issue = result.error.issues[0]
    const name = String(issue?.path[0] ?? 'The environment')
    const got = secretVariables.has(name) ? undefined : given[name]
    throw new ConfigError(
      `${issue?.message ?? `${name} is not valid`}${got === undefined ? '' : ` (got "${got}")`}.`,
    )
  }
  const { data } = result
  const clientDir = path.resolve(data.CLIENT_DIR)
  if (!existsSync(clientDir) || !statSync(clientDir).isDirectory()) {
    throw new ConfigError(
      `CLIENT_DIR "${clientDir}" is not a folder: run \`npm run build\` first or point CLIENT_DIR at the built site.`,
    )
  }
  if (!existsSync(path.join(clientDir, '404.html'))) {
    throw new ConfigError(
      `CLIENT_DIR "${clientDir}" has no 404.html: it is not a complete build, so run \`npm run build\` again.`,
    )
  }
  if (data.MATOMO_TOKEN !== undefined && data.MATOMO_URL === undefined) {
    throw new ConfigError(
      'MATOMO_TOKEN is set but MATOMO_URL is not: set MATOMO_URL to your Matomo, or remove MATOMO_TOKEN.',
    )
  }
  return {
    port: data.PORT,
    host: data.HOST,
    logLevel: data.LOG_LEVEL,
    trustProxy: data.TRUST_PROXY,
    clientDir,
    shutdownTimeoutSeconds: data.SHUTDOWN_TIMEOUT_SECONDS,
    analytics: {
      // Relative to the folder the server is started from, like every relative path given to it.
      databaseFile: path.resolve(data.ANALYTICS_DB),
      matomo:
        data.MATOMO_URL === undefined
          ? undefined
          : { url: data.MATOMO_URL, token: data.MATOMO_TOKEN },
      summaryToken: data.ANALYTICS_TOKEN,
      hitsPerMinute: data.ANALYTICS_RATE_LIMIT,
      heartbeatsPerMinute: data.ANALYTICS_HEARTBEAT_RATE_LIMIT,
      retentionDays: data.ANALYTICS_RETENTION_DAYS,
      extraOrigins: data.ANALYTICS_ORIGINS,
    },
  }
}

/** Only this machine can connect to these; anything else may be reachable from the network. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase()
  if (bare === 'localhost' || bare === '::1') return true
  const v4 = bare.startsWith('::ffff:') ? bare.slice('::ffff:'.length) : bare
  return isIP(v4) === 4 && v4.startsWith('127.')
}

/** Settings that work but that an operator most likely did not mean; logged at start. */
export function startupWarnings(config: ServerConfig): string[] {
  const warnings: string[] = []
  const { analytics } = config
  if (!analytics.matomo && analytics.summaryToken === undefined && !isLoopbackHost(config.host)) {
    warnings.push(
      `ANALYTICS_TOKEN is not set while the server listens on ${config.host}, so anyone who can reach it can read ${summaryPath}: set ANALYTICS_TOKEN to a long random value.`,
    )
  }
  return warnings
}

/**
 * The one sentence for an operator when the server cannot listen; undefined for an error that
 * is not a setting's fault.
 */
export function listenErrorMessage(error: unknown, port: number, host: string): string | undefined {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined
  switch (code) {
    case 'EADDRINUSE':
      return `PORT ${port} on ${host} is already in use: stop the other server or choose another PORT.`
    case 'EACCES':
      return `This user may not listen on PORT ${port} on ${host}: ports below 1024 need extra privileges, so choose a PORT of 1024 or more and let a proxy forward 80 and 443.`
    case 'EADDRNOTAVAIL':
      return `HOST ${host} is not an address of this machine: use 127.0.0.1, 0.0.0.0 (every address) or one of the machine's own addresses.`
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_NONAME':
      return `HOST ${host} is not a host name this machine can look up: use an IP address such as 127.0.0.1 or 0.0.0.0.`
    default:
      return undefined
  }
}
