import { describe, expect, it } from 'vitest'
import type { ItemLevelContext } from '~/domain/season/item-level-context'
import type { CharacterTrinket } from '../character/character-schema'
import { ownedAtLevel } from '../character/owned'
import { trinketItemLevel } from '../item-level/item-level'
import { copyOfSeason, season, trinketNamed } from '../model/test-dataset'
import { testTrinket } from '../upgrades/test-upgrades'
import * as farm from './farm-plan'

const tracked = [
  'Coiled Fangstone', // Altar of Fangs, Rav'i
  'Tattered Amani War Banner', // Altar of Fangs, Zul'jan
  'Vile Vial of Volatile Venom', // Altar of Fangs, Rav'i
  "Voracious Heart of Ula'tek", // raid, Ula'tek
  'Font of Venomous Rage', // raid, Ula'tek
  'Idol of the Howling Nexus', // raid, Sszorak
  "Wavecaller's Seastone", // lair
].map((name) => trinketNamed(name))

/** The trinkets with their drops looked up, as the tracked panel hands them to the plan. */
const entriesOf = (trinkets: Parameters<typeof farm.trinketEntries>[1], dataset = season) => [
  ...farm.trinketEntries(dataset, trinkets).values(),
]

describe('farm plan', () => {
  const plan = farm.farmPlan(season, entriesOf(tracked))

  it('ranks places by how many tracked trinkets they drop', () => {
    expect(
      plan.map((stop) => [stop.encounter?.name ?? stop.instance.name, stop.drops.length]),
    ).toEqual([
      ['Altar of Fangs', 3],
      ["Ula'tek", 2],
      ['Sszorak', 1], // ties: dungeons, then raid bosses, then the rest
      ['Nymrissa Wavecaller', 1],
    ])
  })

  it('makes a dungeon one stop (the key clears every boss) and a raid boss one stop each', () => {
    const altar = plan[0]
    expect(altar?.encounter).toBeNull()
    expect(altar?.sourceKind).toBe('dungeon')
    expect(altar?.drops.map((d) => `${d.encounter.name}: ${d.trinket.name}`)).toEqual([
      "Rav'i: Coiled Fangstone",
      "Rav'i: Vile Vial of Volatile Venom",
      "Zul'jan: Tattered Amani War Banner",
    ])
    expect(plan[1]?.sourceKind).toBe('raid')
    expect(plan[1]?.instance.slug).toBe('the-venomous-abyss')
  })

  it('counts every tracked trinket exactly once per place it drops', () => {
    const total = plan.reduce((sum, stop) => sum + stop.drops.length, 0)
    expect(total).toBe(tracked.length)
  })

  it('is empty with nothing tracked', () => {
    expect(farm.farmPlan(season, [])).toEqual([])
  })

  it('lists a trinket under each place that drops it', () => {
    const dataset = copyOfSeason()
    const fang = dataset.trinkets.find((t) => t.name === 'Coiled Fangstone')
    if (!fang) throw new Error('missing')
    fang.sources.push({ instanceId: 1320, encounterId: 2871 })
    const twoPlaces = farm.farmPlan(dataset, entriesOf([fang], dataset))
    expect(twoPlaces.map((s) => s.key).sort()).toEqual(['boss-2871', 'instance-1322'])
  })
})

describe('farm plan item levels', () => {
  it("gives each stop the level the list shows: Heroic Ula'tek 315 with vault 318, Sszorak 311", () => {
    const plan = farm.farmPlan(season, entriesOf(tracked), { kind: 'raid', difficulty: 'heroic' })
    const levels = (name: string) =>
      plan
        .find((stop) => stop.encounter?.name === name)
        ?.drops.map((drop) => farm.farmLevelText(drop.itemLevel))
    expect(levels("Ula'tek")).toEqual(['315, vault 318', '315, vault 318'])
    expect(levels('Sszorak')).toEqual(['311, vault 318'])
  })

  it('gives Mythic 0 levels for a dungeon and none where the activity does not drop it', () => {
    const plan = farm.farmPlan(season, entriesOf(tracked), { kind: 'key', keyLevel: 0 })
    const altar = plan.find((stop) => stop.instance.name === 'Altar of Fangs')
    expect(altar?.drops.map((drop) => farm.farmLevelText(drop.itemLevel))).toEqual([
      '292, vault 302',
      '292, vault 302',
      '292, vault 302',
    ])
    const ulatek = plan.find((stop) => stop.encounter?.name === "Ula'tek")
    expect(ulatek?.drops.map((drop) => farm.farmLevelText(drop.itemLevel))).toEqual([null, null])
  })
})

describe('farm plan as places', () => {
  it("groups a raid's bosses under the raid, in boss order, each trinket counted once", () => {
    const places = farm.farmPlaces(farm.farmPlan(season, entriesOf(tracked)))
    expect(
      places.map((place) => [
        place.instance.name,
        place.stops.map((stop) => stop.encounter?.name ?? null),
        place.trinketCount,
      ]),
    ).toEqual([
      ['Altar of Fangs', [null], 3],
      ['The Venomous Abyss', ['Sszorak', "Ula'tek"], 3], // kill order
      [expect.any(String), ['Nymrissa Wavecaller'], 1],
    ])
  })

  it("counts the spec's top picks dropping anywhere in a place, each once", () => {
    const places = farm.farmPlaces(farm.farmPlan(season, entriesOf(tracked)))
    const picks = [
      "Voracious Heart of Ula'tek",
      'Idol of the Howling Nexus',
      'Coiled Fangstone',
    ].map((name) => trinketNamed(name))
    const counts = farm.countDroppingAtPlaces(places, entriesOf(picks))
    expect(places.map((place) => counts.get(place.key))).toEqual([1, 2, 0])
  })

  it('says the key level or difficulty to run, only for the kind of place it applies to', () => {
    expect(farm.farmRunText(season, 'dungeon', { kind: 'key', keyLevel: 10 })).toBe('+10')
    expect(farm.farmRunText(season, 'dungeon', { kind: 'key', keyLevel: 0 })).toBe('Mythic 0')
    expect(farm.farmRunText(season, 'raid', { kind: 'raid', difficulty: 'heroic' })).toBe('Heroic')
    expect(farm.farmRunText(season, 'raid', { kind: 'key', keyLevel: 10 })).toBeNull()
    expect(farm.farmRunText(season, 'dungeon', undefined)).toBeNull()
  })

  it('adds the Great Vault as a way to each trinket its activity fills, at the vault level', () => {
    const heroic = farm.vaultOptions(
      farm.farmPlan(season, entriesOf(tracked), { kind: 'raid', difficulty: 'heroic' }),
    )
    expect(heroic.map((option) => [option.trinket.name, option.itemLevel])).toEqual([
      ['Font of Venomous Rage', 318],
      ["Voracious Heart of Ula'tek", 318],
      ['Idol of the Howling Nexus', 318],
    ])
    const keyZero = farm.vaultOptions(
      farm.farmPlan(season, entriesOf(tracked), { kind: 'key', keyLevel: 0 }),
    )
    expect(keyZero.every((option) => option.sourceKind === 'dungeon')).toBe(true)
    expect(keyZero.map((option) => option.itemLevel)).toEqual([302, 302, 302])
    expect(farm.vaultOptions(farm.farmPlan(season, entriesOf(tracked)))).toEqual([])
  })
})

/** A copy of a trinket the character wears at a level. */
const ownedCopy = (id: number, itemLevel: number): CharacterTrinket =>
  testTrinket({ id, where: 'equipped', slot: 1, itemLevel })

const answerFor = (name: string, context: ItemLevelContext) => {
  const trinket = trinketNamed(name)
  const source = trinket.sources[0]
  if (!source) throw new Error('no source')
  return trinketItemLevel(season, trinket, source, context)
}

describe('the farm plan leaves out what the character has at that level', () => {
  it('drops a trinket owned at the context’s level or higher, and keeps an upgrade', () => {
    const context: ItemLevelContext = { kind: 'key', keyLevel: 10 }
    const lightspire = trinketNamed('Lightspire Core')
    const sigil = trinketNamed("Mindpiercer's Sigil")
    const keep = (trinket: typeof lightspire, level: number) =>
      !ownedAtLevel(season, answerFor(trinket.name, context), ownedCopy(trinket.id, level), context)
    expect(keep(lightspire, 318)).toBe(false)
    expect(keep(sigil, 305)).toBe(true)
    const kept = [lightspire, sigil].filter((t) => keep(t, t === lightspire ? 318 : 305))
    const plan = farm.farmPlan(season, entriesOf(kept), context)
    expect(plan.flatMap((stop) => stop.drops.map((d) => d.trinket.name))).toEqual([
      "Mindpiercer's Sigil",
    ])
  })
})
