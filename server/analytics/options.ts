// What the analytics plugin needs. The operator's part (AnalyticsSettings) is read from the
// environment with the server's other settings in server/config.ts; the site's part comes from
// the site configuration.
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
}

export type AnalyticsOptions = {
  siteId: number
  trackerPath: string
  summaryPath: string
  databaseFile: string
  matomo?: { url: string; token?: string }
  summaryToken?: string
  hitsPerMinute: number
  heartbeatsPerMinute?: number
  retentionDays?: number
  /** The public origin hits must be for; the request's own origin is accepted too. */
  siteOrigin?: string
  /** The clock, replaceable in tests. */
  now?: () => number
}

export const defaultDatabaseFile = '.data/analytics.sqlite'
export const defaultHitsPerMinute = 120
// A visible tab sends a heartbeat every 15 s, 4 a minute: visitors behind one address (an office,
// a mobile carrier's NAT) exhaust a shared budget with heartbeats long before page views.
export const defaultHeartbeatsPerMinute = 480
export const defaultRetentionDays = 400
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
