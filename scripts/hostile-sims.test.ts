// `npm run data:sims` against publishers' data that lies: charts built from the project's own
// fixtures with one thing made absurd, broken or hostile, read from a folder or from a loopback
// server standing for bloodmallet.com. Each is refused with exit code 1 and one sentence on stderr
// naming the file, the field and the value; data/ keeps every byte and nothing is left behind.
import { execFileSync } from 'node:child_process'
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { describeWithReference } from '../src/test/reference-files'
import { type FixtureServer, type Reply, startFixtureServer } from './data-import/fixture-server'
import type { Limits } from './data-import/safe-fetch'
import { runSimsImport } from './import-sims'
import { folderSnapshot } from './sims/folder-snapshot'
import { referenceSimsFile } from './sims/reference-sims'

const dataFolder = new URL('../data/', import.meta.url).pathname
const fixtures = new URL('./sims/fixtures/bloodmallet/', import.meta.url).pathname
const FIRE = 'mage_fire_castingpatchwerk.json'
const VIAL = 'Vile Vial of Volatile Venom'

let workDir: string
let server: FixtureServer | undefined
const data = () => path.join(workDir, 'data')
const charts = () => path.join(workDir, 'charts')

beforeEach(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'vaultwise-hostile-'))
  await cp(path.join(dataFolder, 'season.json'), path.join(data(), 'season.json'))
  await cp(path.join(dataFolder, 'sims'), path.join(data(), 'sims'), { recursive: true })
  await cp(fixtures, charts(), { recursive: true })
})

afterEach(async () => {
  await server?.close()
  server = undefined
  await rm(workDir, { recursive: true, force: true })
})

type Chart = Record<string, unknown> & {
  data: Record<string, Record<string, number>>
  data_sources: Record<string, string>
  item_ids: Record<string, number | string>
  sorted_data_keys: string[]
  simc_settings: Record<string, string>
}

/** The Fire Mage chart with one thing changed, saved in the charts folder. */
async function hostileChart(change: (chart: Chart) => void, file = FIRE): Promise<Chart> {
  const chart: Chart = JSON.parse(await readFile(path.join(fixtures, FIRE), 'utf8'))
  change(chart)
  await writeFile(path.join(charts(), file), JSON.stringify(chart))
  return chart
}

/** Renames an item everywhere the chart names it. */
function rename(chart: Chart, from: string, to: string): void {
  for (const key of ['data', 'data_sources', 'item_ids'] as const) {
    const record = chart[key] as Record<string, unknown>
    record[to] = record[from]
    delete record[from]
  }
  chart.sorted_data_keys = chart.sorted_data_keys.map((name) => (name === from ? to : name))
}

async function run(args: string[], limits?: Partial<Limits>) {
  const out: string[] = []
  const err: string[] = []
  const code = await runSimsImport({
    argv: ['--data', 'data', ...args],
    env: {},
    cwd: workDir,
    stdout: (text) => out.push(text),
    stderr: (text) => err.push(text),
    now: () => new Date('2026-11-26T12:00:00Z'),
    ...(limits ? { limits } : {}),
  })
  return { code, stdout: out.join(''), stderr: err.join('') }
}

/** Exit 1, one sentence naming what was refused, data/ byte for byte, nothing left behind. */
async function expectRefused(args: string[], says: RegExp, limits?: Partial<Limits>) {
  const before = await folderSnapshot(data())
  const entries = (await readdir(workDir)).sort()
  const { code, stderr } = await run(args, limits)
  expect(stderr).toMatch(/^data:sims failed: [^\n]*; nothing was changed\.\n$/)
  expect(stderr).toMatch(says)
  // No terminal control character gets through, whatever the publisher wrote.
  expect([...stderr].filter((char) => char !== '\n' && /\p{Cc}/u.test(char))).toEqual([])
  expect(code).toBe(1)
  expect(await folderSnapshot(data())).toEqual(before)
  expect((await readdir(workDir)).sort()).toEqual(entries)
  return stderr
}

const fromFolder = () => ['--bloodmallet', charts()]

describeWithReference('data:sims refuses what no real chart holds', [referenceSimsFile], () => {
  it('a DPS of 1e12 (a gain of +99,999,900 %)', async () => {
    await hostileChart((chart) => {
      const vial = chart.data[VIAL]
      if (vial) vial['334'] = 1e12
    })
    await expectRefused(
      fromFolder(),
      /mage_fire_castingpatchwerk\.json: data\["Vile Vial of Volatile Venom"\]\["334"\] is 1000000000000, \+99999900 % over the empty slot's 1000000, where a trinket adds at most 50 %/,
    )
  })

  it('an item level of 99,999,999,999, and one outside the season', async () => {
    await hostileChart((chart) => {
      const vial = chart.data[VIAL]
      if (vial) vial['99999999999'] = 1_080_000
    })
    await expectRefused(
      fromFolder(),
      /data\["Vile Vial of Volatile Venom"\] has the key "99999999999", an item level[;,]/,
    )
    await hostileChart((chart) => {
      const vial = chart.data[VIAL]
      if (vial) vial['999'] = 1_080_000
    })
    await expectRefused(
      fromFolder(),
      /data\["Vile Vial of Volatile Venom"\] has the key "999", an item level of the season is 266 to 344/,
    )
  })

  it('a timestamp in the future, and one that is no real time', async () => {
    await hostileChart((chart) => {
      chart.timestamp = '9999-12-31 00:00'
    })
    await expectRefused(
      fromFolder(),
      /: timestamp is "9999-12-31 00:00", in the future \(today is 2026-11-26\)/,
    )
    await hostileChart((chart) => {
      chart.timestamp = '2026-99-99 99:99'
    })
    await expectRefused(fromFolder(), /: timestamp is "2026-99-99 99:99", not a real date/)
  })

  it('markup in an item name, a line break in a source name, markup in the SimulationCraft hash', async () => {
    await hostileChart((chart) => rename(chart, VIAL, '<img src=x onerror=alert(1)>'))
    await expectRefused(
      fromFolder(),
      /: data has the key "<img src=x onerror=alert\(1\)>", a name holds letters, digits, spaces/,
    )
    await hostileChart((chart) => {
      chart.data_sources[VIAL] = 'Dungeon\n<b>Raid</b>'
    })
    await expectRefused(
      fromFolder(),
      /: data_sources\["Vile Vial of Volatile Venom"\] is "Dungeon\\n<b>Raid<\/b>", a tag holds/,
    )
    await hostileChart((chart) => {
      chart.simc_settings.simc_hash = 'c0ffee1<script>alert(1)</script>'
    })
    await expectRefused(
      fromFolder(),
      /: simc_settings\.simc_hash is "c0ffee1<script>alert\(1\)<\/script>", a git hash, 7 to 40 hex digits/,
    )
  })

  it('terminal escape codes in a name: refused, and written out rather than sent to the terminal', async () => {
    await hostileChart((chart) => rename(chart, VIAL, `${VIAL}\u001b[1A\u001b[2K`))
    const stderr = await expectRefused(
      fromFolder(),
      /has the key "Vile Vial of Volatile Venom\\u001b\[1A\\u001b\[2K"/,
    )
    expect(stderr).not.toContain('\u001b')
  })

  it('a Fire Mage file whose spec_id says Arcane', async () => {
    await hostileChart((chart) => {
      chart.spec_id = 62
    })
    await expectRefused(
      fromFolder(),
      /mage_fire_castingpatchwerk\.json: spec_id is 62 \(mage\/arcane\), not the mage fire its name says/,
    )
  })

  it('a chart over the size cap, and one with more items than any real chart', async () => {
    await expectRefused(
      fromFolder(),
      /mage_fire_castingpatchwerk\.json is 3\.88 KB, over the 2 KB cap/,
      {
        chartBytes: 2048,
      },
    )
    await expectRefused(fromFolder(), /: data is an object, at most 3 items/, { chartEntries: 3 })
  })

  it('a FIFO named like a chart: refused at once, not waited on', async () => {
    execFileSync('mkfifo', [path.join(charts(), 'x.json')])
    await expectRefused(fromFolder(), /charts\/x\.json is not a regular file/)
  })

  it('a schema failure is one line, not a dump', async () => {
    await hostileChart((chart) => {
      chart.data = { baseline: { '292': 'many' as unknown as number } }
      chart.spec_id = -1
      chart.simulated_steps = 'all'
    })
    await expectRefused(fromFolder(), /: spec_id is -1, .* \(and \d+ more problems\)/)
  })
})

describeWithReference(
  'data:sims says why bloodmallet.com could not be read',
  [referenceSimsFile],
  () => {
    const first = '/render/castingpatchwerk/death_knight/blood'
    const serve = async (reply: Reply) => {
      server = await startFixtureServer(new Map([[`GET ${first}`, reply]]))
      return ['--bloodmallet-url', `${server.apiBase}/render`]
    }

    it('a redirect loop: "too many redirects"', async () => {
      const args = await serve({ status: 302, headers: { location: first } })
      await expectRefused(args, /could not reach Bloodmallet at \S+ \(too many redirects\)/)
    })

    it('a port fetch will not open: said so, nothing sent', async () => {
      await expectRefused(
        ['--bloodmallet-url', 'http://127.0.0.1:6000/render'],
        /\(a port fetch refuses to open \(a blocked port\)\)/,
      )
    })

    it('an answer that never ends is cut at the cap', async () => {
      const args = await serve({ status: 200, endless: 64 * 1024 })
      await expectRefused(
        args,
        /Bloodmallet's answer for \S+death_knight\/blood goes on past the 97\.7 KB cap/,
        { chartBytes: 100_000 },
      )
    })
  },
)

describeWithReference('data:sims reads its own files safely too', [referenceSimsFile], () => {
  it('a FIFO in data/sims does not hang the run', async () => {
    await mkdir(path.join(data(), 'sims', 'odd'), { recursive: true })
    execFileSync('mkfifo', [path.join(data(), 'sims', 'odd', 'x.json')])
    const { code, stderr } = await run(['--no-bloodmallet'])
    expect(code).toBe(1)
    expect(stderr).toMatch(
      /^data:sims failed: a sims file at \S+x\.json is not a regular file; nothing was changed\.\n$/,
    )
  })
})
