import { describe, expect, it } from 'vitest'
import { copyOfSeason, season, trinketNamed } from '../test-dataset'
import { farmLevelText, farmPlan } from './farm-plan'

const tracked = [
  'Coiled Fangstone', // Altar of Fangs, Rav'i
  'Tattered Amani War Banner', // Altar of Fangs, Zul'jan
  'Vile Vial of Volatile Venom', // Altar of Fangs, Rav'i
  "Voracious Heart of Ula'tek", // raid, Ula'tek
  'Font of Venomous Rage', // raid, Ula'tek
  'Idol of the Howling Nexus', // raid, Sszorak
  "Wavecaller's Seastone", // lair
].map((name) => trinketNamed(name))

describe('farm plan', () => {
  const plan = farmPlan(season, tracked)

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
    expect(farmPlan(season, [])).toEqual([])
  })

  it('lists a trinket under each place that drops it', () => {
    const dataset = copyOfSeason()
    const fang = dataset.trinkets.find((t) => t.name === 'Coiled Fangstone')
    if (!fang) throw new Error('missing')
    fang.sources.push({ instanceId: 1320, encounterId: 2871 })
    const twoPlaces = farmPlan(dataset, [fang])
    expect(twoPlaces.map((s) => s.key).sort()).toEqual(['boss-2871', 'instance-1322'])
  })
})

describe('farm plan item levels', () => {
  it("gives each stop the level the list shows: Heroic Ula'tek 315 with vault 318, Sszorak 311", () => {
    const plan = farmPlan(season, tracked, { kind: 'raid', difficulty: 'heroic' })
    const levels = (name: string) =>
      plan
        .find((stop) => stop.encounter?.name === name)
        ?.drops.map((drop) => farmLevelText(drop.itemLevel))
    expect(levels("Ula'tek")).toEqual(['315, vault 318', '315, vault 318'])
    expect(levels('Sszorak')).toEqual(['311, vault 318'])
  })

  it('gives Mythic 0 levels for a dungeon and none where the activity does not drop it', () => {
    const plan = farmPlan(season, tracked, { kind: 'key', keyLevel: 0 })
    const altar = plan.find((stop) => stop.instance.name === 'Altar of Fangs')
    expect(altar?.drops.map((drop) => farmLevelText(drop.itemLevel))).toEqual([
      '292, vault 302',
      '292, vault 302',
      '292, vault 302',
    ])
    const ulatek = plan.find((stop) => stop.encounter?.name === "Ula'tek")
    expect(ulatek?.drops.map((drop) => farmLevelText(drop.itemLevel))).toEqual([null, null])
  })
})
