// Lighthouse's mobile preset (Moto G Power-class CPU, slow 4G, simulated throttling) against each
// page of the running production server, in Debian's Chromium.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import type { LighthouseFigures } from './results-schema'

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

function median<T>(values: T[], by: (value: T) => number): T | undefined {
  const sorted = [...values].sort((a, b) => by(a) - by(b))
  return sorted[Math.floor((sorted.length - 1) / 2)]
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
        const result = await lighthouse(`${origin}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        })
        if (!result) throw new Error(`Lighthouse returned nothing for ${route}`)
        const { lhr } = result
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${route}: ${lhr.runtimeError.message}`)
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
        })
      }
      const chosen = median(attempts, (attempt) => attempt.score * 1e6 - attempt.lcpMs)
      if (chosen) figures.set(route, chosen)
      console.log(
        `lighthouse ${route}: ${chosen?.score} (LCP ${Math.round(chosen?.lcpMs ?? 0)} ms)`,
      )
    }
  } finally {
    chrome.kill()
  }
  return figures
}
