import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ConfigError } from '../config'
import type { AnalyticsOptions } from './options'
import { analyticsPlugin } from './plugin'

const trackerPath = '/api/analytics/track'
const summaryPath = '/api/analytics/summary'

let dir: string
let apps: FastifyInstance[]
let clock: number
const dayMs = 24 * 60 * 60 * 1000

function options(overrides: Partial<AnalyticsOptions> = {}): AnalyticsOptions {
  return {
    siteId: 6,
    trackerPath,
    summaryPath,
    databaseFile: path.join(dir, 'nested', 'analytics.sqlite'),
    hitsPerMinute: 1000,
    heartbeatsPerMinute: 1000,
    retentionDays: 400,
    siteOrigin: 'https://vaultwise.gg',
    extraOrigins: [],
    now: () => clock,
    ...overrides,
  }
}

async function makeApp(overrides: Partial<AnalyticsOptions> = {}) {
  const app = Fastify({ logger: false })
  await app.register(analyticsPlugin, options(overrides))
  await app.ready()
  apps.push(app)
  return app
}

function hit(extra: Record<string, string> = {}) {
  return new URLSearchParams({
    idsite: '6',
    rec: '1',
    url: 'https://vaultwise.gg/faq/',
    action_name: 'FAQ · Vaultwise',
    urlref: '',
    _id: '0123456789abcdef',
    pv_id: 'Ab3dE6',
    rand: 'r4nd0m',
    apiv: '1',
    ...extra,
  })
}

/** As navigator.sendBeacon(path, new URLSearchParams(...)) sends it. */
function beacon(app: FastifyInstance, params: URLSearchParams) {
  return app.inject({
    method: 'POST',
    url: trackerPath,
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
    payload: params.toString(),
  })
}

async function summary(app: FastifyInstance, query = '') {
  const response = await app.inject({ method: 'GET', url: `${summaryPath}${query}` })
  expect(response.statusCode).toBe(200)
  return response.json()
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'vw-analytics-'))
  apps = []
  clock = Date.parse('2026-03-15T12:00:00Z')
})

afterEach(async () => {
  for (const app of apps) await app.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('tracker endpoint, stored locally', () => {
  it('stores page views and outlinks and the summary counts them', async () => {
    const app = await makeApp()
    for (const params of [
      hit(),
      hit({ url: 'https://vaultwise.gg/faq/?tab=data' }),
      hit({ url: 'https://vaultwise.gg/' }),
      hit({ link: 'https://discord.gg/vaultwise' }),
      hit({ ping: '1' }),
    ]) {
      expect((await beacon(app, params)).statusCode).toBe(204)
    }
    expect(await summary(app)).toEqual({
      from: '2026-02-13T12:00:00.000Z',
      to: '2026-03-15T12:00:00.000Z',
      pageViews: [
        { path: '/faq/', views: 2 },
        { path: '/', views: 1 },
      ],
      outlinks: [{ url: 'https://discord.gg/vaultwise', clicks: 1 }],
      totals: { pageViews: 3, outlinks: 1, heartbeats: 1, visitors: 1 },
    })
  })

  it('accepts the hit as text/plain and as a GET query string', async () => {
    const app = await makeApp()
    const plain = await app.inject({
      method: 'POST',
      url: trackerPath,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: hit().toString(),
    })
    expect(plain.statusCode).toBe(204)
    const get = await app.inject({ method: 'GET', url: `${trackerPath}?${hit().toString()}` })
    expect(get.statusCode).toBe(204)
    expect((await summary(app)).totals.pageViews).toBe(2)
  })

  it('answers malformed or oversized hits with 400 and stores none of them', async () => {
    const app = await makeApp()
    const withoutUrl = hit()
    withoutUrl.delete('url')
    const withoutRec = hit()
    withoutRec.delete('rec')
    const bad = [
      beacon(app, hit({ idsite: '7' })),
      beacon(app, withoutUrl),
      beacon(app, withoutRec),
      beacon(app, hit({ url: 'not a url' })),
      beacon(app, hit({ link: 'javascript:alert(1)' })),
      beacon(app, new URLSearchParams(`${hit()}&url=https%3A%2F%2Fevil.example%2F`)),
      beacon(app, hit({ action_name: 'x'.repeat(9000) })),
      app.inject({ method: 'GET', url: `${trackerPath}?${hit({ rand: 'y'.repeat(9000) })}` }),
      app.inject({ method: 'POST', url: trackerPath, payload: { idsite: 6, rec: 1 } }),
      app.inject({
        method: 'POST',
        url: trackerPath,
        headers: { 'content-type': 'image/png' },
        payload: 'x',
      }),
      app.inject({ method: 'GET', url: trackerPath }),
    ]
    for (const response of await Promise.all(bad)) {
      expect(response.statusCode).toBe(400)
      expect(response.json()).toHaveProperty('error')
    }
    expect((await summary(app)).totals).toEqual({
      pageViews: 0,
      outlinks: 0,
      heartbeats: 0,
      visitors: 0,
    })
  })

  it('says what is wrong in one sentence', async () => {
    const app = await makeApp()
    const response = await beacon(app, hit({ idsite: '99' }))
    expect(response.json()).toEqual({ error: 'Unknown idsite 99.' })
  })

  it('keeps hits in a SQLite file that outlives the server', async () => {
    const databaseFile = path.join(dir, 'kept.sqlite')
    const first = await makeApp({ databaseFile })
    await beacon(first, hit())
    await first.close()
    expect(existsSync(databaseFile)).toBe(true)
    const raw = new Database(databaseFile, { readonly: true })
    expect(raw.pragma('journal_mode', { simple: true })).toBe('wal')
    raw.close()
    const second = await makeApp({ databaseFile })
    expect((await summary(second)).totals.pageViews).toBe(1)
  })

  it('opens the database at start, creating its folders, readable by the server alone', async () => {
    const databaseFile = path.join(dir, 'a', 'b', 'analytics.sqlite')
    const app = await makeApp({ databaseFile })
    await beacon(app, hit())
    const mode = (file: string) => statSync(file).mode & 0o777
    // Visitor ids and the pages they saw: no other user of the machine may read them.
    expect(mode(databaseFile)).toBe(0o600)
    expect(mode(`${databaseFile}-wal`)).toBe(0o600)
    expect(mode(path.join(dir, 'a'))).toBe(0o700)
    expect(mode(path.join(dir, 'a', 'b'))).toBe(0o700)
  })

  it('counts every spelling of a page under one path', async () => {
    const app = await makeApp()
    for (const url of [
      'https://vaultwise.gg/faq/',
      'https://vaultwise.gg/Faq/',
      'https://vaultwise.gg/FAQ/?tab=data',
      'https://vaultwise.gg/%66aq/',
    ]) {
      expect((await beacon(app, hit({ url }))).statusCode, url).toBe(204)
    }
    expect((await summary(app)).pageViews).toEqual([{ path: '/faq/', views: 4 }])
  })

  it('refuses a page title with control characters', async () => {
    const app = await makeApp()
    for (const title of ['FAQ\nSet-Cookie: x', 'FAQ\u001b[31m', 'FAQ\u0000']) {
      const response = await beacon(app, hit({ action_name: title }))
      expect(response.statusCode, JSON.stringify(title)).toBe(400)
    }
    expect((await summary(app)).totals.pageViews).toBe(0)
  })

  it('reports outlinks as web addresses with markup characters encoded, never as markup', async () => {
    const app = await makeApp()
    const link = 'https://discord.gg/"><script>alert(1)</script>'
    expect((await beacon(app, hit({ link }))).statusCode).toBe(204)
    expect((await beacon(app, hit({ link: 'javascript:alert(1)' }))).statusCode).toBe(400)
    const { outlinks } = await summary(app)
    expect(outlinks).toEqual([
      { url: 'https://discord.gg/%22%3E%3Cscript%3Ealert(1)%3C/script%3E', clicks: 1 },
    ])
    expect(JSON.stringify(outlinks)).not.toMatch(/[<>"]script/)
  })

  it('never repeats a parameter name in its answer', async () => {
    const app = await makeApp()
    const response = await beacon(
      app,
      new URLSearchParams(`${hit()}&%3Cscript%3E=1&%3Cscript%3E=2`),
    )
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ error: 'A parameter is given twice.' })
  })
})

describe('a database path that cannot work', () => {
  async function startError(databaseFile: string) {
    const app = Fastify({ logger: false })
    apps.push(app)
    return app
      .register(analyticsPlugin, options({ databaseFile }))
      .ready()
      .then(
        () => undefined,
        (error: unknown) => error,
      )
  }

  it('stops the server at start with one sentence naming ANALYTICS_DB', async () => {
    const notAFolder = path.join(dir, 'plain-file')
    writeFileSync(notAFolder, 'x')
    const error = await startError(path.join(notAFolder, 'analytics.sqlite'))
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as Error).message).toBe(
      `ANALYTICS_DB "${path.join(notAFolder, 'analytics.sqlite')}" cannot be opened: ${notAFolder} is not a folder.`,
    )

    const notADatabase = path.join(dir, 'notes.txt')
    writeFileSync(notADatabase, 'these are not hits '.repeat(100))
    expect(String(await startError(notADatabase))).toMatch(
      /^Error: ANALYTICS_DB ".*notes\.txt" cannot be opened: file is not a database\.$/,
    )
  })

  it.runIf(existsSync('/proc/self'))('fails at once under /proc instead of hanging', async () => {
    const started = Date.now()
    const error = await startError('/proc/vaultwise-nope/analytics.sqlite')
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as Error).message).toMatch(
      /^ANALYTICS_DB "\/proc\/vaultwise-nope\/analytics\.sqlite" cannot be opened: the folder \/proc\/vaultwise-nope cannot be created \(\w+\)\.$/,
    )
    expect(Date.now() - started).toBeLessThan(5000)
  })
})

describe('retention', () => {
  it('deletes hits older than the retention at start and then once a day', async () => {
    const databaseFile = path.join(dir, 'kept.sqlite')
    const wholeRange = '?from=2020-01-01&to=2030-01-01'
    clock = Date.parse('2025-01-01T12:00:00Z')
    const first = await makeApp({ databaseFile, retentionDays: 400 })
    await beacon(first, hit({ url: 'https://vaultwise.gg/old/' }))
    clock = Date.parse('2026-01-01T12:00:00Z')
    await beacon(first, hit({ url: 'https://vaultwise.gg/recent/' }))
    await first.close()

    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    try {
      // 2025-01-01 is more than 400 days before 2026-02-10: gone as soon as the server starts.
      clock = Date.parse('2026-02-10T12:00:00Z')
      const second = await makeApp({ databaseFile, retentionDays: 400 })
      expect((await summary(second, wholeRange)).pageViews).toEqual([
        { path: '/recent/', views: 1 },
      ])
      // The server keeps running: a day later the next pass finds the 2026 hit past retention.
      clock = Date.parse('2027-02-06T12:00:00Z')
      vi.advanceTimersByTime(dayMs)
      expect((await summary(second, wholeRange)).pageViews).toEqual([])
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('summary', () => {
  it('reports only the hits inside the requested range', async () => {
    const app = await makeApp()
    clock = Date.parse('2026-03-01T09:00:00Z')
    await beacon(app, hit({ url: 'https://vaultwise.gg/' }))
    clock = Date.parse('2026-03-02T09:00:00Z')
    await beacon(app, hit({ url: 'https://vaultwise.gg/faq/' }))
    clock = Date.parse('2026-03-03T09:00:00Z')
    await beacon(app, hit({ url: 'https://vaultwise.gg/change-log/' }))

    const march2 = await summary(app, '?from=2026-03-02&to=2026-03-02')
    expect(march2.pageViews).toEqual([{ path: '/faq/', views: 1 }])
    const fromMorning = await summary(app, '?from=2026-03-02T10:00:00Z')
    expect(fromMorning.pageViews).toEqual([{ path: '/change-log/', views: 1 }])
  })

  it('answers an unreadable range with 400', async () => {
    const app = await makeApp()
    const response = await app.inject({ method: 'GET', url: `${summaryPath}?from=yesterday` })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatch(/^Invalid from/)
  })

  it('requires the bearer token when ANALYTICS_TOKEN is set', async () => {
    const app = await makeApp({ summaryToken: 's3cret' })
    const anonymous = await app.inject({ method: 'GET', url: summaryPath })
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.headers['www-authenticate']).toBe('Bearer')
    const wrong = await app.inject({
      method: 'GET',
      url: summaryPath,
      headers: { authorization: 'Bearer guess' },
    })
    expect(wrong.statusCode).toBe(401)
    const right = await app.inject({
      method: 'GET',
      url: summaryPath,
      headers: { authorization: 'Bearer s3cret' },
    })
    expect(right.statusCode).toBe(200)
  })
})

describe('rate limit', () => {
  it('limits tracking hits per client IP, and only the tracker endpoint', async () => {
    const app = await makeApp({ hitsPerMinute: 3 })
    const from = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: trackerPath,
        remoteAddress,
        headers: { 'content-type': 'text/plain' },
        payload: hit().toString(),
      })
    const responses = []
    for (let index = 0; index < 4; index++) responses.push(await from('198.51.100.1'))
    expect(responses.map((response) => response.statusCode)).toEqual([204, 204, 204, 429])
    // Like every answer of the endpoint: a cache must not keep the refusal either.
    expect(responses.map((response) => response.headers['cache-control'])).toEqual(
      Array(4).fill('no-store'),
    )
    expect((await from('198.51.100.2')).statusCode).toBe(204)
    for (let index = 0; index < 5; index++) {
      const response = await app.inject({ method: 'GET', url: summaryPath })
      expect(response.statusCode).toBe(200)
    }
  })
})

describe('separate budgets', () => {
  const from = (app: FastifyInstance, remoteAddress: string, params: URLSearchParams) =>
    app.inject({
      method: 'POST',
      url: trackerPath,
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: params.toString(),
    })

  it('counts heartbeats apart, so they never use up the page views of visitors sharing an IP', async () => {
    const app = await makeApp({ hitsPerMinute: 2, heartbeatsPerMinute: 3 })
    const statuses = async (params: URLSearchParams, times: number) => {
      const result = []
      for (let index = 0; index < times; index++) {
        result.push((await from(app, '198.51.100.1', params)).statusCode)
      }
      return result
    }
    expect(await statuses(hit({ ping: '1' }), 4)).toEqual([204, 204, 204, 429])
    expect(await statuses(hit(), 3)).toEqual([204, 204, 429])
    expect(await statuses(hit({ link: 'https://discord.gg/vaultwise' }), 1)).toEqual([429])
  })

  it('limits the summary per client IP too, which bounds token guessing', async () => {
    const app = await makeApp({ summaryToken: 's3cret' })
    const ask = (remoteAddress: string) =>
      app.inject({
        method: 'GET',
        url: summaryPath,
        remoteAddress,
        headers: { authorization: 'Bearer guess' },
      })
    const statuses = new Set<number>()
    for (let index = 0; index < 60; index++) statuses.add((await ask('198.51.100.7')).statusCode)
    expect(statuses).toEqual(new Set([401]))
    const limited = await ask('198.51.100.7')
    expect(limited.statusCode).toBe(429)
    expect(limited.headers['cache-control']).toBe('no-store')
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect((await ask('198.51.100.8')).statusCode).toBe(401)
  })
})

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
