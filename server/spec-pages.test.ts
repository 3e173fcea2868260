// Choosing the tracker's page from the query: the spec's own page only when the query names one
// class and one spec of the build exactly, the bare page for anything else.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as buildLayout from '../src/features/trinket-tracker/spec-page/spec-page-paths'
import { type PrerenderedPage, readPage } from './prerendered-pages'
import { chooseTrackerPage, readSpecPages, trackerPagePath } from './spec-pages'

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
  it('answer at the tracker address the pages name', () => {
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
  it.each([
    ['its class and spec', 'wowClass=mage&wowSpec=fire', 'mage/fire'],
    ['a two-word class', 'wowClass=death-knight&wowSpec=frost', 'death-knight/frost'],
    ['a two-word spec', 'wowClass=hunter&wowSpec=beast-mastery', 'hunter/beast-mastery'],
    ['the parameters in either order', 'wowSpec=fire&wowClass=mage', 'mage/fire'],
    [
      'other parameters besides (the browser applies them)',
      'items=1,2,3&wowClass=mage&ilvl=key-10&wowSpec=frost&order=picks',
      'mage/frost',
    ],
    [
      'percent-encoded slugs, read as the browser does',
      'wowClass=%6Dage&wowSpec=fire',
      'mage/fire',
    ],
  ])("sends the spec's page for %s", (_, query, spec) => {
    expect(chosen(query)).toBe(`trinket-tracker/specs/${spec}.html`)
  })

  it.each([
    // Letter case must match exactly: the tracker reads "Mage" as no class.
    'wowClass=Mage&wowSpec=fire',
    'wowClass=mage&wowSpec=FIRE',
    'WOWCLASS=mage&wowSpec=fire',
    // Both parameters are needed.
    '',
    'wowClass=mage',
    'wowSpec=fire',
    // A repeated parameter, even when the copies agree.
    'wowClass=mage&wowSpec=fire&wowSpec=fire',
    'wowClass=mage&wowClass=mage&wowSpec=fire',
    'wowClass=mage&wowSpec=fire&wowSpec=frost',
    // An unknown class or spec, or a spec of another class.
    'wowClass=tinker&wowSpec=fire',
    'wowClass=mage&wowSpec=holy',
    'wowClass=hunter&wowSpec=fire',
    // Malformed values.
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
  ])('gives the bare page for "%s"', (query) => {
    expect(chosen(query)).toBe(bare)
  })
})
