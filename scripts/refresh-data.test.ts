// `npm run data:refresh` on a copy of data/: it swaps the refreshed data in only when every step
// and every integrity check passes; otherwise the folder keeps every byte and one sentence says why.
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { describeWithReference } from '../src/test/reference-files'
import { type FixtureServer, startFixtureServer } from './data-import/fixture-server'
import { parseSimsOptions } from './import-sims'
import { dataProblems, parseRefreshOptions, runRefresh } from './refresh-data'
import { BLOODMALLET_CHARTS_URL } from './sims/chart-files'
import { folderSnapshot } from './sims/folder-snapshot'
import { referenceSimsFile } from './sims/reference-sims'

const dataFolder = new URL('../data/', import.meta.url).pathname
const chartsFolder = new URL('./sims/fixtures/bloodmallet/', import.meta.url).pathname
const rankingsReference = new URL('../../shared/gamedata/trinket_rankings.json', import.meta.url)

let workDir: string
let server: FixtureServer | undefined
const data = () => path.join(workDir, 'data')

beforeEach(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'vaultwise-refresh-'))
  await cp(dataFolder, data(), { recursive: true })
})

afterEach(async () => {
  await server?.close()
  server = undefined
  await rm(workDir, { recursive: true, force: true })
})

async function refresh(args: string[], env: Record<string, string> = {}) {
  const out: string[] = []
  const err: string[] = []
  const code = await runRefresh({
    argv: ['--data', 'data', ...args],
    env,
    cwd: workDir,
    stdout: (text) => out.push(text),
    stderr: (text) => err.push(text),
    now: () => new Date('2026-11-26T12:00:00Z'),
  })
  // No scratch copy may be left beside data/.
  expect(await readdir(workDir)).toEqual(['data'])
  return { code, stdout: out.join(''), stderr: err.join('') }
}

/** One line, one sentence: a capital-free "data:refresh failed: ..." ending with a single period. */
const oneSentence = /^data:refresh failed: [^\n]*data\/ was left as it was\.\n$/

describeWithReference('npm run data:refresh', [referenceSimsFile, rankingsReference], () => {
  it('offline (Bloodmallet refuses the connection): exit 1, one sentence, data/ byte for byte as it was', async () => {
    const closed = await startFixtureServer(new Map())
    await closed.close()
    const before = await folderSnapshot(data())
    const { code, stderr, stdout } = await refresh([
      '--bloodmallet-url',
      `${closed.apiBase}/render`,
    ])
    expect(code).toBe(1)
    expect(stderr).toMatch(oneSentence)
    expect(stderr).toContain('could not reach Bloodmallet')
    expect(stdout).toContain('Blizzard dataset: skipped')
    expect(await folderSnapshot(data())).toEqual(before)
  })

  it('offline (no answer before the timeout): the same', async () => {
    server = await startFixtureServer(
      new Map([['GET /render/castingpatchwerk/death_knight/blood', { status: 200, hang: true }]]),
    )
    const before = await folderSnapshot(data())
    const { code, stderr } = await refresh([
      '--bloodmallet-url',
      `${server.apiBase}/render`,
      '--timeout',
      '0.2',
    ])
    expect(code).toBe(1)
    expect(stderr).toMatch(oneSentence)
    expect(stderr).toContain('no answer within 0.2 s')
    expect(await folderSnapshot(data())).toEqual(before)
  })

  it('writes nothing when the refreshed data fails an integrity check', async () => {
    const season = JSON.parse(await readFile(path.join(data(), 'season.json'), 'utf8'))
    season.trinkets[0].specIds.push(999_999)
    await writeFile(path.join(data(), 'season.json'), `${JSON.stringify(season, null, 2)}\n`)
    const before = await folderSnapshot(data())
    const { code, stderr } = await refresh(['--bloodmallet', chartsFolder])
    expect(code).toBe(1)
    expect(stderr).toMatch(oneSentence)
    expect(stderr).toMatch(/the refreshed data fails \d+ integrity checks? \(/)
    expect(await folderSnapshot(data())).toEqual(before)
  })

  it('puts the refreshed data in place when every step and check passes', async () => {
    const iconsBefore = await readFile(path.join(data(), 'icons.json'), 'utf8')
    const { code, stdout, stderr } = await refresh(['--bloodmallet', chartsFolder])
    expect(stderr).toBe('')
    expect(code).toBe(0)
    expect(stdout).toContain(
      '~ mage/fire single-target: simmed 2026-09-09 03:11 -> 2026-11-20 02:11',
    )
    expect(stdout).toContain('Refreshed data/')
    const fire = JSON.parse(await readFile(path.join(data(), 'sims/mage/fire.json'), 'utf8'))
    expect(fire.sets[0].sourceId).toBe('bloodmallet-c0ffee1')
    expect(await readFile(path.join(data(), 'icons.json'), 'utf8')).toBe(iconsBefore)
    expect(await dataProblems(data())).toEqual([])
  })

  it('says how it is called', async () => {
    const { code, stdout } = await refresh(['--help'])
    expect(code).toBe(0)
    expect(stdout).toContain('BLIZZARD_CLIENT_ID and BLIZZARD_CLIENT_SECRET')
  })
})

describe("Bloodmallet's charts, data:refresh and data:sims alike", () => {
  const charts = (argv: string[]) => {
    const { chartsFolder, chartsUrl } = parseRefreshOptions(argv, '/work')
    const sims = parseSimsOptions(argv, '/work')
    // One rule: the two commands read the charts from the same place for the same flags.
    expect({ chartsFolder: sims.chartsFolder, chartsUrl: sims.chartsUrl }).toEqual({
      chartsFolder,
      chartsUrl,
    })
    return { chartsFolder, chartsUrl }
  }

  it('come from bloodmallet.com unless told otherwise', () => {
    expect(charts([])).toEqual({ chartsFolder: null, chartsUrl: BLOODMALLET_CHARTS_URL })
  })

  it('come from a folder, another address, or nowhere when asked', () => {
    expect(charts(['--bloodmallet', 'saved'])).toEqual({
      chartsFolder: '/work/saved',
      chartsUrl: null,
    })
    expect(charts(['--bloodmallet-url', 'http://127.0.0.1:9/render'])).toEqual({
      chartsFolder: null,
      chartsUrl: 'http://127.0.0.1:9/render',
    })
    expect(charts(['--no-bloodmallet'])).toEqual({ chartsFolder: null, chartsUrl: null })
  })

  it('come from one place at a time', () => {
    for (const argv of [
      ['--bloodmallet', 'saved', '--no-bloodmallet'],
      ['--bloodmallet-url', 'http://127.0.0.1:9/', '--no-bloodmallet'],
    ]) {
      expect(() => parseRefreshOptions(argv, '/work')).toThrow(/^Read the charts from one place/)
      expect(() => parseSimsOptions(argv, '/work')).toThrow(/^Read the charts from one place/)
    }
  })
})
