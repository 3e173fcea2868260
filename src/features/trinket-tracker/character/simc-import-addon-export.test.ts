// Reading the addon's export: class, spec, the worn trinkets, the bags and the vault, and the
// shapes other versions and platforms give it.
import { describe, expect, it } from 'vitest'
import { season } from '../model/test-dataset'
import { characterLimits } from './character-schema'
import { readSimcExport } from './simc-import'
import { frostMage, read } from './simc-import-samples'

// More short exports in the addon's shape, beside the Frost Mage of simc-import-samples.ts.
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
    expect(character.trinkets).toMatchObject([
      {
        id: 250224,
        where: 'equipped',
        slot: 1,
        itemLevel: 305,
        bonusIds: [12350, 6652, 10278],
        bonusIdsCut: false,
        name: "Mindpiercer's Sigil",
      },
      {
        id: 250214,
        where: 'equipped',
        slot: 2,
        itemLevel: 311,
        bonusIds: [12352, 6652],
        bonusIdsCut: false,
        name: 'Lightspire Core',
      },
      {
        id: 193757,
        where: 'bags',
        itemLevel: 298,
        bonusIds: [12349, 6652],
        bonusIdsCut: false,
        name: 'Ruby Whelp Shell',
      },
      // Not this season's: kept all the same, with the export's name.
      {
        id: 219314,
        where: 'bags',
        itemLevel: 289,
        bonusIds: [10390],
        bonusIdsCut: false,
        name: 'Old Trinket From Last Season',
      },
      {
        id: 250215,
        where: 'vault',
        itemLevel: 318,
        bonusIds: [12370],
        bonusIdsCut: false,
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

  it.each([
    [
      'another class with a two-word class token and a comment missing above a trinket',
      {
        text: havocDemonHunter,
        classSlug: 'demon-hunter',
        specSlug: 'havoc',
        trinkets: [
          {
            id: 158367,
            where: 'equipped',
            slot: 1,
            itemLevel: 311,
            bonusIds: [12352],
            bonusIdsCut: false,
            name: "Merektha's Fang",
          },
          // No `# Name (level)` line above it: its level and name are unknown, not guessed.
          {
            id: 250259,
            where: 'equipped',
            slot: 2,
            itemLevel: null,
            bonusIds: [12350],
            bonusIdsCut: false,
            name: null,
          },
        ],
      },
    ],
    [
      "a multi-word spec and an item line's own ilevel when no comment gives one",
      {
        text: beastMasteryHunter,
        classSlug: 'hunter',
        specSlug: 'beast-mastery',
        trinkets: [
          {
            id: 273796,
            where: 'equipped',
            slot: 1,
            itemLevel: 318,
            bonusIds: [],
            bonusIdsCut: false,
            name: 'Vile Vial of Volatile Venom',
          },
        ],
      },
    ],
  ])('reads %s', (_what, { text, classSlug, specSlug, trinkets }) => {
    const character = read(text)
    expect(character).toMatchObject({ classSlug, specSlug })
    expect(character.trinkets).toMatchObject(trinkets)
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
    expect(result.character.trinkets).toMatchObject([
      {
        id: 250214,
        where: 'equipped',
        slot: 1,
        itemLevel: 298,
        bonusIds: [],
        bonusIdsCut: false,
        name: 'Lightspire Core',
      },
    ])
  })

  it('takes an export with no trinkets at all: the spec still comes in', () => {
    const result = readSimcExport(season, 'warrior="Varian"\nspec=protection\n')
    expect(result).toMatchObject({
      ok: true,
      character: {
        name: 'Varian',
        classSlug: 'warrior',
        specSlug: 'protection',
        trinkets: [],
        trinketsLeftOut: 0,
        gameVersion: null,
        level: null,
        currencies: [],
        watermarks: [],
        achievements: [],
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
    // …and says how many it left out, so the box can say so.
    expect(result.character.trinketsLeftOut).toBe(50)
  })

  it('marks an item whose bonus ids were cut at the cap, and keeps the first ones', () => {
    const ids = Array.from({ length: 40 }, (_, index) => 12000 + index).join('/')
    const character = read(`mage="Jaina"\nspec=frost\ntrinket1=,id=250214,bonus_id=${ids}\n`)
    expect(character.trinkets[0]?.bonusIds).toHaveLength(characterLimits.bonusIds)
    expect(character.trinkets[0]?.bonusIdsCut).toBe(true)
    expect(read(frostMage).trinkets.every((trinket) => !trinket.bonusIdsCut)).toBe(true)
  })

  it('reads line and paragraph separators (U+2028, U+2029) as line breaks, losing no trinket', () => {
    const withSeparators = frostMage.replace(/\n/g, (_, index: number) =>
      index % 2 ? '\u2028' : '\u2029',
    )
    expect(read(withSeparators)).toEqual(read(frostMage))
  })
})
