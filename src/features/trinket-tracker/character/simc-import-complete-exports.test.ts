// Whole exports as players paste them, from public code (test-exports/, each says where it comes
// from).
import { describe, expect, it } from 'vitest'
import { season } from '../model/test-dataset'
import { readSimcExport } from './simc-import'
import { read } from './simc-import-samples'
import devastationEvoker from './test-exports/devastation-evoker.txt?raw'
import disciplinePriest from './test-exports/discipline-priest.txt?raw'
import fireMage from './test-exports/fire-mage-issue-31.txt?raw'
import furyWarrior from './test-exports/fury-warrior-12-1.txt?raw'
import furyWarriorChinese from './test-exports/fury-warrior-chinese-names.txt?raw'
import marksmanshipHunter from './test-exports/marksmanship-hunter.txt?raw'
import mistweaverMonk from './test-exports/mistweaver-monk.txt?raw'
import restorationShaman from './test-exports/restoration-shaman.txt?raw'
import unholyDeathKnight from './test-exports/unholy-death-knight.txt?raw'

describe('complete exports from public code (test-exports/)', () => {
  it('reads a real 12.1 Fury Warrior: bag trinkets without a comment, crests, marks, achievements', () => {
    const character = read(furyWarrior)
    expect(character).toMatchObject({
      name: 'Gulthrak',
      classSlug: 'warrior',
      specSlug: 'fury',
      gameVersion: '12.1.0.69933',
      level: 90,
      trinketsLeftOut: 0,
    })
    expect(character.trinkets.map((t) => [t.id, t.where, t.itemLevel, t.name])).toEqual([
      [251792, 'equipped', 308, "Glorious Crusader's Keepsake"],
      [274493, 'equipped', 311, "Effigy of Ula'tek's Faithful"],
      // The addon wrote no comment above three of the four: their level is read from the bonus
      // ids (Champion 1/6, Veteran 2/6, Hero 1/6); their names come from the site's own table.
      [274496, 'bags', 292, null],
      [251792, 'bags', 292, "Glorious Crusader's Keepsake"],
      [264694, 'bags', 282, null],
      [248583, 'bags', 305, null],
    ])
    expect(character.trinkets.map((t) => [t.levelFrom, t.bonusLevel?.label])).toEqual([
      ['export', 'Champion 6/6'],
      ['export', 'Hero 3/6'],
      ['bonus-ids', 'Champion 1/6'],
      ['export', 'Champion 1/6'],
      ['bonus-ids', 'Veteran 2/6'],
      ['bonus-ids', 'Hero 1/6'],
    ])
    expect(character.trinkets[2]?.bonusIds).toEqual([12833, 6652])
    // Only currencies (c:), not items (i:); amounts as written.
    expect(character.currencies).toMatchObject([
      { id: 1792, amount: 550 },
      { id: 2122, amount: 1 },
      { id: 3442, amount: 22 },
      { id: 3445, amount: 7 },
      { id: 3443, amount: 10 },
      { id: 3444, amount: 14 },
      { id: 3446, amount: 5 },
    ])
    expect(character.watermarks).toContainEqual({ slot: 10, itemLevel: 308 })
    expect(character.watermarks).toHaveLength(17)
    expect(character.achievements).toEqual([19326, 19577, 19578, 40107, 40115, 40118, 62410, 62411])
  })

  it("reads issue #31's Fire Mage: a crafted and a season trinket worn, two in the bags, two vault choices", () => {
    const character = read(fireMage)
    expect(character).toMatchObject({ name: 'Sozinn', classSlug: 'mage', specSlug: 'fire' })
    expect(character.trinkets).toMatchObject([
      {
        id: 241340,
        where: 'equipped',
        slot: 1,
        itemLevel: 298,
        bonusIds: [12214, 13667, 12497, 12066, 8791, 13622],
        bonusIdsCut: false,
        name: "Magister's Alchemist Stone",
      },
      // `# upgrade_levels=…` between its name and its line: the level still comes through.
      {
        id: 250224,
        where: 'equipped',
        slot: 2,
        itemLevel: 305,
        bonusIds: [13440, 6652, 12699, 12806],
        bonusIdsCut: false,
        name: "Mindpiercer's Sigil",
      },
      {
        id: 270167,
        where: 'bags',
        itemLevel: 292,
        bonusIds: [12795, 13440, 6652, 12699],
        bonusIdsCut: false,
        name: "Wavecaller's Seastone",
      },
      {
        id: 250256,
        where: 'bags',
        itemLevel: 266,
        bonusIds: [12795, 13440, 6652, 12699],
        bonusIdsCut: false,
        name: 'Heart of Wind',
      },
      {
        id: 273796,
        where: 'vault',
        itemLevel: 315,
        bonusIds: [13440, 6652, 12699],
        bonusIdsCut: false,
        name: 'Vile Vial of Volatile Venom',
      },
      {
        id: 270169,
        where: 'vault',
        itemLevel: 315,
        bonusIds: [13440, 6652, 12699],
        bonusIdsCut: false,
        name: "Hex Lord's Dooming Idol",
      },
    ])
  })

  it('reads a whole current export unchanged: loadouts, crafted gear, character info, checksum', () => {
    const character = read(marksmanshipHunter)
    expect(character).toMatchObject({
      name: 'Sozinn',
      classSlug: 'hunter',
      specSlug: 'marksmanship',
    })
    // None of them is this season's: all kept, named.
    expect(character.trinkets).toMatchObject([
      {
        id: 193701,
        where: 'equipped',
        slot: 1,
        itemLevel: 298,
        bonusIds: [13440, 6652, 12699, 13654],
        bonusIdsCut: false,
        name: "Algeth'ar Puzzle Box",
      },
      {
        id: 250144,
        where: 'equipped',
        slot: 2,
        itemLevel: 289,
        bonusIds: [13440, 6652, 12699, 12806],
        bonusIdsCut: false,
        name: 'Emberwing Feather',
      },
      {
        id: 250256,
        where: 'bags',
        itemLevel: 266,
        bonusIds: [12795, 13440, 6652, 12699],
        bonusIdsCut: false,
        name: 'Heart of Wind',
      },
    ])
  })

  it("reads healers' exports: a Discipline Priest, a Mistweaver Monk, a Restoration Shaman", () => {
    const priest = read(disciplinePriest)
    expect(priest).toMatchObject({ name: 'Voulkdemo', classSlug: 'priest', specSlug: 'discipline' })
    // Older addon versions wrote no name above worn items: no level, no name, not guessed.
    expect(priest.trinkets).toMatchObject([
      {
        id: 200563,
        where: 'equipped',
        slot: 1,
        itemLevel: null,
        bonusIds: [6652, 1485, 5864, 8767],
        bonusIdsCut: false,
        name: null,
      },
      {
        id: 194300,
        where: 'equipped',
        slot: 2,
        itemLevel: null,
        bonusIds: [6652, 7980, 1475, 8767],
        bonusIdsCut: false,
        name: null,
      },
      {
        id: 110007,
        where: 'bags',
        itemLevel: 392,
        bonusIds: [8966, 7977, 6652, 9144, 3277, 8767],
        bonusIdsCut: false,
        name: "Voidmender's Shadowgem",
      },
    ])

    const monk = read(mistweaverMonk)
    expect(monk).toMatchObject({ classSlug: 'monk', specSlug: 'mistweaver' })
    expect(monk.trinkets.map((t) => [t.id, t.where, t.slot])).toEqual([
      [194307, 'equipped', 1],
      [191492, 'equipped', 2],
    ])

    const shaman = read(restorationShaman)
    expect(shaman).toMatchObject({
      name: 'Voulksham',
      classSlug: 'shaman',
      specSlug: 'restoration',
    })
    expect(shaman.trinkets.map((t) => [t.id, t.where, t.slot, t.itemLevel])).toEqual([
      [178809, 'equipped', 1, null],
      [178298, 'equipped', 2, null],
    ])
  })

  it('reads other classes: an Evoker, a Death Knight with no trinket, a Chinese client', () => {
    const evoker = read(devastationEvoker)
    expect(evoker).toMatchObject({ classSlug: 'evoker', specSlug: 'devastation' })
    expect(evoker.trinkets.map((t) => [t.id, t.where, t.itemLevel, t.name])).toEqual([
      [203729, 'equipped', null, null],
      [193773, 'equipped', null, null],
      [202614, 'bags', 444, "Rashok's Molten Heart"],
    ])

    // Tab-indented lines, `drop_level=`, `gem_id1=`: the character comes in, with no trinket.
    expect(read(unholyDeathKnight)).toEqual({
      name: 'Gubulgi',
      classSlug: 'death-knight',
      specSlug: 'unholy',
      trinkets: [],
      trinketsLeftOut: 0,
      gameVersion: '12.0.1.66709',
      level: 90,
      currencies: [],
      watermarks: [],
      achievements: [123, 456],
    })

    // Its vault holds a helm: no trinket comes in from it.
    expect(read(furyWarriorChinese)).toEqual({
      name: '炎色雷灬',
      classSlug: 'warrior',
      specSlug: 'fury',
      trinkets: [],
      trinketsLeftOut: 0,
      gameVersion: '12.0.7',
      level: 90,
      currencies: [{ id: 3347, amount: 267 }],
      watermarks: [],
      achievements: [],
    })
  })

  it('reads each of them the same with Windows line endings and a byte order mark', () => {
    for (const text of [fireMage, marksmanshipHunter, disciplinePriest, unholyDeathKnight]) {
      expect(readSimcExport(season, `\uFEFF${text.replace(/\r?\n/g, '\r\n')}`)).toEqual(
        readSimcExport(season, text),
      )
    }
  })
})
