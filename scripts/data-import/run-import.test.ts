// End to end: the importer against a loopback server answering like the Blizzard Game Data API.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { checkIntegrity } from '../../src/domain/season/integrity'
import { parseSeasonDataset } from '../../src/domain/season/parse-dataset'
import type { SeasonDataset } from '../../src/domain/season/schema'
import {
  itemMediaSchema,
  itemSchema,
  journalEncounterSchema,
  playableSpecializationSchema,
} from './api-schemas'
import {
  FIXTURE_CLIENT_ID,
  FIXTURE_CLIENT_SECRET,
  type FixtureServer,
  mirrorRoutes,
  type Reply,
  type Routes,
  readFixture,
  startFixtureServer,
} from './fixture-server'
import { itemLevelsKeptLine, runImport } from './run-import'

const datasetText = await readFile(new URL('../../data/season.json', import.meta.url), 'utf8')
const dataset: SeasonDataset = parseSeasonDataset(JSON.parse(datasetText), 'data/season.json')
const credentials = {
  BLIZZARD_CLIENT_ID: FIXTURE_CLIENT_ID,
  BLIZZARD_CLIENT_SECRET: FIXTURE_CLIENT_SECRET,
}
const ok = (body: unknown): Reply => ({ status: 200, body })

let workDir: string
let server: FixtureServer | undefined

beforeEach(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'vaultwise-import-'))
  await writeFile(path.join(workDir, 'season.json'), datasetText)
})

afterEach(async () => {
  await server?.close()
  server = undefined
  await rm(workDir, { recursive: true, force: true })
})

async function run(
  routes: Routes,
  options: { extraArgs?: string[]; env?: Record<string, string> } = {},
) {
  server ??= await startFixtureServer(routes)
  const out: string[] = []
  const err: string[] = []
  const waits: number[] = []
  const code = await runImport({
    argv: [
      '--api-base',
      server.apiBase,
      '--oauth-url',
      server.oauthUrl,
      '--cache-dir',
      'cache',
      '--out',
      'season.json',
      ...(options.extraArgs ?? []),
    ],
    env: options.env ?? credentials,
    cwd: workDir,
    stdout: (text) => out.push(text),
    stderr: (text) => err.push(text),
    sleep: async (ms) => {
      waits.push(ms)
    },
    backoffBaseMs: 1,
    now: () => new Date('2026-11-03T12:00:00Z'),
  })
  const written = await readFile(path.join(workDir, 'season.json'), 'utf8')
  return { code, stdout: out.join(''), stderr: err.join(''), waits, written, server }
}

/** The mirror plus the hand-written fixtures: one new trinket, two filled unknowns, one moved source. */
function changedApiRoutes(): Routes {
  const routes = mirrorRoutes(dataset)
  routes.set('GET /data/wow/journal-encounter/2144', ok(readFixture('journal-encounter-2144.json')))
  routes.set('GET /data/wow/item/900001', ok(readFixture('item-900001.json')))
  routes.set('GET /data/wow/media/item/900001', ok(readFixture('media-item-900001.json')))
  routes.set('GET /data/wow/item/900002', ok(readFixture('item-900002.json')))
  routes.set('GET /data/wow/item/270167', ok(readFixture('item-270167-equip.json')))
  routes.set('GET /data/wow/media/item/250462', ok(readFixture('media-item-250462.json')))
  routes.set('GET /data/wow/item/158367', ok(readFixture('item-158367-thin.json')))
  routes.set('GET /data/wow/journal-encounter/2827', ok(readFixture('journal-encounter-2827.json')))
  routes.set(
    'GET /data/wow/playable-specialization/1480',
    ok(readFixture('playable-specialization-1480.json')),
  )
  // Knot of Writhing Serpents moves from The Writhing Coil (2879) to Zul'jan (2880).
  routes.set(
    'GET /data/wow/journal-encounter/2879',
    ok({ id: 2879, name: 'The Writhing Coil', items: [] }),
  )
  const coil = mirrorRoutes(dataset).get('GET /data/wow/journal-encounter/2879')
  const coilBody = journalEncounterSchema.parse(Array.isArray(coil) ? undefined : coil?.body)
  const zuljan = mirrorRoutes(dataset).get('GET /data/wow/journal-encounter/2880')
  const zuljanBody = journalEncounterSchema.parse(Array.isArray(zuljan) ? undefined : zuljan?.body)
  const knot = coilBody.items?.find((i) => i.item.id === 273794)
  // The coil still lists other loot, so the answer positively says the Knot is gone from it.
  const girdle = { id: 91_003, item: { id: 900_002, name: 'Fixture Girdle of Testing' } }
  const coilRest = [...(coilBody.items?.filter((i) => i.item.id !== 273794) ?? []), girdle]
  routes.set('GET /data/wow/journal-encounter/2879', ok({ ...coilBody, items: coilRest }))
  routes.set(
    'GET /data/wow/journal-encounter/2880',
    ok({ ...zuljanBody, items: [...(zuljanBody.items ?? []), ...(knot ? [knot] : [])] }),
  )
  return routes
}

describe('fixtures', () => {
  it('are written in the shapes the importer expects from the API', () => {
    expect(
      journalEncounterSchema.safeParse(readFixture('journal-encounter-2144.json')).success,
    ).toBe(true)
    expect(
      journalEncounterSchema.safeParse(readFixture('journal-encounter-2827.json')).success,
    ).toBe(true)
    expect(itemSchema.safeParse(readFixture('item-900001.json')).success).toBe(true)
    expect(itemSchema.safeParse(readFixture('item-900002.json')).success).toBe(true)
    expect(itemMediaSchema.safeParse(readFixture('media-item-900001.json')).success).toBe(true)
    expect(
      playableSpecializationSchema.safeParse(readFixture('playable-specialization-1480.json'))
        .success,
    ).toBe(true)
  })
})

type RunResult = Awaited<ReturnType<typeof run>>

/** The import succeeded and its report has these lines, one after the other. */
function expectReported(result: RunResult, lines: string[]) {
  expect(result.code).toBe(0)
  expect(result.stdout).toContain(lines.join('\n'))
}

/** The import stopped with code 1, its last line saying why, and left the dataset as it was. */
function expectStopped(result: RunResult, reason: string) {
  expect(result.code).toBe(1)
  expect(result.stderr.split('\n').slice(-2)).toEqual([`data:import failed: ${reason}`, ''])
  expect(result.written).toBe(datasetText)
}

describe('npm run data:import', () => {
  it('changes nothing when the API agrees with the dataset', async () => {
    const result = await run(mirrorRoutes(dataset))
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('No changes: the dataset already matches the API.')
    expect(result.written).toBe(datasetText)
    const encounters = dataset.instances.flatMap((i) => i.encounters).length
    expect(result.server.requests.filter((r) => r.startsWith('GET')).length).toBe(
      encounters + dataset.trinkets.length * 2 + dataset.specs.length,
    )
    // The first requests run side by side but share one access token.
    expect(result.server.requests.filter((r) => r === 'POST /token')).toHaveLength(1)
  })

  it('adds, fills and moves facts, prints the diff, and never blanks a known fact', async () => {
    const result = await run(changedApiRoutes())
    expect(result.stderr).toBe('')
    expectReported(result, [
      'Trinkets added (1):',
      '  + 900001 Fixture Charm of Testing (from Galvazzt (Temple of Sethraliss))',
      'Trinkets changed (2):',
      "  ~ 250462 Forgotten Farstrider's Insignia: icon unknown -> inv_fixture_insignia",
      "  ~ 270167 Wavecaller's Seastone: on-use unknown -> false",
      'Sources added (1):',
      "  + 273794 Knot of Writhing Serpents: Zul'jan (Altar of Fangs)",
      'Missing from the API, kept (1):',
      '  ? 273794 Knot of Writhing Serpents: The Writhing Coil (Altar of Fangs)',
      'Encounters renamed (1):',
      '  ~ 2827: unknown -> Fixture World Boss',
      '5 changes, 1 kept although missing from the API (check them in game; --allow-removals removes them).',
    ])

    const after = parseSeasonDataset(JSON.parse(result.written), 'written dataset')
    expect(checkIntegrity(after)).toEqual([])
    expect(after.season.dataAsOf).toBe('2026-11-03')
    // The API has no item-level tables: they are kept exactly, and the run says so.
    expect(result.stdout).toContain(itemLevelsKeptLine)
    expect(after.raidLoot).toEqual(dataset.raidLoot)
    expect(after.dungeonDifficulties).toEqual(dataset.dungeonDifficulties)
    expect(after.mythicPlus).toEqual(dataset.mythicPlus)
    expect(after.aboveTrackItemLevels).toEqual(dataset.aboveTrackItemLevels)
    const added = after.trinkets.find((t) => t.id === 900_001)
    expect(added).toMatchObject({
      quality: 'rare',
      primaryStats: ['agility'],
      roles: ['tank', 'damage'],
      onUse: true,
      effect: null,
      icon: { name: 'inv_fixture_charm', fileId: 9_000_001 },
      sources: [{ instanceId: 1030, encounterId: 2144 }],
    })
    expect(added?.provenance.eligibility.certainty).toBe('inferred')
    expect(after.trinkets.some((t) => t.id === 900_002)).toBe(false)
    // The thin answer for Merektha's Fang (no name, stats or spells) leaves it exactly as it was.
    expect(after.trinkets.find((t) => t.id === 158_367)).toEqual(
      dataset.trinkets.find((t) => t.id === 158_367),
    )
    const insignia = after.trinkets.find((t) => t.id === 250_462)
    expect(insignia?.icon).toEqual({ name: 'inv_fixture_insignia', fileId: 255_126 })
    expect(insignia?.provenance.icon?.source).toBe('Blizzard Game Data API (us, en_US) 2026-11-03')
    // Without --allow-removals the Knot keeps the source the API no longer lists, beside the new one.
    expect(after.trinkets.find((t) => t.id === 273_794)?.sources).toEqual([
      { instanceId: 1322, encounterId: 2879 },
      { instanceId: 1322, encounterId: 2880 },
    ])

    // A re-run answers from the on-disk cache without touching the network.
    const requestsBefore = result.server.requests.length
    const again = await run(changedApiRoutes())
    expect(again.server.requests.length).toBe(requestsBefore)
    expect(again.stdout).toContain('0 changes, 1 kept although missing from the API')
    expect(again.written).toBe(result.written)
    expect(again.stdout).toMatch(/Answers: 0 from the API, \d+ from the cache/)
    const cached = await readFile(path.join(workDir, 'cache/us/en_US/item/900001.json'), 'utf8')
    expect(JSON.parse(cached)).toEqual(readFixture('item-900001.json'))
  })

  it('prints the diff but writes nothing on --dry-run', async () => {
    const result = await run(changedApiRoutes(), { extraArgs: ['--dry-run'] })
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('Trinkets added (1):')
    expect(result.stdout).toContain('Dry run: season.json was not written.')
    expect(result.written).toBe(datasetText)
  })

  it('removes a source the API lacks only with --allow-removals, and then an orphaned trinket', async () => {
    const routes = mirrorRoutes(dataset)
    // Merektha's answer lists loot, but not Merektha's Fang, its only source.
    routes.set(
      'GET /data/wow/journal-encounter/2143',
      ok({
        id: 2143,
        name: 'Merektha',
        items: [{ id: 91_003, item: { id: 900_002, name: 'Fixture Girdle of Testing' } }],
      }),
    )
    routes.set('GET /data/wow/item/900002', ok(readFixture('item-900002.json')))
    const kept = await run(routes)
    expectReported(kept, [
      'Missing from the API, kept (1):',
      "  ? 158367 Merektha's Fang: Merektha (Temple of Sethraliss)",
      '0 changes, 1 kept although missing from the API',
    ])
    expect(kept.written).toBe(datasetText)

    const removed = await run(routes, { extraArgs: ['--allow-removals'] })
    expectReported(removed, [
      'Trinkets removed (1):',
      "  - 158367 Merektha's Fang",
      'Sources removed (1):',
      "  - 158367 Merektha's Fang: Merektha (Temple of Sethraliss)",
    ])
    const after = parseSeasonDataset(JSON.parse(removed.written), 'written dataset')
    expect(after.trinkets.some((t) => t.id === 158_367)).toBe(false)
    // Nor does a guide's ranking still recommend it.
    expect(after.guideRankings.flatMap((r) => r.items.map((i) => i.itemId))).not.toContain(158_367)
  })

  it('keeps curated notes and marks when the API changes a cooldown, and says so', async () => {
    const routes = mirrorRoutes(dataset)
    const withUse = (itemId: number, description: string) => {
      const item = itemSchema.parse((routes.get(`GET /data/wow/item/${itemId}`) as Reply).body)
      routes.set(
        `GET /data/wow/item/${itemId}`,
        ok({
          ...item,
          preview_item: { ...item.preview_item, spells: [{ spell: { id: 1 }, description }] },
        }),
      )
    }
    // Hex Lord's Dooming Idol: effect disputed (its duration). Voracious Heart: cooldown unknown.
    withUse(270_169, 'Use: Release your stored stacks. (1 Min Cooldown)')
    withUse(270_175, 'Use: Gain strength or agility. (2 Min Cooldown)')
    const result = await run(routes)
    expectReported(result, [
      'Trinkets changed (2):',
      "  ~ 270169 Hex Lord's Dooming Idol: cooldown (s) 30 -> 60 (it was marked disputed; the mark and its note are kept: review them)",
      "  ~ 270175 Voracious Heart of Ula'tek: cooldown (s) unknown -> 120 (its note is kept: check it still holds)",
    ])
    const after = parseSeasonDataset(JSON.parse(result.written), 'written dataset')
    const effectMarkOf = (id: number) =>
      dataset.trinkets.find((t) => t.id === id)?.provenance.effect
    const idol = after.trinkets.find((t) => t.id === 270_169)
    expect(idol?.effect?.cooldownSeconds).toBe(60)
    expect(idol?.provenance.effect).toEqual({
      ...effectMarkOf(270_169),
      source: `${effectMarkOf(270_169)?.source}; cooldown from Blizzard Game Data API (us, en_US) 2026-11-03`,
    })
    const heart = after.trinkets.find((t) => t.id === 270_175)
    expect(heart?.effect?.cooldownSeconds).toBe(120)
    expect(heart?.provenance.effect?.note).toBe(effectMarkOf(270_175)?.note)
    expect(heart?.provenance.effect?.certainty).toBe('confirmed')
  })

  it('asks the API again for everything on --refresh', async () => {
    const first = await run(mirrorRoutes(dataset))
    const gets = first.server.requests.filter((r) => r.startsWith('GET')).length
    const cached = await run(mirrorRoutes(dataset))
    expect(cached.stdout).toContain(`Answers: 0 from the API, ${gets} from the cache`)
    const refreshed = await run(mirrorRoutes(dataset), { extraArgs: ['--refresh'] })
    expect(refreshed.code).toBe(0)
    expect(refreshed.stdout).toContain(`Answers: ${gets} from the API, 0 from the cache`)
    expect(refreshed.server.requests.filter((r) => r.startsWith('GET'))).toHaveLength(gets * 2)
  })

  it('asks the API again, with a warning, when a cached answer is corrupt', async () => {
    await run(mirrorRoutes(dataset))
    const file = path.join(workDir, 'cache/us/en_US/item/270173.json')
    await writeFile(file, '{"id": 270173, "name": "Zul')
    const before = server?.requests.length ?? 0
    const result = await run(mirrorRoutes(dataset))
    expect(result.code).toBe(0)
    expect(result.stderr).toBe(
      `warning: Cached item 270173 (${file}) is not valid JSON; asking the API again.\n`,
    )
    expect(result.server.requests.slice(before)).toEqual([
      'POST /token',
      'GET /data/wow/item/270173',
    ])
    expect(result.stdout).toContain('No changes')
    expect(itemSchema.parse(JSON.parse(await readFile(file, 'utf8'))).id).toBe(270_173)
  })

  it('reads no names, on-use flags or cooldowns from a non-English locale', async () => {
    const routes = mirrorRoutes(dataset)
    const flask = itemSchema.parse((routes.get('GET /data/wow/item/250215') as Reply).body)
    routes.set(
      'GET /data/wow/item/250215',
      ok({
        ...flask,
        name: 'Flasche des Frachtläufers',
        preview_item: {
          ...flask.preview_item,
          spells: [
            {
              spell: { id: 1 },
              description: 'Benutzen: Erhöht kritische Trefferwertung. (2 Min. Abklingzeit)',
            },
          ],
        },
      }),
    )
    routes.set(
      'GET /data/wow/playable-specialization/250',
      ok({
        id: 250,
        name: 'Blut',
        role: { type: 'TANK' },
        primary_stat_type: { type: 'STRENGTH' },
      }),
    )
    const result = await run(routes, { extraArgs: ['--locale', 'de_DE'] })
    expect(result.code).toBe(0)
    expect(result.stderr).toBe(
      'warning: Names, on-use flags and cooldowns are read from English answers only; de_DE answers leave them as they are.\n',
    )
    expect(result.stdout).toContain('No changes')
    expect(result.written).toBe(datasetText)
    const cached = await readFile(path.join(workDir, 'cache/us/de_DE/item/250215.json'), 'utf8')
    expect(JSON.parse(cached)).toMatchObject({ name: 'Flasche des Frachtläufers' })
  })

  it('prints its help and makes no request on --help', async () => {
    const result = await run(mirrorRoutes(dataset), { extraArgs: ['--help'], env: {} })
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(/^Usage: npm run data:import -- \[options\]/)
    expect(result.stdout).toContain('--allow-removals')
    expect(result.server.requests).toEqual([])
  })

  it('explains missing credentials in one sentence and exits 2', async () => {
    const result = await run(mirrorRoutes(dataset), { env: {} })
    expect(result.code).toBe(2)
    expect(result.stderr.trim().split('\n')).toHaveLength(1)
    expect(result.stderr).toMatch(/^Set BLIZZARD_CLIENT_ID and BLIZZARD_CLIENT_SECRET/)
    expect(result.server.requests).toEqual([])
  })

  it('says the credentials were rejected on 401, without a stack trace', async () => {
    const result = await run(mirrorRoutes(dataset), {
      env: { BLIZZARD_CLIENT_ID: FIXTURE_CLIENT_ID, BLIZZARD_CLIENT_SECRET: 'wrong' },
    })
    expectStopped(
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
    const routes = mirrorRoutes(dataset)
    routes.delete(request)
    const result = await run(routes)
    expect(result.code).toBe(0)
    expect(result.stderr).toBe(`warning: ${warning}\n`)
    expect(result.stdout).toContain('No changes')
    expect(result.written).toBe(datasetText)
  })

  it('waits as long as Retry-After asks on 429, then carries on', async () => {
    const routes = mirrorRoutes(dataset)
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
    const result = await run(routes)
    expect(result.code).toBe(0)
    expect(result.waits).toEqual([1000])
    expect(result.stderr).toContain(
      'Rate-limited (429) on playable-specialization 250; waiting 1 s',
    )
  })

  it('gives up when the API keeps rate-limiting (429), and at once when asked to wait too long', async () => {
    const routes = mirrorRoutes(dataset)
    const tooMany = (retryAfter: string): Reply => ({
      status: 429,
      headers: { 'retry-after': retryAfter },
      body: { code: 429, detail: 'Too Many Requests' },
    })
    routes.set('GET /data/wow/item/270173', tooMany('1'))
    const result = await run(routes)
    expectStopped(
      result,
      'The Blizzard API is still rate-limiting (429) after 4 attempts for item 270173; try again later.',
    )
    expect(result.waits).toEqual([1000, 1000, 1000])

    routes.set('GET /data/wow/item/270173', tooMany('600'))
    const long = await run(routes)
    expectStopped(
      long,
      'The Blizzard API is rate-limiting (429) and asks to wait 600 s for item 270173, over the 120 s the importer waits; try again later.',
    )
    expect(long.waits).toEqual([])
  })

  it('honours a Retry-After given as an HTTP date', async () => {
    const routes = mirrorRoutes(dataset)
    const spec = routes.get('GET /data/wow/playable-specialization/250') as Reply
    const inThreeSeconds = new Date(Date.now() + 3_000).toUTCString()
    routes.set('GET /data/wow/playable-specialization/250', [
      { status: 429, headers: { 'retry-after': inThreeSeconds } },
      spec,
    ])
    const result = await run(routes)
    expect(result.code).toBe(0)
    expect(result.waits).toHaveLength(1)
    // The date has whole seconds, and a little time passes before it is read.
    expect(result.waits[0]).toBeGreaterThan(1_000)
    expect(result.waits[0]).toBeLessThanOrEqual(3_000)
  })

  it('says the access token was refused when a data request gets 401 after a good token', async () => {
    const routes = mirrorRoutes(dataset)
    routes.set('GET /data/wow/item/270173', {
      status: 401,
      body: { code: 401, type: 'BLZWEBAPI00000401', detail: 'Unauthorized' },
    })
    const result = await run(routes)
    expectStopped(
      result,
      'The Blizzard API refused the access token for item 270173 (401): it has expired or was revoked. Run the importer again to get a new one.',
    )
    expect(result.stderr.trim().split('\n')).toHaveLength(1)
  })

  it('retries after a dropped connection and carries on', async () => {
    const routes = mirrorRoutes(dataset)
    const item = routes.get('GET /data/wow/item/270173') as Reply
    routes.set('GET /data/wow/item/270173', [{ status: 0, drop: true }, item])
    const result = await run(routes)
    expect(result.code).toBe(0)
    expect(result.waits).toEqual([1])
    expect(result.stderr).toMatch(
      /^warning: No usable answer for item 270173 \(fetch failed.*\); trying again\.\n$/,
    )
    expect(result.stdout).toContain('No changes')
  })

  it('gives up on a server that never answers, one timeout per attempt', async () => {
    const routes = mirrorRoutes(dataset)
    routes.set('GET /data/wow/item/270173', { status: 0, hang: true })
    // Long enough that the answering requests never time out on a busy machine.
    const result = await run(routes, { extraArgs: ['--timeout', '0.5'] })
    expectStopped(
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
    const routes = mirrorRoutes(dataset)
    const item = routes.get('GET /data/wow/item/270173')
    if (!item || Array.isArray(item)) throw new Error('mirror lacks item 270173')
    routes.set('GET /data/wow/item/270173', [{ status: 500 }, { status: 502 }, item])
    const result = await run(routes)
    expect(result.code).toBe(0)
    expect(result.waits).toEqual([1, 2])
    expect(result.stdout).toContain('No changes')
  })

  it('gives up after a bounded number of 5xx answers and writes nothing', async () => {
    const routes = mirrorRoutes(dataset)
    routes.set('GET /data/wow/item/270173', { status: 503 })
    const result = await run(routes)
    expectStopped(result, 'The Blizzard API answered 503 4 times for item 270173; gave up.')
    expect(result.waits).toEqual([1, 2, 4])
  })

  it('refuses to write a dataset that would fail its integrity checks', async () => {
    const routes = mirrorRoutes(dataset)
    // An on-use trinket turning into an equip effect needs its effect summary rewritten by hand.
    const item = itemSchema.parse(
      (routes.get('GET /data/wow/item/250215') as Reply | undefined)?.body,
    )
    routes.set(
      'GET /data/wow/item/250215',
      ok({
        ...item,
        preview_item: {
          ...item.preview_item,
          spells: [{ spell: { id: 1 }, description: 'Equip: now passive.' }],
        },
      }),
    )
    const result = await run(routes)
    expect(result.code).toBe(1)
    expect(result.stdout).toContain("~ 250215 Freightrunner's Flask: on-use true -> false")
    expect(result.stderr).toContain('was not written')
    expect(result.stderr).toContain('onUse is false but its effect has a use')
    expect(result.written).toBe(datasetText)
  })
})
