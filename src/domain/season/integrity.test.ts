import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { describeEffect } from './effect-text'
import { checkIntegrity } from './integrity'
import { dungeons } from './lookups'
import { type SeasonDataset, seasonDatasetSchema } from './schema'
import { seasonIndex } from './season-index'

function loadDataset(): SeasonDataset {
  const text = readFileSync(new URL('../../../data/season.json', import.meta.url), 'utf8')
  return seasonDatasetSchema.parse(JSON.parse(text))
}

const dataset = loadDataset()

function clone(): SeasonDataset {
  return structuredClone(dataset)
}

describe('data/season.json', () => {
  it('passes every integrity check', () => {
    expect(checkIntegrity(dataset)).toEqual([])
  })

  it('holds the whole season', () => {
    expect(dataset.season).toMatchObject({ id: 'midnight-s2', patch: '12.1' })
    expect(dataset.classes).toHaveLength(13)
    expect(dataset.specs).toHaveLength(40)
    expect(dataset.trinkets).toHaveLength(43)
    expect(dungeons(dataset)).toHaveLength(8)
    const raids = dataset.instances.filter((i) => i.kind === 'raid')
    expect(raids).toHaveLength(1)
    expect(raids[0]?.encounters.map((e) => e.name)).toEqual([
      "Nek'zali the Soulcoiler",
      'The Twin Fangs',
      'Entombed Sentinels',
      'Vashnik the Malignant',
      'The Lost Explorers',
      'Sszorak',
      'The Coiled Altar',
      "Ula'tek",
    ])
    expect(dataset.instances.filter((i) => i.kind === 'lair')).toHaveLength(1)
    expect(dataset.instances.filter((i) => i.kind === 'world-bosses')).toHaveLength(1)
    expect(dataset.upgradeTracks.map((t) => t.name)).toEqual([
      'Adventurer',
      'Veteran',
      'Champion',
      'Hero',
      'Myth',
    ])
    expect(dataset.mythicPlus.rewards.map((r) => r.keyLevel)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10])
  })

  it('applies the two hotfix corrections of 2026-08-14 and records them', () => {
    const knot = dataset.trinkets.find((t) => t.name === 'Knot of Writhing Serpents')
    expect(knot?.roles).toEqual(['damage'])
    expect(knot?.corrections).toHaveLength(1)
    const guillotine = dataset.trinkets.find((t) => t.name === "Zul'jin's Guillotine Technique")
    expect(guillotine?.roles).toContain('tank')
    expect(guillotine?.specIds).toContain(
      seasonIndex(dataset).specBySlug('warrior', 'protection')?.id,
    )
    expect(guillotine?.corrections).toHaveLength(1)
  })

  it('keeps unknowns unknown', () => {
    expect(dataset.trinkets.filter((t) => t.onUse === null)).toHaveLength(2)
    const insignia = dataset.trinkets.find((t) => t.name === "Forgotten Farstrider's Insignia")
    expect(insignia?.effect).toBeNull()
    expect(insignia?.icon.name).toBeNull()
    expect(insignia?.itemLevel.upgradeable).toBe(false)
    expect(describeEffect(insignia?.effect ?? null)).toBe('Effect unknown')
    const source = insignia?.sources[0]
    expect(source && seasonIndex(dataset).encounterById(source.encounterId)?.instance.kind).toBe(
      'world-bosses',
    )
  })

  it('marks inferred Myth steps and disputed low-key rewards', () => {
    const myth = dataset.upgradeTracks.find((t) => t.name === 'Myth')
    expect(myth?.steps.map((s) => s.certainty)).toEqual([
      'confirmed',
      'inferred',
      'inferred',
      'inferred',
      'inferred',
      'confirmed',
    ])
    const plusTwo = dataset.mythicPlus.rewards.find((r) => r.keyLevel === 2)
    expect(plusTwo?.provenance.certainty).toBe('disputed')
  })

  it('gives every trinket with a known effect a readable line', () => {
    for (const trinket of dataset.trinkets) {
      expect(describeEffect(trinket.effect)).toMatch(/^(Use|Proc|Equip|Effect)/)
    }
  })
})

describe('checkIntegrity', () => {
  it('finds a source that points outside the season', () => {
    const broken = clone()
    const trinket = broken.trinkets[0]
    if (!trinket) throw new Error('no trinket')
    trinket.sources = [{ instanceId: 1030, encounterId: 99_999 }]
    expect(checkIntegrity(broken)).toEqual([
      expect.stringContaining('source encounter 99999 is not an encounter of the season'),
    ])
  })

  it('finds unknown spec ids, duplicate ids and a trinket nobody can use', () => {
    const broken = clone()
    const [first, second] = broken.trinkets
    if (!first || !second) throw new Error('no trinkets')
    second.id = first.id
    first.specIds = [424_242]
    const problems = checkIntegrity(broken).join('\n')
    expect(problems).toContain('spec id 424242 does not exist')
    expect(problems).toContain('no spec may use it')
    expect(problems).toContain(`trinket id ${first.id} repeats`)
  })

  it('finds roles that disagree with the eligible specs', () => {
    const broken = clone()
    const knot = broken.trinkets.find((t) => t.name === 'Knot of Writhing Serpents')
    if (!knot) throw new Error('no Knot')
    knot.roles = ['healer', 'damage']
    expect(checkIntegrity(broken).join('\n')).toContain("differ from its specs' roles")
  })

  it('finds a dungeon without encounters and a track that does not rise', () => {
    const broken = clone()
    const dungeon = broken.instances.find((i) => i.kind === 'dungeon')
    const hero = broken.upgradeTracks.find((t) => t.name === 'Hero')
    const step = hero?.steps[2]
    if (!dungeon || !step) throw new Error('fixture missing')
    dungeon.encounters = []
    step.itemLevel = 300
    const problems = checkIntegrity(broken).join('\n')
    expect(problems).toContain(`${dungeon.name} has no encounter`)
    expect(problems).toContain('track Hero: step 3 (300) does not rise')
  })

  it('finds a reward item level that is not its track step', () => {
    const broken = clone()
    const row = broken.mythicPlus.rewards[0]
    if (!row) throw new Error('no rewards')
    row.vault.itemLevel = 306
    expect(checkIntegrity(broken).join('\n')).toContain('+2 vault: 306 differs from Hero 1 (305)')
  })

  it('finds a trinket item level that no track, Myth 9 or lair drop gives', () => {
    const broken = clone()
    const [first, second] = broken.trinkets.filter((t) => t.itemLevel.max !== null)
    if (!first || !second) throw new Error('no trinkets with a known maximum')
    first.itemLevel.max = 999
    second.itemLevel.min = 280
    const problems = checkIntegrity(broken).join('\n')
    expect(problems).toContain(
      `trinket ${first.id} (${first.name}): item level max 999 is not a track step, an above-track level or a lair drop level`,
    )
    expect(problems).toContain(`trinket ${second.id} (${second.name}): item level min 280 is not`)
  })

  it('finds a Myth 9 maximum on a trinket that drops from none of the bosses that give it', () => {
    const broken = clone()
    const dungeonTrinket = broken.trinkets.find((t) =>
      t.sources.every(
        (s) => broken.instances.find((i) => i.id === s.instanceId)?.kind === 'dungeon',
      ),
    )
    if (!dungeonTrinket) throw new Error('no dungeon trinket')
    dungeonTrinket.itemLevel.max = 344
    expect(checkIntegrity(broken)).toEqual([
      `trinket ${dungeonTrinket.id} (${dungeonTrinket.name}): item level max 344 is Myth 9, but it drops from none of its encounters`,
    ])
  })

  it('finds a known fact without a source', () => {
    const broken = clone()
    const trinket = broken.trinkets.find((t) => t.onUse !== null)
    if (!trinket) throw new Error('no trinket')
    trinket.provenance.onUse = null
    expect(checkIntegrity(broken).join('\n')).toContain('onUse is known but has no source')
  })
})

describe('seasonDatasetSchema', () => {
  it('rejects an inferred fact without a note', () => {
    const broken = clone()
    const spec = broken.specs[0]
    if (!spec) throw new Error('no spec')
    spec.provenance = { source: 'somewhere', certainty: 'inferred' }
    expect(seasonDatasetSchema.safeParse(broken).success).toBe(false)
  })
})

describe('integrity of the item-level tables', () => {
  it('flags a raid boss without a group, a missing vault level and a wrong above-track level', () => {
    const broken = clone()
    broken.raidLoot.bosses = broken.raidLoot.bosses.filter((b) => b.encounterId !== 2895)
    broken.raidLoot.vault = broken.raidLoot.vault.filter((v) => v.difficulty !== 'lfr')
    const lastGroup = broken.raidLoot.groups.at(-1)
    if (lastGroup) lastGroup.drops.mythic.itemLevel = 341
    const problems = checkIntegrity(broken)
    expect(problems).toContain("raid loot: Ula'tek has no boss group")
    expect(problems).toContain('raid vault: LFR needs one level')
    expect(problems.some((p) => /341 differs from Myth 9 \(344\)/.test(p))).toBe(true)
  })

  it("flags a raid trinket whose range is not its boss's", () => {
    const broken = clone()
    const heart = broken.trinkets.find((t) => t.name === "Voracious Heart of Ula'tek")
    if (heart) heart.itemLevel.min = 279
    expect(checkIntegrity(broken)).toEqual([
      expect.stringContaining("item level 279–344 differs from its boss's 289–344"),
    ])
  })

  it('refuses a guide ranking that recommends a trinket its spec cannot loot', () => {
    const broken = clone()
    const ranking = broken.guideRankings.find((r) => r.kind === 'tier-list')
    const strengthOnly = broken.trinkets.find((t) => t.name === "Merektha's Fang")
    if (ranking?.kind !== 'tier-list' || !strengthOnly) throw new Error('fixture')
    const caster = broken.specs.find((s) => s.name === 'Fire')
    ranking.specId = caster?.id ?? 0
    ranking.items = [
      { itemId: strengthOnly.id, tier: 'S' },
      { itemId: 999999, tier: 'A' },
    ]
    const problems = checkIntegrity(broken)
    expect(problems).toContain(
      `${ranking.publisher} tier-list for spec ${caster?.id}: Merektha's Fang cannot be looted by the spec`,
    )
    expect(problems).toContain(
      `${ranking.publisher} tier-list for spec ${caster?.id}: item 999999 is not a trinket of the season`,
    )
  })
})
