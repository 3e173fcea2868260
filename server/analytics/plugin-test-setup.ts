// What the analytics plugin's tests share: a Fastify app with the plugin on a fresh database
// folder and a clock the test sets, and hits shaped as the site's tracker sends them.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterEach, beforeEach, expect } from 'vitest'
import type { AnalyticsOptions } from './options'
import { analyticsPlugin } from './plugin'

export const trackerPath = '/api/analytics/track'
export const summaryPath = '/api/analytics/summary'

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

export function hit(extra: Record<string, string> = {}) {
  return new URLSearchParams({
    idsite: '6',
    rec: '1',
    url: 'https://vaultwise.gg/faq/',
    action_name: 'FAQ · Vaultwise',
    urlref: '',
    _id: '0123456789abcdef',
    pv_id: 'Ab3dE6',
    rand: 'r4nd0m',
    apiv: '1',
    ...extra,
  })
}

/** As navigator.sendBeacon(path, new URLSearchParams(...)) sends it. */
export function beacon(app: FastifyInstance, params: URLSearchParams) {
  return app.inject({
    method: 'POST',
    url: trackerPath,
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
    payload: params.toString(),
  })
}

export async function summary(app: FastifyInstance, query = '') {
  const response = await app.inject({ method: 'GET', url: `${summaryPath}${query}` })
  expect(response.statusCode).toBe(200)
  return response.json()
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
