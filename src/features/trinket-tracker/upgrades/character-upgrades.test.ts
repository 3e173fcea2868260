import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { ItemLevelContext } from '~/domain/season/item-level-context'
import { parseSpecSims, type SpecSims } from '~/domain/sims/schema'
import type { CharacterFields, CharacterTrinket } from '../character/character-schema'
import { readSimcExport } from '../character/simc-import'
import fireMageExport from '../character/test-exports/fire-mage-issue-31.txt?raw'
import { season } from '../model/test-dataset'
import { filterTrinkets, inScope, trinketIndex } from '../model/trinket-filter'
import type { FightSims } from '../sims/sim-value'
import { fightSimsOf } from '../sims/sim-value'
import { rowGain, rowUpgrade } from './row-upgrades'
import { seasonItem, testCharacter, testTrinket, testUpgrades } from './test-upgrades'
import { upgradeProfileSets } from './upgrade-profilesets'
import { upgradeAnswerText } from './upgrade-words'
import { groupByUpgrade, noGainHeading, upgradesHeading } from './upgrades-order'

function simsOf(path: string): SpecSims {
  const url = new URL(`../../../../data/sims/${path}.json`, import.meta.url)
  return parseSpecSims(JSON.parse(readFileSync(url, 'utf8')), path)
}
const fire = fightSimsOf(season, simsOf('mage/fire'), 'single-target')
if (!fire) throw new Error('no Fire sims')
const fireSpec = season.specs.find((s) => s.classSlug === 'mage' && s.slug === 'fire')
if (!fireSpec) throw new Error('no Fire Mage')
const fireEntries = trinketIndex(season).filter((entry) =>
  inScope(entry, { kind: 'specs', specIds: new Set([fireSpec.id]) }),
)

const item = (name: string, where: CharacterTrinket['where'], itemLevel: number | null) =>
  seasonItem(name, where, itemLevel)
const answer = (
  character: CharacterFields,
  sims: FightSims | undefined,
  context: ItemLevelContext | undefined,
  entries = fireEntries,
) => testUpgrades(character, sims, context, entries)
const fireText = (gain: Parameters<typeof upgradeAnswerText>[1]) =>
  upgradeAnswerText('dps-percent', gain)

/** The issue's character: a crafted and a season trinket worn, two in the bags, two vault choices. */
const jaina = testCharacter({
  classSlug: 'mage',
  specSlug: 'fire',
  trinkets: [
    testTrinket({ id: 241340, where: 'equipped', slot: 1, itemLevel: 298 }),
    { ...item("Mindpiercer's Sigil", 'equipped', 305), slot: 2 },
    item('Font of Venomous Rage', 'bags', 295),
    item("Wavecaller's Seastone", 'bags', 292),
    item("Hex Lord's Dooming Idol", 'vault', 315),
    item('Vile Vial of Volatile Venom', 'vault', 315),
  ],
})

describe("the character's upgrades", () => {
  const key10 = { kind: 'key', keyLevel: 10 } as const
  const upgrades = answer(jaina, fire, key10)

  it('names every trinket, with one label for where it comes from', () => {
    expect(upgrades.equipped.map((t) => [t.name, t.label, t.trinket.itemLevel])).toEqual([
      ["Magister's Alchemist Stone", 'crafted', 298],
      ["Mindpiercer's Sigil", 'Season 2 dungeon', 305],
    ])
  })

  it('ranks the vault’s choices by their gain over the weaker worn trinket', () => {
    expect(upgrades.vault.map((t) => [t.name, fireText(t.answer)])).toEqual([
      ['Vile Vial of Volatile Venom', "+1.8% DPS over your Mindpiercer's Sigil (305)"],
      ["Hex Lord's Dooming Idol", "+1.2% DPS over your Mindpiercer's Sigil (305)"],
    ])
    expect(upgrades.bestOwned).toMatchObject({
      name: 'Vile Vial of Volatile Venom',
      itemLevel: 315,
      from: 'from your vault',
    })
  })

  it('finds the bag trinket that beats a worn one, and says no upgrade for the other', () => {
    expect(upgrades.bags.map((t) => [t.name, fireText(t.answer)])).toEqual([
      ["Wavecaller's Seastone", "+0.6% DPS over your Mindpiercer's Sigil (305)"],
      ['Font of Venomous Rage', "No upgrade over your Mindpiercer's Sigil (305)"],
    ])
  })

  it('gives each row its gain at the level the chosen content gives it', () => {
    const vial = fireEntries.find((e) => e.trinket.name === 'Vile Vial of Volatile Venom')
    if (!vial) throw new Error('fixture')
    const row = rowUpgrade(upgrades, season, key10, { entry: vial, drop: vial.drops[0] })
    expect(row?.from).toMatch(/\+10/)
    expect(row && fireText(row.answer)).toMatch(
      /^(\+\d+\.\d% DPS over|No upgrade over) your Mindpiercer's Sigil \(305\)$/,
    )
    // Without a chosen content there is no one level, so no number.
    const none = answer(jaina, fire, undefined)
    expect(
      rowUpgrade(none, season, undefined, { entry: vial, drop: vial.drops[0] }),
    ).toBeUndefined()
    expect(none.toFarm).toEqual([])
  })

  it('gives no gain to a row whose trinket the character holds at that level or higher', () => {
    const row = (name: string, upgrades: ReturnType<typeof answer>) => {
      const entry = fireEntries.find((e) => e.trinket.name === name)
      if (!entry) throw new Error('fixture')
      return rowUpgrade(upgrades, season, key10, { entry, drop: entry.drops[0] })
    }
    const vialInBags = answer(
      {
        ...jaina,
        trinkets: [
          ...jaina.trinkets.filter((t) => t.where === 'equipped'),
          item('Vile Vial of Volatile Venom', 'bags', 340),
        ],
      },
      fire,
      key10,
    )
    expect(row('Vile Vial of Volatile Venom', vialInBags)).toBeUndefined()
    // "Your upgrades" sorts it with the rows that are no upgrade, not under "unknown".
    const vial = fireEntries.find((e) => e.trinket.name === 'Vile Vial of Volatile Venom')
    expect(vial && rowGain(vialInBags, season, key10, { entry: vial, drop: vial.drops[0] })).toBe(0)
    // The worn Sigil at 305 is below the +10 level: its row still says what the drop gains.
    expect(row("Mindpiercer's Sigil", vialInBags)?.answer.kind).toBeDefined()
    // Without the copy in the bags, the Vial's row has its gain.
    expect(row('Vile Vial of Volatile Venom', upgrades)?.answer.kind).toBe('gain')
  })

  it('names the best drop to farm in the chosen content, with the biggest gain of the list', () => {
    const gains = fireEntries.flatMap((entry) =>
      entry.drops.map((drop) => rowGain(upgrades, season, key10, { entry, drop }) ?? -1),
    )
    const best = upgrades.toFarm[0]
    expect(best).toBeDefined()
    expect(best && (best.answer.kind === 'gain' ? best.answer.gain : 0)).toBe(Math.max(...gains))
  })

  it('compares with the worn trinket that has a value where the other has none', () => {
    const unknown = answer(
      {
        ...jaina,
        trinkets: jaina.trinkets.map((t) =>
          t.id === 241340 ? { ...t, id: 999_999, name: 'Heirloom Charm' } : t,
        ),
      },
      fire,
      key10,
    )
    expect(unknown.equipped[0]).toMatchObject({
      name: 'Heirloom Charm',
      label: 'not known to this site',
      answer: { kind: 'unknown' },
    })
    expect(unknown.unvaluedWorn.map((t) => t.name)).toEqual(['Heirloom Charm'])
    // The vault's Vial still gets a number: at least its gain over the Sigil.
    expect(unknown.vault.map((t) => fireText(t.answer))).toEqual([
      "At least +1.8% DPS over your Mindpiercer's Sigil (305); your Heirloom Charm has no published value for this spec and fight",
      "At least +1.2% DPS over your Mindpiercer's Sigil (305); your Heirloom Charm has no published value for this spec and fight",
    ])
    expect(unknown.bestOwned?.name).toBe('Vile Vial of Volatile Venom')
    expect(unknown.toFarm.length).toBeGreaterThan(0)
  })
})

describe("the issue's Fire Mage export, read and answered", () => {
  const read = readSimcExport(season, fireMageExport)
  if (!read.ok) throw new Error(read.message)
  const upgrades = answer(read.character, fire, { kind: 'key', keyLevel: 10 })

  it('answers the vault, the bags and the best upgrade from the pasted text', () => {
    expect(upgrades.bestOwned?.name).toBe('Vile Vial of Volatile Venom')
    expect(upgrades.bestOwned && fireText(upgrades.bestOwned.answer)).toBe(
      "+1.8% DPS over your Mindpiercer's Sigil (305)",
    )
    const seastone = upgrades.bags.find((t) => t.name === "Wavecaller's Seastone")
    expect(seastone && fireText(seastone.answer)).toBe(
      "+0.6% DPS over your Mindpiercer's Sigil (305)",
    )
  })

  it('writes profile sets in the slot of the trinket each replaces, with the export’s own bonus ids', () => {
    const text = upgradeProfileSets(upgrades, 'Fire Mage', 'single target')
    const sigilSlot = read.ok && read.character.trinkets.find((t) => t.id === 250224)?.slot
    expect(sigilSlot).toBe(2)
    const vial = read.ok && read.character.trinkets.find((t) => t.id === 273796)
    if (!vial) throw new Error('fixture')
    expect(text).toContain(
      `profileset."Vile Vial of Volatile Venom 315"+=trinket2=,id=273796,bonus_id=${vial.bonusIds.join('/')}`,
    )
    // A drop of the list, at the level the chosen content gives it.
    const farm = upgrades.toFarm[0]
    expect(farm).toBeDefined()
    expect(text).toContain(`+=trinket2=,id=${farm?.id},ilevel=${farm?.itemLevel}`)
    // Every line is a comment, empty, or a profile set: SimulationCraft reads it as it is.
    for (const line of text.split('\n')) {
      expect(line).toMatch(
        /^(#.*|profileset\."[^".]+"\+=trinket[12]=,id=\d+,(bonus_id=[\d/]+|ilevel=\d+)|)$/,
      )
    }
  })
})

describe('the "Your upgrades" order', () => {
  it('puts the biggest gain first, "No upgrade" after the gains, and rows without a number last', () => {
    const heroic = { kind: 'raid', difficulty: 'heroic' } as const
    const upgrades = answer(jaina, fire, heroic)
    const gainOf = (row: Parameters<typeof rowGain>[3]) => rowGain(upgrades, season, heroic, row)
    const shown = filterTrinkets(fireEntries, {})
    const groups = groupByUpgrade(shown, {}, gainOf)
    expect(groups.map((g) => g.title)).toEqual([upgradesHeading, noGainHeading])
    const ranked = groups[0]?.rows.map(gainOf) ?? []
    expect(ranked.length).toBeGreaterThan(1)
    expect(ranked).toEqual([...ranked].sort((a, b) => (b ?? 0) - (a ?? 0)))
    expect(groups[1]?.rows.every((row) => gainOf(row) === undefined)).toBe(true)
    // Every row is in one of the two groups, once.
    expect((groups[0]?.rows.length ?? 0) + (groups[1]?.rows.length ?? 0)).toBe(
      groups.flatMap((g) => g.rows).length,
    )
  })
})
