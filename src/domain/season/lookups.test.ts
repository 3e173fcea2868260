import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  classBySlug,
  encounterById,
  encounterDisplayName,
  specById,
  specBySlug,
  trackByName,
  trackStepLabel,
  trinketsForSpec,
} from './lookups'
import { seasonDatasetSchema } from './schema'

const dataset = seasonDatasetSchema.parse(
  JSON.parse(readFileSync(new URL('../../../data/season.json', import.meta.url), 'utf8')),
)

describe('look-ups', () => {
  it('tells Frost Mage from Frost Death Knight', () => {
    expect(specBySlug(dataset, 'mage', 'frost')?.id).toBe(64)
    expect(specBySlug(dataset, 'death-knight', 'frost')?.id).toBe(251)
    expect(specBySlug(dataset, 'mage', 'unholy')).toBeUndefined()
    expect(specById(dataset, 253)?.slug).toBe('beast-mastery')
    expect(classBySlug(dataset, 'demon-hunter')?.color).toBe('#A330C9')
  })

  it('finds encounters with their instance and names unnamed ones honestly', () => {
    expect(encounterById(dataset, 2895)?.instance.name).toBe('The Venomous Abyss')
    const found = encounterById(dataset, 2827)
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

  it('finds tracks and the trinkets a spec may use', () => {
    expect(trackByName(dataset, 'Hero')?.steps.map((s) => s.itemLevel)).toEqual([
      305, 308, 311, 315, 318, 321,
    ])
    const names = trinketsForSpec(dataset, 73).map((t) => t.name)
    expect(names).toContain("Zul'jin's Guillotine Technique")
    expect(names).not.toContain('Knot of Writhing Serpents')
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
