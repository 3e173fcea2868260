// Bloodmallet's chart JSON (fixtures in the shape its simulator writes and its site serves, see
// the sources named in bloodmallet-chart.ts) turned into percent-over-empty-slot curves.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { type BloodmalletChart, chartSims, readChartAnswer } from './bloodmallet-chart'

function fixture(name: string): BloodmalletChart {
  const raw = JSON.parse(
    readFileSync(new URL(`./fixtures/bloodmallet/${name}`, import.meta.url), 'utf8'),
  )
  const answer = readChartAnswer(raw, name)
  if (answer.kind !== 'chart') throw new Error('fixture')
  return answer.chart
}

const fireSingle = () => fixture('mage_fire_castingpatchwerk.json')

describe('chartSims', () => {
  it('gives each item level the percent over the empty-slot DPS, rounded to 2 decimals as the chart rounds it', () => {
    const sims = chartSims(fireSingle(), 'fire')
    const idol = sims.curves.find((c) => c.itemId === 270169)
    // (1 053 300 − 1 000 000) ÷ 1 000 000 = 5.33%; 1 059 049 gives 5.9049%, shown as 5.9.
    expect(idol?.points).toEqual([
      [292, 5.33],
      [305, 5.9],
      [344, 7.99],
    ])
    expect(idol?.name).toBe("Hex Lord's Dooming Idol")
    expect(idol?.sourceCategory).toBe('Raid')
  })

  it('reads the fight, the publisher’s timestamp, its SimulationCraft build and season tag', () => {
    const sims = chartSims(fireSingle(), 'fire')
    expect(sims).toMatchObject({
      specId: 63,
      fightStyle: 'single-target',
      simmedAt: '2026-11-20 02:11',
      simcHash: 'c0ffee1',
      tier: 'MID2',
    })
    expect(chartSims(fixture('mage_fire_castingpatchwerk5.json'), 'fire 5').fightStyle).toBe(
      'five-targets',
    )
  })

  it('measures every level against the baseline at the lowest simulated item level', () => {
    const chart = fireSingle()
    chart.data.baseline = { '292': 1_000_000, '334': 2_000_000 }
    expect(chartSims(chart, 'fire').curves[0]?.points[0]).toEqual([292, 6])
    chart.data.baseline = { '334': 1_000_000 }
    expect(() => chartSims(chart, 'fire')).toThrow(
      'fire has no empty-slot DPS at its lowest item level, 292',
    )
  })

  it('keeps the best-ranked variant of an item simmed several ways, under the item’s own name', () => {
    const sims = chartSims(fireSingle(), 'fire')
    const shells = sims.curves.filter((c) => c.itemId === 193757)
    expect(shells).toEqual([
      {
        itemId: 193757,
        name: 'Ruby Whelp Shell',
        sourceCategory: 'Dungeon',
        points: [
          [292, 5],
          [334, 7],
        ],
      },
    ])
    expect(sims.leftOut).toContain(
      'Ruby Whelp Shell [Aoe]: Ruby Whelp Shell [St] ranks higher for the same item',
    )
  })

  it('leaves out a trinket that sims at or below an empty slot, and says so', () => {
    const sims = chartSims(fireSingle(), 'fire')
    expect(sims.curves.map((c) => c.itemId)).not.toContain(250144)
    expect(sims.leftOut).toContain(
      'Emberwing Feather: at or below an empty slot at item level 298 (-0.1%)',
    )
  })

  it('keeps the publisher’s order, best first', () => {
    const ids = chartSims(fireSingle(), 'fire').curves.map((c) => c.itemId)
    expect(ids).toEqual([250215, 273796, 270169, 241340, 193757, 158367])
  })

  it('takes item ids written as strings, as some of the publisher’s charts do', () => {
    const chart = fireSingle() as unknown as { item_ids: Record<string, unknown> }
    chart.item_ids["Freightrunner's Flask"] = '250215'
    const parsed = readChartAnswer(chart, 'fire')
    if (parsed.kind !== 'chart') throw new Error('fixture')
    expect(chartSims(parsed.chart, 'fire').curves[0]?.itemId).toBe(250215)
  })

  it('refuses a fight style the site does not show', () => {
    const chart = fireSingle()
    chart.simc_settings.fight_style = 'hecticaddcleave'
    expect(() => chartSims(chart, 'fire')).toThrow('hecticaddcleave')
  })
})

describe('readChartAnswer', () => {
  it('recognises the site’s answer for a chart it does not publish', () => {
    expect(
      readChartAnswer(
        { status: 'error', message: 'No standard chart with these values found.' },
        'url',
      ),
    ).toEqual({ kind: 'none', message: 'No standard chart with these values found.' })
  })

  it('refuses another kind of chart, naming where it was read', () => {
    const races = { ...fireSingle(), data_type: 'races' }
    expect(() => readChartAnswer(races, 'saved/races.json')).toThrow(
      /^saved\/races.json: data_type is "races", /,
    )
  })
})
