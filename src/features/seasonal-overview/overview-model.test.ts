import { describe, expect, it } from 'vitest'
import rawDataset from '../../../data/season.json'
import { parseSeasonDataset } from '../../domain/season/parse-dataset'
import type { MythicPlus, Provenance } from '../../domain/season/schema'
import {
  affixKeyLevels,
  bossLoot,
  createFootnotes,
  firstSeasonStart,
  instancesOfKind,
  keyLevelLabel,
  markFor,
  mythicPlusRows,
  regionDateRows,
  rowForKey,
  trinketAudience,
} from './overview-model'

const dataset = parseSeasonDataset(rawDataset, 'data/season.json')
const confirmed: Provenance = { source: 'test', certainty: 'confirmed' }

describe('footnotes and marks', () => {
  it('numbers notes in order and gives a repeated reason the same number', () => {
    const footnotes = createFootnotes('mythic-plus')
    const first = footnotes.add('Sources disagree.')
    const second = footnotes.add('Only one guide says so.')
    expect(footnotes.add('Sources disagree.')).toBe(first)
    expect([first.number, second.number]).toEqual([1, 2])
    expect(second.id).toBe('mythic-plus-note-2')
    expect(footnotes.notes).toHaveLength(2)
  })

  it('writes the dates in a note as players read them', () => {
    const footnotes = createFootnotes('mythic-plus-rewards')
    const lockout = footnotes.add('Mythic 0 lockout: daily from 2026-08-18.')
    expect(lockout.text).toBe('Mythic 0 lockout: daily from 18 August 2026.')
    expect(footnotes.add('Mythic 0 lockout: daily from 2026-08-18.')).toBe(lockout)
  })

  it('marks inferred and disputed facts, and keeps a confirmed fact’s note without a mark', () => {
    const footnotes = createFootnotes('s')
    expect(markFor(confirmed, footnotes)).toBeNull()
    expect(markFor({ ...confirmed, note: 'Alternates weekly.' }, footnotes)).toEqual({
      kind: null,
      note: expect.objectContaining({ number: 1 }),
    })
    const disputed = markFor(
      { source: 'x', certainty: 'disputed', note: 'Guides differ.' },
      footnotes,
    )
    expect(disputed).toEqual({ kind: 'disputed', note: expect.objectContaining({ number: 2 }) })
    expect(footnotes.notes.map((n) => n.text)).toEqual(['Alternates weekly.', 'Guides differ.'])
  })
})

describe('regions', () => {
  it('lists every region, keeping the ones no source dates as null', () => {
    const rows = regionDateRows(dataset.season)
    expect(rows.map((r) => r.region)).toEqual(['us', 'eu', 'kr', 'tw', 'cn'])
    for (const row of rows) {
      expect(row.seasonStart).toBe(dataset.season.startDates[row.region])
    }
  })

  it('finds the earliest known start and the regions that start then', () => {
    const season = {
      ...dataset.season,
      startDates: { us: '2026-08-18', eu: '2026-08-19', kr: '2026-08-18', tw: null, cn: null },
    }
    expect(firstSeasonStart(season)).toEqual({ date: '2026-08-18', regions: ['Americas', 'Korea'] })
    const unknown = { us: null, eu: null, kr: null, tw: null, cn: null }
    expect(firstSeasonStart({ ...dataset.season, startDates: unknown })).toBeNull()
  })
})

describe('bossLoot', () => {
  it('lists the raid bosses in kill order, each with exactly the trinkets sourced to it', () => {
    const [raid] = instancesOfKind(dataset, 'raid')
    if (!raid) throw new Error('the dataset has no raid')
    const bosses = bossLoot(dataset, raid)
    expect(bosses.map((b) => b.encounter.order)).toEqual(
      [...raid.encounters].map((e) => e.order).sort((a, b) => a - b),
    )
    const listed = bosses.flatMap((b) => b.trinkets.map((t) => t.id)).sort()
    const sourced = dataset.trinkets
      .filter((t) => t.sources.some((s) => s.instanceId === raid.id))
      .map((t) => t.id)
      .sort()
    expect(listed).toEqual(sourced)
  })

  it('keeps a boss with no trinket in the list', () => {
    const instance = {
      ...dataset.instances[0],
      id: 1,
      slug: 'test',
      name: 'Test',
      kind: 'dungeon' as const,
      encounters: [{ id: 99, name: 'Lonely Boss', order: 1 }],
      provenance: confirmed,
    }
    expect(bossLoot(dataset, instance)).toEqual([
      { encounter: { id: 99, name: 'Lonely Boss', order: 1 }, trinkets: [] },
    ])
  })
})

describe('mythicPlusRows', () => {
  const reward = (keyLevel: number, andAbove: boolean, itemLevel: number) => ({
    keyLevel,
    andAbove,
    endOfDungeon: { itemLevel, track: null, rank: null },
    vault: { itemLevel: itemLevel + 7, track: null, rank: null },
    provenance: confirmed,
  })
  const crest = (keyLevel: number, andAbove: boolean, amount: number) => ({
    keyLevel,
    andAbove,
    crest: 'Myth Mistcrest',
    amount,
    provenance: confirmed,
  })
  const table: MythicPlus = {
    mythicZero: dataset.mythicPlus.mythicZero,
    rewards: [reward(2, false, 295), reward(3, true, 298)],
    crests: [crest(2, false, 10), crest(3, false, 12), crest(4, false, 14), crest(5, true, 16)],
    rules: [],
  }

  it('covers every key level and repeats an "and above" reward for higher keys', () => {
    const rows = mythicPlusRows(table)
    expect(
      rows.map((r) => [r.keyLevel, r.reward?.endOfDungeon.itemLevel, r.crest?.amount]),
    ).toEqual([
      [2, 295, 10],
      [3, 298, 12],
      [4, 298, 14],
      [5, 298, 16],
    ])
    expect(rows.map((r) => r.andAbove)).toEqual([false, false, false, true])
  })

  it('does not call the last row "and above" when one table stops short of saying so', () => {
    const rows = mythicPlusRows({ ...table, crests: [crest(2, false, 10), crest(4, false, 14)] })
    expect(rows.at(-1)).toMatchObject({ keyLevel: 4, andAbove: false })
    expect(rows.find((r) => r.keyLevel === 3)?.crest).toBeUndefined()
  })

  it('gives every key of the real dataset an item-level reward', () => {
    for (const row of mythicPlusRows(dataset.mythicPlus)) expect(row.reward).toBeDefined()
  })

  it('finds the row for a key above the table', () => {
    expect(rowForKey(table.rewards, 20)?.keyLevel).toBe(3)
    expect(rowForKey(table.rewards, 1)).toBeUndefined()
  })
})

describe('labels', () => {
  it('writes key levels and affix ranges as players read them', () => {
    expect(keyLevelLabel(10, true)).toBe('+10 and above')
    expect(keyLevelLabel(4, false)).toBe('+4')
    expect(affixKeyLevels({ from: 2, to: 5 })).toBe('+2 to +5')
    expect(affixKeyLevels({ from: 7, to: null })).toBe('+7 and above')
    expect(affixKeyLevels({ from: 4, to: 4 })).toBe('+4')
  })

  it('says who a trinket is for', () => {
    const trinket = dataset.trinkets[0]
    if (!trinket) throw new Error('no trinkets')
    const audience = trinketAudience({
      ...trinket,
      primaryStats: ['strength', 'agility'],
      roles: ['tank', 'damage'],
    })
    expect(audience).toBe('Strength/Agility · Tank, Damage')
    expect(trinketAudience({ ...trinket, primaryStats: [], roles: ['healer'] })).toBe('Healer')
  })
})
