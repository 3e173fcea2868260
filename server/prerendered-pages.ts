// Every prerendered page is held in memory in its three encodings with a content-hash ETag. Pages
// are the one thing every visit asks for (assets are cached for a year), so they skip the file
// system; and an ETag taken from the bytes, not the file's mtime, stays the same on every server
// instance and across deploys that do not change the page, so a revalidation is a 304 anywhere.
import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib'
import { type PrecompressedEncoding, preferredEncoding } from './content-encoding'

export type PageVariant = {
  body: Buffer
  etag: string
  encoding: PrecompressedEncoding | undefined
}

export type PrerenderedPage = {
  file: string
  variants: Record<PrecompressedEncoding | 'identity', PageVariant>
}

function variant(body: Buffer, encoding: PrecompressedEncoding | undefined): PageVariant {
  const digest = createHash('sha256').update(body).digest('base64url').slice(0, 22)
  return { body, etag: `"${digest}${encoding ? `-${encoding}` : ''}"`, encoding }
}

async function readOrCompress(file: string, suffix: string, compress: () => Buffer) {
  return readFile(`${file}${suffix}`).catch(() => compress())
}

export async function readPage(file: string): Promise<PrerenderedPage> {
  const identity = await readFile(file)
  const [br, gzip] = await Promise.all([
    readOrCompress(file, '.br', () =>
      brotliCompressSync(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    ),
    readOrCompress(file, '.gz', () => gzipSync(identity, { level: 9 })),
  ])
  return {
    file,
    variants: {
      identity: variant(identity, undefined),
      br: variant(br, 'br'),
      gzip: variant(gzip, 'gzip'),
    },
  }
}

/** `faq/index.html` → `/faq/`; the build's pages are its index.html files. */
export function pagePathOf(relativeFile: string): string | undefined {
  const posix = relativeFile.split(path.sep).join('/')
  if (posix === 'index.html') return '/'
  return posix.endsWith('/index.html') ? `/${posix.slice(0, -'index.html'.length)}` : undefined
}

/** Every page of the build by its URL path. */
export async function readPrerenderedPages(
  clientDir: string,
): Promise<Map<string, PrerenderedPage>> {
  const pages = new Map<string, PrerenderedPage>()
  for (const entry of await readdir(clientDir, { recursive: true })) {
    const pagePath = pagePathOf(entry)
    if (pagePath) pages.set(pagePath, await readPage(path.join(clientDir, entry)))
  }
  return pages
}

export function chooseVariant(page: PrerenderedPage, acceptEncoding: string | undefined) {
  return page.variants[preferredEncoding(acceptEncoding) ?? 'identity']
}

/** If-None-Match uses the weak comparison: W/ prefixes are ignored, `*` matches anything. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .includes(etag)
}
