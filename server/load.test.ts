// A short, bounded load test on loopback: the server keeps answering every request correctly
// under concurrent load. Speed figures belong to `npm run bench`, not here.
import type { AddressInfo } from 'node:net'
import autocannon from 'autocannon'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { buildApp } from './app'
import { assetPath, createFixtureSite, type FixtureSite } from './testing/fixture-site'

let site: FixtureSite
let app: FastifyInstance
let origin: string

beforeAll(async () => {
  site = await createFixtureSite()
  app = await buildApp({ clientDir: site.clientDir, logLevel: 'silent', analytics: site.analytics })
  await app.listen({ port: 0, host: '127.0.0.1' })
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await app.close()
  await site.cleanup()
})

it('serves a page and a hashed asset to 20 connections for 4 s without one error', async () => {
  const headers = { 'accept-encoding': 'br, gzip' }
  const [page, asset] = await Promise.all([
    autocannon({ url: `${origin}/trinket-tracker/`, connections: 10, duration: 4, headers }),
    autocannon({ url: `${origin}${assetPath}`, connections: 10, duration: 4, headers }),
  ])
  for (const result of [page, asset]) {
    expect(result.errors).toBe(0)
    expect(result.timeouts).toBe(0)
    expect(result.non2xx).toBe(0)
    // The run really happened: a server that answered nothing would also have zero errors.
    expect(result['2xx']).toBeGreaterThan(100)
  }
}, 20_000)
