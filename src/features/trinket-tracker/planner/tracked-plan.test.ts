import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { ItemLevelContext } from '~/domain/season/item-level-context'
import { parseSpecSims, type SimPoint } from '~/domain/sims/schema'
import { importedCharacterSchema } from '../character/character-schema'
import { ownedTrinkets } from '../character/owned'
import { copyOfSeason, season, trinketNamed } from '../model/test-dataset'
import { inScope, trinketIndex } from '../model/trinket-filter'
import type { FightSims } from '../sims/sim-value'
import { fightSimsOf } from '../sims/sim-value'
import { upgradeAt } from '../upgrades/row-upgrades'
import { seasonItem, testCharacter, testTrinket, testUpgrades } from '../upgrades/test-upgrades'
import { simValueOfDrop } from './farm-value'
import { type TrackedPlanInput, trackedPlan } from './tracked-plan'

const plusTen: ItemLevelContext = { kind: 'key', keyLevel: 10 }

// In the order a player tracked them.
const tracked = [
  'Lightspire Core', // The Blinding Vale
  'Coiled Fangstone', // Altar of Fangs
  "Mindpiercer's Sigil", // Voidscar Arena
  'Vile Vial of Volatile Venom', // Altar of Fangs
  'Sapling of the Dawnroot', // The Blinding Vale
  'Tattered Amani War Banner', // Altar of Fangs
  "Wavecaller's Seastone", // The Tidebound Grotto (a lair)
].map((name) => trinketNamed(name))

const input = (over: Partial<TrackedPlanInput> = {}): TrackedPlanInput => ({
  tracked,
  unusableIds: new Set(),
  context: plusTen,
  owned: undefined,
  topPicks: [],
  rankBy: undefined,
  ...over,
})

const placeNames = (plan: ReturnType<typeof trackedPlan>) =>
  plan.places.map(({ place }) => [place.instance.name, place.trinketCount])

const plannedNames = (plan: ReturnType<typeof trackedPlan>) =>
  plan.places.flatMap(({ place }) =>
    place.stops.flatMap((stop) => stop.drops.map((drop) => drop.trinket.name)),
  )

const characterWith = (copies: { name: string; itemLevel: number }[]) =>
  ownedTrinkets(
    importedCharacterSchema.parse({
      name: 'Jaina',
      classSlug: 'mage',
      specSlug: 'fire',
      trinkets: copies.map(({ name, itemLevel }) => ({
        id: trinketNamed(name).id,
        where: 'bags' as const,
        itemLevel,
        bonusIds: [],
        name,
      })),
    }),
  )

describe('the tracked panel’s plan', () => {
  it('keeps every tracked trinket as a row, in tracking order, with its drop and level', () => {
    const plan = trackedPlan(season, input())
    expect(plan.rows.map((row) => row.trinket.name)).toEqual(tracked.map((t) => t.name))
    const sigil = plan.rows[2]
    expect(sigil?.drop?.instance.name).toBe('Voidscar Arena')
    expect(sigil?.answer).toMatchObject({ kind: 'drop', vault: { itemLevel: 318 } })
  })

  it('plans every place the tracked trinkets drop, most trinkets first', () => {
    expect(placeNames(trackedPlan(season, input()))).toEqual([
      ['Altar of Fangs', 3],
      ['The Blinding Vale', 2],
      ['Voidscar Arena', 1],
      ['The Tidebound Grotto', 1],
    ])
  })

  it('leaves out what the character has at the context’s level or higher, and says which', () => {
    const owned = characterWith([
      { name: 'Lightspire Core', itemLevel: 318 }, // the +10 vault's level: nothing to gain
      { name: "Mindpiercer's Sigil", itemLevel: 305 }, // +10 still upgrades it
    ])
    const plan = trackedPlan(season, input({ owned }))
    expect(plan.ownedEnough.map((row) => row.trinket.name)).toEqual(['Lightspire Core'])
    expect(plannedNames(plan)).not.toContain('Lightspire Core')
    expect(plannedNames(plan)).toContain("Mindpiercer's Sigil")
    expect(placeNames(plan)).toContainEqual(['The Blinding Vale', 1])
    // Still a row of the table, with its level.
    expect(plan.rows.map((row) => row.trinket.name)).toContain('Lightspire Core')
    expect(plan.vault.map((option) => option.trinket.name)).not.toContain('Lightspire Core')
  })

  it('keeps a copy below the context’s level in the plan', () => {
    const owned = characterWith([{ name: 'Lightspire Core', itemLevel: 317 }])
    const plan = trackedPlan(season, input({ owned }))
    expect(plan.ownedEnough).toEqual([])
    expect(plannedNames(plan)).toContain('Lightspire Core')
  })

  it('shows trinkets the spec cannot use but never plans them', () => {
    const banner = trinketNamed('Tattered Amani War Banner')
    const seastone = trinketNamed("Wavecaller's Seastone")
    const plan = trackedPlan(season, input({ unusableIds: new Set([banner.id, seastone.id]) }))
    expect(plan.rows).toHaveLength(tracked.length)
    expect(plannedNames(plan)).not.toContain(banner.name)
    expect(placeNames(plan)).toEqual([
      ['Altar of Fangs', 2],
      ['The Blinding Vale', 2],
      ['Voidscar Arena', 1],
    ])
  })

  it('has no place to farm when nothing tracked can be used', () => {
    const plan = trackedPlan(season, input({ unusableIds: new Set(tracked.map((t) => t.id)) }))
    expect(plan.places).toEqual([])
    expect(plan.vault).toEqual([])
    expect(plan.rows).toHaveLength(tracked.length)
  })

  it('counts the spec’s top picks dropping in each place, including ones not tracked', () => {
    const topPicks = [
      'Coiled Fangstone', // tracked, Altar of Fangs
      'Knot of Writhing Serpents', // not tracked, Altar of Fangs
      'Seed of Radiant Hope', // not tracked, The Blinding Vale
      "Gebbo's Bottomless Bag", // a raid: no place of this plan
    ].map((name) => trinketNamed(name))
    const plan = trackedPlan(season, input({ topPicks }))
    expect(plan.places.map(({ place }) => plan.topPicksAt.get(place.key))).toEqual([2, 1, 0, 0])
  })

  it('offers the Great Vault for each planned trinket its activity fills, at the vault level', () => {
    const plan = trackedPlan(season, input())
    // The six dungeon trinkets, each once; the lair's Seastone fills no vault row.
    expect(plan.vault.map((option) => [option.trinket.name, option.itemLevel]).sort()).toEqual(
      [
        'Coiled Fangstone',
        'Lightspire Core',
        "Mindpiercer's Sigil",
        'Sapling of the Dawnroot',
        'Tattered Amani War Banner',
        'Vile Vial of Volatile Venom',
      ].map((name) => [name, 318]),
    )
    expect(trackedPlan(season, input({ context: undefined })).vault).toEqual([])
  })

  it('in the sim value order, ranks places by their best value, unvalued ones last in place order', () => {
    const fire = fightSimsOf(
      season,
      parseSpecSims(
        JSON.parse(
          readFileSync(new URL('../../../../data/sims/mage/fire.json', import.meta.url), 'utf8'),
        ),
        'mage/fire',
      ),
      'single-target',
    )
    if (!fire) throw new Error('fixture: fire mage sims')
    const flat = (value: number): SimPoint[] => [
      [200, value],
      [400, value],
    ]
    const rankBySims: FightSims = {
      ...fire,
      curves: new Map([
        [trinketNamed("Mindpiercer's Sigil").id, flat(9)],
        [trinketNamed('Sapling of the Dawnroot').id, flat(4)],
        [trinketNamed('Lightspire Core').id, flat(6)],
      ]),
    }
    const plan = trackedPlan(season, input({ rankBy: simValueOfDrop(rankBySims) }))
    expect(
      plan.places.map(({ place, best }) => [place.instance.name, best?.trinket.name, best?.value]),
    ).toEqual([
      ['Voidscar Arena', "Mindpiercer's Sigil", 9],
      ['The Blinding Vale', 'Lightspire Core', 6],
      // No value published for what drops here: after, in the usual order.
      ['Altar of Fangs', undefined, undefined],
      ['The Tidebound Grotto', undefined, undefined],
    ])
    // Top picks follow their place wherever it ranks.
    const topPicks = [trinketNamed('Coiled Fangstone')]
    const picked = trackedPlan(season, input({ rankBy: simValueOfDrop(rankBySims), topPicks }))
    expect(picked.places.map(({ place }) => picked.topPicksAt.get(place.key))).toEqual([0, 0, 1, 0])
  })

  it('gives a trinket whose source is not in the season a row of unknown level, and no place', () => {
    const dataset = copyOfSeason()
    const sigil = dataset.trinkets.find((t) => t.name === "Mindpiercer's Sigil")
    if (!sigil) throw new Error('fixture')
    sigil.sources = []
    const plan = trackedPlan(dataset, input({ tracked: [sigil] }))
    expect(plan.rows).toEqual([
      {
        trinket: sigil,
        drop: undefined,
        answer: { kind: 'unknown', reason: 'Its source is not known' },
      },
    ])
    expect(plan.places).toEqual([])
  })
})

const fireSims = () => {
  const file = new URL('../../../../data/sims/mage/fire.json', import.meta.url)
  const sims = fightSimsOf(
    season,
    parseSpecSims(JSON.parse(readFileSync(file, 'utf8')), 'mage/fire'),
    'single-target',
  )
  if (!sims) throw new Error('fixture: fire mage sims')
  return sims
}

/** The Fire Mage of issue 31: two worn trinkets, two in the bags, two vault choices. */
const jaina = testCharacter({
  classSlug: 'mage',
  specSlug: 'fire',
  trinkets: [
    testTrinket({ id: 241340, where: 'equipped', slot: 1, itemLevel: 298 }),
    seasonItem("Mindpiercer's Sigil", 'equipped', 305, 2),
    seasonItem('Font of Venomous Rage', 'bags', 295),
    seasonItem("Wavecaller's Seastone", 'bags', 292),
    seasonItem("Hex Lord's Dooming Idol", 'vault', 315),
    seasonItem('Vile Vial of Volatile Venom', 'vault', 315),
  ],
})

describe('the farm plan in the "Your upgrades" order', () => {
  it('ranks places by the biggest gain they offer the character, places without one last', () => {
    const fire = fireSims()
    const fireSpec = season.specs.find((s) => s.classSlug === 'mage' && s.slug === 'fire')
    if (!fireSpec) throw new Error('fixture: Fire Mage')
    const fireEntries = trinketIndex(season).filter((entry) =>
      inScope(entry, { kind: 'specs', specIds: new Set([fireSpec.id]) }),
    )
    const context = { kind: 'key', keyLevel: 10 } as const
    const upgrades = testUpgrades(jaina, fire, context, fireEntries)
    const tracked = fireEntries.map((entry) => entry.trinket)
    const plan = trackedPlan(season, {
      tracked,
      unusableIds: new Set(),
      context,
      owned: undefined,
      topPicks: [],
      rankBy: (trinket, level) => {
        const found = upgradeAt(upgrades, season, context, trinket, level)
        return found?.answer.kind === 'gain' ? found.answer.gain : undefined
      },
    })
    const bests = plan.places.map(({ best }) => best?.value)
    const ranked = bests.filter((value) => value !== undefined)
    expect(ranked.length).toBeGreaterThan(1)
    expect(ranked).toEqual([...ranked].sort((a, b) => (b ?? 0) - (a ?? 0)))
    expect(bests.slice(ranked.length).every((value) => value === undefined)).toBe(true)
    // The first place offers the list's best drop to farm.
    expect(plan.places[0]?.best?.trinket.name).toBe(upgrades.toFarm[0]?.name)
  })
})
