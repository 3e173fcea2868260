// `npx tsx scripts/make-app-icons.ts`: draws the PNG and ICO icons from public/favicon.svg with
// Chromium and writes public/manifest.webmanifest from src/config/site.ts. Run it after changing
// the logo or the site's name or colours, and commit what it writes.
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { siteConfig } from '../src/config/site'
import { appManifest, icoFromPngs, type ManifestIcon } from './app-icons'

const root = path.resolve(import.meta.dirname, '..')
const publicDir = path.join(root, 'public')
// The page background behind the logo where a platform does not allow transparency.
const iconBackground = siteConfig.themeColor

type IconSpec = {
  file: string
  size: number
  /** Share of the square the logo fills; maskable icons keep it inside the 80 % safe circle. */
  logoShare: number
  background: string | undefined
}

const pngIcons: (IconSpec & Partial<ManifestIcon>)[] = [
  { file: 'apple-touch-icon.png', size: 180, logoShare: 0.72, background: iconBackground },
  { file: 'icon-192.png', size: 192, logoShare: 0.86, background: undefined, purpose: 'any' },
  { file: 'icon-512.png', size: 512, logoShare: 0.86, background: undefined, purpose: 'any' },
  {
    file: 'icon-maskable-512.png',
    size: 512,
    logoShare: 0.56,
    background: iconBackground,
    purpose: 'maskable',
  },
]
const icoSizes = [16, 32, 48]

const svg = await readFile(path.join(publicDir, 'favicon.svg'), 'utf8')
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
})
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 })

  const draw = async ({ size, logoShare, background }: Omit<IconSpec, 'file'>) => {
    const logo = Math.round(size * logoShare)
    await page.setViewportSize({ width: size, height: size })
    await page.setContent(
      `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${background ?? 'transparent'}">${svg.replace('<svg ', `<svg width="${logo}" height="${logo}" `)}</body></html>`,
    )
    return page.screenshot({ omitBackground: background === undefined, type: 'png' })
  }

  for (const icon of pngIcons) {
    await writeFile(path.join(publicDir, icon.file), await draw(icon))
  }
  const icoImages = []
  for (const size of icoSizes) {
    icoImages.push({ size, png: await draw({ size, logoShare: 1, background: undefined }) })
  }
  await writeFile(path.join(publicDir, 'favicon.ico'), icoFromPngs(icoImages))
} finally {
  await browser.close()
}

const manifestIcons: ManifestIcon[] = pngIcons.flatMap((icon) =>
  icon.purpose
    ? [
        {
          src: `/${icon.file}`,
          sizes: `${icon.size}x${icon.size}`,
          type: 'image/png',
          purpose: icon.purpose,
        },
      ]
    : [],
)
await writeFile(
  path.join(publicDir, 'manifest.webmanifest'),
  `${JSON.stringify(appManifest(siteConfig, iconBackground, manifestIcons), null, 2)}\n`,
)
console.log(`make-app-icons: wrote ${pngIcons.length} PNGs, favicon.ico and manifest.webmanifest`)
