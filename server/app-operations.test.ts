// Running the production server, over real HTTP against a fixture build: the health check and
// its request log.
import { describe, expect, it } from 'vitest'
import * as served from './testing/served-app'

served.serveFixtureApp()

describe('operations', () => {
  it('GET /healthz answers ok and is never cached', async () => {
    const response = await served.get('/healthz')
    expect(response.status).toBe(200)
    expect(JSON.parse(response.body.toString())).toEqual({ status: 'ok' })
    expect(response.headers['cache-control']).toBe('no-store')
    served.expectSecurityHeaders(response)
  })

  it('logs one JSON line per request carrying its request id', async () => {
    const response = await served.get('/faq/?tab=general')
    const requestId = response.headers['x-request-id']
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/)
    const lines = served.logLines.filter((line) => line.reqId === requestId)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({
      msg: 'request completed',
      method: 'GET',
      url: '/faq/?tab=general',
      statusCode: 200,
    })
  })

  it('ignores an incoming X-Request-Id when no proxy is trusted: clients do not write our logs', async () => {
    const response = await served.get('/faq/', { 'x-request-id': 'chosen-by-a-client' })
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    expect(served.logLines.some((line) => line.reqId === 'chosen-by-a-client')).toBe(false)
  })

  it('logs a tracking request by its path alone, without the visitor id or pages in its query', async () => {
    const query = new URLSearchParams({
      idsite: '6',
      rec: '1',
      url: `http://127.0.0.1:${served.port}/faq/`,
      _id: '0123456789abcdef',
    })
    const response = await served.get(`/api/analytics/track?${query}`)
    expect(response.status).toBe(204)
    const line = served.logLines.find((entry) => entry.reqId === response.headers['x-request-id'])
    expect(line).toMatchObject({ url: '/api/analytics/track', statusCode: 204 })
    expect(JSON.stringify(served.logLines)).not.toContain('0123456789abcdef')
  })

  it('warns once when requests come through a proxy that TRUST_PROXY does not name', async () => {
    const warnings = () =>
      served.logLines.filter(
        (line) => line.level === 40 && /X-Forwarded-For/.test(String(line.msg)),
      )
    expect(warnings()).toHaveLength(0)
    await served.get('/faq/', { 'x-forwarded-for': '203.0.113.5' })
    await served.get('/', { 'x-forwarded-for': '203.0.113.6' })
    expect(warnings()).toHaveLength(1)
    expect(warnings()[0]?.msg).toMatch(/TRUST_PROXY is not set/)
  })
})
