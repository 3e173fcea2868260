// End to end: the importer against a loopback server answering like the Blizzard Game Data API.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { checkIntegrity } from '../../src/features/season-data/integrity'
import { parseSeasonDataset } from '../../src/features/season-data/parse-dataset'
import type { SeasonDataset } from '../../src/features/season-data/schema'
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
import { runImport } from './run-import'

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
  })

  it('adds, fills and moves facts, prints the diff, and never blanks a known fact', async () => {
    const result = await run(changedApiRoutes())
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain(
      [
        'Trinkets added (1):',
        '  + 900001 Fixture Charm of Testing (from Galvazzt (Temple of Sethraliss))',
        'Trinkets changed (2):',
        "  ~ 250462 Forgotten Farstrider's Insignia: icon unknown -> inv_fixture_insignia",
        "  ~ 270167 Wavecaller's Seastone: on-use unknown -> false",
        'Sources added (1):',
        "  + 273794 Knot of Writhing Serpents: Zul'jan (Altar of Fangs)",
        'Sources removed (1):',
        '  - 273794 Knot of Writhing Serpents: The Writhing Coil (Altar of Fangs)',
        'Encounters renamed (1):',
        '  ~ 2827: unknown -> Fixture World Boss',
        '6 changes.',
      ].join('\n'),
    )

    const after = parseSeasonDataset(JSON.parse(result.written), 'written dataset')
    expect(checkIntegrity(after)).toEqual([])
    expect(after.season.dataAsOf).toBe('2026-11-03')
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

    // A re-run answers from the on-disk cache without touching the network.
    const requestsBefore = result.server.requests.length
    const again = await run(changedApiRoutes())
    expect(again.server.requests.length).toBe(requestsBefore)
    expect(again.stdout).toContain('No changes')
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
    expect(result.code).toBe(1)
    expect(result.stderr).toBe(
      'data:import failed: The Blizzard API rejected the credentials (401): check BLIZZARD_CLIENT_ID and BLIZZARD_CLIENT_SECRET.\n',
    )
    expect(result.written).toBe(datasetText)
  })

  it('skips a missing encounter (404) with a warning and keeps its loot', async () => {
    const routes = mirrorRoutes(dataset)
    routes.delete('GET /data/wow/journal-encounter/2143')
    const result = await run(routes)
    expect(result.code).toBe(0)
    expect(result.stderr).toBe(
      'warning: Journal encounter 2143 (Merektha) was not found (404); its loot is kept as it was.\n',
    )
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
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(
      'The Blizzard API answered 503 4 times for item 270173; gave up.',
    )
    expect(result.waits).toEqual([1, 2, 4])
    expect(result.written).toBe(datasetText)
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
