// The shape of bench/results/latest.json, and the budgets the figures are held against (issue 7).
import type { FirstLoad } from './first-load'

export const budgets = {
  lighthouseScore: 100,
  lcpMs: 1000,
  tbtMs: 50,
  cls: 0.01,
  /** The first HTML response plus its render-blocking CSS, compressed: one TCP round trip. */
  firstRoundTripBytes: 14 * 1024,
  jsGzipBytes: 120 * 1024,
} as const

export type LighthouseFigures = {
  score: number
  lcpMs: number
  tbtMs: number
  cls: number
  fcpMs: number
  speedIndexMs: number
  totalBytes: number
  requests: number
  /**
   * Lighthouse's measure of the host's CPU speed for the run (higher is faster; Lighthouse warns
   * below 1,000). Simulated TBT multiplies what this host took by 4, so it moves with this index:
   * on these shared machines it ranged 900–1,900 between runs of one page. Older results lack it.
   */
  benchmarkIndex?: number
}

export type RouteResult = {
  route: string
  lighthouse?: LighthouseFigures
  firstLoad: FirstLoad
}

export type LoadFigures = {
  requestsPerSecond: number
  latencyP50Ms: number
  latencyP99Ms: number
  errors: number
  timeouts: number
  non2xx: number
  requests: number
}

export type ThroughputResult = {
  target: string
  url: string
  bytes: number
  project: LoadFigures
  nodeHttp: LoadFigures
  /** Project server requests per second ÷ minimal node:http server requests per second. */
  ratio: number
}

export type BenchResults = {
  generatedAt: string
  commit: string
  machine: {
    node: string
    cpus: number
    cpuModel: string
    chromium: string
    /** 1-minute load average at the start: other work on the machine skews every figure. */
    loadAverage: number
  }
  settings: { lighthouseRuns: number; loadSeconds: number; connections: number }
  budgets: typeof budgets
  routes: RouteResult[]
  throughput: ThroughputResult[]
  trackerFilter?: { exitCode: number | null; output: string }
}
