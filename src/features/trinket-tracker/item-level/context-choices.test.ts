import { describe, expect, it } from 'vitest'
import { copyOfSeason, season } from '../model/test-dataset'
import { contextChoices, resolveItemLevelContext } from './context-choices'
import { contextLabel } from './context-labels'

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
    expect(choices.keyLevels[0]).toBe(0)
    expect(choices.keyLevels).not.toContain(1)
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

  it('offers Mythic 0 first in the key picker, named the way players say it', () => {
    expect(contextChoices(season).keyLevels.slice(0, 2)).toEqual([0, 2])
    expect(contextLabel(season, { kind: 'key', keyLevel: 0 })).toBe('Mythic 0')
  })

  it('names contexts the way players say them', () => {
    expect(contextLabel(season, { kind: 'key', keyLevel: 12 })).toBe('Mythic+ +12')
    expect(contextLabel(season, { kind: 'raid', difficulty: 'lfr' })).toBe('LFR raid')
    expect(contextLabel(season, { kind: 'track', track: 'hero', step: 4 })).toBe('Hero 4/6')
    expect(contextLabel(season, undefined)).toBe('Drop range')
  })
})
