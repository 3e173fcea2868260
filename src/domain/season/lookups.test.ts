import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { encounterDisplayName, trackByName, trackStepLabel } from './lookups'
import { seasonDatasetSchema } from './schema'
import { seasonIndex } from './season-index'

const dataset = seasonDatasetSchema.parse(
  JSON.parse(readFileSync(new URL('../../../data/season.json', import.meta.url), 'utf8')),
)

describe('look-ups', () => {
  it('names unnamed bosses honestly', () => {
    const found = seasonIndex(dataset).encounterById(2827)
    if (!found) throw new Error('the world boss is missing')
    // Plain words, never the game's journal id.
    expect(encounterDisplayName(found.encounter)).toBe('A boss our sources do not name')
    expect(encounterDisplayName(found.encounter, found.instance)).toBe(
      'Midnight world bosses (shared loot)',
    )
    expect(encounterDisplayName(found.encounter, found.instance)).not.toMatch(/\d/)
  })

  it('says an above-track level without a step count', () => {
    expect(trackStepLabel(dataset, 'Myth', 9)).toBe('Myth 9')
    expect(trackStepLabel(dataset, 'Hero', 4)).toBe('Hero 4/6')
  })

  it('finds tracks by name', () => {
    expect(trackByName(dataset, 'Hero')?.steps.map((s) => s.itemLevel)).toEqual([
      305, 308, 311, 315, 318, 321,
    ])
  })

  it('says where an item level sits on its track, as "Hero 3/6"', () => {
    expect(trackStepLabel(dataset, 'Hero', 3)).toBe('Hero 3/6')
    expect(trackStepLabel(dataset, 'Myth', 1)).toBe('Myth 1/6')
    // A season without that track still names the step, without inventing how many there are.
    const noMyth = {
      ...dataset,
      upgradeTracks: dataset.upgradeTracks.filter((t) => t.name !== 'Myth'),
    }
    expect(trackStepLabel(noMyth, 'Myth', 2)).toBe('Myth 2')
    expect(trackStepLabel(dataset, null, 2)).toBeNull()
    expect(trackStepLabel(dataset, 'Hero', null)).toBeNull()
  })
})
