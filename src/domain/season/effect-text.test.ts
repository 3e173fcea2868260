import { describe, expect, it } from 'vitest'
import { describeEffect, formatSeconds } from './effect-text'
import type { Effect } from './schema'

function effect(partial: Partial<Effect>): Effect {
  return {
    kind: 'on-use',
    gives: ['gain critical strike'],
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
  it('describes an on-use with its duration and cooldown', () => {
    expect(describeEffect(effect({ durationSeconds: 15, cooldownSeconds: 90 }))).toBe(
      'Use: gain critical strike for 15 s (1 min 30 s cooldown)',
    )
  })

  it('says the cooldown is unknown rather than hiding it', () => {
    expect(
      describeEffect(effect({ gives: ['gain strength or agility'], durationSeconds: 20 })),
    ).toBe('Use: gain strength or agility for 20 s (cooldown unknown)')
  })

  it('puts the duration of a several-part effect first, so it does not read as the last part’s', () => {
    const line = describeEffect(
      effect({
        kind: 'proc',
        gives: ['gain strength', 'nearby allies move 25% faster for 10 s'],
        durationSeconds: 15,
      }),
    )
    expect(line).toBe('Proc: for 15 s, gain strength and nearby allies move 25% faster for 10 s')
  })

  it('joins three parts in plain English', () => {
    expect(
      describeEffect(
        effect({ kind: 'proc', gives: ['heal an ally', 'deal Fire damage', 'gain haste'] }),
      ),
    ).toBe('Proc: heal an ally, deal Fire damage and gain haste')
  })

  it('shows a proc internal cooldown', () => {
    expect(
      describeEffect(effect({ kind: 'proc', durationSeconds: 30, internalCooldownSeconds: 30 })),
    ).toBe('Proc: gain critical strike for 30 s (30 s internal cooldown)')
  })

  it('describes a passive, a second use effect and a second equip effect', () => {
    expect(describeEffect(effect({ kind: 'passive', gives: ['gain mastery at all times'] }))).toBe(
      'Equip: gain mastery at all times',
    )
    expect(
      describeEffect(
        effect({
          kind: 'proc',
          gives: ['summon a helper'],
          alsoOnUse: { does: 'train the helper', cooldownSeconds: 86_400 },
        }),
      ),
    ).toBe('Proc: summon a helper; Use: train the helper (1 day cooldown)')
    expect(
      describeEffect(
        effect({
          gives: ['gain intellect'],
          durationSeconds: 30,
          cooldownSeconds: 30,
          alsoOnEquip: 'your spells build up a debuff',
        }),
      ),
    ).toBe('Use: gain intellect for 30 s (30 s cooldown); Equip: your spells build up a debuff')
  })

  it('is honest when the kind or the whole effect is unknown', () => {
    expect(describeEffect(effect({ kind: null, gives: ['give yourself a buff'] }))).toBe(
      'Effect: give yourself a buff (use or proc unknown)',
    )
    expect(describeEffect(null)).toBe('Effect unknown')
  })
})
