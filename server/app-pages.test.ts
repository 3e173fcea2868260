// Pages from the production server over real HTTP, against a fixture build: what each page sends,
// its redirects, and the one address each page has.
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { assetPath, inlineScripts, rawRequest } from './testing/fixture-site'
import * as served from './testing/served-app'

served.serveFixtureApp()

describe('pages', () => {
  it('serve the prerendered HTML, revalidated by ETag', async () => {
    const response = await served.get('/trinket-tracker/')
    expect(response.status).toBe(200)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.body.toString()).toBe(served.site.pages['/trinket-tracker/'])
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
    expect(response.headers.etag).toBeTruthy()
    served.expectSecurityHeaders(response)

    const again = await served.get('/trinket-tracker/', {
      'if-none-match': String(response.headers.etag),
    })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    served.expectSecurityHeaders(again)
  })

  it("allow exactly the page's own inline scripts, never 'unsafe-inline' for scripts", async () => {
    const tracker = await served.get('/trinket-tracker/')
    expect(served.scriptSources(tracker)).toEqual([
      "'self'",
      served.hashSource(inlineScripts.trinketTracker),
    ])
    const home = await served.get('/')
    expect(served.scriptSources(home)).toEqual(["'self'", served.hashSource(inlineScripts.home)])
    for (const response of [tracker, home]) {
      const csp = String(response.headers['content-security-policy'])
      expect(csp).toContain("connect-src 'self'")
      expect(csp).toContain("img-src 'self' data:")
      expect(csp).toContain("object-src 'none'")
    }
  })

  it('carry the same policy when sent compressed', async () => {
    const plain = await served.get('/')
    const brotli = await served.get('/', { 'accept-encoding': 'br' })
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.headers['content-security-policy']).toBe(plain.headers['content-security-policy'])
  })

  it("send a spec's own page at the tracker's address, a first-class page of its own", async () => {
    const plain = await served.get('/trinket-tracker/?wowSpec=fire&wowClass=mage&items=1,2')
    expect(plain.status).toBe(200)
    expect(plain.body.toString()).toBe(served.site.fireMagePage)
    expect(plain.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
    expect(plain.headers.vary).toBe('accept-encoding')
    expect(served.scriptSources(plain)).toEqual([
      "'self'",
      served.hashSource(inlineScripts.fireMage),
    ])
    served.expectSecurityHeaders(plain)

    const bare = await served.get('/trinket-tracker/')
    expect(plain.headers.etag).toBeTruthy()
    expect(plain.headers.etag).not.toBe(bare.headers.etag)
    const again = await served.get('/trinket-tracker/?wowClass=mage&wowSpec=fire', {
      'if-none-match': String(plain.headers.etag),
    })
    expect(again.status).toBe(304)
    // The bare page's ETag does not revalidate the spec's page.
    const stale = await served.get('/trinket-tracker/?wowClass=mage&wowSpec=fire', {
      'if-none-match': String(bare.headers.etag),
    })
    expect(stale.status).toBe(200)

    const brotli = await served.get('/trinket-tracker/?wowClass=mage&wowSpec=fire', {
      'accept-encoding': 'br',
    })
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(brotli.body).toString()).toBe(served.site.fireMagePage)
    const gzip = await served.get('/trinket-tracker/?wowClass=mage&wowSpec=fire', {
      'accept-encoding': 'gzip',
    })
    expect(gunzipSync(gzip.body).toString()).toBe(served.site.fireMagePage)
    expect(new Set([plain, brotli, gzip].map((r) => r.headers.etag)).size).toBe(3)

    const head = await rawRequest(served.port, '/trinket-tracker/?wowClass=mage&wowSpec=fire', {
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
    const response = await served.get(address)
    expect(response.status).toBe(200)
    expect(response.body.toString()).toBe(served.site.pages['/trinket-tracker/'])
    expect(served.scriptSources(response)).toEqual([
      "'self'",
      served.hashSource(inlineScripts.trinketTracker),
    ])
  })

  it('redirect the tracker without its slash to its spec address, query kept', async () => {
    const response = await served.get('/trinket-tracker?wowClass=mage&wowSpec=fire')
    served.expectMovedTo(response, '/trinket-tracker/?wowClass=mage&wowSpec=fire')
  })

  it('redirect a path without its trailing slash, keeping the query string', async () => {
    const response = await served.get('/trinket-tracker?wowClass=mage&items=1,2,3')
    served.expectMovedTo(response, '/trinket-tracker/?wowClass=mage&items=1,2,3')
    // Cacheable, but not forever: a later deploy may remove the page.
    expect(response.headers['cache-control']).toBe('public, max-age=3600')
    served.expectSecurityHeaders(response)
  })

  it.each(['//evil.example/', '//evil.example', '/\\evil.example/', '/%2fevil.example'])(
    'never redirect %s to another site',
    async (path) => {
      const response = await served.get(path)
      const location = response.headers.location
      if (location !== undefined) expect(location).toMatch(/^\/(?![/\\])/)
      expect(response.status).toBeGreaterThanOrEqual(300)
    },
  )

  it('answer HEAD with the headers and no body', async () => {
    const response = await rawRequest(served.port, '/faq/', { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(response.body.length).toBe(0)
    expect(response.headers['content-security-policy']).toContain(
      served.hashSource(inlineScripts.home),
    )
  })
})

describe('one address per page', () => {
  it('redirects /index.html and /faq/index.html to the page, keeping the query string', async () => {
    served.expectMovedTo(await served.get('/index.html'), '/')
    const faq = await served.get('/faq/index.html?tab=data-privacy')
    served.expectMovedTo(faq, '/faq/?tab=data-privacy')
    served.expectSecurityHeaders(faq)
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
      const response = await served.get(path, { 'accept-encoding': 'br, gzip' })
      expect(response.status, path).toBe(404)
      expect(response.headers['content-type'], path).toBe('text/html; charset=utf-8')
      expect(brotliDecompressSync(response.body).toString(), path).toContain('<h1>Not Found</h1>')
    }
    const assetCopy = await served.get(`${assetPath}.br`)
    expect(assetCopy.status).toBe(404)
    expect(assetCopy.body.toString()).toBe('Not Found')
  })

  it('answers odd spellings of a path with the same Not Found page as any unknown path', async () => {
    for (const path of ['/faq//', '/faq/.', '/./faq/', '/assets', '/assets/']) {
      const response = await served.get(path)
      expect(response.status, path).toBe(404)
      expect(response.headers['content-type'], path).toMatch(/^text\/(html|plain); charset=utf-8$/)
      expect(response.body.toString(), path).not.toContain('statusCode')
      served.expectSecurityHeaders(response)
    }
    expect((await served.get('/faq//')).body.toString()).toContain('<h1>Not Found</h1>')
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
      const response = await rawRequest(served.port, path, { method })
      expect(response.status, `${method} ${path}`).toBe(405)
      expect(response.headers.allow, `${method} ${path}`).toBe('GET, HEAD')
      expect(response.headers['cache-control'], `${method} ${path}`).toBe('no-store')
      served.expectSecurityHeaders(response)
    }
  })

  it('answers a form posted to a page with 405 whatever its content type, without reading it', async () => {
    const response = await rawRequest(served.port, '/faq/', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=value',
    })
    expect(response.status).toBe(405)
    expect(response.headers.allow).toBe('GET, HEAD')
    expect(response.headers.connection).toBe('close')
  })

  it('refuses the asterisk and absolute forms of a request target with 400, never the home page', async () => {
    for (const target of ['*', 'http://evil.example/', `http://127.0.0.1:${served.port}/faq/`]) {
      const answer = await served.rawExchange(
        `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
      )
      expect(answer, target).toMatch(/^HTTP\/1\.1 400 /)
      expect(answer, target).not.toContain('<h1>')
      expect(answer.toLowerCase(), target).toContain('x-content-type-options: nosniff')
    }
  })
})
