// The extra rows of the reference (trinket_sims_extra.json) as later runs of each set: Bloodmallet's
// raw DPS turned into percent over the empty slot with the publisher's rule, season trinkets the
// spec cannot loot kept for owners (never rows), and never a second curve for an item of the set.
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseSeasonDataset } from '../../src/domain/season/parse-dataset'
import { simsProblems } from '../../src/domain/sims/integrity'
import { parseSpecSims, type SpecSims } from '../../src/domain/sims/schema'
import { describeWithReference } from '../../src/test/reference-files'
import { percentOverEmptySlot } from './bloodmallet-chart'
import { oneRowPerItem, referenceExtraSimsFile } from './extra-sims'
import { importSims } from './reference-sims'

const root = new URL('../../', import.meta.url)
const dataset = parseSeasonDataset(
  JSON.parse(readFileSync(new URL('data/season.json', root), 'utf8')),
  'data/season.json',
)
const simsFolder = new URL('data/sims/', root)
const committed: SpecSims[] = readdirSync(simsFolder, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.json'))
  .map((file) => parseSpecSims(JSON.parse(readFileSync(new URL(file, simsFolder), 'utf8')), file))
const fire = dataset.specs.find((s) => s.classSlug === 'mage' && s.slug === 'fire')
const lootable = dataset.trinkets.find((t) => fire && t.specIds.includes(fire.id))
const unlootable = dataset.trinkets.filter((t) => fire && !t.specIds.includes(fire.id))

const row = (itemId: number, name: string, values: Record<string, number>, extra = {}) => ({
  item_id: itemId,
  name,
  in_dataset: dataset.trinkets.some((t) => t.id === itemId),
  source_category: 'Dungeon',
  values,
  ...extra,
})

/** A main reference with one Fire Mage single-target list. */
function mainReference() {
  if (!lootable || !unlootable[0]) throw new Error('fixture')
  return {
    sources: [
      {
        id: 'bloodmallet-0910',
        publisher: 'Bloodmallet',
        unit: '% DPS over empty slot',
        simc_version: 'ba72a9d',
        captured_date: '2026-09-10',
        read_from: 'an addon',
        via: 'an addon',
      },
    ],
    specs: [
      {
        spec_id: 63,
        slug: 'mage/fire',
        source_id: 'bloodmallet-0910',
        scenario: 'single target',
        sim_timestamp: '2026-09-09 03:11',
        source_tier_tag: 'MID2',
        trinkets: [
          row(lootable.id, lootable.name, { 292: 5, 334: 8 }),
          row(unlootable[0].id, unlootable[0].name, { 292: 4, 334: 6 }),
          row(999001, 'A Crafted Trinket', { 292: 3 }),
        ],
      },
    ],
  }
}

/** Extra rows for the same list: raw DPS over a baseline of 100000. */
function extraReference() {
  const [, other, third] = unlootable
  if (!lootable || !other || !third) throw new Error('fixture')
  return {
    sources: [
      {
        id: 'bloodmallet-1007',
        publisher: 'Bloodmallet',
        simc_version: 'e3fa778',
        captured_date: '2026-10-07 or later',
      },
    ],
    specs: [
      {
        spec_id: 63,
        slug: 'mage/fire',
        source_id: 'bloodmallet-1007',
        scenario: 'single target',
        sim_timestamp: '2026-10-07 03:16',
        source_tier_tag: 'MID2',
        baseline_dps: { 292: 100000 },
        trinkets: [
          row(lootable.id, lootable.name, { 292: 109000 }),
          row(other.id, other.name, { 292: 105000, 334: 107123 }),
          row(999002, 'An Older Trinket', { 292: 103000 }),
          row(999003, 'A Weak Trinket', { 292: 99000, 334: 101000 }),
          row(999004, 'Four Ways', { 292: 104000 }, { variant: 'Crit' }),
          row(999004, 'Four Ways', { 292: 104100 }, { variant: 'Haste' }),
          row(999005, 'One Way', { 292: 102000 }, { variant: 'St' }),
          row(third.id, third.name, { 292: 101000 }, { variant: 'Aoe' }),
          row(third.id, third.name, { 292: 101500 }),
        ],
      },
    ],
  }
}

describe('the extra rows as later runs', () => {
  it("turns raw DPS into percent over the empty slot with the publisher's rule", () => {
    // Blood Death Knight, single target, Coiled Fangstone at 292 over the chart's empty slot.
    expect(percentOverEmptySlot(109060, 103496)).toBe(5.38)
    const blood = committed.find((s) => s.classSlug === 'death-knight' && s.specSlug === 'blood')
    const single = blood?.sets.find((set) => set.fightStyle === 'single-target')
    const run = single?.laterRuns.find((r) => r.sourceId === 'bloodmallet-1007')
    expect(run?.derived).toBe(true)
    expect(run?.simmedAt).toBe('2026-10-07 02:58')
    expect(run?.items.find((i) => i.itemId === 273795)?.points[0]).toEqual([292, 5.38])
  })

  it('keeps a season trinket the spec cannot loot for owners, never as a row', () => {
    const [first] = unlootable
    const { specs, simSources } = importSims(mainReference(), dataset, extraReference())
    const set = specs[0]?.sets[0]
    if (!set || !first || !lootable) throw new Error('fixture')
    expect(set.items.map((i) => i.itemId)).toEqual([lootable.id])
    expect(set.wornOnly).toEqual([
      expect.objectContaining({ itemId: first.id, cannotLoot: true }),
      expect.not.objectContaining({ cannotLoot: true }),
    ])
    const [run] = set.laterRuns
    const [, other, third] = unlootable
    // The lootable trinket already in the list keeps the list's curve; the weak one, the
    // four-way variants and the variants of an item with a plain row are left out.
    expect(run?.items).toEqual([
      {
        itemId: other?.id,
        name: other?.name,
        sourceCategory: 'Dungeon',
        cannotLoot: true,
        points: [
          [292, 5],
          [334, 7.12],
        ],
      },
      { itemId: 999002, name: 'An Older Trinket', sourceCategory: 'Dungeon', points: [[292, 3]] },
      { itemId: 999005, name: 'One Way', sourceCategory: 'Dungeon', points: [[292, 2]] },
      {
        itemId: third?.id,
        name: third?.name,
        sourceCategory: 'Dungeon',
        cannotLoot: true,
        points: [[292, 1.5]],
      },
    ])
    expect(run?.derived).toBe(true)
    expect(simSources.find((s) => s.id === 'bloodmallet-1007')).toEqual(
      expect.objectContaining({
        simulator: 'SimulationCraft e3fa778',
        capturedDate: '2026-10-07',
        specIds: [63],
      }),
    )
  })

  it('keeps one row per item: variants only where an item has exactly one', () => {
    const rows = extraReference().specs[0]?.trinkets ?? []
    expect(oneRowPerItem(rows).map((r) => r.item_id)).toEqual([
      rows[0]?.item_id,
      rows[1]?.item_id,
      999002,
      999003,
      999005,
      rows[8]?.item_id,
    ])
  })

  it('never repeats in a later run an item the set already has, in any committed file', () => {
    let later = 0
    for (const sims of committed) {
      for (const set of sims.sets) {
        const own = new Set([...set.items, ...set.wornOnly].map((i) => i.itemId))
        for (const run of set.laterRuns) {
          for (const item of run.items) {
            expect(own.has(item.itemId), `${sims.specSlug} ${item.itemId}`).toBe(false)
            own.add(item.itemId)
            later++
          }
        }
      }
    }
    expect(later).toBeGreaterThan(1000)
  })

  it('refuses a later run that repeats an item, and a cannotLoot mark on a lootable trinket', () => {
    const sims = structuredClone(committed.find((s) => s.specId === 63))
    const set = sims?.sets[0]
    const [run] = set?.laterRuns ?? []
    const first = set?.items[0]
    if (!sims || !run || !first || !set) throw new Error('fixture')
    run.items.push({
      itemId: first.itemId,
      name: 'Again',
      sourceCategory: null,
      points: [[292, 1]],
    })
    set.wornOnly.push({
      itemId: first.itemId,
      name: 'Lootable',
      sourceCategory: null,
      cannotLoot: true,
      points: [[292, 1]],
    })
    const problems = simsProblems(sims, dataset).join('\n')
    expect(problems).toContain('has two curves in the set')
    expect(problems).toContain('is marked cannotLoot but the spec can loot it')
    expect(() => parseSpecSims(sims, 'a changed copy')).toThrow(/an item has one curve in a set/)
  })
})

describeWithReference(
  'the later runs against ../shared/gamedata/trinket_sims_extra.json',
  [referenceExtraSimsFile],
  () => {
    it('hold every kept row: derived percent for Bloodmallet, QE Live scores as published', () => {
      const extra = JSON.parse(readFileSync(referenceExtraSimsFile, 'utf8')) as {
        specs: {
          spec_id: number
          scenario: string
          baseline_dps?: Record<string, number>
          trinkets: { item_id: number; values: Record<string, number>; variant?: string }[]
        }[]
      }
      const fights: Record<string, string> = {
        'single target': 'single-target',
        '5 targets': 'five-targets',
        raid: 'raid',
        dungeon: 'dungeon',
      }
      let compared = 0
      for (const block of extra.specs) {
        const set = committed
          .find((s) => s.specId === block.spec_id)
          ?.sets.find((s) => s.fightStyle === fights[block.scenario])
        const baseline = block.baseline_dps && Object.values(block.baseline_dps)[0]
        for (const row of block.trinkets) {
          const item = set?.laterRuns.flatMap((r) => r.items).find((i) => i.itemId === row.item_id)
          if (!item) continue
          const expected = Object.entries(row.values).map(([level, value]) => [
            Number(level),
            baseline ? percentOverEmptySlot(value, baseline) : value,
          ])
          expect(item.points).toEqual(expected)
          compared++
        }
      }
      expect(compared).toBeGreaterThan(1000)
    })
  },
)
