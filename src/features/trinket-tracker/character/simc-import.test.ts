import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { season } from '../test-dataset'
import { characterLimits } from './character-schema'
import { importMessages, readSimcExport } from './simc-import'
import devastationEvoker from './test-exports/devastation-evoker.txt?raw'
import disciplinePriest from './test-exports/discipline-priest.txt?raw'
import fireMage from './test-exports/fire-mage-issue-31.txt?raw'
import furyWarriorChinese from './test-exports/fury-warrior-chinese-names.txt?raw'
import marksmanshipHunter from './test-exports/marksmanship-hunter.txt?raw'
import mistweaverMonk from './test-exports/mistweaver-monk.txt?raw'
import restorationShaman from './test-exports/restoration-shaman.txt?raw'
import unholyDeathKnight from './test-exports/unholy-death-knight.txt?raw'

// Short exports in the addon's shape, for the edge cases; the complete real ones are in
// test-exports/ (each says where it comes from). Item ids are this season's trinkets unless a test
// says otherwise.
const frostMage = `# Jaina - Frost - 2026-09-02 21:14 - EU/Silvermoon
# SimC Addon 12.1.0-01
# WoW 12.1.0.61234, TOC 120100
# Requires SimulationCraft 1210-01 or newer

mage="Jaina"
level=90
race=human
region=eu
server=silvermoon
role=spell
professions=tailoring=100/enchanting=100
spec=frost

talents=C4DAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA

# Fractured Hood (298)
head=,id=212074,bonus_id=6652/10354
# Mindpiercer's Sigil (305)
trinket1=,id=250224,bonus_id=12350/6652/10278
# Lightspire Core (311)
trinket2=,id=250214,bonus_id=12352/6652
# Staff of the Woods (305)
main_hand=,id=221164,enchant_id=7463

### Gear from Bags
#
# Ruby Whelp Shell (298)
# trinket1=,id=193757,bonus_id=12349/6652
#
# Old Trinket From Last Season (289)
# trinket1=,id=219314,bonus_id=10390
#
# Fractured Ring (292)
# finger1=,id=221136,bonus_id=6652

### Weekly Reward Choices
#
# Freightrunner's Flask (318)
# trinket1=,id=250215,bonus_id=12370

### Additional Character Info
#
# upgrade_currencies=c:3008:1200
#
# Checksum: 1a2b3c4d
`

const havocDemonHunter = `# Illidari - Havoc - 2026-09-03 18:02 - US/Illidan
# SimC Addon 12.1.0-02

demonhunter="Illidari"
level=90
race=night_elf
spec=havoc

# Merektha's Fang (311)
trinket1=,id=158367,bonus_id=12352
trinket2=,id=250259,bonus_id=12350
`

const beastMasteryHunter = `hunter="Rexxar"
spec=beast_mastery
# Vile Vial of Volatile Venom (318)
trinket1=vile_vial_of_volatile_venom,id=273796,ilevel=318
`

describe('reading the SimulationCraft addon export', () => {
  it('reads the class, spec, both equipped trinkets, the bags and the vault with their levels', () => {
    const result = readSimcExport(season, frostMage)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const { character } = result
    expect(character).toMatchObject({ name: 'Jaina', classSlug: 'mage', specSlug: 'frost' })
    expect(character.trinkets).toEqual([
      {
        id: 250224,
        where: 'equipped',
        slot: 1,
        itemLevel: 305,
        bonusIds: [12350, 6652, 10278],
        name: "Mindpiercer's Sigil",
      },
      {
        id: 250214,
        where: 'equipped',
        slot: 2,
        itemLevel: 311,
        bonusIds: [12352, 6652],
        name: 'Lightspire Core',
      },
      {
        id: 193757,
        where: 'bags',
        itemLevel: 298,
        bonusIds: [12349, 6652],
        name: 'Ruby Whelp Shell',
      },
      // Not this season's: kept all the same, with the export's name.
      {
        id: 219314,
        where: 'bags',
        itemLevel: 289,
        bonusIds: [10390],
        name: 'Old Trinket From Last Season',
      },
      {
        id: 250215,
        where: 'vault',
        itemLevel: 318,
        bonusIds: [12370],
        name: "Freightrunner's Flask",
      },
    ])
  })

  it('leaves out the other slots: only trinkets come in', () => {
    const result = readSimcExport(season, frostMage)
    if (!result.ok) throw new Error(result.message)
    const ids = result.character.trinkets.map((t) => t.id)
    expect(ids).not.toContain(212074)
    expect(ids).not.toContain(221136)
  })

  it('reads another class with a two-word class token and a comment missing above a trinket', () => {
    const result = readSimcExport(season, havocDemonHunter)
    if (!result.ok) throw new Error(result.message)
    expect(result.character).toMatchObject({ classSlug: 'demon-hunter', specSlug: 'havoc' })
    expect(result.character.trinkets).toEqual([
      {
        id: 158367,
        where: 'equipped',
        slot: 1,
        itemLevel: 311,
        bonusIds: [12352],
        name: "Merektha's Fang",
      },
      // No `# Name (level)` line above it: its level and name are unknown, not guessed.
      { id: 250259, where: 'equipped', slot: 2, itemLevel: null, bonusIds: [12350], name: null },
    ])
  })

  it("reads a multi-word spec and an item line's own ilevel when no comment gives one", () => {
    const result = readSimcExport(season, beastMasteryHunter)
    if (!result.ok) throw new Error(result.message)
    expect(result.character).toMatchObject({ classSlug: 'hunter', specSlug: 'beast-mastery' })
    expect(result.character.trinkets).toEqual([
      {
        id: 273796,
        where: 'equipped',
        slot: 1,
        itemLevel: 318,
        bonusIds: [],
        name: 'Vile Vial of Volatile Venom',
      },
    ])
  })

  it('reads Windows line endings, a byte order mark and spaces the same', () => {
    const windows = `\uFEFF${frostMage.replace(/\n/g, '\r\n').replace(/^spec=frost/m, '  spec=frost  ')}`
    expect(readSimcExport(season, windows)).toEqual(readSimcExport(season, frostMage))
  })

  it('reads a header from another addon version (an older one, unquoted class name)', () => {
    const older = `# Jaina - Frost - 2025-12-01 20:00 - EU/Silvermoon
# SimC Addon 11.2.7-03
# Requires SimulationCraft 1127-01 or newer

mage=Jaina
spec=frost
# Lightspire Core (298)
trinket1=,id=250214
`
    const result = readSimcExport(season, older)
    if (!result.ok) throw new Error(result.message)
    expect(result.character.name).toBe('Jaina')
    expect(result.character.trinkets).toEqual([
      {
        id: 250214,
        where: 'equipped',
        slot: 1,
        itemLevel: 298,
        bonusIds: [],
        name: 'Lightspire Core',
      },
    ])
  })

  it('takes an export with no trinkets at all: the spec still comes in', () => {
    const result = readSimcExport(season, 'warrior="Varian"\nspec=protection\n')
    expect(result).toEqual({
      ok: true,
      character: {
        name: 'Varian',
        classSlug: 'warrior',
        specSlug: 'protection',
        trinkets: [],
      },
    })
  })

  it('keeps the first hundred trinkets of an export listing more, as the store keeps them', () => {
    const bags = Array.from(
      { length: 150 },
      (_, index) => `# Lightspire Core (${300 + index})\n# trinket1=,id=250214`,
    )
    const result = readSimcExport(
      season,
      ['mage="Jaina"', 'spec=frost', '### Gear from Bags', ...bags].join('\n'),
    )
    if (!result.ok) throw new Error(result.message)
    expect(result.character.trinkets).toHaveLength(characterLimits.trinkets)
    expect(result.character.trinkets.at(-1)?.itemLevel).toBe(399)
  })
})

const read = (text: string) => {
  const result = readSimcExport(season, text)
  if (!result.ok) throw new Error(result.message)
  return result.character
}

describe('complete exports from public code (test-exports/)', () => {
  it("reads issue #31's Fire Mage: a crafted and a season trinket worn, two in the bags, two vault choices", () => {
    const character = read(fireMage)
    expect(character).toMatchObject({ name: 'Sozinn', classSlug: 'mage', specSlug: 'fire' })
    expect(character.trinkets).toEqual([
      {
        id: 241340,
        where: 'equipped',
        slot: 1,
        itemLevel: 298,
        bonusIds: [12214, 13667, 12497, 12066, 8791, 13622],
        name: "Magister's Alchemist Stone",
      },
      // `# upgrade_levels=…` between its name and its line: the level still comes through.
      {
        id: 250224,
        where: 'equipped',
        slot: 2,
        itemLevel: 305,
        bonusIds: [13440, 6652, 12699, 12806],
        name: "Mindpiercer's Sigil",
      },
      {
        id: 270167,
        where: 'bags',
        itemLevel: 292,
        bonusIds: [12795, 13440, 6652, 12699],
        name: "Wavecaller's Seastone",
      },
      {
        id: 250256,
        where: 'bags',
        itemLevel: 266,
        bonusIds: [12795, 13440, 6652, 12699],
        name: 'Heart of Wind',
      },
      {
        id: 273796,
        where: 'vault',
        itemLevel: 315,
        bonusIds: [13440, 6652, 12699],
        name: 'Vile Vial of Volatile Venom',
      },
      {
        id: 270169,
        where: 'vault',
        itemLevel: 315,
        bonusIds: [13440, 6652, 12699],
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
    expect(character.trinkets).toEqual([
      {
        id: 193701,
        where: 'equipped',
        slot: 1,
        itemLevel: 298,
        bonusIds: [13440, 6652, 12699, 13654],
        name: "Algeth'ar Puzzle Box",
      },
      {
        id: 250144,
        where: 'equipped',
        slot: 2,
        itemLevel: 289,
        bonusIds: [13440, 6652, 12699, 12806],
        name: 'Emberwing Feather',
      },
      {
        id: 250256,
        where: 'bags',
        itemLevel: 266,
        bonusIds: [12795, 13440, 6652, 12699],
        name: 'Heart of Wind',
      },
    ])
  })

  it("reads healers' exports: a Discipline Priest, a Mistweaver Monk, a Restoration Shaman", () => {
    const priest = read(disciplinePriest)
    expect(priest).toMatchObject({ name: 'Voulkdemo', classSlug: 'priest', specSlug: 'discipline' })
    // Older addon versions wrote no name above worn items: no level, no name, not guessed.
    expect(priest.trinkets).toEqual([
      {
        id: 200563,
        where: 'equipped',
        slot: 1,
        itemLevel: null,
        bonusIds: [6652, 1485, 5864, 8767],
        name: null,
      },
      {
        id: 194300,
        where: 'equipped',
        slot: 2,
        itemLevel: null,
        bonusIds: [6652, 7980, 1475, 8767],
        name: null,
      },
      {
        id: 110007,
        where: 'bags',
        itemLevel: 392,
        bonusIds: [8966, 7977, 6652, 9144, 3277, 8767],
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
    })

    // Its vault holds a helm: no trinket comes in from it.
    expect(read(furyWarriorChinese)).toEqual({
      name: '炎色雷灬',
      classSlug: 'warrior',
      specSlug: 'fury',
      trinkets: [],
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

describe('what comes between an item and its name', () => {
  const withBags = (...lines: string[]) =>
    read(['mage="Jaina"', 'spec=fire', ...lines].join('\n')).trinkets

  it('looks past `# upgrade_levels=…` and other `# key=value` lines to the name', () => {
    expect(
      withBags(
        "# Mindpiercer's Sigil (305)",
        '# upgrade_levels=5:6',
        '# some_future_key=1/2/3',
        'trinket1=,id=250224,bonus_id=12350',
      ),
    ).toEqual([
      {
        id: 250224,
        where: 'equipped',
        slot: 1,
        itemLevel: 305,
        bonusIds: [12350],
        name: "Mindpiercer's Sigil",
      },
    ])
  })

  it('never takes the name of the item before: an item line ends the search', () => {
    const trinkets = withBags(
      '### Gear from Bags',
      '#',
      "# Wavecaller's Seastone (292)",
      '# trinket1=,id=270167',
      '# upgrade_levels=5:6',
      '# trinket1=,id=250224,ilevel=301',
    )
    expect(trinkets.map((t) => [t.id, t.itemLevel, t.name])).toEqual([
      [270167, 292, "Wavecaller's Seastone"],
      [250224, 301, null],
    ])
  })

  it('keeps a name the addon wrote without a level, and takes the level from ilevel=', () => {
    expect(
      withBags(
        '### Weekly Reward Choices',
        '#',
        "# Hex Lord's Dooming Idol",
        '# trinket1=,id=270169,ilevel=315',
        '### End of Weekly Reward Choices',
      ),
    ).toEqual([
      {
        id: 270169,
        where: 'vault',
        itemLevel: 315,
        bonusIds: [],
        name: "Hex Lord's Dooming Idol",
      },
    ])
  })
})

describe('sections of the export', () => {
  const trinketsOf = (...lines: string[]) =>
    read(['mage="Jaina"', 'spec=fire', ...lines].join('\n')).trinkets.map((t) => [t.id, t.where])

  it('takes commented trinkets from the bags and the vault only', () => {
    expect(
      trinketsOf(
        '# Saved Loadout: M+',
        '# talents=C4PApei1JmYNvFfEFaN5bWuGKYzsMwAmgZYLws',
        '# trinket1=,id=1',
        '### Gear from Bags',
        '# trinket1=,id=2',
        '### Weekly Reward Choices',
        '# trinket1=,id=3',
        '### End of Weekly Reward Choices',
        '# trinket1=,id=4',
        '### Linked gear',
        '# trinket1=,id=5',
        '### Additional Character Info',
        '# upgrade_currencies=c:3347:17',
        '# trinket1=,id=6',
        '# Checksum: 8d84ff41',
      ),
    ).toEqual([
      [2, 'bags'],
      [3, 'vault'],
    ])
  })

  it('counts a later trinket1= as no third trinket worn, but keeps every copy in the bags', () => {
    expect(
      trinketsOf(
        'trinket1=,id=250224',
        'trinket2=,id=250214',
        'trinket1=,id=270167',
        '### Gear from Bags',
        '# trinket1=,id=250224',
        '# trinket1=,id=250224',
      ),
    ).toEqual([
      [250224, 'equipped'],
      [250214, 'equipped'],
      [250224, 'bags'],
      [250224, 'bags'],
    ])
  })

  it('reads a heading whatever its letter case and trailing text', () => {
    expect(trinketsOf('###   gear from bags', '# trinket1=,id=7')).toEqual([[7, 'bags']])
    expect(trinketsOf('### Weekly Reward Choices ###', '# trinket1=,id=8')).toEqual([[8, 'vault']])
  })
})

describe('names in other languages and scripts', () => {
  // The character names are real players' (fury-warrior-chinese-names.txt; "Pølsefatter" in a
  // public parser's test; "Саммонер" in simulationcraft/simc issue #660). The item names are real
  // localized words from public sources (Chinese from that export, the rest a Blizzard API test's
  // item class names), not these trinkets' names: the reader never checks a name against its id.
  it.each([
    ['炎色雷灬', '盘绕恶意丝带'],
    ['Pølsefatter', 'Schwert Ä Ö Ü ß'],
    ['Саммонер', 'Топор'],
    ['검', '도끼'],
  ])('keeps %s and %s as written', (character, item) => {
    const read = readSimcExport(
      season,
      [`priest="${character}"`, 'spec=holy', `# ${item} (305)`, 'trinket1=,id=250224'].join('\r\n'),
    )
    if (!read.ok) throw new Error(read.message)
    expect(read.character.name).toBe(character)
    expect(read.character.trinkets[0]).toMatchObject({ name: item, itemLevel: 305 })
  })
})

describe('bad input gets one message', () => {
  const messageOf = (text: string) => {
    const result = readSimcExport(season, text)
    if (result.ok) throw new Error('expected a message')
    return result.message
  }

  it('says when a paste is not an export', () => {
    expect(messageOf('')).toBe(importMessages.notAnExport)
    expect(messageOf('hello there, here is my gear')).toBe(importMessages.notAnExport)
    expect(messageOf('mage="Jaina"\n# spec=frost')).toBe(importMessages.notAnExport)
  })

  it('names a class or spec the site does not know', () => {
    expect(messageOf('necromancer="Kel"\nspec=bone')).toBe(
      importMessages.unknownClass('necromancer'),
    )
    expect(messageOf('mage="Jaina"\nspec=holy')).toBe(importMessages.unknownSpec('holy', 'Mage'))
  })

  it('refuses item ids that are not numbers, naming the line', () => {
    const text = frostMage.replace('trinket2=,id=250214', 'trinket2=,id=25O214')
    expect(messageOf(text)).toBe(importMessages.itemIdNotNumber(22))
    expect(messageOf('mage="J"\nspec=frost\ntrinket1=,bonus_id=1')).toBe(
      importMessages.itemIdNotNumber(3),
    )
  })

  it('refuses a paste over 64 KB', () => {
    expect(messageOf(`${frostMage}${'#'.repeat(64 * 1024)}`)).toBe(importMessages.tooLarge)
    // Counted in bytes: 30 000 three-byte characters are 90 KB.
    expect(messageOf(`${frostMage}# ${'€'.repeat(30_000)}`)).toBe(importMessages.tooLarge)
  })

  it('refuses control characters', () => {
    expect(messageOf(frostMage.replace('Jaina"', 'Jai\u0000na"'))).toBe(
      importMessages.controlCharacters,
    )
    expect(messageOf(`${frostMage}\u001b[31m`)).toBe(importMessages.controlCharacters)
  })
})

describe('the reader never throws', () => {
  it('on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) => {
        const result = readSimcExport(season, text)
        if (result.ok) {
          for (const trinket of result.character.trinkets) expect(trinket.id).toBeTypeOf('number')
        } else {
          expect(result.message.length).toBeGreaterThan(0)
        }
      }),
      { numRuns: 300 },
    )
  })

  it('on text made of export-like lines', () => {
    const line = fc.oneof(
      fc.constantFrom(
        'mage="Jaina"',
        'spec=frost',
        '### Gear from Bags',
        '### Weekly Reward Choices',
        '### End of Weekly Reward Choices',
        '### Additional Character Info',
        '#',
        '# Lightspire Core (311)',
        '# upgrade_levels=5:6',
        '# talents=C4PApei1',
        '# Checksum: 8d84ff41',
        '# trinket1=,id=250214',
        '# trinket1=,id=250214,ilevel=',
        'trinket2=,id=250224,bonus_id=1/2',
        'trinket1=,id=',
        '',
      ),
      fc.string({ maxLength: 40 }),
      fc.string({ maxLength: 20 }).map((s) => `trinket1=${s}`),
      fc.string({ maxLength: 20 }).map((s) => `# ${s} (${s.length})`),
    )
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 30 }),
        fc.constantFrom('\n', '\r\n', '\r'),
        (lines, eol) => {
          const result = readSimcExport(season, lines.join(eol))
          if (result.ok) {
            for (const trinket of result.character.trinkets) {
              expect(Number.isInteger(trinket.id)).toBe(true)
              expect(trinket.id).toBeGreaterThanOrEqual(0)
              expect(trinket.slot === undefined).toBe(trinket.where !== 'equipped')
            }
          } else {
            expect(result.message.length).toBeGreaterThan(0)
          }
        },
      ),
      { numRuns: 300 },
    )
  })
})
