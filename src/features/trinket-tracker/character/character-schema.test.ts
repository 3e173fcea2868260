import { describe, expect, it } from 'vitest'
import { characterFromStorage, characterLimits } from './character-schema'

const trinket = (id: number) => ({
  id,
  where: 'bags',
  itemLevel: 298,
  bonusIds: [12349],
  bonusIdsCut: false,
  levelFrom: 'export',
  bonusLevel: null,
  bonusIdsContradict: false,
  name: 'Ruby Whelp Shell',
})

const stored = {
  name: 'Jaina',
  classSlug: 'mage',
  specSlug: 'fire',
  trinkets: [
    {
      id: 250224,
      where: 'equipped',
      slot: 2,
      itemLevel: 305,
      bonusIds: [13440, 6652],
      bonusIdsCut: false,
      levelFrom: 'export',
      bonusLevel: null,
      bonusIdsContradict: false,
      name: "Mindpiercer's Sigil",
    },
    {
      id: 241340,
      where: 'equipped',
      slot: 1,
      itemLevel: 285,
      bonusIds: [],
      bonusIdsCut: false,
      levelFrom: 'export',
      bonusLevel: null,
      bonusIdsContradict: false,
      name: null,
    },
    {
      id: 273796,
      where: 'vault',
      itemLevel: 315,
      bonusIds: [],
      bonusIdsCut: false,
      levelFrom: 'export',
      bonusLevel: null,
      bonusIdsContradict: false,
      name: 'Vile Vial of Volatile Venom',
    },
  ],
  trinketsLeftOut: 0,
  gameVersion: '12.1.0.69933',
  level: 90,
  currencies: [{ id: 3445, amount: 45 }],
  watermarks: [{ slot: 10, itemLevel: 308 }],
  achievements: [62410],
}

const read = (value: unknown) => characterFromStorage(JSON.stringify(value))

describe('a character read back from storage', () => {
  it('reads what the site stored as it was', () => {
    expect(read(stored)).toEqual(stored)
    expect(
      read({ ...stored, name: '', trinkets: [{ ...trinket(250214), itemLevel: null }] }),
    ).toEqual({ ...stored, name: '', trinkets: [{ ...trinket(250214), itemLevel: null }] })
  })

  it('still reads a character the previous version stored, so players keep what they had', () => {
    // Exactly what the previous version wrote: this season's trinkets without a name or a slot,
    // and the other seasons' ones apart, in `ignored`.
    const previous =
      '{"name":"Jaina","classSlug":"mage","specSlug":"frost","trinkets":[{"id":250224,"where":"equipped","itemLevel":305,"bonusIds":[12350,6652,10278]},{"id":193757,"where":"bags","itemLevel":298,"bonusIds":[12349,6652]}],"ignored":[{"id":219314,"name":"Old Trinket From Last Season"}]}'
    expect(characterFromStorage(previous)).toEqual({
      name: 'Jaina',
      classSlug: 'mage',
      specSlug: 'frost',
      trinkets: [
        {
          id: 250224,
          where: 'equipped',
          itemLevel: 305,
          bonusIds: [12350, 6652, 10278],
          bonusIdsCut: false,
          levelFrom: 'export',
          bonusLevel: null,
          bonusIdsContradict: false,
          name: null,
        },
        {
          id: 193757,
          where: 'bags',
          itemLevel: 298,
          bonusIds: [12349, 6652],
          bonusIdsCut: false,
          levelFrom: 'export',
          bonusLevel: null,
          bonusIdsContradict: false,
          name: null,
        },
      ],
      // What the previous version did not read reads as not given.
      trinketsLeftOut: 0,
      gameVersion: null,
      level: null,
      currencies: [],
      watermarks: [],
      achievements: [],
    })
  })

  it('counts nothing, broken text or something else stored there as no character', () => {
    for (const raw of [null, '', '{not json', 'null', '42', '"Jaina"', '[]', '{}']) {
      expect(characterFromStorage(raw)).toBeUndefined()
    }
  })

  it('counts a character with a field of the wrong kind as none, rather than guessing', () => {
    const tampered: Record<string, unknown>[] = [
      { ...stored, classSlug: 1 },
      { ...stored, specSlug: 'Frost Mage' },
      { ...stored, name: null },
      { ...stored, trinkets: 'all of them' },
      { ...stored, trinkets: undefined },
      { ...stored, trinkets: [{ ...trinket(1), where: 'pocket' }] },
      { ...stored, trinkets: [{ ...trinket(1), where: 'equipped', slot: 3 }] },
      { ...stored, trinkets: [{ ...trinket(1), where: 'equipped', slot: '1' }] },
      { ...stored, trinkets: [{ ...trinket(1), itemLevel: '311' }] },
      { ...stored, trinkets: [{ ...trinket(1), itemLevel: 12_345 }] },
      { ...stored, trinkets: [{ ...trinket(1), name: 42 }] },
      { ...stored, trinkets: [trinket(-2)] },
      { ...stored, trinkets: [trinket(1.5)] },
      { ...stored, trinkets: [trinket(1_000_000_000)] },
      { ...stored, trinkets: [{ ...trinket(1), bonusIds: [[1]] }] },
      { ...stored, trinkets: [null] },
    ]
    for (const value of tampered) expect(read(value)).toBeUndefined()
  })

  it('keeps only the first entries of lists far longer than an export holds', () => {
    // 100,000 ids: about 6 MB, more than a browser's localStorage takes.
    const ids = Array.from({ length: 100_000 }, (_, index) => index + 1)
    const character = read({
      ...stored,
      name: 'J'.repeat(10_000),
      trinkets: ids.map((id) => ({
        ...trinket(id),
        bonusIds: id === 1 ? ids : [],
        bonusIdsCut: false,
        levelFrom: 'export',
        bonusLevel: null,
        bonusIdsContradict: false,
        name: id === 1 ? 'x'.repeat(10_000) : null,
      })),
      // What the previous version kept apart: left unread, however long.
      ignored: ids.map((id) => ({ id, name: null })),
    })
    expect(character?.trinkets).toHaveLength(characterLimits.trinkets)
    expect(character?.trinkets.map((t) => t.id)).toEqual(ids.slice(0, characterLimits.trinkets))
    expect(character?.trinkets[0]?.bonusIds).toHaveLength(characterLimits.bonusIds)
    expect(character?.trinkets[0]?.name).toHaveLength(characterLimits.itemName)
    expect(character?.name).toHaveLength(characterLimits.name)
    expect(character).not.toHaveProperty('ignored')
  })

  it('still refuses a long list whose kept entries are malformed', () => {
    expect(
      read({ ...stored, trinkets: Array.from({ length: 100_000 }, () => 'x') }),
    ).toBeUndefined()
  })
})
