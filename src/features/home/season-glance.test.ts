import { describe, expect, it } from 'vitest'
import rawDataset from '../../../data/season.json'
import { parseSeasonDataset } from '../../domain/season/parse-dataset'
import type { SeasonDataset } from '../../domain/season/schema'
import { glanceFigures, seasonGlance } from './season-glance'
import { seasonGlanceModuleSource } from './vite-plugin-season-glance'

const dataset = parseSeasonDataset(rawDataset, 'data/season.json')

describe('glanceFigures', () => {
  it("takes the chest and vault figures from the key table's last, open-ended row", () => {
    const best = dataset.mythicPlus.rewards.find((r) => r.andAbove)
    const [chest, vault] = glanceFigures(dataset)
    expect(chest?.value).toBe(String(best?.endOfDungeon.itemLevel))
    expect(chest?.detail).toContain(`from +${best?.keyLevel}`)
    expect(vault?.value).toBe(String(best?.vault.itemLevel))
  })

  it('stretches the Mythic raid range to an item level above the track and names its bosses', () => {
    const fixture: SeasonDataset = {
      ...dataset,
      aboveTrackItemLevels: [
        {
          label: 'Myth 9',
          itemLevel: 400,
          difficulty: 'mythic',
          encounterIds: [2895],
          appliesTo: 'test',
          provenance: { source: 'test', certainty: 'inferred', note: 'test' },
        },
      ],
    }
    const raid = glanceFigures(fixture).find((f) => f.label.endsWith('raid'))
    expect(raid?.value).toMatch(/–400$/)
    expect(raid?.detail).toContain("Myth 9 (400) from Ula'tek")
    expect(raid?.certainty).toBe('inferred')
  })

  it('keeps the track range alone when nothing goes above it', () => {
    const raid = glanceFigures({ ...dataset, aboveTrackItemLevels: [] }).find((f) =>
      f.label.endsWith('raid'),
    )
    const myth = dataset.upgradeTracks.find((t) => t.name === 'Myth')
    const levels = myth?.steps.map((s) => s.itemLevel) ?? []
    expect(raid?.value).toBe(`${Math.min(...levels)}–${Math.max(...levels)}`)
    expect(raid?.detail).toBe('Myth track')
  })

  it('marks the raid range only by the certainty of its two ends', () => {
    const raid = (data: SeasonDataset) => glanceFigures(data).find((f) => f.label.endsWith('raid'))
    const withMyth = (certainties: ('confirmed' | 'inferred')[]) => ({
      ...dataset,
      aboveTrackItemLevels: [],
      upgradeTracks: dataset.upgradeTracks.map((track) =>
        track.name === 'Myth'
          ? {
              ...track,
              steps: track.steps.map((step, i) => ({
                ...step,
                certainty: certainties[i] ?? 'confirmed',
              })),
            }
          : track,
      ),
    })
    expect(raid(withMyth(['confirmed', 'inferred', 'inferred']))?.certainty).toBe('confirmed')
    expect(raid(withMyth(['inferred']))?.certainty).toBe('inferred')
  })

  it('carries the doubt of a disputed reward row to its figure', () => {
    const rewards = dataset.mythicPlus.rewards.map((r) =>
      r.andAbove
        ? { ...r, provenance: { source: 't', certainty: 'disputed' as const, note: 'n' } }
        : r,
    )
    const figures = glanceFigures({ ...dataset, mythicPlus: { ...dataset.mythicPlus, rewards } })
    expect(figures[0]?.certainty).toBe('disputed')
  })
})

describe('seasonGlance', () => {
  it('lists the dungeon pool and each raid’s bosses in kill order, with their display names', () => {
    const glance = seasonGlance(dataset)
    expect(glance.dungeons.map((d) => d.name)).toEqual(
      dataset.instances.filter((i) => i.kind === 'dungeon').map((i) => i.name),
    )
    const raid = dataset.instances.find((i) => i.kind === 'raid')
    const killOrder = [...(raid?.encounters ?? [])].sort((a, b) => a.order - b.order)
    expect(glance.raids[0]?.bosses.map((b) => b.id)).toEqual(killOrder.map((e) => e.id))
    expect(glance.season.dataAsOf).toBe(dataset.season.dataAsOf)
  })

  it('names a boss our sources do not name in words, not as an empty line', () => {
    const raid = dataset.instances.find((i) => i.kind === 'raid')
    if (!raid) throw new Error('the dataset has no raid')
    const unnamed = { ...raid, encounters: raid.encounters.map((e) => ({ ...e, name: null })) }
    const glance = seasonGlance({
      ...dataset,
      instances: dataset.instances.map((i) => (i === raid ? unnamed : i)),
    })
    expect(glance.raids[0]?.bosses[0]?.name).toBe('A boss our sources do not name')
  })

  it('is plain data the build can write into the home page’s code', () => {
    const source = seasonGlanceModuleSource(dataset)
    const json = source.replace(/^export const glance = /, '').trim()
    expect(JSON.parse(json)).toEqual(seasonGlance(dataset))
  })
})
