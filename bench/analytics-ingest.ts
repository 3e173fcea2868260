// How many tracking hits a second the local SQLite store takes over real HTTP, and how long the
// summary takes over a large table. Run: npx tsx bench/analytics-ingest.ts
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import Fastify from 'fastify'
import { parseHit } from '../server/analytics/hit'
import { openHitStore } from '../server/analytics/hit-store'
import { analyticsPlugin } from '../server/analytics/plugin'

const hits = 5000
const concurrency = 20
const summaryRows = 200_000

function hitBody(index: number): string {
  return new URLSearchParams({
    idsite: '6',
    rec: '1',
    url: `https://vaultwise.gg/${['', 'faq/', 'change-log/', 'trinket-tracker/'][index % 4]}`,
    action_name: 'Vaultwise',
    urlref: '',
    _id: (index % 997).toString(16).padStart(16, '0'),
    pv_id: 'Ab3dE6',
    rand: String(index),
    apiv: '1',
  }).toString()
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

const dir = mkdtempSync(path.join(tmpdir(), 'vw-bench-'))
try {
  const app = Fastify({ logger: false })
  await app.register(analyticsPlugin, {
    siteId: 6,
    trackerPath: '/api/analytics/track',
    summaryPath: '/api/analytics/summary',
    databaseFile: path.join(dir, 'ingest.sqlite'),
    hitsPerMinute: Number.MAX_SAFE_INTEGER,
    heartbeatsPerMinute: Number.MAX_SAFE_INTEGER,
    retentionDays: 400,
    siteOrigin: 'https://vaultwise.gg',
    extraOrigins: [],
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const endpoint = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/analytics/track`

  const latencies: number[] = []
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < hits) {
        const index = next++
        const sent = performance.now()
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: hitBody(index),
        })
        if (response.status !== 204) throw new Error(`hit ${index}: HTTP ${response.status}`)
        latencies.push(performance.now() - sent)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  await app.close()
  console.log(
    `ingest: ${hits} hits, ${concurrency} at a time: ${Math.round(hits / seconds)} hits/s, ` +
      `p50 ${percentile(latencies, 50).toFixed(2)} ms, p99 ${percentile(latencies, 99).toFixed(2)} ms`,
  )

  const store = openHitStore(path.join(dir, 'summary.sqlite'))
  const now = Date.now()
  const insertStarted = performance.now()
  for (let index = 0; index < summaryRows; index++) {
    const parsed = parseHit(Object.fromEntries(new URLSearchParams(hitBody(index))), 6)
    if (parsed.ok) store.add(parsed.hit, now - (index % 60) * 86_400_000)
  }
  const insertSeconds = (performance.now() - insertStarted) / 1000
  const timings: number[] = []
  for (let run = 0; run < 20; run++) {
    const start = performance.now()
    store.summary({ from: now - 30 * 86_400_000, to: now })
    timings.push(performance.now() - start)
  }
  timings.sort((a, b) => a - b)
  store.close()
  console.log(
    `store: ${summaryRows} rows written one by one in ${insertSeconds.toFixed(1)} s; ` +
      `30-day summary over them: median ${percentile(timings, 50).toFixed(1)} ms`,
  )
} finally {
  rmSync(dir, { recursive: true, force: true })
}
