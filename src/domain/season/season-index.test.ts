import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { seasonDatasetSchema } from './schema'
import { seasonIndex } from './season-index'

const dataset = seasonDatasetSchema.parse(
  JSON.parse(readFileSync(new URL('../../../data/season.json', import.meta.url), 'utf8')),
)
const index = seasonIndex(dataset)

describe('seasonIndex', () => {
  it('tells Frost Mage from Frost Death Knight', () => {
    expect(index.specBySlug('mage', 'frost')?.id).toBe(64)
    expect(index.specBySlug('death-knight', 'frost')?.id).toBe(251)
    expect(index.specBySlug('mage', 'unholy')).toBeUndefined()
    expect(index.specBySlug('mage', undefined)).toBeUndefined()
    expect(index.specById(253)?.slug).toBe('beast-mastery')
    expect(index.classBySlug('demon-hunter')?.color).toBe('#A330C9')
    expect(index.classBySlug('tinker')).toBeUndefined()
    expect(index.specsOfClass('demon-hunter').map((s) => s.classSlug)).toEqual(
      dataset.specs.filter((s) => s.classSlug === 'demon-hunter').map(() => 'demon-hunter'),
    )
  })

  it('finds a boss with the place it stands in, and places by slug and id', () => {
    const abyss = index.encounterById(2895)?.instance
    expect(abyss?.name).toBe('The Venomous Abyss')
    expect(abyss && index.instanceBySlug(abyss.slug)).toBe(abyss)
    expect(abyss && index.instanceById(abyss.id)).toBe(abyss)
    expect(index.encounterById(1)).toBeUndefined()
    expect(index.instanceBySlug('no-such-place')).toBeUndefined()
  })

  it('finds every trinket by its item id, and no other', () => {
    for (const trinket of dataset.trinkets) expect(index.trinketById(trinket.id)).toBe(trinket)
    expect(index.trinketById(1)).toBeUndefined()
  })

  it('is built once per dataset and never reused for another', () => {
    expect(seasonIndex(dataset)).toBe(index)
    const other = { ...dataset, trinkets: [] }
    expect(seasonIndex(other).trinketById(dataset.trinkets[0]?.id ?? 0)).toBeUndefined()
  })
})
