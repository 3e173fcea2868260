// Draws 1200×630 link preview cards (Open Graph and Twitter images) with Chromium: the site's cards
// (scripts/make-preview-images.ts, committed under public/og/) and each spec's tracker card (drawn
// at build by scripts/spec-pages.ts). One design: logo, kicker, headline, a line of text, the host
// and class-colour stripes.
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { siteConfig } from '../src/config/site'
import { pngSize } from './app-icons'
import { chromiumFlags, chromiumPath } from './chromium-flags'

const root = path.resolve(import.meta.dirname, '..')
export const previewWidth = 1200
export const previewHeight = 630

export type PreviewCard = {
  /** Path under the output folder, as the page head names it. */
  image: string
  kicker: string
  headline: string
  text: string
  /** Class colours for the stripes in the corner: every class, or the spec's own. */
  stripes: readonly string[]
  /** A class colour for the kicker, the frame and a glow; the site's accent when absent. */
  accent?: string
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[character] ?? '',
  )

/** Colours come from data/season.json; anything but a hex colour is refused, not drawn. */
function cssColor(color: string): string {
  if (!/^#[0-9a-f]{6}$/i.test(color)) throw new Error(`preview-cards: ${color} is not a hex colour`)
  return color
}

async function readDesign() {
  const [tokensCss, logoSvg] = await Promise.all([
    readFile(path.join(root, 'src/styles/tokens.css'), 'utf8'),
    readFile(path.join(root, 'public/favicon.svg'), 'utf8'),
  ])
  return { tokensCss, logoSvg }
}

function cardHtml(
  card: PreviewCard,
  { tokensCss, logoSvg }: Awaited<ReturnType<typeof readDesign>>,
) {
  const logo = logoSvg.replace('<svg ', '<svg width="112" height="112" ')
  const watermark = logoSvg.replace('<svg ', '<svg class="watermark" width="520" height="520" ')
  const accent = card.accent ? cssColor(card.accent) : 'var(--color-accent)'
  const glow = card.accent ? `${cssColor(card.accent)}33` : '#1c2540'
  const frame = card.accent ? cssColor(card.accent) : 'var(--color-border)'
  const stripes = card.stripes
    .map((color) => `<span style="background:${cssColor(color)}"></span>`)
    .join('')
  return `<!doctype html><html><head><style>${tokensCss}
  * { box-sizing: border-box; }
  body {
    margin: 0; width: ${previewWidth}px; height: ${previewHeight}px; overflow: hidden; position: relative;
    font-family: "Liberation Sans", "DejaVu Sans", Arial, sans-serif; color: var(--color-text);
    background: radial-gradient(900px 480px at 20% -80px, ${glow} 0%, transparent 70%), var(--color-surface-0);
  }
  .watermark { position: absolute; right: -90px; top: 55px; opacity: 0.09; }
  .frame { position: absolute; inset: 28px; border: 2px solid ${frame}; border-radius: 28px; }
  .content { position: absolute; left: 88px; right: 88px; top: 84px; bottom: 84px; display: flex; flex-direction: column; }
  .brand { display: flex; align-items: center; gap: 28px; }
  .kicker { font-size: 30px; font-weight: 700; color: ${accent}; letter-spacing: 0.02em; }
  h1 { margin: 56px 0 0; white-space: nowrap; font-size: 104px; line-height: 1.02; letter-spacing: -0.02em; font-weight: 800; }
  p { margin: 28px 0 0; max-width: 900px; font-size: 38px; line-height: 1.3; color: var(--color-text-muted); }
  .footer { margin-top: auto; display: flex; align-items: center; justify-content: space-between; }
  .host { font-size: 28px; font-weight: 700; color: var(--color-text-faint); }
  .stripes { display: flex; gap: 6px; }
  .stripes span { width: 22px; height: 10px; border-radius: 5px; }
  .stripes span:only-child { width: 160px; }
  </style></head><body>
  ${watermark}
  <div class="frame"></div>
  <div class="content">
    <div class="brand">${logo}<span class="kicker">${escapeHtml(card.kicker)}</span></div>
    <h1>${escapeHtml(card.headline)}</h1>
    <p>${escapeHtml(card.text)}</p>
    <div class="footer"><span class="host">${escapeHtml(new URL(siteConfig.origin).host)}</span><span class="stripes">${stripes}</span></div>
  </div>
  </body></html>`
}

/** Draws every card into outputDir (each at its `image` path); one browser for all of them. */
export async function drawPreviewCards(cards: readonly PreviewCard[], outputDir: string) {
  const design = await readDesign()
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumFlags],
  })
  try {
    const page = await browser.newPage({
      viewport: { width: previewWidth, height: previewHeight },
      deviceScaleFactor: 1,
    })
    for (const card of cards) {
      await page.setContent(cardHtml(card, design))
      // A long headline ("Vengeance Demon Hunter") gets smaller type rather than a second line.
      await page.evaluate(() => {
        const headline = document.querySelector('h1')
        for (
          let size = 104;
          headline && headline.scrollWidth > headline.clientWidth && size > 48;
        ) {
          size -= 4
          headline.style.fontSize = `${size}px`
        }
      })
      const png = await page.screenshot({ type: 'png' })
      const size = pngSize(png)
      if (size?.width !== previewWidth || size.height !== previewHeight) {
        throw new Error(`preview-cards: ${card.image} came out ${JSON.stringify(size)}`)
      }
      const file = path.join(outputDir, card.image)
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, png)
    }
  } finally {
    await browser.close()
  }
}
