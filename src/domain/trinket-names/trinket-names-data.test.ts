// data/trinket-names.json: it parses, and names every season trinket of data/season.json exactly
// as the season dataset does (the season file stays the one source of a season trinket's name).
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseSeasonDataset } from '../season/parse-dataset'
import { parseTrinketNames } from './schema'

const read = (file: string) =>
  JSON.parse(readFileSync(new URL(`../../../data/${file}`, import.meta.url), 'utf8'))
const dataset = parseSeasonDataset(read('season.json'), 'data/season.json')
const names = parseTrinketNames(read('trinket-names.json'), 'data/trinket-names.json')

describe('data/trinket-names.json', () => {
  it('is for the season of the dataset', () => {
    expect(names.seasonId).toBe(dataset.season.id)
  })

  it('names every season trinket as the season dataset does', () => {
    const byId = new Map(names.trinkets.map((t) => [t.itemId, t.name]))
    for (const trinket of dataset.trinkets)
      expect(byId.get(trinket.id), String(trinket.id)).toBe(trinket.name)
  })

  it('refuses an unsorted list, an unknown source and an inferred name without a note', () => {
    const changed = structuredClone(names)
    changed.trinkets.reverse()
    const [first] = changed.trinkets
    if (!first) throw new Error('fixture')
    first.sourceIds.push('nobody')
    Object.assign(first, { certainty: 'inferred', note: undefined })
    expect(() => parseTrinketNames(changed, 'a changed copy')).toThrow(/sorted by item id/)
    expect(() => parseTrinketNames(changed, 'a changed copy')).toThrow(
      /nobody is not one of the sources/,
    )
    expect(() => parseTrinketNames(changed, 'a changed copy')).toThrow(/needs a note saying why/)
  })
})
