import { describe, expect, it } from 'vitest'
import type { Trinket } from '~/domain/season/schema'
import { copyOfSeason, season, trinketNamed } from '../test-dataset'
import {
  contextChoices,
  contextLabel,
  raidStepNote,
  resolveItemLevelContext,
  rewardForKeyLevel,
  simulatedItemLevel,
  type TrinketItemLevel,
  trinketItemLevel,
} from './item-level'

function levelOf(trinket: Trinket, context: Parameters<typeof trinketItemLevel>[3]) {
  const source = trinket.sources[0]
  if (!source) throw new Error('trinket without a source')
  return trinketItemLevel(season, trinket, source, context)
}

function dropOf(answer: TrinketItemLevel) {
  if (answer.kind !== 'drop') throw new Error(`expected a drop, got ${answer.kind}`)
  return answer
}

describe('keystone levels', () => {
  const lightspireCore = trinketNamed('Lightspire Core') // The Blinding Vale, a dungeon

  it('gives the end-of-dungeon and Great Vault levels with their place on the tracks', () => {
    const answer = dropOf(levelOf(lightspireCore, { kind: 'key', keyLevel: 10 }))
    expect(answer.drop).toEqual({ itemLevel: 311, placement: 'Hero 3/6', certainty: 'confirmed' })
    expect(answer.vault).toEqual({ itemLevel: 318, placement: 'Myth 1/6', certainty: 'confirmed' })
  })

  it('keeps the +10 rewards for every higher key, where the rewards stop rising', () => {
    const at10 = levelOf(lightspireCore, { kind: 'key', keyLevel: 10 })
    for (const keyLevel of [11, 15, 20]) {
      expect(levelOf(lightspireCore, { kind: 'key', keyLevel })).toEqual(at10)
    }
  })

  it('marks the low keys the sources disagree on as disputed, with the reason', () => {
    const answer = dropOf(levelOf(lightspireCore, { kind: 'key', keyLevel: 3 }))
    expect(answer.drop.itemLevel).toBe(295)
    expect(answer.drop.certainty).toBe('disputed')
    expect(answer.drop.note).toMatch(/before keys opened/)
  })

  it('says a raid trinket does not come from keys instead of giving it a key level', () => {
    const answer = levelOf(trinketNamed("Voracious Heart of Ula'tek"), {
      kind: 'key',
      keyLevel: 10,
    })
    expect(answer).toEqual({ kind: 'elsewhere', reason: 'Raid drop, not from keys' })
  })

  it('says unknown when the season has no reward row for a key level', () => {
    const dataset = copyOfSeason()
    dataset.mythicPlus.rewards = dataset.mythicPlus.rewards.filter((r) => r.keyLevel !== 4)
    expect(rewardForKeyLevel(dataset, 4)).toBeUndefined()
    const trinket = trinketNamed('Lightspire Core', dataset)
    const source = trinket.sources[0]
    if (!source) throw new Error('no source')
    expect(trinketItemLevel(dataset, trinket, source, { kind: 'key', keyLevel: 4 }).kind).toBe(
      'unknown',
    )
  })
})

describe('raid difficulties', () => {
  it("shows the first step of the difficulty's track, marked inferred: no source gives each boss's step", () => {
    const idol = trinketNamed('Idol of the Howling Nexus') // Sszorak, not one of the last two
    expect(dropOf(levelOf(idol, { kind: 'raid', difficulty: 'lfr' })).drop).toEqual({
      itemLevel: 279,
      placement: 'Veteran 1/6',
      certainty: 'inferred',
      note: raidStepNote,
    })
    expect(dropOf(levelOf(idol, { kind: 'raid', difficulty: 'heroic' })).drop.itemLevel).toBe(305)
    expect(dropOf(levelOf(idol, { kind: 'raid', difficulty: 'mythic' })).drop).toMatchObject({
      itemLevel: 318,
      placement: 'Myth 1/6',
      certainty: 'inferred',
    })
  })

  it('gives Myth 9 for the last two bosses on Mythic, and only on Mythic', () => {
    const heart = trinketNamed("Voracious Heart of Ula'tek")
    const mythic = dropOf(levelOf(heart, { kind: 'raid', difficulty: 'mythic' }))
    expect(mythic.drop.itemLevel).toBe(344)
    expect(mythic.drop.placement).toBe('Myth 9')
    expect(dropOf(levelOf(heart, { kind: 'raid', difficulty: 'heroic' })).drop.itemLevel).toBe(305)
  })

  it('uses the lair table for the lair, which has no LFR', () => {
    const seastone = trinketNamed("Wavecaller's Seastone")
    expect(dropOf(levelOf(seastone, { kind: 'raid', difficulty: 'normal' })).drop.itemLevel).toBe(
      292,
    )
    expect(levelOf(seastone, { kind: 'raid', difficulty: 'lfr' }).kind).toBe('elsewhere')
  })

  it('says a dungeon trinket does not drop in the raid', () => {
    const answer = levelOf(trinketNamed('Lightspire Core'), { kind: 'raid', difficulty: 'heroic' })
    expect(answer.kind).toBe('elsewhere')
  })
})

describe('upgrade tracks', () => {
  it('gives the step of the track, e.g. Hero 4/6', () => {
    const answer = levelOf(trinketNamed('Lightspire Core'), {
      kind: 'track',
      track: 'hero',
      step: 4,
    })
    expect(answer).toEqual({
      kind: 'track',
      level: { itemLevel: 315, placement: 'Hero 4/6', certainty: 'confirmed' },
    })
  })

  it('marks the Myth steps that are inferred, with the reason', () => {
    const answer = levelOf(trinketNamed('Lightspire Core'), {
      kind: 'track',
      track: 'myth',
      step: 3,
    })
    if (answer.kind !== 'track') throw new Error('expected a track level')
    expect(answer.level.certainty).toBe('inferred')
    expect(answer.level.note).toMatch(/inferred/)
  })

  it('gives no track level to the Season 1 world-boss trinket, which cannot be upgraded', () => {
    const insignia = trinketNamed("Forgotten Farstrider's Insignia")
    const answer = levelOf(insignia, { kind: 'track', track: 'hero', step: 1 })
    expect(answer.kind).toBe('unknown')
    expect(simulatedItemLevel(answer)).toBeNull()
  })
})

describe('no context: the drop range', () => {
  it('shows a raid trinket’s confirmed range', () => {
    expect(levelOf(trinketNamed('Idol of the Howling Nexus'), undefined)).toEqual({
      kind: 'range',
      min: 279,
      max: 334,
      certainty: 'confirmed',
    })
  })

  it('keeps an unknown lowest level unknown and says the range is inferred', () => {
    const answer = levelOf(trinketNamed('Lightspire Core'), undefined)
    expect(answer).toMatchObject({ kind: 'range', min: null, max: 334, certainty: 'inferred' })
  })

  it('says unknown when nothing about the level is known', () => {
    const answer = levelOf(trinketNamed("Forgotten Farstrider's Insignia"), undefined)
    expect(answer.kind).toBe('unknown')
  })
})

describe('contexts against the season', () => {
  it('drops a track step or difficulty the season does not have', () => {
    expect(resolveItemLevelContext(season, { kind: 'track', track: 'hero', step: 7 })).toBe(
      undefined,
    )
    const dataset = copyOfSeason()
    dataset.raidDifficulties = dataset.raidDifficulties.filter((d) => d.difficulty !== 'lfr')
    expect(resolveItemLevelContext(dataset, { kind: 'raid', difficulty: 'lfr' })).toBeUndefined()
    expect(resolveItemLevelContext(season, { kind: 'key', keyLevel: 12 })).toEqual({
      kind: 'key',
      keyLevel: 12,
    })
  })

  it('offers every key level from the lowest reward row, every difficulty and track step', () => {
    const choices = contextChoices(season)
    expect(choices.keyLevels[0]).toBe(2)
    expect(choices.keyLevels.at(-1)).toBe(20)
    expect(choices.difficulties.map((d) => d.name)).toEqual(['LFR', 'Normal', 'Heroic', 'Mythic'])
    expect(choices.tracks.map((t) => `${t.slug}:${t.steps.length}`)).toEqual([
      'adventurer:6',
      'veteran:6',
      'champion:6',
      'hero:6',
      'myth:6',
    ])
  })

  it('names contexts the way players say them', () => {
    expect(contextLabel(season, { kind: 'key', keyLevel: 12 })).toBe('Mythic+ +12')
    expect(contextLabel(season, { kind: 'raid', difficulty: 'lfr' })).toBe('LFR raid')
    expect(contextLabel(season, { kind: 'track', track: 'hero', step: 4 })).toBe('Hero 4/6')
    expect(contextLabel(season, undefined)).toBe('Drop range')
  })
})
