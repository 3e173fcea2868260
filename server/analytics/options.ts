// What the analytics plugin needs. The operator's part (AnalyticsSettings) is read from the
// environment with the server's other settings in server/config.ts, which is also the one place
// their defaults are applied; the site's part comes from the site configuration.
import { siteConfig } from '../../src/config/site'

/** The settings an operator chooses through ANALYTICS_* and MATOMO_* variables. */
export type AnalyticsSettings = {
  /** SQLite file for local storage, already resolved; unused when hits are forwarded to Matomo. */
  databaseFile: string
  matomo?: { url: string; token?: string }
  /** When set, the summary requires `Authorization: Bearer <token>`. */
  summaryToken?: string
  /** Page views and outlinks accepted per client IP and minute. */
  hitsPerMinute: number
  /** Heartbeats accepted per client IP and minute, counted apart from page views and outlinks. */
  heartbeatsPerMinute: number
  /** Stored hits older than this are deleted at start and once a day. */
  retentionDays: number
  /** Origins besides the public one whose pages are counted (a staging host), from ANALYTICS_ORIGINS. */
  extraOrigins: readonly string[]
}

export type AnalyticsOptions = AnalyticsSettings & {
  siteId: number
  trackerPath: string
  summaryPath: string
  /** The public origin hits must be for, such as https://vaultwise.gg. */
  siteOrigin: string
  /** The clock, replaceable in tests. */
  now?: () => number
}

/** The summary is for the operator; a few a second would already be a lot. */
export const summariesPerMinute = 60

export const summaryPath = '/api/analytics/summary'

export function analyticsOptions(settings: AnalyticsSettings): AnalyticsOptions {
  return {
    siteId: siteConfig.analytics.siteId,
    trackerPath: siteConfig.analytics.trackerPath,
    summaryPath,
    siteOrigin: siteConfig.origin,
    ...settings,
  }
}
