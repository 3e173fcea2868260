// Choosing the tracker's page from the query: the spec's own page only when the query names one
// class and one spec of the build exactly, the bare page for anything else.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as buildLayout from '../src/features/trinket-tracker/spec-page/spec-page-paths'
import { type PrerenderedPage, readPage } from './prerendered-pages'
import { chooseTrackerPage, readSpecPages, specPagesFolder, trackerPagePath } from './spec-pages'

let dir: string
let specPages: Map<string, PrerenderedPage>
let barePage: PrerenderedPage

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'vaultwise-spec-pages-'))
  for (const [classSlug, specSlug] of [
    ['mage', 'fire'],
    ['mage', 'frost'],
    ['death-knight', 'frost'],
    ['hunter', 'beast-mastery'],
  ] as const) {
    const file = path.join(dir, buildLayout.specPageFile({ classSlug, specSlug }))
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, `<title>${specSlug} ${classSlug}</title>`)
  }
  await mkdir(path.join(dir, 'trinket-tracker'), { recursive: true })
  await writeFile(path.join(dir, 'trinket-tracker', 'index.html'), '<title>Trinket Tracker</title>')
  specPages = await readSpecPages(dir)
  barePage = await readPage(path.join(dir, 'trinket-tracker', 'index.html'))
})

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

const chosen = (query: string) =>
  path
    .relative(dir, chooseTrackerPage(query, specPages, barePage).file)
    .split(path.sep)
    .join('/')
const bare = 'trinket-tracker/index.html'

describe('the spec pages of a build', () => {
  it('are where the build writes them, and the tracker address is the one the pages name', () => {
    expect(specPagesFolder).toBe(buildLayout.specPagesFolder)
    expect(buildLayout.specPagePath({ classSlug: 'mage', specSlug: 'fire' })).toBe(
      `${trackerPagePath}?wowClass=mage&wowSpec=fire`,
    )
  })

  it('are keyed by class and spec slug', () => {
    expect([...specPages.keys()].sort()).toEqual([
      'death-knight/frost',
      'hunter/beast-mastery',
      'mage/fire',
      'mage/frost',
    ])
  })

  it('are none for a build without them (the bare page for every query)', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'vaultwise-no-spec-pages-'))
    expect((await readSpecPages(empty)).size).toBe(0)
    await rm(empty, { recursive: true, force: true })
  })
})

describe('choosing the tracker page', () => {
  it("sends the spec's page when the query names its class and spec", () => {
    expect(chosen('wowClass=mage&wowSpec=fire')).toBe('trinket-tracker/specs/mage/fire.html')
    expect(chosen('wowClass=death-knight&wowSpec=frost')).toBe(
      'trinket-tracker/specs/death-knight/frost.html',
    )
    expect(chosen('wowClass=hunter&wowSpec=beast-mastery')).toBe(
      'trinket-tracker/specs/hunter/beast-mastery.html',
    )
  })

  it('takes the parameters in either order', () => {
    expect(chosen('wowSpec=fire&wowClass=mage')).toBe('trinket-tracker/specs/mage/fire.html')
  })

  it('keeps the spec page whatever other parameters come along (the browser applies them)', () => {
    expect(chosen('items=1,2,3&wowClass=mage&ilvl=key-10&wowSpec=frost&order=picks')).toBe(
      'trinket-tracker/specs/mage/frost.html',
    )
  })

  it('reads percent-encoded slugs as the browser does', () => {
    expect(chosen('wowClass=%6Dage&wowSpec=fire')).toBe('trinket-tracker/specs/mage/fire.html')
  })

  it('matches letter case exactly: the tracker reads "Mage" as no class', () => {
    expect(chosen('wowClass=Mage&wowSpec=fire')).toBe(bare)
    expect(chosen('wowClass=mage&wowSpec=FIRE')).toBe(bare)
    expect(chosen('WOWCLASS=mage&wowSpec=fire')).toBe(bare)
  })

  it('needs both parameters', () => {
    expect(chosen('')).toBe(bare)
    expect(chosen('wowClass=mage')).toBe(bare)
    expect(chosen('wowSpec=fire')).toBe(bare)
  })

  it('gives the bare page for a repeated parameter, even when the copies agree', () => {
    expect(chosen('wowClass=mage&wowSpec=fire&wowSpec=fire')).toBe(bare)
    expect(chosen('wowClass=mage&wowClass=mage&wowSpec=fire')).toBe(bare)
    expect(chosen('wowClass=mage&wowSpec=fire&wowSpec=frost')).toBe(bare)
  })

  it('gives the bare page for an unknown class or spec, or a spec of another class', () => {
    expect(chosen('wowClass=tinker&wowSpec=fire')).toBe(bare)
    expect(chosen('wowClass=mage&wowSpec=holy')).toBe(bare)
    expect(chosen('wowClass=hunter&wowSpec=fire')).toBe(bare)
  })

  it('gives the bare page for malformed values', () => {
    for (const query of [
      'wowClass=&wowSpec=fire',
      'wowClass=mage&wowSpec=',
      'wowClass=mage&wowSpec',
      'wowClass=%E0%A4%A&wowSpec=fire',
      'wowClass=mage%2Ffire&wowSpec=fire',
      'wowClass=../mage&wowSpec=fire',
      'wowClass=mage&wowSpec=fire%00',
      'wowClass=mage&wowSpec=fire ',
      'wowClass=%22mage%22&wowSpec=fire',
      'wowClass[]=mage&wowSpec=fire',
    ]) {
      expect(chosen(query), query).toBe(bare)
    }
  })
})
