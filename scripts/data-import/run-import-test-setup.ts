// What the importer's end-to-end tests share: a run of the importer in a fresh folder against a
// loopback server answering like the Blizzard Game Data API, and the checks of how a run ended.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, expect } from 'vitest'
import { parseSeasonDataset } from '../../src/domain/season/parse-dataset'
import type { SeasonDataset } from '../../src/domain/season/schema'
import { journalEncounterSchema } from './api-schemas'
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

export const datasetText = await readFile(
  new URL('../../data/season.json', import.meta.url),
  'utf8',
)
export const dataset: SeasonDataset = parseSeasonDataset(
  JSON.parse(datasetText),
  'data/season.json',
)
const credentials = {
  BLIZZARD_CLIENT_ID: FIXTURE_CLIENT_ID,
  BLIZZARD_CLIENT_SECRET: FIXTURE_CLIENT_SECRET,
}
export const ok = (body: unknown): Reply => ({ status: 200, body })

// Set before each of the calling file's tests (prepareImportRuns); read through these live bindings.
export let workDir: string
export let server: FixtureServer | undefined

/** Gives each of the calling file's tests a fresh folder holding the dataset, and cleans up after. */
export function prepareImportRuns() {
  beforeEach(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'vaultwise-import-'))
    await writeFile(path.join(workDir, 'season.json'), datasetText)
  })

  afterEach(async () => {
    await server?.close()
    server = undefined
    await rm(workDir, { recursive: true, force: true })
  })
}

export async function run(
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
export function changedApiRoutes(): Routes {
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

type RunResult = Awaited<ReturnType<typeof run>>

/** The import succeeded and its report has these lines, one after the other. */
export function expectReported(result: RunResult, lines: string[]) {
  expect(result.code).toBe(0)
  expect(result.stdout).toContain(lines.join('\n'))
}

/** The import stopped with code 1, its last line saying why, and left the dataset as it was. */
export function expectStopped(result: RunResult, reason: string) {
  expect(result.code).toBe(1)
  expect(result.stderr.split('\n').slice(-2)).toEqual([`data:import failed: ${reason}`, ''])
  expect(result.written).toBe(datasetText)
}
