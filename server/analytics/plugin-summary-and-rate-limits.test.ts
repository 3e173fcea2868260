// The analytics summary and its date range and token, and the rate limits of tracking and summary.
import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { beacon, hit, summary, summaryPath, trackerPath } from './plugin-test-requests'
import { makeApp, prepareAnalyticsApps, setClock } from './plugin-test-setup'

prepareAnalyticsApps()

describe('summary', () => {
  it('reports only the hits inside the requested range', async () => {
    const app = await makeApp()
    setClock(Date.parse('2026-03-01T09:00:00Z'))
    await beacon(app, hit({ url: 'https://vaultwise.gg/' }))
    setClock(Date.parse('2026-03-02T09:00:00Z'))
    await beacon(app, hit({ url: 'https://vaultwise.gg/faq/' }))
    setClock(Date.parse('2026-03-03T09:00:00Z'))
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
