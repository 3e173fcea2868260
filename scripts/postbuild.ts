// Runs after `vite build`: renders the Not Found page with the built server entry (the
// prerenderer only keeps 2xx pages) and each spec's Trinket Tracker page (scripts/spec-pages.ts,
// with their preview images), writes robots.txt and a sitemap.xml of every prerendered page and
// spec address, then brotli and gzip copies of every text asset so the server never compresses on
// the fly.
// Before that, every page is made to paint before its scripts load and gets its CSS inlined.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants, gzip } from 'node:zlib'
import season from '../data/season.json' with { type: 'json' }
import { siteConfig } from '../src/config/site'
import { parseSeasonDataset } from '../src/domain/season/parse-dataset'
import { specPagePath } from '../src/features/trinket-tracker/spec-page/spec-page-paths'
import { pagePathFor, robotsTxt, sitemapXml } from './crawler-files'
import { inlineStylesheets } from './inline-css'
import { paintFirst } from './paint-first'
import { checkRenderedPage, recordRenderErrors } from './render-check'
import { specPagesOf, writeSpecPages, writeSpecPreviewImages } from './spec-pages'

const root = path.resolve(import.meta.dirname, '..')
const clientDir = path.join(root, 'dist/client')
const serverEntry = path.join(root, 'dist/server/server.js')

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

type ServerEntry = { default: { fetch: (request: Request) => Promise<Response> } }

const dataset = parseSeasonDataset(season, 'data/season.json')
const entry = (await import(pathToFileURL(serverEntry).href)) as ServerEntry
// The Not Found page and the spec pages are rendered here, one at a time, and held to the same
// check as the prerendered pages: a render error stops the build, naming the page and the error.
const renderErrors = recordRenderErrors()
const fetchPage = (request: Request) => entry.default.fetch(request)

async function renderNotFoundPage() {
  const response = await entry.default.fetch(
    new Request('http://localhost/this-page-does-not-exist/'),
  )
  const html = await response.text()
  checkRenderedPage('/404.html', html, renderErrors)
  if (response.status !== 404 || !html.includes('Not Found')) {
    throw new Error(`Rendering the Not Found page gave HTTP ${response.status}`)
  }
  await writeFile(path.join(clientDir, '404.html'), html)
}

async function writeCrawlerFiles() {
  const pagePaths: string[] = []
  for await (const file of filesUnder(clientDir)) {
    const pagePath = pagePathFor(path.relative(clientDir, file))
    if (pagePath) pagePaths.push(pagePath)
  }
  if (!pagePaths.includes('/'))
    throw new Error('The build has no home page (dist/client/index.html)')
  // Each spec's page has no file address of its own: it is listed by the address that serves it.
  pagePaths.push(...specPagesOf(dataset).map(specPagePath))
  await writeFile(path.join(clientDir, 'sitemap.xml'), sitemapXml(siteConfig.origin, pagePaths))
  await writeFile(
    path.join(clientDir, 'robots.txt'),
    // The analytics endpoints (tracker and summary) live under /api/.
    robotsTxt(siteConfig.origin, ['/api/']),
  )
  return pagePaths.length
}

/** What one round trip of a new TCP connection delivers (10 segments of ~1.4 KB). */
const firstRoundTripBytes = 14 * 1024

async function inlineCriticalCss() {
  const cssCache = new Map<string, string | undefined>()
  const readCss = async (href: string) => {
    if (!cssCache.has(href)) {
      const file = path.join(clientDir, href)
      const inside = path.relative(clientDir, file)
      const readable = href.startsWith('/assets/') && !inside.startsWith('..')
      cssCache.set(href, readable ? await readFile(file, 'utf8').catch(() => undefined) : undefined)
    }
    return cssCache.get(href)
  }
  let pages = 0
  for await (const file of filesUnder(clientDir)) {
    if (!file.endsWith('.html')) continue
    const html = await readFile(file, 'utf8')
    for (const [, href = ''] of html.matchAll(
      /<link\b[^>]*\brel="stylesheet"[^>]*\shref="([^"]+)"/gi,
    )) {
      await readCss(href)
    }
    const result = inlineStylesheets(
      html,
      (href) => cssCache.get(href),
      (candidate) => brotliSize(candidate) <= firstRoundTripBytes,
    )
    if (result.keptAsLinks.length > 0) {
      console.warn(
        `postbuild: ${path.relative(clientDir, file)} keeps ${result.keptAsLinks.join(', ')} as render-blocking links (over the ${firstRoundTripBytes / 1024} KB first-round-trip budget or not inlinable)`,
      )
    }
    if (result.inlined.length > 0) {
      await writeFile(file, result.html)
      pages++
    }
  }
  return pages
}

/** Every page paints before its scripts are requested (see paint-first.ts). */
async function deferScripts() {
  let pages = 0
  for await (const file of filesUnder(clientDir)) {
    if (!file.endsWith('.html')) continue
    const rewritten = paintFirst(await readFile(file, 'utf8'))
    if (rewritten === undefined) continue
    await writeFile(file, rewritten)
    pages++
  }
  return pages
}

/**
 * Brotli copies made while choosing what to inline, by the text compressed: the page finally
 * written is one of them, and precompress() reuses it rather than compressing it again (with 46
 * pages, maximum-quality brotli is most of postbuild's time).
 */
const brotliOfText = new Map<string, Buffer>()

function brotliSize(text: string): number {
  let compressed = brotliOfText.get(text)
  if (!compressed) {
    compressed = brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
    brotliOfText.set(text, compressed)
  }
  return compressed.length
}

const compressible = /\.(html|js|mjs|css|json|svg|txt|xml|webmanifest|map)$/

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* filesUnder(full)
    else yield full
  }
}

async function precompress() {
  let count = 0
  for await (const file of filesUnder(clientDir)) {
    if (!compressible.test(file) || file.endsWith('.map')) continue
    if ((await stat(file)).size < 256) continue
    const body = await readFile(file)
    const [br, gz] = await Promise.all([
      brotliOfText.get(body.toString('utf8')) ??
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzipAsync(body, { level: 9 }),
    ])
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
    count++
  }
  return count
}

const started = performance.now()
const [specPageCount, specImages] = await Promise.all([
  renderNotFoundPage().then(() => writeSpecPages(fetchPage, dataset, clientDir, renderErrors)),
  writeSpecPreviewImages(dataset, clientDir),
])
const specSeconds = ((performance.now() - started) / 1000).toFixed(1)
const deferredPages = await deferScripts()
const inlinedPages = await inlineCriticalCss()
const pageCount = await writeCrawlerFiles()
const count = await precompress()
console.log(
  `postbuild: wrote 404.html, ${specPageCount} spec pages and their preview images (${specImages}) in ${specSeconds} s, deferred the scripts of ${deferredPages} pages until their first paint, inlined the CSS of ${inlinedPages} pages, robots.txt, sitemap.xml (${pageCount} pages) and compressed copies of ${count} files`,
)
