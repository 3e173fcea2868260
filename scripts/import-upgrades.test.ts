import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { describeWithReference } from '../src/test/reference-files'
import { certaintyOf, importUpgradesInto, upgradesReferenceFile } from './import-upgrades'

const seasonFile = new URL('../data/season.json', import.meta.url)

let folder: string | undefined
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true })
  folder = undefined
})

function scratchCopy(): URL {
  folder = mkdtempSync(path.join(tmpdir(), 'upgrades-'))
  const copy = path.join(folder, 'season.json')
  copyFileSync(seasonFile, copy)
  return pathToFileURL(copy)
}

describeWithReference('npm run data:upgrades', [upgradesReferenceFile], () => {
  it('writes exactly what is committed in data/season.json', () => {
    const copy = scratchCopy()
    importUpgradesInto(copy)
    expect(readFileSync(copy, 'utf8')).toBe(readFileSync(seasonFile, 'utf8'))
  })

  it('stops in one sentence, writing nothing, when a rank’s level disagrees with the dataset', () => {
    const copy = scratchCopy()
    const reference = JSON.parse(readFileSync(upgradesReferenceFile, 'utf8'))
    reference.tracks[3].ranks[2].item_level = 312
    const changed = path.join(folder ?? '', 'reference.json')
    writeFileSync(changed, JSON.stringify(reference))
    const before = readFileSync(copy, 'utf8')
    expect(() => importUpgradesInto(copy, pathToFileURL(changed))).toThrow(
      'Hero 3/6 is 311 in the dataset but 312 in the upgrade reference.',
    )
    expect(readFileSync(copy, 'utf8')).toBe(before)
  })
})

describe('the reference’s certainty words', () => {
  it('keeps verified facts confirmed and says why the others are not', () => {
    expect(certaintyOf('verified (Raidbots; export 02)')).toEqual({ certainty: 'confirmed' })
    expect(certaintyOf('inferred (Raidbots only)')).toEqual({
      certainty: 'inferred',
      note: "read in Raidbots' game data only",
    })
    expect(certaintyOf('disputed')).toEqual({ certainty: 'disputed', note: 'sources disagree' })
  })
})
