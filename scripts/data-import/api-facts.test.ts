import { describe, expect, it } from 'vitest'
import { cooldownFromDescription, trinketFacts } from './api-facts'

describe('cooldownFromDescription', () => {
  it.each([
    ['Use: Gain haste. (2 Min Cooldown)', 120],
    ['Use: Gain haste. (1 Min, 30 Sec Cooldown)', 90],
    ['Use: Gain haste. (45 Sec Cooldown)', 45],
    ['Use: Train it. (1 Day Cooldown)', 86_400],
    ['Use: Gain haste.', null],
  ])('%s → %s', (text, seconds) => {
    expect(cooldownFromDescription(text)).toBe(seconds)
  })
})

describe('trinketFacts', () => {
  const item = {
    id: 1,
    name: 'Charm',
    quality: { type: 'LEGENDARY' },
    inventory_type: { type: 'TRINKET' },
    preview_item: {
      stats: [{ type: { type: 'INTELLECT' } }, { type: { type: 'HASTE_RATING' } }],
      spells: [{ spell: { id: 2 }, description: 'Use: Gain haste. (2 Min Cooldown)' }],
    },
  }

  it('keeps primary stats only and reports a quality the schema lacks', () => {
    const facts = trinketFacts(item, null, true)
    expect(facts).toMatchObject({
      primaryStats: ['intellect'],
      quality: null,
      unknownQuality: 'LEGENDARY',
      onUse: true,
      useCooldownSeconds: 120,
      icon: null,
    })
  })

  it('does not read on-use flags from other languages', () => {
    expect(trinketFacts(item, null, false)).toMatchObject({ onUse: null, useCooldownSeconds: null })
  })

  it('reads the icon name from the media URL', () => {
    const media = {
      id: 1,
      assets: [
        {
          key: 'icon',
          value: 'https://render.example/icons/56/inv_charm.jpg?v=2',
          file_data_id: 7,
        },
      ],
    }
    expect(trinketFacts(item, media, true).icon).toEqual({ name: 'inv_charm', fileId: 7 })
  })
})
