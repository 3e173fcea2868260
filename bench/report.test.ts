import { describe, expect, it } from 'vitest'
import { formatResults, replaceMarkedSection } from './report'
import type { BenchResults } from './results-schema'
import { budgets } from './results-schema'

const size = (gzip: number) => ({ raw: gzip * 3, gzip, brotli: Math.round(gzip * 0.9), files: [] })

const results: BenchResults = {
  generatedAt: '2026-11-22T03:00:00.000Z',
  commit: 'abc1234',
  machine: {
    node: '20.20.2',
    cpus: 2,
    cpuModel: 'Test CPU',
    chromium: 'Chromium 156',
    loadAverage: 1.5,
  },
  settings: { lighthouseRuns: 3, loadSeconds: 20, connections: 100 },
  budgets,
  routes: [
    {
      route: '/faq/',
      lighthouse: {
        score: 100,
        lcpMs: 700,
        tbtMs: 20,
        cls: 0,
        fcpMs: 700,
        speedIndexMs: 700,
        totalBytes: 130_000,
        requests: 4,
        benchmarkIndex: 1234.5,
      },
      firstLoad: {
        route: '/faq/',
        html: { raw: 12_000, gzip: 5000, brotli: 4000 },
        css: size(0),
        js: size(130 * 1024),
        preloadedData: size(0),
      },
    },
  ],
  throughput: [
    {
      target: 'page',
      url: '/faq/',
      bytes: 4000,
      project: {
        requestsPerSecond: 3000,
        latencyP50Ms: 30,
        latencyP99Ms: 90,
        errors: 0,
        timeouts: 0,
        non2xx: 0,
        requests: 60_000,
      },
      nodeHttp: {
        requestsPerSecond: 4000,
        latencyP50Ms: 20,
        latencyP99Ms: 80,
        errors: 0,
        timeouts: 0,
        non2xx: 0,
        requests: 80_000,
      },
      ratio: 0.75,
    },
  ],
}

describe('formatResults', () => {
  it('marks each figure against its budget', () => {
    const text = formatResults(results)
    const row = text.split('\n').find((line) => line.startsWith('| `/faq/`'))
    expect(row).toBe(
      '| `/faq/` | ✅ 100 | ✅ 0.70 s | ✅ 20 ms | ✅ 0.000 | 127.0 KB | 1235 | ❌ 130.0 KB | 0.0 KB | 3.9 KB | ✅ 3.9 KB |',
    )
  })

  it('shows both servers and their ratio', () => {
    const text = formatResults(results)
    expect(text).toContain(
      '| page (3.9 KB) | project (Fastify) | 3,000 | 30 ms | 90 ms | ✅ 0 | 0.75× |',
    )
    expect(text).toContain('|  | minimal node:http | 4,000 | 20 ms | 80 ms | 0 | 1.00× |')
  })
})

describe('replaceMarkedSection', () => {
  it('replaces only what lies between the markers', () => {
    const readme = 'intro\n<!-- bench:start -->\nold table\n<!-- bench:end -->\noutro\n'
    expect(replaceMarkedSection(readme, 'new table')).toBe(
      'intro\n<!-- bench:start -->\nnew table\n<!-- bench:end -->\noutro\n',
    )
  })

  it('refuses a README without both markers', () => {
    expect(replaceMarkedSection('no markers here', 'x')).toBeUndefined()
    expect(
      replaceMarkedSection('<!-- bench:end --> then <!-- bench:start -->', 'x'),
    ).toBeUndefined()
  })
})
