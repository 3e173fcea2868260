// Oversized and malformed requests to the production server over real HTTP, against a fixture
// build: refused with the right status, the security headers, and no details of a fault.
import { describe, expect, it } from 'vitest'
import { bodyLimitBytes, maxHeaderBytes } from './app'
import { type RawResponse, rawRequest } from './testing/fixture-site'
import * as served from './testing/served-app'

served.serveFixtureApp()

describe('oversized and malformed requests', () => {
  it('refuses headers beyond the limit with 431, security headers included', async () => {
    const response = await served.get('/', { 'x-padding': 'a'.repeat(maxHeaderBytes + 1024) })
    expect(response.status).toBe(431)
    served.expectSecurityHeaders(response)
  })

  it('refuses a URL beyond the header limit with 431', async () => {
    const response = await served.get(`/${'trinket'.repeat(Math.ceil(maxHeaderBytes / 7) + 10)}`)
    expect(response.status).toBe(431)
    served.expectSecurityHeaders(response)
  })

  // No page takes a body (405): an address that does not exist still reads one, up to the limit.
  it('refuses a body beyond the limit with 413', async () => {
    const response = await rawRequest(served.port, '/no-such-form', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ padding: 'a'.repeat(bodyLimitBytes) }),
    })
    expect(response.status).toBe(413)
    served.expectSecurityHeaders(response)
  })

  it('refuses an announced oversized body before it is sent', async () => {
    // Content-Length says 1 GB and nothing follows: the answer must come without waiting for it.
    const answer = await served.rawExchange(
      'POST /no-such-form HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000000000\r\n\r\n',
      { headOnly: true },
    )
    expect(answer.startsWith('HTTP/1.1 413')).toBe(true)
  })

  it('answers a malformed request line with 400 and the security headers', async () => {
    const answer = await served.rawExchange('GARBAGE\r\n\r\n')
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
      const answer = await served.rawExchange(requests + refusal)
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
    const response = await served.get('/faq/%ZQX7<script>')
    expect(response.status).toBe(400)
    expect(JSON.parse(response.body.toString())).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The address is not valid.',
    })
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    served.expectSecurityHeaders(response)
  })

  it('keeps a rate-limited route at 429 with Retry-After and the security headers', async () => {
    const statuses = []
    let last: RawResponse | undefined
    for (let hit = 0; hit < 3; hit++) {
      last = await rawRequest(served.port, '/test-only/limited', { method: 'POST' })
      statuses.push(last.status)
    }
    expect(statuses).toEqual([204, 204, 429])
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0)
    expect(JSON.parse(String(last?.body)).statusCode).toBe(429)
    if (last) served.expectSecurityHeaders(last)
  })

  it('answers a request without a Host header itself, with the security headers', async () => {
    const answer = await served.rawExchange('GET / HTTP/1.1\r\n\r\n', { headOnly: true })
    expect(answer.startsWith('HTTP/1.1 400')).toBe(true)
    expect(answer.toLowerCase()).toContain('x-content-type-options: nosniff')
    expect(answer.toLowerCase()).toContain('strict-transport-security:')
  })

  it('hides the details of a server fault', async () => {
    const response = await served.get('/test-only/failure')
    expect(response.status).toBe(500)
    expect(response.body.toString()).not.toContain('hunter2')
    expect(response.headers['cache-control']).toBe('no-store')
    served.expectSecurityHeaders(response)
  })
})
