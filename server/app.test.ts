// The production server over real HTTP on loopback, against a fixture build: caching,
// compression, the Not Found page, security headers, traversal attempts and oversized requests.
import { createHash } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { connect } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteConfig } from '../src/config/site'
import { bodyLimitBytes, buildApp, maxHeaderBytes } from './app'
import { baseSecurityHeaders } from './security-headers'
import {
  assetBody,
  assetPath,
  createFixtureSite,
  type FixtureSite,
  gameIconPath,
  inlineScripts,
  type RawResponse,
  rawRequest,
  secretMarker,
} from './testing/fixture-site'

let site: FixtureSite
let app: FastifyInstance
let port: number
const logLines: Record<string, unknown>[] = []

beforeAll(async () => {
  site = await createFixtureSite()
  app = await buildApp({
    clientDir: site.clientDir,
    logStream: { write: (line) => logLines.push(JSON.parse(line)) },
    analytics: site.analytics,
  })
  app.get('/test-only/failure', () => {
    throw new Error('database password is hunter2')
  })
  // Shaped like the analytics endpoint: its rate limit must survive the server's error handler.
  await app.register(rateLimit, { global: false })
  app.post(
    '/test-only/limited',
    { config: { rateLimit: { max: 2, timeWindow: 60_000 } } },
    (_request, reply) => reply.code(204).send(),
  )
  await app.listen({ port: 0, host: '127.0.0.1' })
  port = (app.server.address() as AddressInfo).port
})

afterAll(async () => {
  await app.close()
  await site.cleanup()
})

const get = (path: string, headers: Record<string, string> = {}) =>
  rawRequest(port, path, { headers })

/**
 * Writes `text` to a new connection in one go and returns everything read until it closes, or
 * with `headOnly` until the first answer's headers are in (for answers that do not close it).
 */
function rawExchange(text: string, { headOnly = false } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text))
    let received = ''
    socket.on('data', (chunk) => {
      received += chunk.toString()
      if (headOnly && received.includes('\r\n\r\n')) socket.destroy()
    })
    socket.on('close', () => resolve(received))
    socket.on('error', reject)
  })
}

function hashSource(script: string) {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`
}

function scriptSources(response: RawResponse): string[] {
  const csp = String(response.headers['content-security-policy'])
  const directive = csp.split(';').find((part) => part.trim().startsWith('script-src'))
  return directive?.trim().split(/\s+/).slice(1) ?? []
}

/** A permanent redirect to this address on the site. */
function expectMovedTo(response: RawResponse, location: string) {
  expect(response.status).toBe(301)
  expect(response.headers.location).toBe(location)
}

function expectSecurityHeaders(response: RawResponse) {
  for (const [name, value] of Object.entries(baseSecurityHeaders)) {
    if (name === 'content-security-policy') continue
    expect(response.headers[name], name).toBe(value)
  }
  const csp = String(response.headers['content-security-policy'])
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).not.toContain('unsafe-eval')
}

describe('pages', () => {
  it('serve the prerendered HTML, revalidated by ETag', async () => {
    const response = await get('/trinket-tracker/')
    expect(response.status).toBe(200)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.body.toString()).toBe(site.pages['/trinket-tracker/'])
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
    expect(response.headers.etag).toBeTruthy()
    expectSecurityHeaders(response)

    const again = await get('/trinket-tracker/', { 'if-none-match': String(response.headers.etag) })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    expectSecurityHeaders(again)
  })

  it("allow exactly the page's own inline scripts, never 'unsafe-inline' for scripts", async () => {
    const tracker = await get('/trinket-tracker/')
    expect(scriptSources(tracker)).toEqual(["'self'", hashSource(inlineScripts.trinketTracker)])
    const home = await get('/')
    expect(scriptSources(home)).toEqual(["'self'", hashSource(inlineScripts.home)])
    for (const response of [tracker, home]) {
      const csp = String(response.headers['content-security-policy'])
      expect(csp).toContain("connect-src 'self'")
      expect(csp).toContain("img-src 'self' data:")
      expect(csp).toContain("object-src 'none'")
    }
  })

  it('carry the same policy when sent compressed', async () => {
    const plain = await get('/')
    const brotli = await get('/', { 'accept-encoding': 'br' })
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.headers['content-security-policy']).toBe(plain.headers['content-security-policy'])
  })

  it("send a spec's own page at the tracker's address, a first-class page of its own", async () => {
    const plain = await get('/trinket-tracker/?wowSpec=fire&wowClass=mage&items=1,2')
    expect(plain.status).toBe(200)
    expect(plain.body.toString()).toBe(site.fireMagePage)
    expect(plain.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
    expect(plain.headers.vary).toBe('accept-encoding')
    expect(scriptSources(plain)).toEqual(["'self'", hashSource(inlineScripts.fireMage)])
    expectSecurityHeaders(plain)

    const bare = await get('/trinket-tracker/')
    expect(plain.headers.etag).toBeTruthy()
    expect(plain.headers.etag).not.toBe(bare.headers.etag)
    const again = await get('/trinket-tracker/?wowClass=mage&wowSpec=fire', {
      'if-none-match': String(plain.headers.etag),
    })
    expect(again.status).toBe(304)
    // The bare page's ETag does not revalidate the spec's page.
    const stale = await get('/trinket-tracker/?wowClass=mage&wowSpec=fire', {
      'if-none-match': String(bare.headers.etag),
    })
    expect(stale.status).toBe(200)

    const brotli = await get('/trinket-tracker/?wowClass=mage&wowSpec=fire', {
      'accept-encoding': 'br',
    })
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(brotli.body).toString()).toBe(site.fireMagePage)
    const gzip = await get('/trinket-tracker/?wowClass=mage&wowSpec=fire', {
      'accept-encoding': 'gzip',
    })
    expect(gunzipSync(gzip.body).toString()).toBe(site.fireMagePage)
    expect(new Set([plain, brotli, gzip].map((r) => r.headers.etag)).size).toBe(3)

    const head = await rawRequest(port, '/trinket-tracker/?wowClass=mage&wowSpec=fire', {
      method: 'HEAD',
    })
    expect(head.status).toBe(200)
    expect(head.headers.etag).toBe(plain.headers.etag)
  })

  it.each([
    '/trinket-tracker/?wowClass=Mage&wowSpec=fire',
    '/trinket-tracker/?wowClass=mage&wowSpec=fire&wowSpec=fire',
    '/trinket-tracker/?wowClass=mage&wowSpec=holy',
    '/trinket-tracker/?wowClass=mage',
    '/trinket-tracker/?wowClass=%E0%A4%A&wowSpec=fire',
  ])('send the bare tracker page, with 200, for %s', async (address) => {
    const response = await get(address)
    expect(response.status).toBe(200)
    expect(response.body.toString()).toBe(site.pages['/trinket-tracker/'])
    expect(scriptSources(response)).toEqual(["'self'", hashSource(inlineScripts.trinketTracker)])
  })

  it('redirect the tracker without its slash to its spec address, query kept', async () => {
    const response = await get('/trinket-tracker?wowClass=mage&wowSpec=fire')
    expectMovedTo(response, '/trinket-tracker/?wowClass=mage&wowSpec=fire')
  })

  it('redirect a path without its trailing slash, keeping the query string', async () => {
    const response = await get('/trinket-tracker?wowClass=mage&items=1,2,3')
    expectMovedTo(response, '/trinket-tracker/?wowClass=mage&items=1,2,3')
    // Cacheable, but not forever: a later deploy may remove the page.
    expect(response.headers['cache-control']).toBe('public, max-age=3600')
    expectSecurityHeaders(response)
  })

  it.each(['//evil.example/', '//evil.example', '/\\evil.example/', '/%2fevil.example'])(
    'never redirect %s to another site',
    async (path) => {
      const response = await get(path)
      const location = response.headers.location
      if (location !== undefined) expect(location).toMatch(/^\/(?![/\\])/)
      expect(response.status).toBeGreaterThanOrEqual(300)
    },
  )

  it('answer HEAD with the headers and no body', async () => {
    const response = await rawRequest(port, '/faq/', { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(response.body.length).toBe(0)
    expect(response.headers['content-security-policy']).toContain(hashSource(inlineScripts.home))
  })
})

describe('one address per page', () => {
  it('redirects /index.html and /faq/index.html to the page, keeping the query string', async () => {
    expectMovedTo(await get('/index.html'), '/')
    const faq = await get('/faq/index.html?tab=data-privacy')
    expectMovedTo(faq, '/faq/?tab=data-privacy')
    expectSecurityHeaders(faq)
  })

  it('never serves the build files behind a page: 404.html, compressed copies and spec pages are Not Found', async () => {
    for (const path of [
      '/404.html',
      '/index.html.gz',
      '/index.html.br',
      '/faq/index.html.br',
      '/404.html.gz',
      // A spec's page has no address of its own: the tracker's address with its query sends it.
      '/trinket-tracker/specs/mage/fire.html',
      '/trinket-tracker/specs/mage/fire.html.br',
      '/trinket-tracker/specs/mage/',
      '/trinket-tracker/specs/mage/fire',
    ]) {
      const response = await get(path, { 'accept-encoding': 'br, gzip' })
      expect(response.status, path).toBe(404)
      expect(response.headers['content-type'], path).toBe('text/html; charset=utf-8')
      expect(brotliDecompressSync(response.body).toString(), path).toContain('<h1>Not Found</h1>')
    }
    const assetCopy = await get(`${assetPath}.br`)
    expect(assetCopy.status).toBe(404)
    expect(assetCopy.body.toString()).toBe('Not Found')
  })

  it('answers odd spellings of a path with the same Not Found page as any unknown path', async () => {
    for (const path of ['/faq//', '/faq/.', '/./faq/', '/assets', '/assets/']) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      expect(response.headers['content-type'], path).toMatch(/^text\/(html|plain); charset=utf-8$/)
      expect(response.body.toString(), path).not.toContain('statusCode')
      expectSecurityHeaders(response)
    }
    expect((await get('/faq//')).body.toString()).toContain('<h1>Not Found</h1>')
  })

  it('answers a method a page does not take with 405 and the methods it does', async () => {
    for (const [method, path] of [
      ['PUT', '/faq/'],
      ['DELETE', '/'],
      ['OPTIONS', '/'],
      ['POST', '/trinket-tracker/'],
      ['TRACE', '/'],
      // Methods Fastify has no routes for (WebDAV) are refused the same way.
      ['PROPFIND', '/faq/'],
      ['MKCOL', '/'],
      ['SEARCH', '/'],
      ['LOCK', '/faq/'],
    ] as const) {
      const response = await rawRequest(port, path, { method })
      expect(response.status, `${method} ${path}`).toBe(405)
      expect(response.headers.allow, `${method} ${path}`).toBe('GET, HEAD')
      expect(response.headers['cache-control'], `${method} ${path}`).toBe('no-store')
      expectSecurityHeaders(response)
    }
  })

  it('answers a form posted to a page with 405 whatever its content type, without reading it', async () => {
    const response = await rawRequest(port, '/faq/', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=value',
    })
    expect(response.status).toBe(405)
    expect(response.headers.allow).toBe('GET, HEAD')
    expect(response.headers.connection).toBe('close')
  })

  it('refuses the asterisk and absolute forms of a request target with 400, never the home page', async () => {
    for (const target of ['*', 'http://evil.example/', `http://127.0.0.1:${port}/faq/`]) {
      const answer = await rawExchange(
        `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
      )
      expect(answer, target).toMatch(/^HTTP\/1\.1 400 /)
      expect(answer, target).not.toContain('<h1>')
      expect(answer.toLowerCase(), target).toContain('x-content-type-options: nosniff')
    }
  })
})

describe('compression', () => {
  it('sends brotli when the browser accepts it, gzip when only that, plain otherwise', async () => {
    const html = site.pages['/']
    const brotli = await get('/', { 'accept-encoding': 'gzip, deflate, br' })
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(brotli.body).toString()).toBe(html)
    expect(brotli.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(String(brotli.headers.vary).toLowerCase()).toContain('accept-encoding')

    const gzip = await get('/', { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(html)

    const refusedBrotli = await get('/', { 'accept-encoding': 'br;q=0, gzip' })
    expect(refusedBrotli.headers['content-encoding']).toBe('gzip')

    const plain = await get('/')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(html)
  })

  it('gives each encoding its own ETag, so a cache never mixes them up', async () => {
    const brotli = await get('/', { 'accept-encoding': 'br' })
    const gzip = await get('/', { 'accept-encoding': 'gzip' })
    expect(brotli.headers.etag).not.toBe(gzip.headers.etag)
  })
})

describe('hashed assets', () => {
  it('are cached for a year as immutable, compressed when accepted', async () => {
    const response = await get(assetPath, { 'accept-encoding': 'br' })
    expect(response.status).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers['content-type']).toMatch(
      /^(text|application)\/javascript; charset=utf-8$/,
    )
    expect(brotliDecompressSync(response.body).toString()).toBe(assetBody)
    expectSecurityHeaders(response)
    expect(response.headers['content-security-policy']).toContain("default-src 'none'")
  })

  it("include the game's icons, which are named by their content's hash too", async () => {
    const response = await get(gameIconPath)
    expect(response.status).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers['content-type']).toBe('image/jpeg')
    const gone = await get('/item-icons/inv_fixture_core-9876543210.jpg')
    expect(gone.status).toBe(404)
    expect(gone.body.toString()).toBe('Not Found')
  })

  it('that do not exist get a short 404 that no cache keeps', async () => {
    const response = await get('/assets/app-OLDHASH.js')
    expect(response.status).toBe(404)
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.body.toString()).toBe('Not Found')
    expectSecurityHeaders(response)
  })
})

describe('unknown paths', () => {
  it('get HTTP 404 with the Not Found page and its own script hashes', async () => {
    const response = await get('/no-such-page/')
    expect(response.status).toBe(404)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.body.toString()).toContain('<h1>Not Found</h1>')
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(scriptSources(response)).toEqual(["'self'", hashSource(inlineScripts.notFound)])
    expectSecurityHeaders(response)
  })

  it('get the Not Found page compressed when accepted', async () => {
    const response = await get('/nope', { 'accept-encoding': 'gzip, br' })
    expect(response.status).toBe(404)
    expect(response.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(response.body).toString()).toContain('<h1>Not Found</h1>')
  })
})

describe('the build folder is the only thing served', () => {
  const attempts = [
    '/../secret.txt',
    '/../../secret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/%2e%2e%2fsecret.txt',
    '/%2E%2E%2Fsecret.txt',
    '/.%2e/secret.txt',
    '/faq/../../secret.txt',
    '/faq/%2e%2e/%2e%2e/secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/assets/%2e%2e%5c%2e%2e%5csecret.txt',
    '/..%5csecret.txt',
    '/%252e%252e/secret.txt',
    '/%c0%ae%c0%ae/secret.txt',
    '//../secret.txt',
    '/index.html%00.txt',
    '/%00',
    '/faq%00/',
    '/.env',
    '/%2eenv',
    '/faq/%2e%2e/.env',
  ]

  for (const attempt of attempts) {
    it(`refuses ${attempt}`, async () => {
      const response = await get(attempt)
      expect(response.status).toBeGreaterThanOrEqual(400)
      expect(response.status).toBeLessThan(500)
      expect(response.body.toString()).not.toContain(secretMarker)
      expectSecurityHeaders(response)
    })
  }
})

describe('oversized and malformed requests', () => {
  it('refuses headers beyond the limit with 431, security headers included', async () => {
    const response = await get('/', { 'x-padding': 'a'.repeat(maxHeaderBytes + 1024) })
    expect(response.status).toBe(431)
    expectSecurityHeaders(response)
  })

  it('refuses a URL beyond the header limit with 431', async () => {
    const response = await get(`/${'trinket'.repeat(Math.ceil(maxHeaderBytes / 7) + 10)}`)
    expect(response.status).toBe(431)
    expectSecurityHeaders(response)
  })

  // No page takes a body (405): an address that does not exist still reads one, up to the limit.
  it('refuses a body beyond the limit with 413', async () => {
    const response = await rawRequest(port, '/no-such-form', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ padding: 'a'.repeat(bodyLimitBytes) }),
    })
    expect(response.status).toBe(413)
    expectSecurityHeaders(response)
  })

  it('refuses an announced oversized body before it is sent', async () => {
    // Content-Length says 1 GB and nothing follows: the answer must come without waiting for it.
    const answer = await rawExchange(
      'POST /no-such-form HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000000000\r\n\r\n',
      { headOnly: true },
    )
    expect(answer.startsWith('HTTP/1.1 413')).toBe(true)
  })

  it('answers a malformed request line with 400 and the security headers', async () => {
    const answer = await rawExchange('GARBAGE\r\n\r\n')
    expect(answer.startsWith('HTTP/1.1 400')).toBe(true)
    expect(answer.toLowerCase()).toContain('x-content-type-options: nosniff')
    expect(answer.toLowerCase()).toContain("frame-ancestors 'none'")
  })

  it('answers valid requests pipelined ahead of a malformed one before refusing it', async () => {
    const healthz = 'GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n'
    const oversized = `GET / HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(20 * 1024)}\r\n\r\n`
    for (const [requests, refusal] of [
      [healthz, 'GARBAGE\r\n\r\n'],
      [healthz.repeat(3), 'GARBAGE\r\n\r\n'],
      [healthz.repeat(3), oversized],
    ] as const) {
      // One write: the three requests and the bad one arrive in the same packet.
      const answer = await rawExchange(requests + refusal)
      const statuses = answer.match(/HTTP\/1\.1 \d{3}/g)
      const expected = requests === healthz ? 1 : 3
      expect(statuses).toEqual([
        ...Array(expected).fill('HTTP/1.1 200'),
        refusal === oversized ? 'HTTP/1.1 431' : 'HTTP/1.1 400',
      ])
      expect(answer.match(/\{"status":"ok"\}/g)).toHaveLength(expected)
    }
  })

  it('answers an undecodable URL with 400 in fixed words, never repeating the URL', async () => {
    const response = await get('/faq/%ZQX7<script>')
    expect(response.status).toBe(400)
    expect(JSON.parse(response.body.toString())).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The address is not valid.',
    })
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    expectSecurityHeaders(response)
  })

  it('keeps a rate-limited route at 429 with Retry-After and the security headers', async () => {
    const statuses = []
    let last: RawResponse | undefined
    for (let hit = 0; hit < 3; hit++) {
      last = await rawRequest(port, '/test-only/limited', { method: 'POST' })
      statuses.push(last.status)
    }
    expect(statuses).toEqual([204, 204, 429])
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0)
    expect(JSON.parse(String(last?.body)).statusCode).toBe(429)
    if (last) expectSecurityHeaders(last)
  })

  it('answers a request without a Host header itself, with the security headers', async () => {
    const answer = await rawExchange('GET / HTTP/1.1\r\n\r\n', { headOnly: true })
    expect(answer.startsWith('HTTP/1.1 400')).toBe(true)
    expect(answer.toLowerCase()).toContain('x-content-type-options: nosniff')
    expect(answer.toLowerCase()).toContain('strict-transport-security:')
  })

  it('hides the details of a server fault', async () => {
    const response = await get('/test-only/failure')
    expect(response.status).toBe(500)
    expect(response.body.toString()).not.toContain('hunter2')
    expect(response.headers['cache-control']).toBe('no-store')
    expectSecurityHeaders(response)
  })
})

describe('the tracker endpoint', () => {
  const pageView = (url: string, extra: Record<string, string> = {}) =>
    new URLSearchParams({ idsite: '6', rec: '1', url, urlref: '', ...extra }).toString()
  const track = (body: string) =>
    rawRequest(port, '/api/analytics/track', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    })
  const storedPageViews = async () => {
    const response = await get('/api/analytics/summary')
    return JSON.parse(response.body.toString()).totals.pageViews as number
  }

  it("counts pages of the public site and of the server's own loopback address", async () => {
    const before = await storedPageViews()
    expect((await track(pageView(`${siteConfig.origin}/faq/`))).status).toBe(204)
    const local = pageView(`http://127.0.0.1:${port}/`, { urlref: 'https://www.google.com/' })
    expect((await track(local)).status).toBe(204)
    expect(await storedPageViews()).toBe(before + 2)
  })

  it("refuses a page of another site with 400, so other pages cannot inflate the site's figures", async () => {
    const before = await storedPageViews()
    for (const url of ['http://a/', 'https://evil.example/faq/', `http://127.0.0.1:${port + 1}/`]) {
      const response = await track(pageView(url))
      expect(response.status, url).toBe(400)
      expect(JSON.parse(response.body.toString())).toEqual({
        error: 'Invalid url: not a page of this site.',
      })
    }
    expect(await storedPageViews()).toBe(before)
  })

  it('refuses a page of whatever site the Host header names: only the configured ones count', async () => {
    const before = await storedPageViews()
    const response = await rawRequest(port, '/api/analytics/track', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'evil.example' },
      body: pageView('http://evil.example/faq/'),
    })
    expect(response.status).toBe(400)
    expect(await storedPageViews()).toBe(before)
  })

  it('stores nothing for HEAD (link checkers, prefetchers) and says which methods it takes', async () => {
    const before = await storedPageViews()
    const query = pageView(`http://127.0.0.1:${port}/`)
    const head = await rawRequest(port, `/api/analytics/track?${query}`, { method: 'HEAD' })
    expect(head.status).toBe(405)
    expect(head.headers.allow).toBe('GET, POST')
    for (const method of ['PUT', 'PROPFIND']) {
      const refused = await rawRequest(port, '/api/analytics/track', { method })
      expect(refused.status, method).toBe(405)
      expect(refused.headers['cache-control'], method).toBe('no-store')
    }
    expect(await storedPageViews()).toBe(before)
  })
})

describe('operations', () => {
  it('GET /healthz answers ok and is never cached', async () => {
    const response = await get('/healthz')
    expect(response.status).toBe(200)
    expect(JSON.parse(response.body.toString())).toEqual({ status: 'ok' })
    expect(response.headers['cache-control']).toBe('no-store')
    expectSecurityHeaders(response)
  })

  it('logs one JSON line per request carrying its request id', async () => {
    const response = await get('/faq/?tab=general')
    const requestId = response.headers['x-request-id']
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/)
    const lines = logLines.filter((line) => line.reqId === requestId)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({
      msg: 'request completed',
      method: 'GET',
      url: '/faq/?tab=general',
      statusCode: 200,
    })
  })

  it('ignores an incoming X-Request-Id when no proxy is trusted: clients do not write our logs', async () => {
    const response = await get('/faq/', { 'x-request-id': 'chosen-by-a-client' })
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    expect(logLines.some((line) => line.reqId === 'chosen-by-a-client')).toBe(false)
  })

  it('logs a tracking request by its path alone, without the visitor id or pages in its query', async () => {
    const query = new URLSearchParams({
      idsite: '6',
      rec: '1',
      url: `http://127.0.0.1:${port}/faq/`,
      _id: '0123456789abcdef',
    })
    const response = await get(`/api/analytics/track?${query}`)
    expect(response.status).toBe(204)
    const line = logLines.find((entry) => entry.reqId === response.headers['x-request-id'])
    expect(line).toMatchObject({ url: '/api/analytics/track', statusCode: 204 })
    expect(JSON.stringify(logLines)).not.toContain('0123456789abcdef')
  })

  it('warns once when requests come through a proxy that TRUST_PROXY does not name', async () => {
    const warnings = () =>
      logLines.filter((line) => line.level === 40 && /X-Forwarded-For/.test(String(line.msg)))
    expect(warnings()).toHaveLength(0)
    await get('/faq/', { 'x-forwarded-for': '203.0.113.5' })
    await get('/', { 'x-forwarded-for': '203.0.113.6' })
    expect(warnings()).toHaveLength(1)
    expect(warnings()[0]?.msg).toMatch(/TRUST_PROXY is not set/)
  })
})
