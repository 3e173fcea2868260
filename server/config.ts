// The server's settings come from environment variables, checked once at start: a wrong value
// stops the server with one clear sentence instead of failing later.
import { existsSync, statSync } from 'node:fs'
import { isIP } from 'node:net'
import path from 'node:path'
import { z } from 'zod'

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

/** proxy-addr's names for address ranges, accepted by Fastify's trustProxy. */
const namedProxyRanges = new Set(['loopback', 'linklocal', 'uniquelocal'])

export const defaultClientDir = path.resolve(import.meta.dirname, '../dist/client')

/** What Fastify's `trustProxy` accepts, minus the function form. A hop count is left out on
 * purpose: Fastify 5 then trusts no proxy at all, because it cannot check the nearest peer. */
export type TrustProxy = boolean | string[]

export type ServerConfig = {
  port: number
  host: string
  logLevel: (typeof logLevels)[number]
  trustProxy: TrustProxy
  clientDir: string
  shutdownTimeoutSeconds: number
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

/** "false", "true", or a comma-separated list of proxy addresses, CIDR ranges or range names. */
export function parseTrustProxy(value: string): TrustProxy | undefined {
  const trimmed = value.trim()
  if (trimmed === '' || trimmed === 'false') return false
  if (trimmed === 'true') return true
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
      const parsed = parseTrustProxy(value)
      if (parsed === undefined) {
        context.addIssue({
          code: 'custom',
          message:
            'TRUST_PROXY must be true, false, or a comma-separated list of proxy IP addresses, CIDR ranges or the names loopback, linklocal and uniquelocal',
        })
        return z.NEVER
      }
      return parsed
    }),
  CLIENT_DIR: z.string().trim().min(1).default(defaultClientDir),
  SHUTDOWN_TIMEOUT_SECONDS: wholeNumber('SHUTDOWN_TIMEOUT_SECONDS', 1, 600).default(10),
})

/** Reads and checks the environment; throws a ConfigError whose message is one sentence. */
export function readServerConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const result = envSchema.safeParse(env)
  if (!result.success) {
    const issue = result.error.issues[0]
    const name = String(issue?.path[0] ?? 'The environment')
    const got = env[name]
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
  return {
    port: data.PORT,
    host: data.HOST,
    logLevel: data.LOG_LEVEL,
    trustProxy: data.TRUST_PROXY,
    clientDir,
    shutdownTimeoutSeconds: data.SHUTDOWN_TIMEOUT_SECONDS,
  }
}
