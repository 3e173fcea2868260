// Takes full-page screenshots of pages at the four widths players use (375, 800, 1280, 1600)
// from a running server, for a human to look at. Usage:
//   BASE_URL=http://127.0.0.1:3000 npx tsx scripts/screenshots.ts [out-dir] [path…]
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumFlags, chromiumPath } from './chromium-flags'

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:3000'
const [outDir = 'screenshots', ...paths] = process.argv.slice(2)
const pages =
  paths.length > 0
    ? paths
    : ['/', '/trinket-tracker/', '/seasonal-overview/', '/faq/', '/change-log/']
const widths = [375, 800, 1280, 1600]

await mkdir(outDir, { recursive: true })
const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags] })
for (const width of widths) {
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  const page = await context.newPage()
  for (const pagePath of pages) {
    await page.goto(new URL(pagePath, baseUrl).href, { waitUntil: 'networkidle' })
    const name = `${pagePath.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${width}.png`
    await page.screenshot({ path: path.join(outDir, name), fullPage: true })
  }
  await context.close()
}
await browser.close()
console.log(`screenshots written to ${outDir}`)
