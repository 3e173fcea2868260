// Limits that need a server of their own: the request timeout, shortened here so that a test can
// wait for it, and the answers given while the server shuts down.
import type { AddressInfo } from 'node:net'
import { connect } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from './app'
import { baseSecurityHeaders } from './security-headers'
import { createFixtureSite, type FixtureSite } from './testing/fixture-site'

let site: FixtureSite

beforeAll(async () => {
  site = await createFixtureSite()
})

afterAll(async () => {
  await site.cleanup()
})

async function start(options: { requestTimeoutMs?: number } = {}) {
  const app = await buildApp({
    clientDir: site.clientDir,
    logLevel: 'silent',
    analytics: site.analytics,
    ...options,
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  return { app, port: (app.server.address() as AddressInfo).port }
}

/**
 * Sends `head`, then one more piece every 100 ms, the way a slow-loris client keeps a request
 * open; resolves with what the server answered and how long after the first byte it closed.
 */
function trickle(port: number, head: string, piece: string, giveUpMs: number) {
  return new Promise<{ answer: string; closedAfterMs: number }>((resolve, reject) => {
    const started = Date.now()
    let answer = ''
    const socket = connect(port, '127.0.0.1', () => socket.write(head))
    const drip = setInterval(() => {
      if (socket.writable) socket.write(piece)
    }, 100)
    const giveUp = setTimeout(() => socket.destroy(), giveUpMs)
    socket.on('data', (chunk) => {
      answer += chunk.toString()
    })
    socket.on('error', reject)
    socket.on('close', () => {
      clearInterval(drip)
      clearTimeout(giveUp)
      resolve({ answer, closedAfterMs: Date.now() - started })
    })
  })
}

describe('the request timeout', () => {
  const timeoutMs = 1000
  let app: FastifyInstance
  let port: number

  beforeAll(async () => {
    ;({ app, port } = await start({ requestTimeoutMs: timeoutMs }))
  })

  afterAll(async () => {
    await app.close()
  })

  // Node's own defaults would let these run for 60 s and more; the limit must hold to within a
  // fraction of itself, so these give up well before the defaults could cut anything.
  it.each([
    { part: 'headers', head: 'GET / HTTP/1.1\r\nHost: localhost\r\n', piece: 'X-Slow: 1\r\n' },
    {
      part: 'body',
      head: 'POST /api/analytics/track HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 4000\r\n\r\n',
      piece: 'a',
    },
  ])(
    'cuts a client still sending its $part when the time is up, with 408',
    async ({ head, piece }) => {
      const { answer, closedAfterMs } = await trickle(port, head, piece, timeoutMs * 6)
      expect(answer).toMatch(/^HTTP\/1\.1 408 /)
      expect(answer.toLowerCase()).toContain('x-content-type-options: nosniff')
      expect(closedAfterMs).toBeLessThan(timeoutMs * 3)
    },
  )
})

describe('while shutting down', () => {
  it('answers a request arriving on an open connection with 503 and the usual headers', async () => {
    const { app, port } = await start()
    const socket = connect(port, '127.0.0.1')
    let answer = ''
    socket.on('data', (chunk) => {
      answer += chunk.toString()
    })
    const closed = new Promise((resolve) => socket.on('close', resolve))
    // A hit whose body is still on its way keeps the connection busy when the shutdown starts:
    // the shutdown waits until the server has read its head, however slow the machine.
    const headRead = new Promise((resolve) => app.server.once('request', resolve))
    socket.write(
      'POST /api/analytics/track HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 6\r\n\r\nrec=',
    )
    await headRead
    const closing = app.close()
    await new Promise((resolve) => setTimeout(resolve, 100))
    socket.write('=1GET /faq/ HTTP/1.1\r\nHost: localhost\r\n\r\n')
    await closed
    await closing

    const [, second = ''] = answer.split(/(?=HTTP\/1\.1 )/)
    expect(answer).toMatch(/^HTTP\/1\.1 400 /)
    expect(second).toMatch(/^HTTP\/1\.1 503 /)
    const headers = second.toLowerCase()
    for (const [name, value] of Object.entries(baseSecurityHeaders)) {
      expect(headers, name).toContain(`${name}: ${value.toLowerCase()}`)
    }
    expect(headers).toContain('cache-control: no-store')
    expect(headers).toMatch(/x-request-id: [0-9a-f-]{36}/)
    expect(headers).toContain('connection: close')
  })
})
