// The crest plan: each step's cost by the season's rules (the worked examples of the shared upgrade
// reference), the balances the export gives, what they pay for now, the best use of each crest
// by gain per crest, and one problem for each thing the export gets wrong.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseSpecSims, type SpecSims } from '~/domain/sims/schema'
import type { CharacterFields, CharacterTrinket } from '../character/character-schema'
import { readSimcExport } from '../character/simc-import'
import furyExport from '../character/test-exports/fury-warrior-12-1.txt?raw'
import healerExport from '../character/test-exports/preservation-evoker-crest-plan.txt?raw'
import { season } from '../model/test-dataset'
import { type FightSims, fightSimsOf } from '../sims/sim-value'
import { type CrestPlan, crestPlanFor, type TrinketPlan } from './crest-plan'
import { testCharacter, testTrinket, testUpgrades } from './test-upgrades'

function simsOf(path: string): SpecSims {
  const url = new URL(`../../../../data/sims/${path}.json`, import.meta.url)
  return parseSpecSims(JSON.parse(readFileSync(url, 'utf8')), path)
}
const preservation = fightSimsOf(season, simsOf('evoker/preservation'), 'raid')

function characterOf(text: string): CharacterFields {
  const read = readSimcExport(season, text)
  if (!read.ok) throw new Error('the export does not read')
  return read.character
}

function planOf(character: CharacterFields, sims: FightSims | undefined = undefined) {
  const plan = crestPlanFor(season, character, testUpgrades(character, sims, undefined, []))
  if (plan.kind !== 'plan') throw new Error('no plan')
  return plan
}

type Plan = Extract<CrestPlan, { kind: 'plan' }>
const trinketOf = (plan: Plan, id: number, where: CharacterTrinket['where']): TrinketPlan => {
  const found = plan.trinkets.find((t) => t.item.id === id && t.where === where)
  if (!found) throw new Error(`no plan for ${id}`)
  return found
}
const stepsOf = (trinket: TrinketPlan) =>
  trinket.steps.map((s) => [s.rank, s.itemLevel, s.cost, s.rule.kind, s.totalCost, s.affordable])

/** A trinket on a track rank, as the reader makes it from the bonus ids. */
function onTrack(
  id: number,
  where: CharacterTrinket['where'],
  track: 'Adventurer' | 'Veteran' | 'Champion' | 'Hero' | 'Myth',
  rank: number,
): CharacterTrinket {
  const steps = season.upgradeTracks.find((t) => t.name === track)?.steps ?? []
  const step = steps.find((s) => s.rank === rank)
  if (!step) throw new Error(`no ${track} ${rank}`)
  return testTrinket({
    id,
    where,
    itemLevel: step.itemLevel,
    bonusIds: [6652, step.bonusId],
    bonusLevel: {
      itemLevel: step.itemLevel,
      kind: 'track',
      track: { name: track, rank, ranks: steps.length },
      label: `${track} ${rank}/${steps.length}`,
      certainty: 'confirmed',
    },
    ...(where === 'equipped' ? { slot: 1 as const } : {}),
  })
}

describe('the crest cost rules', () => {
  it("prices export 01's Effigy of Ula'tek's Faithful as the reference's worked example", () => {
    const plan = planOf(characterOf(furyExport))
    const effigy = trinketOf(plan, 274493, 'equipped')
    expect(effigy).toMatchObject({ track: 'Hero', rank: 3, ranks: 6, itemLevel: 311 })
    expect(effigy.crest).toEqual({ track: 'Hero', currencyId: 3445, name: 'Hero Mistcrest' })
    // Watermark 308: no step free; 7 Hero Mistcrests: none paid for; no Hero of the Mist.
    expect(stepsOf(effigy)).toEqual([
      [4, 315, 20, 'full', 20, false],
      [5, 318, 20, 'full', 40, false],
      [6, 321, 20, 'full', 60, false],
    ])
    expect(effigy.steps.every((s) => s.ruleCertainty === 'confirmed')).toBe(true)
    expect(plan.watermark).toBe(308)
    // The worn Champion 6/6 has nowhere to go.
    expect(trinketOf(plan, 251792, 'equipped').status).toEqual({ kind: 'top-rank' })
  })

  it('makes every step up to the trinket watermark free, and marks that rule inferred', () => {
    const plan = planOf(characterOf(furyExport))
    // A Champion 1/6 in the bags reaches 308, the mark, without a crest.
    const champion = trinketOf(plan, 274496, 'bags')
    expect(champion.steps.map((s) => [s.itemLevel, s.cost, s.rule.kind])).toEqual([
      [295, 0, 'watermark'],
      [298, 0, 'watermark'],
      [302, 0, 'watermark'],
      [305, 0, 'watermark'],
      [308, 0, 'watermark'],
    ])
    expect(champion.steps[0]?.ruleCertainty).toBe('inferred')
    // A Hero 1/6: Hero 2/6 (308) free, then 20 a step (Veteran of the Mist is no Hero discount).
    const hero = trinketOf(plan, 248583, 'bags')
    expect(hero.steps.map((s) => [s.itemLevel, s.cost, s.totalCost])).toEqual([
      [308, 0, 0],
      [311, 20, 20],
      [315, 20, 40],
      [318, 20, 60],
      [321, 20, 80],
    ])
    expect(hero.steps.map((s) => s.affordable)).toEqual([true, false, false, false, false])
  })

  it('takes Myth 1/6 to 6/6 for 80 Myth Mistcrests in a slot whose mark is 321', () => {
    const character = testCharacter({
      classSlug: 'evoker',
      specSlug: 'preservation',
      trinkets: [onTrack(270164, 'equipped', 'Myth', 1)],
      watermarks: [{ slot: 10, itemLevel: 321 }],
      currencies: [{ id: 3446, amount: 80 }],
    })
    const myth = trinketOf(planOf(character), 270164, 'equipped')
    expect(myth.steps.map((s) => [s.rank, s.itemLevel, s.cost, s.rule.kind])).toEqual([
      [2, 321, 0, 'watermark'],
      [3, 324, 20, 'full'],
      [4, 328, 20, 'full'],
      [5, 331, 20, 'full'],
      [6, 334, 20, 'full'],
    ])
    expect(myth.steps.at(-1)).toMatchObject({ totalCost: 80, affordable: true })
  })

  it('halves a track\'s steps with its "… of the Mist" achievement, inferred', () => {
    const character = testCharacter({
      classSlug: 'warrior',
      specSlug: 'fury',
      trinkets: [onTrack(274493, 'equipped', 'Hero', 3)],
      watermarks: [{ slot: 10, itemLevel: 311 }],
      achievements: [62414],
      currencies: [{ id: 3445, amount: 25 }],
    })
    const effigy = trinketOf(planOf(character), 274493, 'equipped')
    expect(effigy.steps.map((s) => [s.cost, s.rule, s.ruleCertainty, s.affordable])).toEqual([
      [10, { kind: 'mist', achievement: 'Hero of the Mist' }, 'inferred', true],
      [10, { kind: 'mist', achievement: 'Hero of the Mist' }, 'inferred', true],
      [10, { kind: 'mist', achievement: 'Hero of the Mist' }, 'inferred', false],
    ])
  })

  it('keeps a free step free with the achievement too', () => {
    const character = testCharacter({
      classSlug: 'warrior',
      specSlug: 'fury',
      trinkets: [onTrack(274493, 'equipped', 'Hero', 3)],
      watermarks: [{ slot: 10, itemLevel: 315 }],
      achievements: [62414],
    })
    const effigy = trinketOf(planOf(character), 274493, 'equipped')
    expect(effigy.steps.map((s) => s.cost)).toEqual([0, 10, 10])
  })

  it('offers nothing for Myth 9 (344): it cannot be upgraded', () => {
    const character = characterOf(
      readFileSync(
        new URL('../character/test-exports/preservation-evoker-12-1-adapted.txt', import.meta.url),
        'utf8',
      ),
    )
    const plan = planOf(character)
    expect(trinketOf(plan, 270169, 'equipped')).toMatchObject({
      status: { kind: 'cannot-upgrade', label: 'Myth 9' },
      steps: [],
    })
    // Gebbo's Bottomless Bag in the bags at Myth 6/6, without a name comment: named all the same.
    expect(trinketOf(plan, 270164, 'bags')).toMatchObject({
      name: "Gebbo's Bottomless Bag",
      status: { kind: 'top-rank' },
    })
  })
})

describe('the balances', () => {
  it('reads each Mistcrest from the currencies line, an absent one as none, other ids set aside', () => {
    const plan = planOf(characterOf(furyExport))
    expect(plan.balances.map((b) => [b.crest.name, b.balance])).toEqual([
      ['Adventurer Mistcrest', { kind: 'read', amount: 22 }],
      ['Veteran Mistcrest', { kind: 'read', amount: 10 }],
      ['Champion Mistcrest', { kind: 'read', amount: 14 }],
      ['Hero Mistcrest', { kind: 'read', amount: 7 }],
      ['Myth Mistcrest', { kind: 'read', amount: 5 }],
    ])
    // Honor (1792) and the like are no crests: nothing is said of them.
    expect(plan.problems).toEqual([])
    const withDawncrests = planOf({
      ...characterOf(furyExport),
      currencies: [...characterOf(furyExport).currencies, { id: 3383, amount: 27 }],
    })
    expect(withDawncrests.problems).toEqual([{ kind: 'other-currencies', ids: [3383] }])
    const partial = planOf({ ...characterOf(furyExport), currencies: [{ id: 3445, amount: 45 }] })
    expect(partial.balances.find((b) => b.crest.currencyId === 3446)?.balance).toEqual({
      kind: 'read',
      amount: 0,
    })
  })

  it('without a currencies line has no balance, and still prices every step', () => {
    const plan = planOf({ ...characterOf(furyExport), currencies: [] })
    expect(plan.balances.every((b) => b.balance.kind === 'not-in-export')).toBe(true)
    expect(plan.problems).toContainEqual({ kind: 'no-currencies' })
    const effigy = trinketOf(plan, 274493, 'equipped')
    expect(effigy.steps.map((s) => [s.cost, s.affordable])).toEqual([
      [20, undefined],
      [20, undefined],
      [20, undefined],
    ])
  })

  it('refuses a negative or absurd balance, and says which', () => {
    const plan = planOf({
      ...characterOf(furyExport),
      currencies: [
        { id: 3445, amount: -40 },
        { id: 3446, amount: 900_000_000 },
        { id: 3444, amount: 14 },
      ],
    })
    expect(plan.problems).toEqual([
      expect.objectContaining({ kind: 'refused-balance', amount: -40 }),
      expect.objectContaining({ kind: 'refused-balance', amount: 900_000_000 }),
    ])
    const effigy = trinketOf(plan, 274493, 'equipped')
    // No plan is built on a guessed balance: the price stays, what it pays for is unknown.
    expect(effigy.steps.map((s) => s.affordable)).toEqual([undefined, undefined, undefined])
  })

  it('without a watermark line charges full price and says it assumed so', () => {
    const plan = planOf({ ...characterOf(furyExport), watermarks: [] })
    expect(plan.watermark).toBeUndefined()
    expect(plan.problems).toContainEqual({ kind: 'no-watermark' })
    const champion = trinketOf(plan, 274496, 'bags')
    expect(champion.steps.map((s) => s.cost)).toEqual([20, 20, 20, 20, 20])
  })

  it('does not read a watermark above every level of the season', () => {
    const plan = planOf({ ...characterOf(furyExport), watermarks: [{ slot: 10, itemLevel: 999 }] })
    expect(plan.watermark).toBeUndefined()
    expect(plan.problems).toContainEqual({
      kind: 'watermark-above-season',
      mark: 999,
      highestLevel: 344,
    })
    expect(trinketOf(plan, 274493, 'equipped').steps.map((s) => s.cost)).toEqual([20, 20, 20])
  })

  it('plans nothing on a rank the data does not know, or for an export of another season', () => {
    const hero7 = testTrinket({
      id: 274493,
      where: 'equipped',
      slot: 1,
      itemLevel: 324,
      bonusLevel: {
        itemLevel: 324,
        kind: 'track',
        track: { name: 'Hero', rank: 7, ranks: 6 },
        label: 'Hero 7/6',
        certainty: 'confirmed',
      },
    })
    const plan = planOf(
      testCharacter({ classSlug: 'warrior', specSlug: 'fury', trinkets: [hero7] }),
    )
    expect(plan.trinkets).toEqual([])
    expect(plan.problems).toContainEqual(
      expect.objectContaining({ kind: 'unknown-rank', label: 'Hero 7/6' }),
    )

    const old = { ...characterOf(furyExport), gameVersion: '12.0.5.66000' }
    const oldPlan = crestPlanFor(season, old, testUpgrades(old, undefined, undefined, []))
    expect(oldPlan).toEqual({
      kind: 'no-plan',
      season: { kind: 'earlier-patch', version: '12.0.5.66000' },
    })
  })
})

describe('what the crests add, and the best use of each', () => {
  const plan = planOf(characterOf(healerExport), preservation)
  const core = trinketOf(plan, 250214, 'equipped')
  const bag = trinketOf(plan, 270164, 'bags')

  it("gives a worn trinket's steps its value at the new level minus its value now", () => {
    expect(core.steps.map((s) => [s.itemLevel, s.totalCost, s.affordable, s.added])).toEqual([
      [308, 20, true, 26613 - 25487],
      // 311 is read at 308, the nearest lower simmed point: the step adds nothing until 315.
      [311, 40, true, 26613 - 25487],
      [315, 60, false, 28040 - 25487],
      [318, 80, false, 28040 - 25487],
      [321, 100, false, 29279 - 25487],
    ])
    expect(core.steps[1]?.stepAdded).toBe(0)
    const answer = core.steps[1]?.answer
    expect(answer?.kind === 'gain' && answer.candidate.reading.itemLevel).toBe(308)
  })

  it('counts a bag trinket upgraded and worn against the weaker worn one', () => {
    const at315 = bag.steps.find((s) => s.itemLevel === 315)
    // Wearing Gebbo's Bottomless Bag at 315 over the Lightspire Core (305, read at 302).
    expect(at315?.answer).toMatchObject({ kind: 'gain', gain: 30023 - 25487 })
    // Wearing it at 308 gains 3,151 without a crest: the crests add the rest.
    expect(at315?.added).toBe(30023 - 28638)
  })

  it('ranks the best use of each crest by gain per crest, and says what 45 pay for now', () => {
    expect(plan.bestUse.map((use) => use.crest.name)).toEqual(['Hero Mistcrest'])
    const [hero] = plan.bestUse
    expect(hero?.balance).toEqual({ kind: 'read', amount: 45 })
    expect(hero?.best).toMatchObject({
      name: 'Lightspire Core',
      fromLevel: 305,
      toLevel: 308,
      totalCost: 20,
      added: 1126,
    })
    expect(hero?.now).toMatchObject({ name: 'Lightspire Core', toLevel: 311, totalCost: 40 })
    const perCrest = (hero?.ranked ?? []).map((o) => (o.added ?? 0) / o.totalCost)
    expect(perCrest).toEqual([...perCrest].sort((a, b) => b - a))
    // A step that adds nothing (308 → 311 on the bag trinket) is no use of crests.
    expect(hero?.ranked.some((o) => o.name === "Gebbo's Bottomless Bag" && o.toLevel === 311)).toBe(
      false,
    )
  })

  it('offers beside the farm the biggest gain the balance pays for now, in the same terms', () => {
    expect(plan.alternative).toMatchObject({
      affordable: true,
      option: { name: "Gebbo's Bottomless Bag", toLevel: 315, totalCost: 40 },
    })
    expect(plan.alternative?.option.answer).toMatchObject({ kind: 'gain', gain: 4536 })
  })

  it('without sims keeps the steps and prices, with no gain', () => {
    const bare = planOf(characterOf(healerExport))
    expect(trinketOf(bare, 250214, 'equipped').steps.map((s) => [s.cost, s.added])).toEqual([
      [20, undefined],
      [20, undefined],
      [20, undefined],
      [20, undefined],
      [20, undefined],
    ])
    expect(bare.bestUse).toEqual([])
    expect(bare.alternative).toBeUndefined()
  })
})
