import { describe, expect, it } from 'vitest'
import { describeEffect, formatSeconds } from './effect-text'
import type { Effect } from './schema'

function effect(partial: Partial<Effect>): Effect {
  return {
    kind: 'on-use',
    gives: ['critical strike'],
    durationSeconds: null,
    cooldownSeconds: null,
    internalCooldownSeconds: null,
    ...partial,
  }
}

describe('formatSeconds', () => {
  it.each([
    [15, '15 s'],
    [60, '1 min'],
    [90, '1 min 30 s'],
    [120, '2 min'],
    [240, '4 min'],
    [0.75, '0.75 s'],
    [86_400, '1 day'],
    [3_660, '1 h 1 min'],
  ])('%s s reads "%s"', (seconds, text) => {
    expect(formatSeconds(seconds)).toBe(text)
  })
})

describe('describeEffect', () => {
  it('describes a stat on-use with duration and cooldown', () => {
    expect(
      describeEffect(
        effect({ gives: ['critical strike'], durationSeconds: 15, cooldownSeconds: 90 }),
      ),
    ).toBe('Use: gain critical strike for 15 s (1 min 30 s cooldown)')
  })

  it('says the cooldown is unknown rather than hiding it', () => {
    expect(describeEffect(effect({ gives: ['strength or agility'], durationSeconds: 20 }))).toBe(
      'Use: gain strength or agility for 20 s (cooldown unknown)',
    )
  })

  it('does not "gain" damage', () => {
    expect(
      describeEffect(effect({ gives: ['damage (Nature, split, 3 bites)'], cooldownSeconds: 60 })),
    ).toBe('Use: damage (Nature, split, 3 bites) (1 min cooldown)')
  })

  it('joins several parts in plain English', () => {
    expect(
      describeEffect(
        effect({ kind: 'proc', gives: ['healing (ally)', 'damage (Fire, split)', 'haste'] }),
      ),
    ).toBe('Proc: healing (ally), damage (Fire, split) and haste')
  })

  it('shows a proc internal cooldown', () => {
    expect(
      describeEffect(
        effect({
          kind: 'proc',
          gives: ['critical strike'],
          durationSeconds: 30,
          internalCooldownSeconds: 30,
        }),
      ),
    ).toBe('Proc: gain critical strike for 30 s (30 s internal cooldown)')
  })

  it('describes a passive and a second use effect', () => {
    expect(describeEffect(effect({ kind: 'passive', gives: ['mastery (always on)'] }))).toBe(
      'Equip: mastery (always on)',
    )
    expect(
      describeEffect(
        effect({
          kind: 'proc',
          gives: ['summons a helper'],
          alsoOnUse: { does: 'trains the whelp', cooldownSeconds: 86_400 },
        }),
      ),
    ).toBe('Proc: summons a helper; Use: trains the whelp (1 day cooldown)')
  })

  it('is honest when the kind or the whole effect is unknown', () => {
    expect(describeEffect(effect({ kind: null, gives: ['a self buff'] }))).toBe(
      'Effect: a self buff (use or proc unknown)',
    )
    expect(describeEffect(null)).toBe('Effect unknown')
  })
})
