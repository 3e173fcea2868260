// The server behind a reverse proxy or CDN, over real HTTP on loopback: this test plays the proxy
// (127.0.0.1) and writes X-Forwarded-For as one would, appending the address it saw.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { siteConfig } from '../src/config/site'
import { buildApp } from './app'
import type { TrustProxy } from './config'
import { createFixtureSite, type FixtureSite, rawRequest } from './testing/fixture-site'

let site: FixtureSite
let fakeMatomo: Server
let forwarded: URLSearchParams[]
const apps: FastifyInstance[] = []
const logLines: Record<string, unknown>[] = []

beforeAll(async () => {
  site = await createFixtureSite()
  fakeMatomo = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      const params = new URLSearchParams(body)
      params.set('x-forwarded-for', String(request.headers['x-forwarded-for']))
      forwarded.push(params)
      response.statusCode = 204
      response.end()
    })
  })
  await new Promise<void>((resolve) => fakeMatomo.listen(0, '127.0.0.1', resolve))
})

beforeEach(() => {
  forwarded = []
})

afterAll(async () => {
  for (const app of apps) await app.close()
  await new Promise((resolve) => fakeMatomo.close(resolve))
  await site.cleanup()
})

/** A server trusting `trustProxy`, forwarding hits to the fake Matomo, 2 page views a minute. */
async function start(
  trustProxy: TrustProxy | undefined,
  extraOrigins: string[] = [],
): Promise<number> {
  const app = await buildApp({
    clientDir: site.clientDir,
    trustProxy,
    logStream: { write: (line) => logLines.push(JSON.parse(line)) },
    analytics: {
      ...site.analytics,
      hitsPerMinute: 2,
      extraOrigins,
      matomo: {
        url: `http://127.0.0.1:${(fakeMatomo.address() as AddressInfo).port}/`,
        token: 'tok',
      },
    },
  })
  apps.push(app)
  await app.listen({ port: 0, host: '127.0.0.1' })
  return (app.server.address() as AddressInfo).port
}

const pageView = (url = `${siteConfig.origin}/faq/`) =>
  new URLSearchParams({ idsite: '6', rec: '1', url, urlref: '' }).toString()

function track(
  port: number,
  forwardedFor: string | undefined,
  extraHeaders = {},
  body = pageView(),
) {
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    ...extraHeaders,
  }
  if (forwardedFor !== undefined) headers['x-forwarded-for'] = forwardedFor
  return rawRequest(port, '/api/analytics/track', { method: 'POST', headers, body }).then(
    (response) => response.status,
  )
}

describe('with TRUST_PROXY naming the proxy', () => {
  let port: number
  beforeAll(async () => {
    port = await start(['127.0.0.1'])
  })

  it('gives each visitor behind the proxy their own rate limit, which a forged header cannot dodge', async () => {
    const visitor = '198.51.100.1'
    expect([await track(port, visitor), await track(port, visitor)]).toEqual([204, 204])
    expect(await track(port, visitor)).toBe(429)
    // Another visitor through the same proxy is not affected.
    expect(await track(port, '198.51.100.2')).toBe(204)
    // The first visitor makes up an address; the proxy appends the one it really saw.
    expect(await track(port, `203.0.113.99, ${visitor}`)).toBe(429)
  })

  it("sends Matomo the visitor's address, not the proxy's or a forged one", async () => {
    expect(await track(port, '203.0.113.66, 198.51.100.30')).toBe(204)
    expect(forwarded.map((hit) => [hit.get('cip'), hit.get('x-forwarded-for')])).toEqual([
      ['198.51.100.30', '198.51.100.30'],
    ])
  })

  it('counts pages of an origin ANALYTICS_ORIGINS names, never of one a forwarded host names', async () => {
    const staging = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'staging.vaultwise.test' }
    const body = pageView('https://staging.vaultwise.test/faq/')
    expect(await track(port, '198.51.100.40', staging, body)).toBe(400)
    const configured = await start(['127.0.0.1'], ['https://staging.vaultwise.test'])
    expect(await track(configured, '198.51.100.41', staging, body)).toBe(204)
    expect(await track(configured, '198.51.100.42', {}, body)).toBe(204)
  })

  it("keeps the proxy's X-Request-Id, so its logs and ours line up", async () => {
    const response = await rawRequest(port, '/faq/', { headers: { 'x-request-id': 'edge-7f3a9c' } })
    expect(response.headers['x-request-id']).toBe('edge-7f3a9c')
    expect(logLines.filter((line) => line.reqId === 'edge-7f3a9c')).toHaveLength(1)
  })
})

describe('with TRUST_PROXY as a hop count', () => {
  it('takes the address the nearest proxy reports', async () => {
    const port = await start(1)
    expect(await track(port, '203.0.113.66, 198.51.100.50')).toBe(204)
    expect(forwarded.map((hit) => hit.get('cip'))).toEqual(['198.51.100.50'])
  })
})

describe('without TRUST_PROXY', () => {
  it('ignores X-Forwarded-For: a client cannot rotate it to escape the rate limit', async () => {
    const port = await start(undefined)
    const statuses = []
    for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      statuses.push(await track(port, address))
    }
    expect(statuses).toEqual([204, 204, 429])
    expect(forwarded.map((hit) => hit.get('cip'))).toEqual(['127.0.0.1', '127.0.0.1'])
  })
})
