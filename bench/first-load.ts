// What a first visit to a page downloads before it is interactive, read from the build: the HTML,
// its stylesheets, and every script it starts (entry script, modulepreloads) with the static
// imports those pull in. Lazily imported chunks are not counted: they load later, on demand.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { deferredAssets } from '../scripts/paint-first'
import { specPageFile } from '../src/features/trinket-tracker/spec-page/spec-page-paths'

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

export type CompressedSize = { raw: number; gzip: number; brotli: number }

export type FirstLoad = {
  route: string
  html: CompressedSize
  css: CompressedSize & { files: string[] }
  js: CompressedSize & { files: string[] }
  /** Data the head preloads (the season dataset), fetched alongside the scripts. */
  preloadedData: CompressedSize & { files: string[] }
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i').exec(tag)?.[1]

/** Same-origin URLs the HTML makes the browser fetch for its first view, by kind. */
export function assetsInHtml(html: string): {
  scripts: string[]
  styles: string[]
  data: string[]
} {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  const data = new Set<string>()
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, 'src')
    if (src?.startsWith('/')) scripts.add(src)
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, 'rel')?.toLowerCase()
    const href = attribute(tag, 'href')
    if (!href?.startsWith('/')) continue
    if (rel === 'modulepreload') scripts.add(href)
    // A disabled stylesheet is not fetched: postbuild inlined its CSS into the page.
    else if (rel === 'stylesheet' && !/\sdisabled\b/i.test(tag)) styles.add(href)
    else if (rel === 'preload' && attribute(tag, 'as') === 'fetch') data.add(href)
  }
  // Scripts and data the page requests right after its first paint (scripts/paint-first.ts)
  // are still part of its first load.
  const deferred = deferredAssets(html)
  if (deferred) {
    scripts.add(deferred.entry)
    for (const href of deferred.modules) scripts.add(href)
    for (const href of deferred.data) data.add(href)
  }
  return { scripts: [...scripts], styles: [...styles], data: [...data] }
}

/**
 * The modules an ES module imports statically. The bundler hoists them to the top of the chunk,
 * so reading import statements from the start is exact; `import()` further down is lazy.
 */
export function staticImports(source: string): string[] {
  const imports: string[] = []
  const statement = /\s*(?:import|export)\s*(?:[\w$\s{},*]*?\bfrom\s*)?["']([^"']+)["']\s*;?/y
  let index = 0
  for (;;) {
    statement.lastIndex = index
    const match = statement.exec(source)
    if (!match?.[1]) break
    imports.push(match[1])
    index = statement.lastIndex
  }
  return imports
}

async function compressedSize(bytes: Buffer): Promise<CompressedSize> {
  const [gz, br] = await Promise.all([
    gzipAsync(bytes, { level: 9 }),
    brotliAsync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  ])
  return { raw: bytes.length, gzip: gz.length, brotli: br.length }
}

async function totalSize(clientDir: string, urls: Iterable<string>) {
  const total = { raw: 0, gzip: 0, brotli: 0, files: [] as string[] }
  for (const url of urls) {
    const size = await compressedSize(await readFile(path.join(clientDir, url)))
    total.raw += size.raw
    total.gzip += size.gzip
    total.brotli += size.brotli
    total.files.push(url)
  }
  return total
}

/**
 * The built file a route's first response sends: `faq/index.html`, or for a spec's tracker address
 * (`/trinket-tracker/?wowClass=mage&wowSpec=fire`) the spec's own page, as the server chooses it.
 */
export function htmlFileOf(route: string): string {
  const url = new URL(route, 'http://site')
  const classSlug = url.searchParams.get('wowClass')
  const specSlug = url.searchParams.get('wowSpec')
  if (url.pathname === '/trinket-tracker/' && classSlug && specSlug) {
    return specPageFile({ classSlug, specSlug })
  }
  return path.posix.join(url.pathname, 'index.html').slice(1)
}

export async function measureFirstLoad(clientDir: string, route: string): Promise<FirstLoad> {
  const htmlFile = path.join(clientDir, htmlFileOf(route))
  const htmlBytes = await readFile(htmlFile)
  const { scripts, styles, data } = assetsInHtml(htmlBytes.toString('utf8'))

  const modules = new Set<string>()
  const pending = [...scripts]
  // A spec page's head code is imported on demand, but before the page hydrates: it counts.
  const lazyButFirst = htmlFileOf(route).startsWith('trinket-tracker/specs/')
    ? /import\(\s*[`'"]\.\/(spec-page-head-[\w-]+\.js)[`'"]\s*\)/g
    : undefined
  while (pending.length > 0) {
    const url = pending.pop()
    if (url === undefined || modules.has(url)) continue
    modules.add(url)
    const source = await readFile(path.join(clientDir, url), 'utf8')
    for (const specifier of staticImports(source)) {
      pending.push(new URL(specifier, `http://site${url}`).pathname)
    }
    for (const [, chunk = ''] of lazyButFirst ? source.matchAll(lazyButFirst) : []) {
      pending.push(new URL(`./${chunk}`, `http://site${url}`).pathname)
    }
  }

  return {
    route,
    html: await compressedSize(htmlBytes),
    css: await totalSize(clientDir, styles),
    js: await totalSize(clientDir, [...modules].sort()),
    preloadedData: await totalSize(clientDir, data),
  }
}
