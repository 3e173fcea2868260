import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { trinketUseKinds } from '~/domain/season/trinket-kinds'
import { copyOfSeason, season } from './test-dataset'
import {
  activityFirst,
  filterCounts,
  filterTrinkets,
  groupByInstance,
  inScope,
  normalizeSearchText,
  type SpecScope,
  type TrinketFilters,
  trinketIndex,
} from './trinket-filter'

const entries = trinketIndex(season)

function specId(classSlug: string, specSlug: string): number {
  const spec = season.specs.find((s) => s.classSlug === classSlug && s.slug === specSlug)
  if (!spec) throw new Error(`no spec ${classSlug}/${specSlug}`)
  return spec.id
}

function scopeOf(...ids: number[]): SpecScope {
  return { kind: 'specs', specIds: new Set(ids) }
}

function names(list: { trinket: { name: string } }[]): string[] {
  return list.map((e) => e.trinket.name)
}

const frostMage = scopeOf(specId('mage', 'frost'))
const frostMageTrinkets = entries.filter((e) => inScope(e, frostMage))

describe('spec eligibility', () => {
  it('shows a spec every trinket it can use and none it cannot', () => {
    const shown = names(frostMageTrinkets)
    expect(shown).toContain("Sethraliss' Defiled Relic")
    expect(shown).toContain('Lightspire Core')
    expect(shown).not.toContain("Merektha's Fang") // strength
    expect(shown).not.toContain("Kyrakka's Searing Embers") // healers only
    for (const entry of frostMageTrinkets) {
      expect(entry.trinket.specIds).toContain(specId('mage', 'frost'))
    }
    expect(frostMageTrinkets.length).toBe(
      season.trinkets.filter((t) => t.specIds.includes(specId('mage', 'frost'))).length,
    )
  })

  it('follows the hotfix that took Knot of Writhing Serpents away from healers', () => {
    const restoDruid = scopeOf(specId('druid', 'restoration'))
    expect(names(entries.filter((e) => inScope(e, restoDruid)))).not.toContain(
      'Knot of Writhing Serpents',
    )
  })

  it('without a spec shows every trinket of the season', () => {
    expect(entries.filter((e) => inScope(e, { kind: 'all' })).length).toBe(season.trinkets.length)
  })
})

describe('filters', () => {
  it('filters by source type: raid, dungeon or other (lair and world bosses)', () => {
    const raid = filterTrinkets(entries, { source: 'raid' })
    const dungeon = filterTrinkets(entries, { source: 'dungeon' })
    const other = filterTrinkets(entries, { source: 'other' })
    expect(raid.length + dungeon.length + other.length).toBe(entries.length)
    expect(names(other).sort()).toEqual([
      "Forgotten Farstrider's Insignia",
      "Wavecaller's Seastone",
    ])
    expect(raid.every((e) => e.drops.some((d) => d.instance.kind === 'raid'))).toBe(true)
  })

  it('filters by dungeon and by boss', () => {
    const altar = season.instances.find((i) => i.slug === 'altar-of-fangs')
    const ravi = altar?.encounters.find((e) => e.name === "Rav'i")
    if (!altar || !ravi) throw new Error('Altar of Fangs missing')
    expect(names(filterTrinkets(entries, { instanceId: altar.id })).sort()).toEqual([
      'Coiled Fangstone',
      'Knot of Writhing Serpents',
      'Tattered Amani War Banner',
      'Vile Vial of Volatile Venom',
    ])
    expect(
      names(filterTrinkets(entries, { instanceId: altar.id, encounterId: ravi.id })).sort(),
    ).toEqual(['Coiled Fangstone', 'Vile Vial of Volatile Venom'])
  })

  it('filters by on-use or passive, leaving trinkets whose use is unknown out of both', () => {
    const onUse = filterTrinkets(entries, { use: 'on-use' })
    const passive = filterTrinkets(entries, { use: 'passive' })
    expect(onUse.every((e) => e.trinket.onUse === true)).toBe(true)
    expect(passive.every((e) => e.trinket.onUse === false)).toBe(true)
    const unknown = entries.filter((e) => e.trinket.onUse === null).length
    expect(onUse.length + passive.length + unknown).toBe(entries.length)
    expect(unknown).toBeGreaterThan(0)
  })

  it('searches names ignoring case, accents, apostrophes and word order', () => {
    expect(names(filterTrinkets(entries, { text: 'merekthas' }))).toEqual(["Merektha's Fang"])
    expect(names(filterTrinkets(entries, { text: 'ULATEK heart' }))).toEqual([
      "Voracious Heart of Ula'tek",
    ])
    expect(names(filterTrinkets(entries, { text: 'fang merektha’s' }))).toEqual(["Merektha's Fang"])
    expect(filterTrinkets(entries, { text: 'no such trinket' })).toEqual([])
    expect(filterTrinkets(entries, { text: '   ' }).length).toBe(entries.length)
  })

  it('normalises text the same way for names and queries', () => {
    expect(normalizeSearchText("  Zul'jin’s  Guillotine ")).toBe('zuljins guillotine')
    expect(normalizeSearchText('Énergie')).toBe('energie')
  })
})

describe('counts', () => {
  it('counts every trinket under exactly one use, unknown included, so the choices add up to All', () => {
    const counts = filterCounts(entries, {})
    const unknown = entries.filter((entry) => entry.trinket.onUse === null)
    expect(unknown.length).toBeGreaterThan(0)
    expect(counts.use.unknown).toBe(unknown.length)
    expect(counts.use['on-use'] + counts.use.passive + counts.use.unknown).toBe(counts.use.all)
  })

  it('counts each choice given the other filters, so a count is what a click would show', () => {
    const filters: TrinketFilters = { use: 'on-use', text: 'o' }
    const counts = filterCounts(frostMageTrinkets, filters)
    for (const source of ['raid', 'dungeon', 'other'] as const) {
      expect(counts.source[source]).toBe(
        filterTrinkets(frostMageTrinkets, { ...filters, source }).length,
      )
    }
    for (const use of trinketUseKinds) {
      expect(counts.use[use]).toBe(filterTrinkets(frostMageTrinkets, { ...filters, use }).length)
    }
    expect(counts.shown).toBe(filterTrinkets(frostMageTrinkets, filters).length)
    expect(counts.inScope).toBe(frostMageTrinkets.length)
    for (const [instanceId, count] of counts.instance) {
      expect(count).toBe(filterTrinkets(frostMageTrinkets, { ...filters, instanceId }).length)
    }
  })

  it('holds for any combination of filters (property)', () => {
    const instanceIds = season.instances.map((i) => i.id)
    const encounterIds = season.instances.flatMap((i) => i.encounters.map((e) => e.id))
    const filtersArb = fc.record(
      {
        source: fc.constantFrom('raid', 'dungeon', 'other' as const),
        instanceId: fc.constantFrom(...instanceIds),
        encounterId: fc.constantFrom(...encounterIds),
        use: fc.constantFrom('on-use', 'passive' as const),
        text: fc.constantFrom('a', 'of', 'core', 'zz'),
      },
      { requiredKeys: [] },
    )
    fc.assert(
      fc.property(filtersArb, (filters) => {
        const counts = filterCounts(entries, filters)
        const shown = filterTrinkets(entries, filters)
        expect(counts.shown).toBe(shown.length)
        for (const [encounterId, count] of counts.encounter) {
          expect(count).toBe(filterTrinkets(entries, { ...filters, encounterId }).length)
        }
        // Grouping never loses or repeats a trinket.
        const grouped = groupByInstance(shown, filters).flatMap((g) => g.rows)
        expect(grouped.length).toBe(shown.length)
        expect(new Set(grouped.map((r) => r.entry.trinket.id)).size).toBe(shown.length)
      }),
      { numRuns: 200 },
    )
  })
})

describe('grouping', () => {
  it('groups by instance, raid first, then dungeons by name, then the rest; bosses in order', () => {
    const groups = groupByInstance(entries, {})
    const kinds = groups.map((g) => g.sourceKind)
    expect(kinds[0]).toBe('raid')
    expect(kinds.indexOf('other')).toBeGreaterThan(kinds.lastIndexOf('dungeon'))
    const dungeonNames = groups
      .filter((g) => g.sourceKind === 'dungeon')
      .map((g) => g.instance?.name)
    expect(dungeonNames).toEqual([...dungeonNames].sort())
    const raid = groups[0]
    const orders = raid?.rows.map((r) => r.drop?.encounter.order ?? 0) ?? []
    expect(orders).toEqual([...orders].sort((a, b) => a - b))
  })

  it('lists a trinket that drops in two places once, under the place the filters allow', () => {
    const dataset = copyOfSeason()
    const relic = dataset.trinkets.find((t) => t.name === "Sethraliss' Defiled Relic")
    if (!relic) throw new Error('missing')
    relic.sources.push({ instanceId: 1320, encounterId: 2888 }) // also a raid boss, for the test
    const both = trinketIndex(dataset)
    expect(groupByInstance(both, {}).flatMap((g) => g.rows).length).toBe(dataset.trinkets.length)
    const raidOnly = filterTrinkets(both, { source: 'raid' })
    const raidGroups = groupByInstance(raidOnly, { source: 'raid' })
    const relicRow = raidGroups.flatMap((g) => g.rows).find((r) => r.entry.trinket.id === relic.id)
    expect(relicRow?.drop?.instance.kind).toBe('raid')
    expect(filterCounts(both, {}).source).toMatchObject({ raid: raidOnly.length })
  })
})

describe('what drops in the chosen activity first', () => {
  const groups = groupByInstance(entries, {})
  const kinds = (list: ReturnType<typeof groupByInstance>) => list.map((g) => g.instance?.kind)

  it('puts dungeons first for a key level, and the raid after', () => {
    const ordered = activityFirst(groups, { kind: 'key', keyLevel: 0 })
    const firstOther = ordered.elsewhereFrom ?? -1
    expect(kinds(ordered.groups.slice(0, firstOther)).every((k) => k === 'dungeon')).toBe(true)
    expect(kinds(ordered.groups.slice(firstOther))).toContain('raid')
    expect(ordered.groups).toHaveLength(groups.length)
  })

  it('puts the raid and the lair first for a difficulty, and keeps the order otherwise', () => {
    const ordered = activityFirst(groups, { kind: 'raid', difficulty: 'heroic' })
    expect(kinds(ordered.groups.slice(0, ordered.elsewhereFrom ?? 0)).sort()).toEqual([
      'lair',
      'raid',
    ])
    expect(activityFirst(groups, undefined)).toEqual({ groups, elsewhereFrom: null })
    expect(activityFirst(groups, { kind: 'track', track: 'hero', step: 1 }).elsewhereFrom).toBe(
      null,
    )
  })
})
