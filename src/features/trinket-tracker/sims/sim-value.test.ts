import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseSpecSims, type SimPoint, type SpecSims } from '~/domain/sims/schema'
import type { TrinketItemLevel } from '../item-level/item-level-answer'
import { season, trinketNamed } from '../model/test-dataset'
import { filterTrinkets, inScope, trinketIndex } from '../model/trinket-filter'
import { fightSimsOf, readingAt, shownSimValue, sortingValue } from './sim-value'
import { shownSimWords, simSpanText, simValueText } from './sim-words'
import { groupBySimValue, simmedHeading, unsimmedHeading } from './sims-order'

const curve: SimPoint[] = [
  [292, 5.69],
  [295, 6.01],
  [302, 6.29],
  [334, 7.98],
]
const fact = (itemLevel: number) => ({
  itemLevel,
  placement: null,
  certainty: 'confirmed' as const,
})
const drop = (itemLevel: number): TrinketItemLevel => ({
  kind: 'drop',
  drop: fact(itemLevel),
  vault: null,
})

function simsOf(path: string): SpecSims {
  const url = new URL(`../../../../data/sims/${path}.json`, import.meta.url)
  return parseSpecSims(JSON.parse(readFileSync(url, 'utf8')), path)
}
const fire = simsOf('mage/fire')
const restoration = simsOf('shaman/restoration')

describe('the value at an item level', () => {
  it('reads a simmed level as published', () => {
    expect(shownSimValue(curve, drop(295))).toEqual({
      kind: 'at',
      reading: { itemLevel: 295, value: 6.01 },
      askedLevel: 295,
    })
  })

  it('between two simmed levels, shows the nearest lower one and says it is that one', () => {
    expect(readingAt(curve, 301)).toEqual({ itemLevel: 295, value: 6.01 })
    const shown = shownSimValue(curve, drop(301))
    expect(shown).toMatchObject({ kind: 'at', reading: { itemLevel: 295 }, askedLevel: 301 })
    const sims = fightSimsOf(season, fire, 'single-target')
    if (!sims) throw new Error('fixture')
    expect(shownSimWords(sims, shown)).toEqual({
      value: '+6.0% DPS',
      level: 'at 295 (nearest lower)',
    })
  })

  it('never goes under the published range, and above it names the top level it shows', () => {
    expect(readingAt(curve, 291)).toBeUndefined()
    expect(shownSimValue(curve, drop(285))).toEqual({
      kind: 'below-range',
      askedLevel: 285,
      lowestSimmed: 292,
    })
    expect(shownSimValue(curve, drop(341))).toMatchObject({
      kind: 'at',
      reading: { itemLevel: 334, value: 7.98 },
      askedLevel: 341,
    })
  })

  it('over a drop range, shows the values at its two ends, from the first simmed level', () => {
    const span: TrinketItemLevel = { kind: 'range', min: 285, max: 320, certainty: 'confirmed' }
    expect(shownSimValue(curve, span)).toEqual({
      kind: 'span',
      low: { itemLevel: 292, value: 5.69 },
      high: { itemLevel: 302, value: 6.29 },
    })
    expect(sortingValue(shownSimValue(curve, span))).toBe(6.29)
    const under: TrinketItemLevel = { kind: 'range', min: 270, max: 280, certainty: 'confirmed' }
    expect(shownSimValue(curve, under).kind).toBe('below-range')
  })

  it('shows nothing for a trinket the publisher did not list, or a row with no item level', () => {
    expect(shownSimValue(undefined, drop(300))).toEqual({ kind: 'unsimmed' })
    expect(shownSimValue(curve, { kind: 'elsewhere', reason: 'Raid, not from keys' })).toEqual({
      kind: 'no-level',
    })
    expect(sortingValue({ kind: 'unsimmed' })).toBeUndefined()
  })
})

describe('units', () => {
  it('says % DPS for Bloodmallet and a QE Live score for healers, never the other', () => {
    expect(simValueText('dps-percent', 8.34)).toBe('+8.3% DPS')
    expect(simSpanText('dps-percent', 5.69, 7.98)).toBe('+5.7 to +8.0% DPS')
    expect(simValueText('qe-score', 33019)).toBe('QE score 33,019')
    expect(simSpanText('qe-score', 24844, 35724)).toBe('QE score 24,844 to 35,724')
    const healer = fightSimsOf(season, restoration, 'raid')
    expect(healer?.source.unit).toBe('qe-score')
    const bag = trinketNamed("Gebbo's Bottomless Bag")
    const words =
      healer && shownSimWords(healer, shownSimValue(healer.curves.get(bag.id), drop(334)))
    expect(words?.value).toMatch(/^QE score [\d,]+$/)
    expect(JSON.stringify(words)).not.toContain('%')
  })

  it('has no fight the publisher did not run', () => {
    expect(fightSimsOf(season, fire, 'raid')).toBeUndefined()
    expect(fightSimsOf(season, fire, 'five-targets')?.other).toBe('single-target')
  })
})

describe('the sim value order', () => {
  const fireSpec = season.specs.find((s) => s.classSlug === 'mage' && s.slug === 'fire')
  if (!fireSpec) throw new Error('fixture')
  const entries = filterTrinkets(
    trinketIndex(season).filter((e) =>
      inScope(e, { kind: 'specs', specIds: new Set([fireSpec.id]) }),
    ),
    {},
  )
  const sims = fightSimsOf(season, fire, 'single-target')
  if (!sims) throw new Error('fixture')

  it('puts the highest shown value first and the trinkets without one after, said as such', () => {
    const context = { kind: 'key', keyLevel: 10 } as const
    const groups = groupBySimValue(season, entries, {}, sims, context)
    expect(groups.map((g) => g.title)).toEqual([simmedHeading(sims), unsimmedHeading])
    expect(simmedHeading(sims)).toBe("By Bloodmallet's single target value")
    expect(groups[0]?.rows.length).toBeGreaterThan(3)
    // Each simmed row's value at its key level, read independently, is in falling order.
    const shown = (groups[0]?.rows ?? []).map(
      (row) => sortingValue(shownSimValue(sims.curves.get(row.entry.trinket.id), drop(311))) ?? 0,
    )
    expect(shown).toEqual([...shown].sort((a, b) => b - a))
    // Raid trinkets drop no key level: they have no value in this order, so they come after.
    const unsimmed = groups[1]?.rows.map((r) => r.entry.drops[0]?.instance.kind) ?? []
    expect(unsimmed).toContain('raid')
    expect(groups.flatMap((g) => g.rows)).toHaveLength(entries.length)
  })
})

describe('values kept apart from the rows', () => {
  const blood = simsOf('death-knight/blood')
  const sims = fightSimsOf(season, blood, 'single-target')

  it('looks up a later run’s trinket with its source and date, never as a row', () => {
    const fangstone = sims?.later.get(273795)
    expect(fangstone).toEqual(
      expect.objectContaining({
        sourceId: 'bloodmallet-1007',
        simmedAt: '2026-10-07 02:58',
        name: 'Coiled Fangstone',
        cannotLoot: false,
      }),
    )
    expect(fangstone?.points[0]).toEqual([292, 5.38])
    expect(sims?.curves.has(273795)).toBe(false)
  })

  it('keeps a season trinket the spec cannot loot in wornOnly, marked', () => {
    expect(sims?.wornOnly.get(270168)?.cannotLoot).toBe(true)
    expect(sims?.curves.has(270168)).toBe(false)
    const crafted = [...(sims?.wornOnly.values() ?? [])].find((w) => !w.cannotLoot)
    expect(crafted?.cannotLoot).toBe(false)
  })
})
