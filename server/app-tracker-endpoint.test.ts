// The analytics tracker endpoint on the production server over real HTTP, against a fixture build:
// only this site's pages count.
import { describe, expect, it } from 'vitest'
import { siteConfig } from '../src/config/site'
import { rawRequest } from './testing/fixture-site'
import * as served from './testing/served-app'

served.serveFixtureApp()

describe('the tracker endpoint', () => {
  const pageView = (url: string, extra: Record<string, string> = {}) =>
    new URLSearchParams({ idsite: '6', rec: '1', url, urlref: '', ...extra }).toString()
  const track = (body: string) =>
    rawRequest(served.port, '/api/analytics/track', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    })
  const storedPageViews = async () => {
    const response = await served.get('/api/analytics/summary')
    return JSON.parse(response.body.toString()).totals.pageViews as number
  }

  it("counts pages of the public site and of the server's own loopback address", async () => {
    const before = await storedPageViews()
    expect((await track(pageView(`${siteConfig.origin}/faq/`))).status).toBe(204)
    const local = pageView(`http://127.0.0.1:${served.port}/`, {
      urlref: 'https://www.google.com/',
    })
    expect((await track(local)).status).toBe(204)
    expect(await storedPageViews()).toBe(before + 2)
  })

  it("refuses a page of another site with 400, so other pages cannot inflate the site's figures", async () => {
    const before = await storedPageViews()
    for (const url of [
      'http://a/',
      'https://evil.example/faq/',
      `http://127.0.0.1:${served.port + 1}/`,
    ]) {
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
    const response = await rawRequest(served.port, '/api/analytics/track', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'evil.example' },
      body: pageView('http://evil.example/faq/'),
    })
    expect(response.status).toBe(400)
    expect(await storedPageViews()).toBe(before)
  })

  it('stores nothing for HEAD (link checkers, prefetchers) and says which methods it takes', async () => {
    const before = await storedPageViews()
    const query = pageView(`http://127.0.0.1:${served.port}/`)
    const head = await rawRequest(served.port, `/api/analytics/track?${query}`, { method: 'HEAD' })
    expect(head.status).toBe(405)
    expect(head.headers.allow).toBe('GET, POST')
    for (const method of ['PUT', 'PROPFIND']) {
      const refused = await rawRequest(served.port, '/api/analytics/track', { method })
      expect(refused.status, method).toBe(405)
      expect(refused.headers['cache-control'], method).toBe('no-store')
    }
    expect(await storedPageViews()).toBe(before)
  })
})
