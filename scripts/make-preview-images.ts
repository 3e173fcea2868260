// `npx tsx scripts/make-preview-images.ts`: draws the 1200×630 link preview images (Open Graph and
// Twitter cards) with Chromium from src/config/site.ts, the logo in public/favicon.svg, the design
// tokens and the season's name in data/season.json, and writes them to public/og/. Run it after
// re-branding or at a new season, and commit what it writes.
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { chromium } from '@playwright/test'
import season from '../data/season.json' with { type: 'json' }
import { siteConfig } from '../src/config/site'
import { defaultPreviewImage } from '../src/lib/page-head'
import { pngSize } from './app-icons'

const root = path.resolve(import.meta.dirname, '..')
const publicDir = path.join(root, 'public')
const width = 1200
const height = 630

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[character] ?? '',
  )

type Card = {
  /** Path under public/, as the page head names it. */
  image: string
  kicker: string
  headline: string
  text: string
}

const cards: Card[] = [
  {
    image: defaultPreviewImage,
    kicker: `${season.season.name} · patch ${season.season.patch}`,
    headline: siteConfig.title,
    text: siteConfig.tagline,
  },
  {
    // The image src/routes/_season-data/trinket-tracker.tsx names in its head.
    image: '/og/trinket-tracker.png',
    kicker: `${siteConfig.title} · ${season.season.name}`,
    headline: 'Trinket Tracker',
    text: 'Every trinket your spec can use: where it drops, at what item level, and which key or boss to farm.',
  },
]

const [tokensCss, logoSvg] = await Promise.all([
  readFile(path.join(root, 'src/styles/tokens.css'), 'utf8'),
  readFile(path.join(publicDir, 'favicon.svg'), 'utf8'),
])
// One stripe per class, in the game's class colours: the card reads as "for every spec" at a glance.
const classStripes = season.classes
  .map((wowClass) => `<span style="background:${escapeHtml(wowClass.color)}"></span>`)
  .join('')

function cardHtml(card: Card): string {
  const logo = logoSvg.replace('<svg ', '<svg width="112" height="112" ')
  const watermark = logoSvg.replace('<svg ', '<svg class="watermark" width="520" height="520" ')
  return `<!doctype html><html><head><style>${tokensCss}
  * { box-sizing: border-box; }
  body {
    margin: 0; width: ${width}px; height: ${height}px; overflow: hidden; position: relative;
    font-family: "Liberation Sans", "DejaVu Sans", Arial, sans-serif; color: var(--color-text);
    background: radial-gradient(900px 480px at 20% -80px, #1c2540 0%, transparent 70%), var(--color-surface-0);
  }
  .watermark { position: absolute; right: -90px; top: 55px; opacity: 0.09; }
  .frame { position: absolute; inset: 28px; border: 2px solid var(--color-border); border-radius: 28px; }
  .content { position: absolute; left: 88px; right: 88px; top: 84px; bottom: 84px; display: flex; flex-direction: column; }
  .brand { display: flex; align-items: center; gap: 28px; }
  .kicker { font-size: 30px; font-weight: 700; color: var(--color-accent); letter-spacing: 0.02em; }
  h1 { margin: 56px 0 0; font-size: 104px; line-height: 1.02; letter-spacing: -0.02em; font-weight: 800; }
  p { margin: 28px 0 0; max-width: 900px; font-size: 38px; line-height: 1.3; color: var(--color-text-muted); }
  .footer { margin-top: auto; display: flex; align-items: center; justify-content: space-between; }
  .host { font-size: 28px; font-weight: 700; color: var(--color-text-faint); }
  .stripes { display: flex; gap: 6px; }
  .stripes span { width: 22px; height: 10px; border-radius: 5px; }
  </style></head><body>
  ${watermark}
  <div class="frame"></div>
  <div class="content">
    <div class="brand">${logo}<span class="kicker">${escapeHtml(card.kicker)}</span></div>
    <h1>${escapeHtml(card.headline)}</h1>
    <p>${escapeHtml(card.text)}</p>
    <div class="footer"><span class="host">${escapeHtml(new URL(siteConfig.origin).host)}</span><span class="stripes">${classStripes}</span></div>
  </div>
  </body></html>`
}

await mkdir(path.join(publicDir, 'og'), { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
})
try {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 })
  for (const card of cards) {
    await page.setContent(cardHtml(card))
    const png = await page.screenshot({ type: 'png' })
    const size = pngSize(png)
    if (size?.width !== width || size.height !== height) {
      throw new Error(`make-preview-images: ${card.image} came out ${JSON.stringify(size)}`)
    }
    await writeFile(path.join(publicDir, card.image), png)
  }
} finally {
  await browser.close()
}
console.log(`make-preview-images: wrote ${cards.map((card) => `public${card.image}`).join(', ')}`)
