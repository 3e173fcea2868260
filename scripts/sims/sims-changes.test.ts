// The refresh's diff, read by a reviewer: each kind of change gets its own line.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { SimSource } from '../../src/domain/season/schema'
import { parseSpecSims, type SpecSims } from '../../src/domain/sims/schema'
import { formatSimsChanges, type SimsSnapshot, simsChanges } from './sims-changes'

const fire = parseSpecSims(
  JSON.parse(readFileSync(new URL('../../data/sims/mage/fire.json', import.meta.url), 'utf8')),
  'mage/fire.json',
)
const season = JSON.parse(readFileSync(new URL('../../data/season.json', import.meta.url), 'utf8'))
const sources: SimSource[] = season.simSources
const names = new Map<number, string>(
  season.trinkets.map((t: { id: number; name: string }) => [t.id, t.name]),
)
const before: SimsSnapshot = { simSources: sources, specs: [fire] }
const diff = (after: SimsSnapshot) => simsChanges(before, after, (id) => names.get(id))

function changedFire(change: (sims: SpecSims) => void): SimsSnapshot {
  const sims = structuredClone(fire)
  change(sims)
  return { simSources: sources, specs: [sims] }
}

describe('simsChanges', () => {
  it('finds nothing when nothing changed', () => {
    expect(diff(before)).toEqual([])
    expect(formatSimsChanges([])).toBe('No changes: the sims already match.')
  })

  it('lists each changed value with its item level, and levels added or gone', () => {
    const after = changedFire((sims) => {
      const vial = sims.sets[0]?.items.find((i) => i.itemId === 273796)
      if (!vial) throw new Error('fixture')
      vial.points = vial.points.filter(([level]) => level !== 295)
      vial.points[vial.points.length - 1] = [334, 8.5]
      vial.points.push([340, 9])
    })
    expect(diff(after)).toEqual([
      '~ mage/fire single-target: 273796 Vile Vial of Volatile Venom: 295 6.01 -> none, 334 7.98 -> 8.5, 340 none -> 9',
    ])
  })

  it('names trinkets added and gone, season ones by the dataset and worn-only ones by the publisher', () => {
    const after = changedFire((sims) => {
      const set = sims.sets[0]
      if (!set) throw new Error('fixture')
      set.items = set.items.filter((i) => i.itemId !== 270167)
      set.items.push({ itemId: 250215, points: [[292, 6]] })
      set.wornOnly = set.wornOnly.filter((i) => i.itemId !== 246307)
    })
    expect(diff(after)).toEqual([
      "+ mage/fire single-target: 250215 Freightrunner's Flask",
      "- mage/fire single-target: 270167 Wavecaller's Seastone",
      '- mage/fire single-target: 246307 Darkmoon Dominion: Void (worn only)',
    ])
  })

  it('shows a new sim date, a new source and its simulator version', () => {
    const source: SimSource = {
      ...structuredClone(sources[0] as SimSource),
      id: 'bloodmallet-c0ffee1',
      simulator: 'SimulationCraft c0ffee1',
      capturedDate: '2026-11-26',
      specIds: [63],
    }
    const after = changedFire((sims) => {
      const set = sims.sets[0]
      if (!set) throw new Error('fixture')
      set.simmedAt = '2026-11-20 02:11'
      set.sourceId = source.id
    })
    after.simSources = [...sources, source]
    expect(diff(after)).toEqual([
      '+ source bloodmallet-c0ffee1: Bloodmallet, SimulationCraft c0ffee1, read 2026-11-26, 1 spec',
      '~ mage/fire single-target: source bloodmallet-0910 -> bloodmallet-c0ffee1',
      '~ mage/fire single-target: simmed 2026-09-09 03:11 -> 2026-11-20 02:11',
    ])
  })

  it('shows a source read again on a later date, and a fight whose sims are gone', () => {
    const reread = sources.map((s, i) => (i === 0 ? { ...s, capturedDate: '2026-11-26' } : s))
    const after = changedFire((sims) => {
      sims.sets = sims.sets.slice(0, 1)
    })
    after.simSources = reread
    expect(diff(after)).toEqual([
      '~ source bloodmallet-0910: read 2026-09-10 -> 2026-11-26',
      '- mage/fire five-targets: all sims gone (were bloodmallet-0910, simmed 2026-09-09 03:13)',
    ])
    expect(formatSimsChanges(diff(after))).toMatch(/\n2 changes\.$/)
  })

  it('lists a diff of hundreds of thousands of lines without running out of stack', () => {
    const after = changedFire((sims) => {
      const set = sims.sets[0]
      if (!set) throw new Error('fixture')
      set.wornOnly = Array.from({ length: 150_000 }, (_, i) => ({
        itemId: 10_000_000 + i,
        name: 'Fixture Trinket',
        sourceCategory: null,
        points: [[300, 1]],
      }))
    })
    expect(diff(after).length).toBeGreaterThan(150_000)
  })
})
