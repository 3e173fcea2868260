// What the production server serves from the build, over real HTTP against a fixture build:
// compression, hashed assets, the Not Found page, and nothing outside the build folder.
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import {
  assetBody,
  assetPath,
  gameIconPath,
  inlineScripts,
  secretMarker,
} from './testing/fixture-site'
import * as served from './testing/served-app'

served.serveFixtureApp()

describe('compression', () => {
  it('sends brotli when the browser accepts it, gzip when only that, plain otherwise', async () => {
    const html = served.site.pages['/']
    const brotli = await served.get('/', { 'accept-encoding': 'gzip, deflate, br' })
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(brotli.body).toString()).toBe(html)
    expect(brotli.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(String(brotli.headers.vary).toLowerCase()).toContain('accept-encoding')

    const gzip = await served.get('/', { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(html)

    const refusedBrotli = await served.get('/', { 'accept-encoding': 'br;q=0, gzip' })
    expect(refusedBrotli.headers['content-encoding']).toBe('gzip')

    const plain = await served.get('/')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(html)
  })

  it('gives each encoding its own ETag, so a cache never mixes them up', async () => {
    const brotli = await served.get('/', { 'accept-encoding': 'br' })
    const gzip = await served.get('/', { 'accept-encoding': 'gzip' })
    expect(brotli.headers.etag).not.toBe(gzip.headers.etag)
  })
})

describe('hashed assets', () => {
  it('are cached for a year as immutable, compressed when accepted', async () => {
    const response = await served.get(assetPath, { 'accept-encoding': 'br' })
    expect(response.status).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers['content-type']).toMatch(
      /^(text|application)\/javascript; charset=utf-8$/,
    )
    expect(brotliDecompressSync(response.body).toString()).toBe(assetBody)
    served.expectSecurityHeaders(response)
    expect(response.headers['content-security-policy']).toContain("default-src 'none'")
  })

  it("include the game's icons, which are named by their content's hash too", async () => {
    const response = await served.get(gameIconPath)
    expect(response.status).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers['content-type']).toBe('image/jpeg')
    const gone = await served.get('/item-icons/inv_fixture_core-9876543210.jpg')
    expect(gone.status).toBe(404)
    expect(gone.body.toString()).toBe('Not Found')
  })

  it('that do not exist get a short 404 that no cache keeps', async () => {
    const response = await served.get('/assets/app-OLDHASH.js')
    expect(response.status).toBe(404)
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.body.toString()).toBe('Not Found')
    served.expectSecurityHeaders(response)
  })
})

describe('unknown paths', () => {
  it('get HTTP 404 with the Not Found page and its own script hashes', async () => {
    const response = await served.get('/no-such-page/')
    expect(response.status).toBe(404)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.body.toString()).toContain('<h1>Not Found</h1>')
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(served.scriptSources(response)).toEqual([
      "'self'",
      served.hashSource(inlineScripts.notFound),
    ])
    served.expectSecurityHeaders(response)
  })

  it('get the Not Found page compressed when accepted', async () => {
    const response = await served.get('/nope', { 'accept-encoding': 'gzip, br' })
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
      const response = await served.get(attempt)
      expect(response.status).toBeGreaterThanOrEqual(400)
      expect(response.status).toBeLessThan(500)
      expect(response.body.toString()).not.toContain(secretMarker)
      served.expectSecurityHeaders(response)
    })
  }
})
