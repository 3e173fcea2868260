// End to end: `npm run data:sims` on a copy of data/, with Bloodmallet's charts from a folder and
// from a loopback server standing for bloodmallet.com (fixtures in the publisher's own format).
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { parseSeasonDataset } from '../src/domain/season/parse-dataset'
import { describeWithReference } from '../src/test/reference-files'
import {
  type FixtureServer,
  RENDER_PREFIX,
  type Reply,
  startFixtureServer,
} from './data-import/fixture-server'
import { runSimsImport } from './import-sims'
import { folderSnapshot } from './sims/folder-snapshot'
import { referenceSimsFile } from './sims/reference-sims'

const dataFolder = new URL('../data/', import.meta.url).pathname
const chartsFolder = new URL('./sims/fixtures/bloodmallet/', import.meta.url).pathname
const dataset = parseSeasonDataset(
  JSON.parse(await readFile(path.join(dataFolder, 'season.json'), 'utf8')),
  'data/season.json',
)

let workDir: string
let server: FixtureServer | undefined

beforeEach(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'vaultwise-sims-'))
  await cp(path.join(dataFolder, 'season.json'), path.join(workDir, 'data', 'season.json'))
  await cp(path.join(dataFolder, 'sims'), path.join(workDir, 'data', 'sims'), { recursive: true })
})

afterEach(async () => {
  await server?.close()
  server = undefined
  await rm(workDir, { recursive: true, force: true })
})

async function run(args: string[], now = new Date('2026-11-26T12:00:00Z')) {
  const out: string[] = []
  const err: string[] = []
  const code = await runSimsImport({
    argv: ['--data', 'data', ...args],
    env: {},
    cwd: workDir,
    stdout: (text) => out.push(text),
    stderr: (text) => err.push(text),
    now: () => now,
  })
  return { code, stdout: out.join(''), stderr: err.join('') }
}

const readData = async (file: string) =>
  JSON.parse(await readFile(path.join(workDir, 'data', file), 'utf8'))

/** bloodmallet.com's answers: fire's two charts, and "no chart" for every other spec. */
async function bloodmalletRoutes() {
  const routes = new Map<string, Reply>()
  const none: Reply = {
    status: 200,
    body: { status: 'error', message: 'No standard chart with these values found.' },
  }
  for (const spec of dataset.specs.filter((s) => s.role !== 'healer')) {
    for (const style of ['castingpatchwerk', 'castingpatchwerk5']) {
      const names = `${spec.classSlug}/${spec.slug}`.replaceAll('-', '_')
      routes.set(`GET ${RENDER_PREFIX}${style}/${names}`, none)
    }
  }
  for (const style of ['castingpatchwerk', 'castingpatchwerk5']) {
    const file = path.join(chartsFolder, `mage_fire_${style}.json`)
    routes.set(`GET ${RENDER_PREFIX}${style}/mage/fire`, {
      status: 200,
      body: JSON.parse(await readFile(file, 'utf8')),
    })
  }
  return routes
}

describeWithReference('npm run data:sims with Bloodmallet’s charts', [referenceSimsFile], () => {
  it('puts a saved chart over the reference, with its timestamp, simulator version and a diff', async () => {
    const arcaneBefore = await readFile(path.join(workDir, 'data/sims/mage/arcane.json'), 'utf8')
    const { code, stdout } = await run(['--bloodmallet', chartsFolder])
    expect(code).toBe(0)
    const fire = await readData('sims/mage/fire.json')
    const single = fire.sets.find((s: { fightStyle: string }) => s.fightStyle === 'single-target')
    expect(single.sourceId).toBe('bloodmallet-c0ffee1')
    expect(single.simmedAt).toBe('2026-11-20 02:11')
    expect(single.items.find((i: { itemId: number }) => i.itemId === 273796).points).toEqual([
      [292, 5.69],
      [334, 8.01],
    ])
    // The five-target chart is still last season's: the reference's numbers stay.
    const five = fire.sets.find((s: { fightStyle: string }) => s.fightStyle === 'five-targets')
    expect(five.sourceId).toBe('bloodmallet-0910')
    const { simSources } = await readData('season.json')
    expect(simSources).toContainEqual(
      expect.objectContaining({
        id: 'bloodmallet-c0ffee1',
        simulator: 'SimulationCraft c0ffee1',
        capturedDate: '2026-11-26',
        specIds: [63],
      }),
    )
    expect(stdout).toContain(
      '~ mage/fire single-target: simmed 2026-09-09 03:11 -> 2026-11-20 02:11',
    )
    expect(stdout).toContain("+ mage/fire single-target: 250215 Freightrunner's Flask")
    expect(stdout).toContain("- mage/fire single-target: 270167 Wavecaller's Seastone")
    expect(stdout).toContain('mage/fire five-targets: the chart is still MID1, not MID2')
    expect(await readFile(path.join(workDir, 'data/sims/mage/arcane.json'), 'utf8')).toBe(
      arcaneBefore,
    )
    // Run again, with the charts or without: nothing left to change, the charts' numbers stay.
    expect((await run(['--bloodmallet', chartsFolder])).stdout).toContain(
      'No changes: the sims already match.',
    )
    expect((await run(['--no-bloodmallet'])).stdout).toContain(
      'No changes: the sims already match.',
    )
    // Read again two days later: the same numbers, a new reading date (never a day to come:
    // the schema refuses a reading date in the future).
    const later = await run(['--bloodmallet', chartsFolder], new Date('2026-11-28T12:00:00Z'))
    expect(later.stdout).toContain(
      '~ source bloodmallet-c0ffee1: read 2026-11-26 -> 2026-11-28\n1 change.',
    )
  })

  it('reads the charts from the site when online, skipping the specs it has no chart for', async () => {
    server = await startFixtureServer(await bloodmalletRoutes())
    const { code, stdout } = await run([
      '--bloodmallet-url',
      `${server.apiBase}${RENDER_PREFIX.slice(0, -1)}`,
    ])
    expect(code).toBe(0)
    const asked = dataset.specs.filter((s) => s.role !== 'healer').length * 2
    expect(server.requests).toHaveLength(asked)
    expect(stdout).toContain(`Bloodmallet has no chart for ${asked - 2}:`)
    const fire = await readData('sims/mage/fire.json')
    expect(fire.sets[0].sourceId).toBe('bloodmallet-c0ffee1')
  })

  it('prints the diff and writes nothing on a dry run', async () => {
    const before = await folderSnapshot(path.join(workDir, 'data'))
    const { code, stdout } = await run(['--bloodmallet', chartsFolder, '--dry-run'])
    expect(code).toBe(0)
    expect(stdout).toContain("+ mage/fire single-target: 250215 Freightrunner's Flask")
    expect(stdout).toContain('Dry run: nothing was written.')
    expect(await folderSnapshot(path.join(workDir, 'data'))).toEqual(before)
  })

  it('offline, a site that never answers: one sentence, exit 1, nothing changed', async () => {
    const routes = await bloodmalletRoutes()
    for (const key of routes.keys()) routes.set(key, { status: 200, hang: true })
    server = await startFixtureServer(routes)
    const before = await folderSnapshot(path.join(workDir, 'data'))
    const { code, stderr } = await run([
      '--bloodmallet-url',
      `${server.apiBase}/render`,
      '--timeout',
      '0.2',
    ])
    expect(code).toBe(1)
    expect(stderr).toMatch(
      /^data:sims failed: could not reach Bloodmallet at \S+ \(no answer within 0\.2 s\); nothing was changed\.\n$/,
    )
    expect(await folderSnapshot(path.join(workDir, 'data'))).toEqual(before)
  })

  it('offline, a refused connection: one sentence, exit 1, nothing changed', async () => {
    const closed = await startFixtureServer(new Map())
    await closed.close()
    const before = await folderSnapshot(path.join(workDir, 'data'))
    const { code, stderr } = await run(['--bloodmallet-url', `${closed.apiBase}/render`])
    expect(code).toBe(1)
    expect(stderr).toMatch(
      /^data:sims failed: [^\n]*the connection was refused\); nothing was changed\.\n$/,
    )
    expect(await folderSnapshot(path.join(workDir, 'data'))).toEqual(before)
  })

  it('refuses a folder without charts, and a call naming two places for them', async () => {
    expect((await run(['--bloodmallet', path.join(workDir, 'nowhere')])).stderr).toBe(
      `data:sims failed: there is no folder of Bloodmallet charts at ${path.join(workDir, 'nowhere')}; nothing was changed.\n`,
    )
    for (const second of [['--no-bloodmallet'], ['--bloodmallet-url', 'http://127.0.0.1:9/']]) {
      const both = await run(['--bloodmallet', chartsFolder, ...second])
      expect(both.code).toBe(2)
      expect(both.stderr).toContain('Read the charts from one place')
    }
  })
})
