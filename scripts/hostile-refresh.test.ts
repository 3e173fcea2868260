// `npm run data:refresh` interrupted, and fed data that its integrity check must refuse: data/
// keeps every byte, one sentence says why, and no copy of data/ is left in the project.
import { spawn } from 'node:child_process'
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { describeWithReference } from '../src/test/reference-files'
import { type FixtureServer, startFixtureServer } from './data-import/fixture-server'
import { runRefresh } from './refresh-data'
import { folderSnapshot } from './sims/folder-snapshot'
import { referenceSimsFile } from './sims/reference-sims'

const projectRoot = new URL('..', import.meta.url).pathname
const dataFolder = path.join(projectRoot, 'data')
const chartsFolder = new URL('./sims/fixtures/bloodmallet/', import.meta.url).pathname

let workDir: string
let server: FixtureServer | undefined
const data = () => path.join(workDir, 'data')

beforeEach(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'vaultwise-refresh-guard-'))
  await cp(dataFolder, data(), { recursive: true })
})

afterEach(async () => {
  await server?.close()
  server = undefined
  await rm(workDir, { recursive: true, force: true })
})

describeWithReference('data:refresh, interrupted or lied to', [referenceSimsFile], () => {
  it('Ctrl-C while it waits on Bloodmallet: exit 130, data/ as it was, no copy left beside it', async () => {
    let asked: () => void = () => {}
    const firstRequest = new Promise<void>((resolve) => {
      asked = resolve
    })
    server = await startFixtureServer(
      new Map([['GET /render/castingpatchwerk/death_knight/blood', { status: 200, hang: true }]]),
    )
    const before = await folderSnapshot(data())
    const { BLIZZARD_CLIENT_ID: _id, BLIZZARD_CLIENT_SECRET: _secret, ...env } = process.env
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(projectRoot, 'scripts/refresh-data.ts'),
        '--data',
        data(),
        '--bloodmallet-url',
        `${server.apiBase}/render`,
      ],
      { cwd: projectRoot, env, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let stderr = ''
    child.stderr.on('data', (chunk) => {
      stderr += String(chunk)
    })
    const poll = setInterval(() => {
      if (server?.requests.length) asked()
    }, 20)
    await firstRequest
    clearInterval(poll)
    // The run is under way: its copy of data/ sits beside it.
    expect((await readdir(workDir)).some((name) => name.startsWith('.data-whole-'))).toBe(true)
    const exit = new Promise<number | null>((resolve) => child.on('exit', resolve))
    child.kill('SIGINT')
    expect(await exit).toBe(130)
    expect(stderr).toBe('Stopped by SIGINT: nothing was changed.\n')
    expect(await readdir(workDir)).toEqual(['data'])
    expect(await folderSnapshot(data())).toEqual(before)
  })

  it('a committed sims file with an absurd value: refused by field and value', async () => {
    const file = path.join(data(), 'sims/mage/fire.json')
    const fire = JSON.parse(await readFile(file, 'utf8'))
    fire.sets[0].items[0].points[0][1] = 99_999_900
    await writeFile(file, JSON.stringify(fire))
    const before = await folderSnapshot(data())
    const out: string[] = []
    const err: string[] = []
    const code = await runRefresh({
      argv: ['--data', 'data', '--bloodmallet', chartsFolder],
      env: {},
      cwd: workDir,
      stdout: (text) => out.push(text),
      stderr: (text) => err.push(text),
      now: () => new Date('2026-11-26T12:00:00Z'),
    })
    expect(code).toBe(1)
    expect(err.join('')).toMatch(
      /^data:refresh failed: sims\/mage\/fire\.json: sets\[0\]\.items\[0\]\.points\[0\]\[1\] is 99999900, a trinket adds at most 50 % over an empty slot; data\/ was left as it was\.\n$/,
    )
    expect(await folderSnapshot(data())).toEqual(before)
    expect(await readdir(workDir)).toEqual(['data'])
  })
})
