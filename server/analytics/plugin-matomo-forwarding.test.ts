// The analytics plugin forwarding hits to a Matomo server instead of storing them.
import { existsSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { beacon, hit, summaryPath, trackerPath } from './plugin-test-requests'
import { dir, makeApp, prepareAnalyticsApps } from './plugin-test-setup'

prepareAnalyticsApps()

describe('forwarding to Matomo', () => {
  type Received = {
    method?: string
    url?: string
    headers: IncomingMessage['headers']
    body: string
  }
  let fakeMatomo: Server
  let received: Received[]
  let matomoStatus: number

  beforeEach(async () => {
    received = []
    matomoStatus = 204
    fakeMatomo = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk) => {
        body += chunk
      })
      request.on('end', () => {
        received.push({ method: request.method, url: request.url, headers: request.headers, body })
        response.statusCode = matomoStatus
        response.end()
      })
    })
    await new Promise<void>((resolve) => fakeMatomo.listen(0, '127.0.0.1', resolve))
  })

  afterEach(async () => {
    await new Promise((resolve) => fakeMatomo.close(resolve))
  })

  const matomoUrl = () => `http://127.0.0.1:${(fakeMatomo.address() as AddressInfo).port}/stats`

  it('sends the hit to matomo.php with the visitor IP, user agent and token', async () => {
    const databaseFile = path.join(dir, 'unused.sqlite')
    const app = await makeApp({ databaseFile, matomo: { url: matomoUrl(), token: 'tok' } })
    const response = await app.inject({
      method: 'POST',
      url: trackerPath,
      remoteAddress: '203.0.113.7',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
        'accept-language': 'de-DE',
      },
      payload: hit({ res: '1x1' }).toString(),
    })
    expect(response.statusCode).toBe(204)
    expect(received).toHaveLength(1)
    const [request] = received
    expect(request?.method).toBe('POST')
    expect(request?.url).toBe('/stats/matomo.php')
    expect(request?.headers['user-agent']).toBe('Mozilla/5.0 (X11; Linux x86_64) Chrome/140')
    expect(request?.headers['x-forwarded-for']).toBe('203.0.113.7')
    expect(request?.headers['accept-language']).toBe('de-DE')
    const forwarded = Object.fromEntries(new URLSearchParams(request?.body))
    expect(forwarded).toEqual({
      ...Object.fromEntries(hit()),
      cip: '203.0.113.7',
      token_auth: 'tok',
    })
    expect(existsSync(databaseFile)).toBe(false)
  })

  it('sends no cip or token without MATOMO_TOKEN', async () => {
    const app = await makeApp({ matomo: { url: `${matomoUrl()}/` } })
    expect((await beacon(app, hit())).statusCode).toBe(204)
    const forwarded = new URLSearchParams(received[0]?.body)
    expect(forwarded.has('cip')).toBe(false)
    expect(forwarded.has('token_auth')).toBe(false)
    expect(received[0]?.url).toBe('/stats/matomo.php')
  })

  it('forwards nothing that fails validation, and reports a failing Matomo as 502', async () => {
    const app = await makeApp({ matomo: { url: matomoUrl() } })
    expect((await beacon(app, hit({ idsite: '1' }))).statusCode).toBe(400)
    expect(received).toHaveLength(0)
    matomoStatus = 500
    expect((await beacon(app, hit())).statusCode).toBe(502)
  })

  it('points the summary at Matomo', async () => {
    const app = await makeApp({ matomo: { url: matomoUrl() } })
    const response = await app.inject({ method: 'GET', url: summaryPath })
    expect(response.statusCode).toBe(404)
    expect(response.json().error).toMatch(/Matomo/)
  })
})
