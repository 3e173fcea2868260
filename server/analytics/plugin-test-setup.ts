// What the analytics plugin's tests share: a Fastify app with the plugin on a fresh database
// folder and a clock the test sets (what they send it: plugin-test-requests.ts).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterEach, beforeEach } from 'vitest'
import type { AnalyticsOptions } from './options'
import { analyticsPlugin } from './plugin'
import { summaryPath, trackerPath } from './plugin-test-requests'

// Set before each of the calling file's tests (prepareAnalyticsApps); read through live bindings.
export let dir: string
export let apps: FastifyInstance[]
let clock: number
export const dayMs = 24 * 60 * 60 * 1000

/** Moves the clock the plugin reads (an imported binding cannot be assigned). */
export function setClock(time: number) {
  clock = time
}

export function options(overrides: Partial<AnalyticsOptions> = {}): AnalyticsOptions {
  return {
    siteId: 6,
    trackerPath,
    summaryPath,
    databaseFile: path.join(dir, 'nested', 'analytics.sqlite'),
    hitsPerMinute: 1000,
    heartbeatsPerMinute: 1000,
    retentionDays: 400,
    siteOrigin: 'https://vaultwise.gg',
    extraOrigins: [],
    now: () => clock,
    ...overrides,
  }
}

export async function makeApp(overrides: Partial<AnalyticsOptions> = {}) {
  const app = Fastify({ logger: false })
  await app.register(analyticsPlugin, options(overrides))
  await app.ready()
  apps.push(app)
  return app
}

/** Gives each of the calling file's tests a fresh database folder and clock, and closes its apps. */
export function prepareAnalyticsApps() {
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'vw-analytics-'))
    apps = []
    clock = Date.parse('2026-03-15T12:00:00Z')
  })

  afterEach(async () => {
    for (const app of apps) await app.close()
    rmSync(dir, { recursive: true, force: true })
  })
}
