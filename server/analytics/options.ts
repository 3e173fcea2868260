// Analytics settings from the environment, checked once at start like server/config.ts.
import { z } from 'zod'
import { siteConfig } from '../../src/config/site'
import { ConfigError } from '../config'

export type AnalyticsOptions = {
  siteId: number
  trackerPath: string
  summaryPath: string
  /** SQLite file for local storage; unused when hits are forwarded to Matomo. */
  databaseFile: string
  matomo?: { url: string; token?: string }
  /** When set, the summary requires `Authorization: Bearer <token>`. */
  summaryToken?: string
  /** Tracking hits accepted per client IP and minute. */
  hitsPerMinute: number
  /** The clock, replaceable in tests. */
  now?: () => number
}

// An empty variable (MATOMO_URL= in a .env file) means "not set".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

const envSchema = z.object({
  MATOMO_URL: optional(z.url({ protocol: /^https?$/ })),
  MATOMO_TOKEN: optional(z.string()),
  ANALYTICS_DB: optional(z.string()),
  ANALYTICS_TOKEN: optional(z.string()),
  ANALYTICS_RATE_LIMIT: optional(z.coerce.number().int().positive()),
})

export const defaultDatabaseFile = '.data/analytics.sqlite'
export const defaultHitsPerMinute = 120

export function analyticsOptionsFromEnv(env: NodeJS.ProcessEnv): AnalyticsOptions {
  const result = envSchema.safeParse(env)
  if (!result.success) {
    const issue = result.error.issues[0]
    const name = issue?.path.join('.') ?? 'environment'
    throw new ConfigError(
      `Invalid ${name}: ${issue?.message ?? 'unreadable value'} (got "${String(env[name])}").`,
    )
  }
  const values = result.data
  return {
    siteId: siteConfig.analytics.siteId,
    trackerPath: siteConfig.analytics.trackerPath,
    summaryPath: '/api/analytics/summary',
    databaseFile: values.ANALYTICS_DB ?? defaultDatabaseFile,
    matomo: values.MATOMO_URL ? { url: values.MATOMO_URL, token: values.MATOMO_TOKEN } : undefined,
    summaryToken: values.ANALYTICS_TOKEN,
    hitsPerMinute: values.ANALYTICS_RATE_LIMIT ?? defaultHitsPerMinute,
  }
}
