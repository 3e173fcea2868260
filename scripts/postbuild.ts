// Runs after `vite build`: renders the Not Found page with the built server entry (the
// prerenderer only keeps 2xx pages), writes robots.txt and a sitemap.xml of every prerendered
// page, then brotli and gzip copies of every text asset so the server never compresses on the fly.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { siteConfig } from '../src/config/site'
import { pagePathFor, robotsTxt, sitemapXml } from './crawler-files'

const root = path.resolve(import.meta.dirname, '..')
const clientDir = path.join(root, 'dist/client')
const serverEntry = path.join(root, 'dist/server/server.js')

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

type ServerEntry = { default: { fetch: (request: Request) => Promise<Response> } }

async function renderNotFoundPage() {
  const entry = (await import(pathToFileURL(serverEntry).href)) as ServerEntry
  const response = await entry.default.fetch(
    new Request('http://localhost/this-page-does-not-exist/'),
  )
  const html = await response.text()
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
  await writeFile(path.join(clientDir, 'sitemap.xml'), sitemapXml(siteConfig.origin, pagePaths))
  await writeFile(
    path.join(clientDir, 'robots.txt'),
    robotsTxt(siteConfig.origin, [siteConfig.analytics.trackerPath]),
  )
  return pagePaths.length
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
      brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzipAsync(body, { level: 9 }),
    ])
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
    count++
  }
  return count
}

await renderNotFoundPage()
const pageCount = await writeCrawlerFiles()
const count = await precompress()
console.log(
  `postbuild: wrote 404.html, robots.txt, sitemap.xml (${pageCount} pages) and compressed copies of ${count} files`,
)
