import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { season } from '../test-dataset'
import { characterLimits } from './character-schema'
import { importMessages, readSimcExport } from './simc-import'

// Exports as the addon writes them (shortened: the other slots are left as the addon has them,
// talents cut). Item ids are this season's trinkets unless a test says otherwise.
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
  it('reads the class, spec, both equipped trinkets and the bags with their item levels', () => {
    const result = readSimcExport(season, frostMage)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const { character } = result
    expect(character).toMatchObject({ name: 'Jaina', classSlug: 'mage', specSlug: 'frost' })
    expect(character.trinkets).toEqual([
      { id: 250224, where: 'equipped', itemLevel: 305, bonusIds: [12350, 6652, 10278] },
      { id: 250214, where: 'equipped', itemLevel: 311, bonusIds: [12352, 6652] },
      { id: 193757, where: 'bags', itemLevel: 298, bonusIds: [12349, 6652] },
    ])
    // Not this season's: listed as ignored, with the export's name.
    expect(character.ignored).toEqual([{ id: 219314, name: 'Old Trinket From Last Season' }])
  })

  it('leaves out the vault choices and the other slots: they are not trinkets the character has', () => {
    const result = readSimcExport(season, frostMage)
    if (!result.ok) throw new Error(result.message)
    const ids = result.character.trinkets.map((t) => t.id)
    expect(ids).not.toContain(250215)
    expect(ids).not.toContain(212074)
  })

  it('reads another class with a two-word class token and a comment missing above a trinket', () => {
    const result = readSimcExport(season, havocDemonHunter)
    if (!result.ok) throw new Error(result.message)
    expect(result.character).toMatchObject({ classSlug: 'demon-hunter', specSlug: 'havoc' })
    expect(result.character.trinkets).toEqual([
      { id: 158367, where: 'equipped', itemLevel: 311, bonusIds: [12352] },
      // No `# Name (level)` line above it: its level is unknown, not guessed.
      { id: 250259, where: 'equipped', itemLevel: null, bonusIds: [12350] },
    ])
  })

  it("reads a multi-word spec and an item line's own ilevel when no comment gives one", () => {
    const result = readSimcExport(season, beastMasteryHunter)
    if (!result.ok) throw new Error(result.message)
    expect(result.character).toMatchObject({ classSlug: 'hunter', specSlug: 'beast-mastery' })
    expect(result.character.trinkets).toEqual([
      { id: 273796, where: 'equipped', itemLevel: 318, bonusIds: [] },
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
      { id: 250214, where: 'equipped', itemLevel: 298, bonusIds: [] },
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
        ignored: [],
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
        expect(typeof result.ok).toBe('boolean')
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
        '#',
        '# Lightspire Core (311)',
        '# trinket1=,id=250214',
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
