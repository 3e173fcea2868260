import { describe, expect, it } from 'vitest'
import type { Trinket } from '~/domain/season/schema'
import { copyOfSeason, season, trinketNamed } from '../model/test-dataset'
import { trinketItemLevel } from './item-level'
import type { TrinketItemLevel } from './item-level-answer'
import { rewardForKeyLevel } from './key-rewards'

function levelOf(trinket: Trinket, context: Parameters<typeof trinketItemLevel>[3]) {
  const source = trinket.sources[0]
  if (!source) throw new Error('trinket without a source')
  return trinketItemLevel(season, trinket, source, context)
}

function dropOf(answer: TrinketItemLevel) {
  if (answer.kind !== 'drop') throw new Error(`expected a drop, got ${answer.kind}`)
  return answer
}

describe('keystone levels', () => {
  const lightspireCore = trinketNamed('Lightspire Core') // The Blinding Vale, a dungeon

  it('gives the end-of-dungeon and Great Vault levels with their place on the tracks', () => {
    const answer = dropOf(levelOf(lightspireCore, { kind: 'key', keyLevel: 10 }))
    expect(answer.drop).toEqual({ itemLevel: 311, placement: 'Hero 3/6', certainty: 'confirmed' })
    expect(answer.vault).toEqual({ itemLevel: 318, placement: 'Myth 1/6', certainty: 'confirmed' })
  })

  it('keeps the +10 rewards for every higher key, where the rewards stop rising', () => {
    const at10 = levelOf(lightspireCore, { kind: 'key', keyLevel: 10 })
    for (const keyLevel of [11, 15, 20]) {
      expect(levelOf(lightspireCore, { kind: 'key', keyLevel })).toEqual(at10)
    }
  })

  it('marks the low keys the sources disagree on as disputed, with the reason', () => {
    const answer = dropOf(levelOf(lightspireCore, { kind: 'key', keyLevel: 3 }))
    expect(answer.drop.itemLevel).toBe(295)
    expect(answer.drop.certainty).toBe('disputed')
    expect(answer.drop.note).toMatch(/before keys opened/)
  })

  it('says a raid trinket does not come from keys instead of giving it a key level', () => {
    const answer = levelOf(trinketNamed("Voracious Heart of Ula'tek"), {
      kind: 'key',
      keyLevel: 10,
    })
    expect(answer).toEqual({ kind: 'elsewhere', reason: 'Raid drop, not from keys' })
  })

  it('says unknown when the season has no reward row for a key level', () => {
    const dataset = copyOfSeason()
    dataset.mythicPlus.rewards = dataset.mythicPlus.rewards.filter((r) => r.keyLevel !== 4)
    expect(rewardForKeyLevel(dataset, 4)).toBeUndefined()
    const trinket = trinketNamed('Lightspire Core', dataset)
    const source = trinket.sources[0]
    if (!source) throw new Error('no source')
    expect(trinketItemLevel(dataset, trinket, source, { kind: 'key', keyLevel: 4 }).kind).toBe(
      'unknown',
    )
  })
})

describe('Mythic 0', () => {
  const lightspireCore = trinketNamed('Lightspire Core')

  it('gives 292 (Champion 1/6) at the end of the run and marks the vault disputed', () => {
    const answer = dropOf(levelOf(lightspireCore, { kind: 'key', keyLevel: 0 }))
    expect(answer.drop).toEqual({
      itemLevel: 292,
      placement: 'Champion 1/6',
      certainty: 'confirmed',
    })
    expect(answer.vault).toMatchObject({ itemLevel: 302, certainty: 'disputed' })
    expect(answer.vault?.note).toMatch(/298/)
  })
})

/** A level's number, place on its track and certainty, to compare in one line. */
function levelSummary(fact: { itemLevel: number; placement: string | null; certainty: string }) {
  return [fact.itemLevel, fact.placement, fact.certainty]
}

describe('raid difficulties', () => {
  const drop = (name: string, difficulty: 'lfr' | 'normal' | 'heroic' | 'mythic') =>
    dropOf(levelOf(trinketNamed(name), { kind: 'raid', difficulty }))

  it("gives each boss its group's level with the vault beside it: Heroic Ula'tek 315, vault 318", () => {
    const heart = drop("Voracious Heart of Ula'tek", 'heroic')
    expect(levelSummary(heart.drop)).toEqual([315, 'Hero 4/6', 'inferred'])
    expect(heart.vault).toMatchObject({ itemLevel: 318, placement: 'Myth 1/6' })
    expect(drop("Hex Lord's Dooming Idol", 'heroic').drop.itemLevel).toBe(315) // The Coiled Altar
    expect(drop("Vashnik's Sanguine Rancor", 'heroic').drop.itemLevel).toBe(311)
  })

  it('gives Myth 9 for the last two bosses on Mythic, as the drop and in the vault', () => {
    const mythic = drop("Voracious Heart of Ula'tek", 'mythic')
    expect(levelSummary(mythic.drop)).toEqual([344, 'Myth 9', 'confirmed'])
    expect(mythic.vault?.itemLevel).toBe(344)
    expect(drop('Idol of the Howling Nexus', 'mythic').vault?.itemLevel).toBe(334) // Sszorak
  })

  it('marks the LFR, Normal and Heroic levels inferred, and the disputed bosses disputed', () => {
    expect(drop('Idol of the Howling Nexus', 'normal').drop.note).toMatch(/Mythic only/)
    const fangs = drop('Preternatural Antivenom', 'heroic') // The Twin Fangs
    expect(fangs.drop).toMatchObject({ itemLevel: 311, certainty: 'disputed' })
    expect(fangs.drop.note).toMatch(/kill order/)
  })

  it('never shows a raid trinket at an Adventurer level, on any difficulty', () => {
    const adventurer = new Set(season.upgradeTracks[0]?.steps.map((s) => s.itemLevel))
    const raidTrinkets = season.trinkets.filter((t) => t.sources[0]?.instanceId === 1320)
    for (const trinket of raidTrinkets) {
      for (const difficulty of ['lfr', 'normal', 'heroic', 'mythic'] as const) {
        const answer = dropOf(levelOf(trinket, { kind: 'raid', difficulty }))
        expect(answer.drop.placement, trinket.name).not.toMatch(/Adventurer/)
      }
      for (let step = 1; step <= 6; step++) {
        const answer = levelOf(trinket, { kind: 'track', track: 'adventurer', step })
        expect(answer.kind, trinket.name).toBe('off-track')
      }
      const span = levelOf(trinket, undefined)
      if (span.kind !== 'span') throw new Error('expected a span')
      expect(
        adventurer.has(span.lowest.itemLevel) && span.lowest.placement?.startsWith('Adv'),
      ).toBe(false)
    }
  })

  it('uses the lair table for the lair, which has no LFR', () => {
    const seastone = trinketNamed("Wavecaller's Seastone")
    expect(dropOf(levelOf(seastone, { kind: 'raid', difficulty: 'normal' })).drop.itemLevel).toBe(
      292,
    )
    expect(levelOf(seastone, { kind: 'raid', difficulty: 'lfr' }).kind).toBe('elsewhere')
  })

  it('says a dungeon trinket does not drop in the raid', () => {
    const answer = levelOf(trinketNamed('Lightspire Core'), { kind: 'raid', difficulty: 'heroic' })
    expect(answer.kind).toBe('elsewhere')
  })
})

describe('upgrade tracks: only the steps a trinket can really have', () => {
  const at = (
    name: string,
    track: 'adventurer' | 'veteran' | 'champion' | 'hero' | 'myth',
    step: number,
  ) => levelOf(trinketNamed(name), { kind: 'track', track, step })

  it('gives a step the trinket can reach, and how', () => {
    expect(at('Lightspire Core', 'hero', 4)).toEqual({
      kind: 'track',
      level: { itemLevel: 315, placement: 'Hero 4/6', certainty: 'confirmed' },
      from: '+7 vault',
    })
    expect(at('Lightspire Core', 'champion', 1)).toMatchObject({ kind: 'track', from: 'Mythic 0' })
  })

  it("says a step below where the boss's loot starts is not possible, with the nearest one", () => {
    const answer = at("Voracious Heart of Ula'tek", 'veteran', 1)
    expect(answer).toMatchObject({
      kind: 'off-track',
      reason: 'Not at Veteran 1/6: it starts at Veteran 4/6',
      nearest: { itemLevel: 289, placement: 'Veteran 4/6', from: 'LFR drop' },
    })
    expect(at('Soulcoiler Ritual Vessel', 'veteran', 1).kind).toBe('track') // boss 1
  })

  it('says a dungeon trinket is never Adventurer from keys, with Heroic dungeons in the note', () => {
    const answer = at('Lightspire Core', 'adventurer', 6)
    if (answer.kind !== 'off-track') throw new Error('expected off-track')
    expect(answer.reason).toBe('Not on the Adventurer track')
    expect(answer.nearest).toMatchObject({ itemLevel: 292, from: 'Mythic 0' })
    expect(answer.note).toMatch(/Heroic/)
  })

  it('marks the Myth steps that are inferred, with the reason', () => {
    const answer = at('Lightspire Core', 'myth', 3)
    if (answer.kind !== 'track') throw new Error('expected a track level')
    expect(answer.level.certainty).toBe('inferred')
    expect(answer.level.note).toMatch(/inferred/)
  })

  it('gives no track level to the Season 1 world-boss trinket, which cannot be upgraded', () => {
    const insignia = trinketNamed("Forgotten Farstrider's Insignia")
    const answer = levelOf(insignia, { kind: 'track', track: 'hero', step: 1 })
    expect(answer.kind).toBe('unknown')
  })
})

describe('no context: the drop range', () => {
  const spanOf = (name: string) => {
    const answer = levelOf(trinketNamed(name), undefined)
    if (answer.kind !== 'span') throw new Error(`expected a span, got ${answer.kind}`)
    return answer
  }

  it("gives a dungeon trinket's lowest drop, end-of-run cap, vault range and ceiling", () => {
    const span = spanOf('Lightspire Core')
    expect(span.lowest).toMatchObject({ itemLevel: 292, from: 'Mythic 0' })
    expect(span.highestDrop).toMatchObject({ itemLevel: 311, from: '+10 and up' })
    expect([span.vault?.lowest.itemLevel, span.vault?.highest.itemLevel]).toEqual([302, 318])
    expect(span.vault?.lowest.certainty).toBe('disputed')
    expect(span.ceiling?.itemLevel).toBe(334)
    expect(span.max).toBe(334)
    expect(span.aside).toMatch(/Heroic 276/)
  })

  it("gives each raid trinket its own boss's range", () => {
    const heart = spanOf("Voracious Heart of Ula'tek")
    expect([heart.lowest.itemLevel, heart.highestDrop.itemLevel, heart.max]).toEqual([
      289, 344, 344,
    ])
    expect(spanOf("Vashnik's Sanguine Rancor").lowest.itemLevel).toBe(285)
    expect(spanOf('Soulcoiler Ritual Vessel').max).toBe(334)
  })

  it('agrees with the range the dataset records for each raid and dungeon trinket', () => {
    for (const trinket of season.trinkets) {
      const answer = levelOf(trinket, undefined)
      if (answer.kind !== 'span') continue
      expect([answer.lowest.itemLevel, answer.max], trinket.name).toEqual([
        trinket.itemLevel.min,
        trinket.itemLevel.max,
      ])
    }
  })

  it('keeps a long note behind a mark: the reason stays short', () => {
    const answer = levelOf(trinketNamed("Forgotten Farstrider's Insignia"), undefined)
    expect(answer).toMatchObject({ kind: 'unknown', certainty: 'disputed' })
    if (answer.kind !== 'unknown') throw new Error('expected unknown')
    expect(answer.reason.length).toBeLessThan(40)
    expect(answer.note).toMatch(/Sources disagree/)
  })
})
