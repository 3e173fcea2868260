// End to end: how the importer answers its command line and an API that refuses, fails, limits or
// never answers, against a loopback server answering like the Blizzard Game Data API.
import { describe, expect, it } from 'vitest'
import { FIXTURE_CLIENT_ID, mirrorRoutes, type Reply } from './fixture-server'
import * as importer from './run-import-test-setup'

importer.prepareImportRuns()

describe('npm run data:import', () => {
  it('prints its help and makes no request on --help', async () => {
    const result = await importer.run(mirrorRoutes(importer.dataset), {
      extraArgs: ['--help'],
      env: {},
    })
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(/^Usage: npm run data:import -- \[options\]/)
    expect(result.stdout).toContain('--allow-removals')
    expect(result.server.requests).toEqual([])
  })

  it('explains missing credentials in one sentence and exits 2', async () => {
    const result = await importer.run(mirrorRoutes(importer.dataset), { env: {} })
    expect(result.code).toBe(2)
    expect(result.stderr.trim().split('\n')).toHaveLength(1)
    expect(result.stderr).toMatch(/^Set BLIZZARD_CLIENT_ID and BLIZZARD_CLIENT_SECRET/)
    expect(result.server.requests).toEqual([])
  })

  it('says the credentials were rejected on 401, without a stack trace', async () => {
    const result = await importer.run(mirrorRoutes(importer.dataset), {
      env: { BLIZZARD_CLIENT_ID: FIXTURE_CLIENT_ID, BLIZZARD_CLIENT_SECRET: 'wrong' },
    })
    importer.expectStopped(
      result,
      'The Blizzard API rejected the credentials (401): check BLIZZARD_CLIENT_ID and BLIZZARD_CLIENT_SECRET.',
    )
    expect(result.stderr.trim().split('\n')).toHaveLength(1)
  })

  it.each([
    {
      what: 'a missing encounter, keeping its loot',
      request: 'GET /data/wow/journal-encounter/2143',
      warning: 'Journal encounter 2143 (Merektha) was not found (404); its loot is kept as it was.',
    },
    {
      what: 'an item the API does not know, keeping the trinket',
      request: 'GET /data/wow/item/270173',
      warning: 'Item 270173 was not found (404); skipped.',
    },
  ])('skips $what (404), with a warning', async ({ request, warning }) => {
    const routes = mirrorRoutes(importer.dataset)
    routes.delete(request)
    const result = await importer.run(routes)
    expect(result.code).toBe(0)
    expect(result.stderr).toBe(`warning: ${warning}\n`)
    expect(result.stdout).toContain('No changes')
    expect(result.written).toBe(importer.datasetText)
  })

  it('waits as long as Retry-After asks on 429, then carries on', async () => {
    const routes = mirrorRoutes(importer.dataset)
    const spec = routes.get('GET /data/wow/playable-specialization/250')
    if (!spec || Array.isArray(spec)) throw new Error('mirror lacks spec 250')
    routes.set('GET /data/wow/playable-specialization/250', [
      {
        status: 429,
        headers: { 'retry-after': '1' },
        body: { code: 429, detail: 'Too Many Requests' },
      },
      spec,
    ])
    const result = await importer.run(routes)
    expect(result.code).toBe(0)
    expect(result.waits).toEqual([1000])
    expect(result.stderr).toContain(
      'Rate-limited (429) on playable-specialization 250; waiting 1 s',
    )
  })

  it('gives up when the API keeps rate-limiting (429), and at once when asked to wait too long', async () => {
    const routes = mirrorRoutes(importer.dataset)
    const tooMany = (retryAfter: string): Reply => ({
      status: 429,
      headers: { 'retry-after': retryAfter },
      body: { code: 429, detail: 'Too Many Requests' },
    })
    routes.set('GET /data/wow/item/270173', tooMany('1'))
    const result = await importer.run(routes)
    importer.expectStopped(
      result,
      'The Blizzard API is still rate-limiting (429) after 4 attempts for item 270173; try again later.',
    )
    expect(result.waits).toEqual([1000, 1000, 1000])

    routes.set('GET /data/wow/item/270173', tooMany('600'))
    const long = await importer.run(routes)
    importer.expectStopped(
      long,
      'The Blizzard API is rate-limiting (429) and asks to wait 600 s for item 270173, over the 120 s the importer waits; try again later.',
    )
    expect(long.waits).toEqual([])
  })

  it('honours a Retry-After given as an HTTP date', async () => {
    const routes = mirrorRoutes(importer.dataset)
    const spec = routes.get('GET /data/wow/playable-specialization/250') as Reply
    // The date is written when the reply is sent: a date fixed at the test's start would be
    // nearly past by the time a loaded machine's importer asks.
    const tooMany: Reply = {
      status: 429,
      get headers() {
        return { 'retry-after': new Date(Date.now() + 3_000).toUTCString() }
      },
    }
    routes.set('GET /data/wow/playable-specialization/250', [tooMany, spec])
    const result = await importer.run(routes)
    expect(result.code).toBe(0)
    expect(result.waits).toHaveLength(1)
    // The date has whole seconds, and a little time passes before it is read.
    expect(result.waits[0]).toBeGreaterThan(1_000)
    expect(result.waits[0]).toBeLessThanOrEqual(3_000)
  })

  it('says the access token was refused when a data request gets 401 after a good token', async () => {
    const routes = mirrorRoutes(importer.dataset)
    routes.set('GET /data/wow/item/270173', {
      status: 401,
      body: { code: 401, type: 'BLZWEBAPI00000401', detail: 'Unauthorized' },
    })
    const result = await importer.run(routes)
    importer.expectStopped(
      result,
      'The Blizzard API refused the access token for item 270173 (401): it has expired or was revoked. Run the importer again to get a new one.',
    )
    expect(result.stderr.trim().split('\n')).toHaveLength(1)
  })

  it('retries after a dropped connection and carries on', async () => {
    const routes = mirrorRoutes(importer.dataset)
    const item = routes.get('GET /data/wow/item/270173') as Reply
    routes.set('GET /data/wow/item/270173', [{ status: 0, drop: true }, item])
    const result = await importer.run(routes)
    expect(result.code).toBe(0)
    expect(result.waits).toEqual([1])
    expect(result.stderr).toMatch(
      /^warning: No usable answer for item 270173 \(the connection was dropped, UND_ERR_SOCKET\); trying again\.\n$/,
    )
    expect(result.stdout).toContain('No changes')
  })

  it('gives up on a server that never answers, one timeout per attempt', async () => {
    const routes = mirrorRoutes(importer.dataset)
    routes.set('GET /data/wow/item/270173', { status: 0, hang: true })
    // Long enough that the answering requests never time out on a busy machine.
    const result = await importer.run(routes, { extraArgs: ['--timeout', '0.5'] })
    importer.expectStopped(
      result,
      'Could not reach the Blizzard API for item 270173 after 4 attempts: no answer within 0.5 s. Check the connection, or allow longer with --timeout.',
    )
    expect(
      result.stderr.match(
        /No usable answer for item 270173 \(no answer within 0\.5 s\); trying again/g,
      ),
    ).toHaveLength(3)
    expect(result.waits).toEqual(expect.arrayContaining([1, 2, 4]))
  })

  it('retries a 5xx with backoff and succeeds', async () => {
    const routes = mirrorRoutes(importer.dataset)
    const item = routes.get('GET /data/wow/item/270173')
    if (!item || Array.isArray(item)) throw new Error('mirror lacks item 270173')
    routes.set('GET /data/wow/item/270173', [{ status: 500 }, { status: 502 }, item])
    const result = await importer.run(routes)
    expect(result.code).toBe(0)
    expect(result.waits).toEqual([1, 2])
    expect(result.stdout).toContain('No changes')
  })

  it('gives up after a bounded number of 5xx answers and writes nothing', async () => {
    const routes = mirrorRoutes(importer.dataset)
    routes.set('GET /data/wow/item/270173', { status: 503 })
    const result = await importer.run(routes)
    importer.expectStopped(
      result,
      'The Blizzard API answered 503 4 times for item 270173; gave up.',
    )
    expect(result.waits).toEqual([1, 2, 4])
  })
})
