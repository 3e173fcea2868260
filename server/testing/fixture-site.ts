// A small built site in a temporary folder, shaped like dist/client (pages with inline scripts,
// hashed assets with .br/.gz copies, 404.html), plus a secret file NEXT TO it that no request may
// ever reach. Server tests run against it because Vitest runs before `npm run build`.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import type { AnalyticsSettings } from '../analytics/options'
import { readServerConfig } from '../config'

export const secretMarker = 'TOP-SECRET-OUTSIDE-THE-BUILD'
export const assetPath = '/assets/app-Ab12Cd34.js'
/** A game icon as `npm run data:icons` names it (the bytes need not be a real image here). */
export const gameIconPath = '/item-icons/inv_fixture_core-0123456789.jpg'
export const assetBody = `console.log(${JSON.stringify('x'.repeat(2000))})\n`

export const inlineScripts = {
  home: 'window.__home = 1;document.currentScript.remove()',
  trinketTracker: 'window.__tracker = 2;document.currentScript.remove()',
  fireMage: 'window.__tracker = "mage/fire";document.currentScript.remove()',
  notFound: 'window.__notFound = 3',
}

function page(title: string, inlineScript: string) {
  // Long enough to be worth compressing, like a real prerendered page.
  const filler = '<p>Trinkets, crests and the Great Vault.</p>'.repeat(40)
  return `<!DOCTYPE html><html lang="en"><head><title>${title}</title></head><body><h1>${title}</h1>${filler}<script>${inlineScript}</script><script type="module" async src="${assetPath}"></script></body></html>`
}

export type FixtureSite = {
  root: string
  clientDir: string
  pages: Record<string, string>
  /** The Fire Mage's tracker page, at the place the build writes spec pages. */
  fireMagePage: string
  /** Bytes of /big.bin, a file large enough that a slow reader keeps its response in flight. */
  bigFileBytes: number
  /** The default analytics settings with the database next to the site, not in the project. */
  analytics: AnalyticsSettings
  cleanup: () => Promise<void>
}

async function writeWithCompressedCopies(file: string, body: string | Buffer) {
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, body)
  await writeFile(`${file}.br`, brotliCompressSync(body))
  await writeFile(`${file}.gz`, gzipSync(body))
}

export async function createFixtureSite({ bigFileBytes = 0 } = {}): Promise<FixtureSite> {
  const root = await mkdtemp(path.join(tmpdir(), 'vaultwise-server-'))
  const clientDir = path.join(root, 'client')
  const pages = {
    '/': page('Vaultwise', inlineScripts.home),
    '/trinket-tracker/': page('Trinket Tracker', inlineScripts.trinketTracker),
    '/faq/': page('FAQ', inlineScripts.home),
  }
  for (const [pagePath, html] of Object.entries(pages)) {
    await writeWithCompressedCopies(path.join(clientDir, pagePath, 'index.html'), html)
  }
  const fireMagePage = page('Fire Mage trinkets', inlineScripts.fireMage)
  await writeWithCompressedCopies(
    path.join(clientDir, 'trinket-tracker/specs/mage/fire.html'),
    fireMagePage,
  )
  await writeWithCompressedCopies(
    path.join(clientDir, '404.html'),
    page('Not Found', inlineScripts.notFound),
  )
  await writeWithCompressedCopies(path.join(clientDir, assetPath), assetBody)
  await mkdir(path.join(clientDir, 'item-icons'), { recursive: true })
  await writeFile(path.join(clientDir, gameIconPath), Buffer.from([0xff, 0xd8, 0xff, 0xd9]))
  await writeFile(path.join(clientDir, 'robots.txt'), 'User-agent: *\nAllow: /\n')
  await writeFile(path.join(clientDir, '.env'), `SECRET=${secretMarker}\n`)
  await writeFile(path.join(root, 'secret.txt'), secretMarker)
  if (bigFileBytes > 0) await writeFile(path.join(clientDir, 'big.bin'), Buffer.alloc(bigFileBytes))
  return {
    root,
    clientDir,
    pages,
    fireMagePage,
    bigFileBytes,
    // The defaults an operator gets, read through the server's own settings.
    analytics: readServerConfig({
      CLIENT_DIR: clientDir,
      ANALYTICS_DB: path.join(root, 'analytics.sqlite'),
    }).analytics,
    cleanup: () => rm(root, { recursive: true, force: true }),
  }
}

export type RawResponse = { status: number; headers: IncomingHttpHeaders; body: Buffer }

/**
 * An HTTP request sent exactly as written: fetch() would normalise "..", dots and slashes in the
 * path before the server ever saw them.
 */
export function rawRequest(
  port: number,
  requestPath: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, path: requestPath, method, headers, agent: false },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        )
        response.on('error', reject)
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}
