// `npm run data:names`: the committed data/trinket-names.json is what the importer writes from the
// shared reference, the reference's certainty wording maps onto the dataset's marks, and bad
// input is refused in one sentence with nothing written.
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { parseSeasonDataset } from '../src/domain/season/parse-dataset'
import { describeWithReference } from '../src/test/reference-files'
import {
  certaintyOf,
  importNames,
  referenceNamesFile,
  runNamesImport,
  trinketNamesText,
} from './import-names'

const dataFolder = new URL('../data/', import.meta.url).pathname
const seasonText = await readFile(path.join(dataFolder, 'season.json'), 'utf8')
const dataset = parseSeasonDataset(JSON.parse(seasonText), 'data/season.json')

/** A reference of the season's own trinkets only, every one confirmed by two sources. */
function smallReference() {
  return {
    sources: [{ id: 'house-trinkets' }, { id: 'coiled' }],
    trinkets: dataset.trinkets.map((t) => ({
      item_id: t.id,
      name: t.name,
      category: 'season2-dungeon',
      source_id: 'house-trinkets',
      also_in: ['coiled'],
      certainty: 'confirmed (2 sources)',
    })),
  }
}

describe('the certainty mapping', () => {
  it('keeps "confirmed (N sources)" confirmed, without a note', () => {
    expect(certaintyOf('confirmed (4 sources)')).toEqual({ certainty: 'confirmed' })
    expect(
      certaintyOf('confirmed (3 sources for the 12.1 name; renamed, see name_conflicts)'),
    ).toEqual({ certainty: 'confirmed' })
  })

  it('makes one source only confirmed with a note saying so', () => {
    expect(certaintyOf('single source')).toEqual({
      certainty: 'confirmed',
      note: 'One source only.',
    })
    expect(certaintyOf('single publisher (two stored versions agree)')).toEqual({
      certainty: 'confirmed',
      note: 'One source only (one publisher; two stored versions agree).',
    })
    expect(certaintyOf('single source (slot from the source\'s note "Trinket")').note).toBe(
      'One source only (slot from the source\'s note "Trinket").',
    )
  })

  it('makes "probable" inferred, with its reason as the note', () => {
    expect(certaintyOf('probable — listed under Normal only')).toEqual({
      certainty: 'inferred',
      note: 'Probable: listed under Normal only.',
    })
  })

  it('refuses wording it does not know', () => {
    expect(() => certaintyOf('likely')).toThrow('the reference\'s certainty "likely" is none')
  })
})

describe('importNames on small inputs', () => {
  it('converts a reference: sources as labels, marks, notes, languages, sorted by item id', () => {
    const reference = smallReference()
    reference.trinkets.reverse()
    const [first] = reference.trinkets
    if (!first) throw new Error('fixture')
    Object.assign(first, {
      certainty: 'single source',
      obtained: 'A dungeon',
      names: { de_DE: 'Ein Name' },
      name_conflicts: [{ source_id: 'coiled', name: 'Old Name', why: 'an older patch' }],
    })
    const names = importNames(reference, dataset)
    expect(names.seasonId).toBe('midnight-s2')
    expect(names.sources.map((s) => s.id)).toEqual(['house-trinkets', 'coiled'])
    expect(names.trinkets.map((t) => t.itemId)).toEqual(
      [...dataset.trinkets.map((t) => t.id)].sort((a, b) => a - b),
    )
    expect(names.trinkets.find((t) => t.itemId === first.item_id)).toEqual({
      itemId: first.item_id,
      name: first.name,
      category: 'season2-dungeon',
      certainty: 'confirmed',
      note: 'One source only. Also named "Old Name" in one source: an older patch.',
      obtained: 'A dungeon',
      sourceIds: ['house-trinkets', 'coiled'],
      localizedNames: { de_DE: 'Ein Name' },
    })
  })

  it('refuses a name with markup', () => {
    const reference = smallReference()
    reference.trinkets.push({
      ...structuredClone(reference.trinkets[0] ?? ({} as never)),
      item_id: 999001,
      name: '<b>Bold Trinket</b>',
    })
    expect(() => importNames(reference, dataset)).toThrow(
      /^the imported names fail their schema: .*no control characters and no < or >/,
    )
  })

  it('refuses a duplicate item id', () => {
    const reference = smallReference()
    const [first] = reference.trinkets
    if (!first) throw new Error('fixture')
    reference.trinkets.push({ ...first, name: 'Another Name' })
    expect(() => importNames(reference, dataset)).toThrow(
      `the reference names item ${first.item_id} twice`,
    )
  })

  it('refuses a season trinket missing or named otherwise, in one sentence', () => {
    const reference = smallReference()
    const [first, second] = reference.trinkets
    if (!first || !second) throw new Error('fixture')
    reference.trinkets.shift()
    expect(() => importNames(reference, dataset)).toThrow(
      `the season trinket ${first.item_id} ${first.name} is missing from the reference names`,
    )
    const renamed = smallReference()
    Object.assign(renamed.trinkets[1] ?? {}, { name: 'Renamed' })
    expect(() => importNames(smallReference(), dataset)).not.toThrow()
    expect(() => importNames(renamed, dataset)).toThrow(
      `the reference names the season trinket ${second.item_id} "Renamed", not "${dataset.trinkets.find((t) => t.id === second.item_id)?.name}"`,
    )
  })

  it('refuses a source without a label, and a pointer in what ships', () => {
    const reference = smallReference()
    reference.sources.push({ id: 'someone-new' })
    const [first] = reference.trinkets
    if (!first) throw new Error('fixture')
    first.also_in = ['someone-new']
    expect(() => importNames(reference, dataset)).toThrow(
      "the reference's source someone-new has no label",
    )
    const pointing = smallReference()
    Object.assign(pointing.trinkets[0] ?? {}, { obtained: 'see read_file id 70334917865' })
    expect(() => importNames(pointing, dataset)).toThrow(/holds a stored-file id/)
  })
})

describe('npm run data:names, end to end on a copy of data/', () => {
  let workDir: string
  beforeEach(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'vaultwise-names-'))
    await mkdir(path.join(workDir, 'data'))
    await writeFile(path.join(workDir, 'data', 'season.json'), seasonText)
  })
  afterEach(async () => {
    await rm(workDir, { recursive: true, force: true })
  })

  async function run(reference: unknown) {
    await writeFile(path.join(workDir, 'reference.json'), JSON.stringify(reference))
    const out: string[] = []
    const err: string[] = []
    const code = await runNamesImport({
      argv: ['--data', 'data', '--reference', 'reference.json'],
      env: {},
      cwd: workDir,
      stdout: (text) => out.push(text),
      stderr: (text) => err.push(text),
    })
    return { code, stdout: out.join(''), stderr: err.join('') }
  }

  it('writes the file and prints one line', async () => {
    const { code, stdout } = await run(smallReference())
    expect(code).toBe(0)
    expect(stdout).toBe(
      `Wrote ${dataset.trinkets.length} trinket names (0 with other languages, 0 not confirmed) from 2 sources to trinket-names.json.\n`,
    )
    const written = await readFile(path.join(workDir, 'data', 'trinket-names.json'), 'utf8')
    expect(written).toBe(trinketNamesText(importNames(smallReference(), dataset)))
  })

  it('bad input: one sentence on stderr, exit 1, nothing written', async () => {
    const reference = smallReference()
    reference.trinkets.push({ ...(reference.trinkets[0] ?? ({} as never)) })
    const { code, stderr } = await run(reference)
    expect(code).toBe(1)
    expect(stderr).toMatch(
      /^data:names failed: the reference names item \d+ twice; nothing was written\.\n$/,
    )
    expect(existsSync(path.join(workDir, 'data', 'trinket-names.json'))).toBe(false)
    expect((await run({ trinkets: 'none' })).stderr).toMatch(
      /^data:names failed: the reference names do not have the expected shape \([^\n]*\); nothing was written\.\n$/,
    )
  })
})

describeWithReference(
  'data/trinket-names.json against ../shared/gamedata/trinket_names.json',
  [referenceNamesFile],
  () => {
    it('is what `npm run data:names` writes', async () => {
      const reference = JSON.parse(await readFile(referenceNamesFile, 'utf8'))
      const committed = await readFile(path.join(dataFolder, 'trinket-names.json'), 'utf8')
      expect(committed).toBe(trinketNamesText(importNames(reference, dataset)))
    })
  },
)
