// Issue #41's rules, on the exports players really paste (test-exports/, each says where it comes
// from): names and levels from the export itself, a number wherever one can be known, what the
// character owns counted, specs without sims still answered in levels, and old exports named.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { ItemLevelContext } from '~/domain/season/item-level-context'
import type { FightStyle } from '~/domain/sims/fight-styles'
import { parseSpecSims } from '~/domain/sims/schema'
import type { CharacterFields } from '../character/character-schema'
import { readSimcExport } from '../character/simc-import'
import furyExport from '../character/test-exports/fury-warrior-12-1.txt?raw'
import marksmanshipExport from '../character/test-exports/marksmanship-hunter.txt?raw'
import preservationExport from '../character/test-exports/preservation-evoker-12-1-adapted.txt?raw'
import survivalExport from '../character/test-exports/survival-hunter-12-1.txt?raw'
import { season } from '../model/test-dataset'
import { inScope, trinketIndex } from '../model/trinket-filter'
import { fightSimsOf } from '../sims/sim-value'
import type { CharacterUpgrades } from './character-upgrades'
import { exportSeasonText } from './export-season-words'
import { seasonItem, testCharacter, testTrinket, testUpgrades } from './test-upgrades'
import { upgradeAnswerText } from './upgrade-words'
import { unknownLabel } from './your-trinkets'

function specEntries(classSlug: string, specSlug: string) {
  const spec = season.specs.find((s) => s.classSlug === classSlug && s.slug === specSlug)
  if (!spec) throw new Error(`no ${specSlug} ${classSlug}`)
  return trinketIndex(season).filter((entry) =>
    inScope(entry, { kind: 'specs', specIds: new Set([spec.id]) }),
  )
}

function simsFor(classSlug: string, specSlug: string, fight: FightStyle) {
  const url = new URL(`../../../../data/sims/${classSlug}/${specSlug}.json`, import.meta.url)
  const sims = fightSimsOf(
    season,
    parseSpecSims(JSON.parse(readFileSync(url, 'utf8')), `${classSlug}/${specSlug}`),
    fight,
  )
  if (!sims) throw new Error(`no ${fight} sims for ${specSlug}`)
  return sims
}

function imported(text: string): CharacterFields {
  const read = readSimcExport(season, text)
  if (!read.ok) throw new Error(read.message)
  return read.character
}

function answered(
  character: CharacterFields,
  fight: FightStyle | undefined,
  context: ItemLevelContext | undefined,
) {
  const sims = fight ? simsFor(character.classSlug, character.specSlug, fight) : undefined
  return testUpgrades(
    character,
    sims,
    context,
    specEntries(character.classSlug, character.specSlug),
  )
}

/** What share of an export's trinkets got a name, a level and a number (the note's figures). */
function shares(upgrades: CharacterUpgrades) {
  const all = [...upgrades.equipped, ...upgrades.bags, ...upgrades.vault]
  return {
    trinkets: all.length,
    named: all.filter((t) => t.known).length,
    levelled: all.filter((t) => t.trinket.itemLevel !== null).length,
    valued: all.filter((t) => t.answer.kind !== 'unknown').length,
  }
}

describe('a real 12.1 Fury Warrior with a worn trinket no publisher simmed for Fury', () => {
  const fury = imported(furyExport)
  const key12 = { kind: 'key', keyLevel: 12 } as const
  const upgrades = answered(fury, 'single-target', key12)

  it('names and levels every trinket, the bag ones without a comment from the site’s tables', () => {
    expect(upgrades.bags.map((t) => [t.name, t.trinket.itemLevel, t.label])).toEqual(
      expect.arrayContaining([
        ['Ophidian Bone Whistle', 292, 'world'],
        ['Ultradon Cuirass', 282, 'delve'],
        ['Drum of Renewed Bonds', 305, 'delve'],
        ["Glorious Crusader's Keepsake", 292, 'delve'],
      ]),
    )
    expect(shares(upgrades)).toMatchObject({ trinkets: 6, named: 6, levelled: 6 })
  })

  it('still gives numbers: the drops to farm compare with the worn trinket that has a value', () => {
    const [effigy] = upgrades.unvaluedWorn
    expect(effigy?.name).toBe("Effigy of Ula'tek's Faithful")
    expect(upgrades.toFarm.length).toBeGreaterThan(0)
    for (const farm of upgrades.toFarm) {
      expect(upgradeAnswerText('dps-percent', farm.answer)).toMatch(
        /^At least \+(<0\.1|\d+\.\d)% DPS over your Glorious Crusader's Keepsake \(308\); your Effigy of Ula'tek's Faithful has no published value/,
      )
    }
  })

  it('compares the bag copy of a worn trinket with its own copy, by level', () => {
    const keepsake = upgrades.bags.find((t) => t.name === "Glorious Crusader's Keepsake")
    expect(keepsake?.levelsOverWorn).toBe(-16)
    expect(keepsake?.answer.kind).toBe('no-upgrade')
  })
})

describe('a Preservation Evoker whose worn Emblem has no value at its level', () => {
  const preservation = imported(preservationExport)
  const upgrades = answered(preservation, 'raid', { kind: 'raid', difficulty: 'heroic' })

  it('names the bag trinket the export wrote no comment for, at its level from the bonus ids', () => {
    expect(upgrades.bags[0]).toMatchObject({
      name: "Gebbo's Bottomless Bag",
      trinket: { itemLevel: 334, levelFrom: 'bonus-ids', bonusLevel: { label: 'Myth 6/6' } },
    })
  })

  it('makes the 334 Bag in the bags the best upgrade, at least +2,999 QE score', () => {
    expect(upgrades.bestOwned?.name).toBe("Gebbo's Bottomless Bag")
    expect(upgrades.bestOwned && upgradeAnswerText('qe-score', upgrades.bestOwned.answer)).toBe(
      "At least +2,999 QE score over your Hex Lord's Dooming Idol (344); your Stormbound Emblem of Dazar is not simmed at 321 (lowest 334)",
    )
  })

  it('gives no farm advice for the Bag the character holds at a higher level', () => {
    // Heroic raid gives the Bag 318 at most: the 334 copy in the bags is better already.
    expect(upgrades.toFarm.map((t) => t.name)).not.toContain("Gebbo's Bottomless Bag")
  })

  it('keeps a bag trinket whose level neither the export nor its ids give as level unknown', () => {
    const gifts = upgrades.bags.filter((t) => t.name === 'Gift of Light')
    expect(gifts.map((t) => t.trinket.itemLevel)).toEqual([165, null])
    expect(gifts[1]?.answer).toMatchObject({ kind: 'unknown', missing: { why: 'no-level' } })
  })
})

describe('what the character owns counts', () => {
  const fire = simsFor('mage', 'fire', 'single-target')
  const entries = specEntries('mage', 'fire')
  const key10 = { kind: 'key', keyLevel: 10 } as const

  it('puts a bag trinket in an empty slot first', () => {
    const upgrades = testUpgrades(
      testCharacter({
        classSlug: 'mage',
        specSlug: 'fire',
        trinkets: [
          seasonItem("Mindpiercer's Sigil", 'equipped', 305, 1),
          seasonItem("Wavecaller's Seastone", 'bags', 292),
        ],
      }),
      fire,
      key10,
      entries,
    )
    expect(upgrades.fillEmptySlot?.name).toBe("Wavecaller's Seastone")
    expect(upgrades.fillEmptySlot?.answer).toMatchObject({ kind: 'gain', over: 'empty-slot' })
  })

  it('never offers a vault copy of a trinket held at that level or higher', () => {
    const upgrades = testUpgrades(
      testCharacter({
        classSlug: 'mage',
        specSlug: 'fire',
        trinkets: [
          seasonItem("Mindpiercer's Sigil", 'equipped', 292, 1),
          seasonItem('Font of Venomous Rage', 'equipped', 292, 2),
          seasonItem('Vile Vial of Volatile Venom', 'bags', 328),
          seasonItem('Vile Vial of Volatile Venom', 'vault', 315),
        ],
      }),
      fire,
      key10,
      entries,
    )
    expect(upgrades.vault[0]?.ownedCopy).toEqual({ where: 'bags', itemLevel: 328 })
    expect(upgrades.ownedUpgrades.map((u) => [u.name, u.from])).toEqual([
      ['Vile Vial of Volatile Venom', 'in your bags'],
    ])
    // Nor a drop of it at a key level that gives less than the bag copy.
    expect(upgrades.toFarm.map((t) => t.name)).not.toContain('Vile Vial of Volatile Venom')
  })
})

describe('an owned trinket the loot data says the spec cannot loot', () => {
  it('keeps the value the publisher simmed for the spec, marked as such', () => {
    const tumor = season.trinkets.find((t) => t.name === 'Tumor of the Swarm')
    if (!tumor) throw new Error('fixture')
    const upgrades = testUpgrades(
      testCharacter({
        classSlug: 'warrior',
        specSlug: 'fury',
        trinkets: [
          testTrinket({ id: tumor.id, where: 'equipped', slot: 1, itemLevel: 318 }),
          testTrinket({ id: tumor.id, where: 'vault', itemLevel: 328 }),
        ],
      }),
      simsFor('warrior', 'fury', 'single-target'),
      undefined,
      specEntries('warrior', 'fury'),
    )
    expect(upgrades.equipped[0]?.answer).toMatchObject({
      kind: 'gain',
      candidate: { cannotLoot: true },
    })
    expect(upgrades.vault[0]?.answer.kind).toBe('gain')
  })
})

describe('a spec no publisher sims', () => {
  it('lists the vault’s and bags’ trinkets with their levels and tracks, and no number', () => {
    const tumor = season.trinkets.find((t) => t.name === 'Tumor of the Swarm')
    if (!tumor) throw new Error('fixture')
    const upgrades = testUpgrades(
      testCharacter({
        classSlug: 'druid',
        specSlug: 'guardian',
        trinkets: [
          testTrinket({ id: tumor.id, where: 'equipped', slot: 1, itemLevel: 305 }),
          testTrinket({
            id: tumor.id,
            where: 'vault',
            itemLevel: 318,
            bonusLevel: {
              itemLevel: 318,
              kind: 'track',
              track: { name: 'Hero', rank: 5, ranks: 6 },
              label: 'Hero 5/6',
              certainty: 'confirmed',
            },
          }),
        ],
      }),
      undefined,
      undefined,
      specEntries('druid', 'guardian'),
    )
    expect(upgrades.unit).toBeUndefined()
    expect(upgrades.vault).toMatchObject([
      {
        name: 'Tumor of the Swarm',
        levelsOverWorn: 13,
        answer: { kind: 'unknown', missing: { why: 'spec-unsimmed' } },
      },
    ])
    expect(upgrades.toFarm).toEqual([])
  })
})

describe('an export from another season or expansion', () => {
  it('says so in one sentence, by its game version', () => {
    const marksmanship = answered(imported(marksmanshipExport), 'single-target', undefined)
    expect(marksmanship.exportSeason).toEqual({ kind: 'earlier-patch', version: '12.0.5.67823' })
    expect(exportSeasonText(season, marksmanship.exportSeason)).toMatch(
      /^This export was made in patch 12\.0\.5\.67823, before Midnight Season 2 \(patch 12\.1\): /,
    )
  })

  it('takes a 12.1 export without a game version line as this season’s', () => {
    expect(answered(imported(survivalExport), 'single-target', undefined).exportSeason).toEqual({
      kind: 'current',
    })
  })
})

describe('ids no table knows', () => {
  it('are named by the export or by id, labelled unknown, and never valued', () => {
    const upgrades = testUpgrades(
      testCharacter({
        classSlug: 'mage',
        specSlug: 'fire',
        trinkets: [
          testTrinket({ id: 123_456_789, where: 'bags', itemLevel: 300, name: 'Odd Charm' }),
          testTrinket({ id: 987_654_321, where: 'bags', itemLevel: null }),
        ],
      }),
      simsFor('mage', 'fire', 'single-target'),
      undefined,
      specEntries('mage', 'fire'),
    )
    expect(upgrades.bags.map((t) => [t.name, t.label, t.answer.kind])).toEqual([
      ['Odd Charm', unknownLabel, 'unknown'],
      ['Item 987654321', unknownLabel, 'unknown'],
    ])
  })
})
