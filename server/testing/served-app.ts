// What the app's tests share: the production server over real HTTP on loopback, against a fixture
// build (testing/fixture-site.ts), with its log lines kept, and the checks they all make.
import { createHash } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { connect } from 'node:net'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect } from 'vitest'
import { buildApp } from '../app'
import { baseSecurityHeaders } from '../security-headers'
import { createFixtureSite, type FixtureSite, type RawResponse, rawRequest } from './fixture-site'

// Set before the calling file's tests run (serveFixtureApp); tests import this module as a
// namespace and read served.site and served.port, which stay live bindings.
export let site: FixtureSite
let app: FastifyInstance
export let port: number
export const logLines: Record<string, unknown>[] = []

/** Serves the fixture build on a free loopback port for the calling file's tests. */
export function serveFixtureApp() {
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
}

export const get = (path: string, headers: Record<string, string> = {}) =>
  rawRequest(port, path, { headers })

/**
 * Writes `text` to a new connection in one go and returns everything read until it closes, or
 * with `headOnly` until the first answer's headers are in (for answers that do not close it).
 */
export function rawExchange(text: string, { headOnly = false } = {}): Promise<string> {
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

export function hashSource(script: string) {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`
}

export function scriptSources(response: RawResponse): string[] {
  const csp = String(response.headers['content-security-policy'])
  const directive = csp.split(';').find((part) => part.trim().startsWith('script-src'))
  return directive?.trim().split(/\s+/).slice(1) ?? []
}

/** A permanent redirect to this address on the site. */
export function expectMovedTo(response: RawResponse, location: string) {
  expect(response.status).toBe(301)
  expect(response.headers.location).toBe(location)
}

export function expectSecurityHeaders(response: RawResponse) {
  for (const [name, value] of Object.entries(baseSecurityHeaders)) {
    if (name === 'content-security-policy') continue
    expect(response.headers[name], name).toBe(value)
  }
  const csp = String(response.headers['content-security-policy'])
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).not.toContain('unsafe-eval')
}
