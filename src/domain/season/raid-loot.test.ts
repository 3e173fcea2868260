import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { raidBossDrop, raidBossVault } from './raid-loot'
import { seasonDatasetSchema } from './schema'

const dataset = seasonDatasetSchema.parse(
  JSON.parse(readFileSync(new URL('../../../data/season.json', import.meta.url), 'utf8')),
)
const ulatek = 2895
const coiledAltar = 2883
const vashnik = 2882
const twinFangs = 2887
const nekzali = 2888

describe('raid loot by boss', () => {
  it('rises by boss group: the last bosses drop 315 on Heroic, Vashnik 311', () => {
    expect(raidBossDrop(dataset, ulatek, 'heroic')?.itemLevel).toBe(315)
    expect(raidBossDrop(dataset, coiledAltar, 'heroic')?.itemLevel).toBe(315)
    expect(raidBossDrop(dataset, vashnik, 'heroic')?.itemLevel).toBe(311)
    expect(raidBossDrop(dataset, nekzali, 'lfr')).toMatchObject({
      itemLevel: 279,
      placement: 'Veteran 1/6',
    })
  })

  it('gives the last two bosses Myth 9 on Mythic, as the drop and in the vault', () => {
    expect(raidBossDrop(dataset, ulatek, 'mythic')).toMatchObject({
      itemLevel: 344,
      placement: 'Myth 9',
    })
    expect(raidBossVault(dataset, ulatek, 'mythic')?.itemLevel).toBe(344)
    expect(raidBossVault(dataset, vashnik, 'mythic')?.itemLevel).toBe(334)
  })

  it('marks LFR, Normal and Heroic inferred (they assume the Mythic grouping)', () => {
    expect(raidBossDrop(dataset, ulatek, 'mythic')?.provenance.certainty).toBe('confirmed')
    const heroic = raidBossDrop(dataset, ulatek, 'heroic')?.provenance
    expect(heroic?.certainty).toBe('inferred')
    expect(heroic?.note).toMatch(/Mythic only/)
  })

  it('marks the bosses whose group sources dispute, on every difficulty, with the reason', () => {
    for (const difficulty of ['lfr', 'normal', 'heroic', 'mythic'] as const) {
      const drop = raidBossDrop(dataset, twinFangs, difficulty)
      expect(drop?.provenance.certainty, difficulty).toBe('disputed')
      expect(drop?.provenance.note).toMatch(/kill order/)
    }
  })

  it('gives the vault by difficulty: LFR inferred, Heroic 318', () => {
    expect(raidBossVault(dataset, ulatek, 'heroic')).toMatchObject({
      itemLevel: 318,
      placement: 'Myth 1/6',
    })
    expect(raidBossVault(dataset, nekzali, 'lfr')?.provenance.certainty).toBe('inferred')
    expect(raidBossVault(dataset, nekzali, 'normal')?.itemLevel).toBe(305)
  })

  it('knows nothing of a boss outside the raid', () => {
    expect(raidBossDrop(dataset, 2878, 'heroic')).toBeUndefined()
  })
})
