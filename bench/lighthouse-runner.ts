// Lighthouse's mobile preset (Moto G Power-class CPU, slow 4G, simulated throttling) against each
// page of the running production server, in Debian's Chromium.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumFlags, chromiumPath } from '../scripts/chromium-flags'
import type { LighthouseFigures } from './results-schema'

// bench/run.ts reads the browser's version from the same binary.
export { chromiumPath }

// chrome-launcher, unlike Playwright, opens a window unless told otherwise.
const chromeFlags = ['--headless=new', ...chromiumFlags]

function median<T>(values: T[], by: (value: T) => number): T | undefined {
  const sorted = [...values].sort((a, b) => by(a) - by(b))
  return sorted[Math.floor((sorted.length - 1) / 2)]
}

/** One Lighthouse run; a failed trace (it happens on a busy machine) is retried twice. */
async function lighthouseOnce(url: string, port: number) {
  let lastError = ''
  for (let attempt = 1; attempt <= 3; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    })
    if (result && !result.lhr.runtimeError) return result.lhr
    lastError = result?.lhr.runtimeError?.message ?? 'no result'
    console.warn(`lighthouse ${url}: attempt ${attempt} failed (${lastError})`)
  }
  throw new Error(`Lighthouse on ${url} failed three times: ${lastError}`)
}

export async function lighthouseEveryPage(
  origin: string,
  routes: readonly string[],
  runs: number,
): Promise<Map<string, LighthouseFigures>> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags })
  const figures = new Map<string, LighthouseFigures>()
  try {
    for (const route of routes) {
      const attempts: LighthouseFigures[] = []
      for (let run = 0; run < runs; run++) {
        const lhr = await lighthouseOnce(`${origin}${route}`, chrome.port)
        const numeric = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN
        const requests = lhr.audits['network-requests']?.details
        attempts.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcpMs: numeric('largest-contentful-paint'),
          tbtMs: numeric('total-blocking-time'),
          cls: numeric('cumulative-layout-shift'),
          fcpMs: numeric('first-contentful-paint'),
          speedIndexMs: numeric('speed-index'),
          totalBytes: numeric('total-byte-weight'),
          requests: requests && 'items' in requests ? requests.items.length : 0,
          benchmarkIndex: lhr.environment.benchmarkIndex,
        })
      }
      const chosen = median(attempts, (attempt) => attempt.score * 1e6 - attempt.lcpMs)
      if (chosen) figures.set(route, chosen)
      console.log(
        `lighthouse ${route}: ${chosen?.score} (LCP ${Math.round(chosen?.lcpMs ?? 0)} ms, TBT ${Math.round(chosen?.tbtMs ?? 0)} ms, CPU index ${Math.round(chosen?.benchmarkIndex ?? 0)}; scores ${attempts.map((a) => a.score).join(', ')})`,
      )
    }
  } finally {
    chrome.kill()
  }
  return figures
}
