import { defaultParseSearch } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { stringifySearch } from '~/lib/search-params'
import { season, trinketNamed } from '../model/test-dataset'
import { type TrackerSearch, tidyTrackerSearch, validateTrackerSearch } from './tracker-search'
import {
  activeFilterCount,
  chooseBoss,
  chooseClass,
  chooseFight,
  chooseOrder,
  choosePlace,
  chooseSource,
  chooseSpec,
  chooseUse,
  clearFilters,
  clearTracked,
  hasFilters,
  itemLevelContextOf,
  resolveTrackerView,
  type SearchChange,
  showClassAndSpec,
  toggleTracked,
  trackAll,
  typeSearch,
} from './tracker-view'

/**
 * What a click on a page showing `search` writes next, through the route's search middleware:
 * the change starts from the view's own search, as the page's hook gives it.
 */
function afterChange(search: TrackerSearch, change: SearchChange): TrackerSearch {
  return tidyTrackerSearch(change(resolveTrackerView(season, search).search))
}

const lightspireCore = trinketNamed('Lightspire Core')
const merekthasFang = trinketNamed("Merektha's Fang") // strength: no mage can use it

describe('class and spec from the link', () => {
  it('finds the class and the spec within it (Frost Mage, not Frost Death Knight)', () => {
    const view = resolveTrackerView(season, { wowClass: 'mage', wowSpec: 'frost' })
    expect(view.wowClass?.name).toBe('Mage')
    expect(view.spec?.id).toBe(64)
    expect(view.notes).toEqual([])
    expect(view.scope).toEqual({ kind: 'specs', specIds: new Set([64]) })
  })

  it('with a class only, covers every spec of that class', () => {
    const view = resolveTrackerView(season, { wowClass: 'mage' })
    expect(view.spec).toBeUndefined()
    expect(view.scope).toEqual({ kind: 'specs', specIds: new Set([62, 63, 64]) })
  })

  it('ignores an unknown class, and its spec, with a note', () => {
    const view = resolveTrackerView(season, { wowClass: 'bard', wowSpec: 'lute' })
    expect(view.wowClass).toBeUndefined()
    expect(view.spec).toBeUndefined()
    expect(view.scope).toEqual({ kind: 'all' })
    expect(view.notes).toEqual([
      "The link's class “bard” is not a class this season, so it was ignored along with its spec.",
    ])
  })

  it('keeps the class but ignores a spec of another class, with a note', () => {
    const view = resolveTrackerView(season, { wowClass: 'mage', wowSpec: 'blood' })
    expect(view.wowClass?.slug).toBe('mage')
    expect(view.spec).toBeUndefined()
    expect(view.notes[0]).toMatch(/“blood” is not a Mage spec/)
  })

  it('ignores a spec without a class, with a note', () => {
    const view = resolveTrackerView(season, { wowSpec: 'frost' })
    expect(view.spec).toBeUndefined()
    expect(view.notes[0]).toMatch(/names no class/)
  })

  it('shortens a long value it echoes', () => {
    const view = resolveTrackerView(season, { wowClass: 'x'.repeat(500) })
    expect(view.notes[0]?.length).toBeLessThan(120)
  })
})

describe('tracked items from the link', () => {
  it('drops ids that are not trinkets this season, with a note naming them', () => {
    const view = resolveTrackerView(season, { items: [lightspireCore.id, 123, 456] })
    expect(view.tracked.trinkets.map((t) => t.id)).toEqual([lightspireCore.id])
    expect(view.notes).toEqual([
      '2 items in the link are not trinkets this season, so they were dropped: 123, 456.',
    ])
    expect(resolveTrackerView(season, { items: [999] }).notes).toEqual([
      'Item 999 in the link is not a trinket this season, so it was dropped.',
    ])
  })

  it('keeps trinkets the spec cannot use, but marks them', () => {
    const view = resolveTrackerView(season, {
      wowClass: 'mage',
      wowSpec: 'frost',
      items: [merekthasFang.id, lightspireCore.id],
    })
    expect(view.tracked.trinkets.map((t) => t.id)).toEqual([merekthasFang.id, lightspireCore.id])
    expect([...view.tracked.unusable]).toEqual([merekthasFang.id])
  })
})

describe('filters from the link', () => {
  it('finds the instance by slug and the boss by id, and drops unknown ones silently', () => {
    const altar = season.instances.find((i) => i.slug === 'altar-of-fangs')
    const boss = altar?.encounters[0]
    const view = resolveTrackerView(season, { instance: 'altar-of-fangs', boss: boss?.id })
    expect(view.filters).toMatchObject({ instanceId: altar?.id, encounterId: boss?.id })
    const unknown = resolveTrackerView(season, { instance: 'atlantis', boss: 1 })
    expect(unknown.filters.instanceId).toBeUndefined()
    expect(unknown.filters.encounterId).toBeUndefined()
    expect(unknown.notes).toEqual([])
  })

  it('ignores a boss that is not in the chosen instance', () => {
    const view = resolveTrackerView(season, { instance: 'altar-of-fangs', boss: 2895 })
    expect(view.encounter).toBeUndefined()
    expect(view.instance?.slug).toBe('altar-of-fangs')
  })

  it('finds the instance from a boss alone', () => {
    expect(resolveTrackerView(season, { boss: 2895 }).instance?.slug).toBe('the-venomous-abyss')
  })

  it('lets the chosen place win over a source of another kind', () => {
    const view = resolveTrackerView(season, { source: 'raid', instance: 'altar-of-fangs' })
    expect(view.filters.source).toBeUndefined()
    expect(view.filters.instanceId).toBe(1322)
  })

  it('parses each item-level text once, keeping only texts written as links write them', () => {
    const search = validateTrackerSearch({ ilvl: 'track-hero-04' })
    const context = itemLevelContextOf(search.ilvl)
    expect(context).toEqual({ kind: 'track', track: 'hero', step: 4 })
    expect(itemLevelContextOf('track-hero-4')).toBe(context)
    expect(resolveTrackerView(season, search).context).toBe(context)
    expect(resolveTrackerView(season, { ...search, q: 'core' }).context).toBe(context)
    // A text no link writes is read, but not kept: a tampered search cannot fill the map.
    expect(itemLevelContextOf('track-hero-04')).toEqual(context)
    expect(itemLevelContextOf('track-hero-04')).not.toBe(itemLevelContextOf('track-hero-04'))
    expect(itemLevelContextOf(undefined)).toBeUndefined()
  })

  it('drops an item-level context the season does not have', () => {
    expect(resolveTrackerView(season, { ilvl: 'track-hero-9' }).context).toBeUndefined()
    expect(resolveTrackerView(season, { ilvl: 'key-12' }).context).toEqual({
      kind: 'key',
      keyLevel: 12,
    })
  })
})

describe('the search a view writes back', () => {
  it('round-trips through the URL unchanged', () => {
    const search = {
      wowClass: 'death-knight',
      wowSpec: 'frost',
      items: [merekthasFang.id, lightspireCore.id],
      source: 'dungeon' as const,
      instance: 'altar-of-fangs',
      use: 'on-use' as const,
      q: 'fang',
      ilvl: 'track-hero-4',
    }
    const written = resolveTrackerView(season, search).search
    expect(written).toEqual(search)
    const reread = validateTrackerSearch(defaultParseSearch(stringifySearch(written)))
    expect(resolveTrackerView(season, reread).search).toEqual(search)
  })

  it('leaves out what was ignored', () => {
    const written = resolveTrackerView(season, {
      wowClass: 'bard',
      items: [1, lightspireCore.id],
      instance: 'x',
    }).search
    expect(written).toEqual({ items: [lightspireCore.id] })
  })
})

describe('changing the view', () => {
  it('tracks and untracks a trinket, keeping the order and dropping unknown ids', () => {
    const start = { items: [999, lightspireCore.id] }
    const tracked = afterChange(start, toggleTracked(merekthasFang.id))
    expect(tracked.items).toEqual([lightspireCore.id, merekthasFang.id])
    const untracked = afterChange(tracked, toggleTracked(lightspireCore.id))
    expect(untracked.items).toEqual([merekthasFang.id])
    const none = afterChange(untracked, toggleTracked(merekthasFang.id))
    expect(none).toEqual({})
  })

  it('choosing a class clears the spec; choosing the chosen class or spec again clears it', () => {
    const frost = { wowClass: 'mage', wowSpec: 'frost' }
    expect(afterChange(frost, chooseClass('priest'))).toEqual({
      wowClass: 'priest',
    })
    expect(afterChange(frost, chooseClass('mage'))).toEqual({})
    expect(afterChange(frost, chooseSpec('frost'))).toEqual({
      wowClass: 'mage',
    })
    expect(afterChange(frost, chooseSpec('fire'))).toEqual({
      wowClass: 'mage',
      wowSpec: 'fire',
    })
  })

  it('a source that does not fit the chosen place clears the place and boss', () => {
    const altarBoss = { instance: 'altar-of-fangs', boss: 2878 }
    expect(afterChange(altarBoss, chooseSource(season, 'raid'))).toEqual({
      source: 'raid',
    })
    expect(afterChange(altarBoss, chooseSource(season, 'dungeon'))).toEqual({
      source: 'dungeon',
      instance: 'altar-of-fangs',
      boss: 2878,
    })
  })

  it('a place clears the boss, and a source the place does not fit', () => {
    const start = { source: 'raid' as const, boss: 2895 }
    expect(afterChange(start, choosePlace(season, 'altar-of-fangs'))).toEqual({
      instance: 'altar-of-fangs',
    })
    expect(afterChange(start, choosePlace(season, 'the-venomous-abyss'))).toEqual({
      source: 'raid',
      instance: 'the-venomous-abyss',
    })
  })

  it('clearing filters keeps the spec, tracked trinkets and item-level context', () => {
    const start = {
      wowClass: 'mage',
      wowSpec: 'frost',
      items: [lightspireCore.id],
      source: 'dungeon' as const,
      use: 'passive' as const,
      q: 'core',
      ilvl: 'key-10',
    }
    const cleared = afterChange(start, clearFilters)
    expect(cleared).toEqual({
      wowClass: 'mage',
      wowSpec: 'frost',
      items: [lightspireCore.id],
      ilvl: 'key-10',
    })
    expect(hasFilters(resolveTrackerView(season, start))).toBe(true)
    expect(hasFilters(resolveTrackerView(season, cleared))).toBe(false)
  })

  it('counts the filters that narrow the list, the search text aside but still a filter', () => {
    const count = (search: TrackerSearch) => activeFilterCount(resolveTrackerView(season, search))
    expect(
      count({ source: 'dungeon', instance: 'altar-of-fangs', boss: 2878, use: 'on-use' }),
    ).toBe(4)
    expect(count({ use: 'passive', q: 'core' })).toBe(1)
    expect(count({ q: 'core' })).toBe(0)
    expect(hasFilters(resolveTrackerView(season, { q: 'core' }))).toBe(true)
  })

  it('choosing the usual order leaves the order out of the link', () => {
    const fire = { wowClass: 'mage', wowSpec: 'fire' }
    expect(afterChange(fire, chooseOrder('picks'))).toEqual({
      ...fire,
      order: 'picks',
    })
    expect(afterChange({ ...fire, order: 'picks' }, chooseOrder('place'))).toEqual(fire)
  })

  it('starts from what the page understood: an ignored value does not linger', () => {
    const shared = { wowClass: 'bard', items: [999, lightspireCore.id], source: 'raid' as const }
    expect(afterChange(shared, chooseUse('on-use'))).toEqual({
      items: [lightspireCore.id],
      source: 'raid',
      use: 'on-use',
    })
  })

  it('tracks all it is given that is not tracked yet, after the ones that are; clears them all', () => {
    const start = { items: [lightspireCore.id] }
    const all = afterChange(start, trackAll([merekthasFang.id, lightspireCore.id]))
    expect(all.items).toEqual([lightspireCore.id, merekthasFang.id])
    expect(afterChange(all, clearTracked)).toEqual({})
  })

  it('shows an imported character’s class and spec, whatever was chosen, dropping the fight', () => {
    const fire = { wowClass: 'mage', wowSpec: 'fire', fight: 'five-targets' as const }
    expect(afterChange(fire, showClassAndSpec('mage', 'fire'))).toEqual({
      wowClass: 'mage',
      wowSpec: 'fire',
    })
    expect(afterChange({}, showClassAndSpec('priest', 'holy'))).toEqual({
      wowClass: 'priest',
      wowSpec: 'holy',
    })
  })

  it('keeps the search text as the URL does and a boss as chosen', () => {
    expect(afterChange({}, typeSearch('  vile   vial '))).toEqual({
      q: 'vile vial ',
    })
    expect(afterChange({ q: 'x' }, typeSearch('   '))).toEqual({})
    expect(afterChange({ instance: 'the-venomous-abyss' }, chooseBoss(2895))).toEqual({
      instance: 'the-venomous-abyss',
      boss: 2895,
    })
  })

  it('writes keys in one fixed order, whatever order the change came in', () => {
    const next = afterChange({ ilvl: 'key-4', q: 'x' }, (shown) => ({ ...shown, wowClass: 'mage' }))
    expect(Object.keys(next)).toEqual(['wowClass', 'q', 'ilvl'])
  })
})

describe('one view per search', () => {
  it('names the chosen spec and class in players’ words', () => {
    expect(resolveTrackerView(season, { wowClass: 'mage', wowSpec: 'fire' }).specName).toBe(
      'Fire Mage',
    )
    expect(resolveTrackerView(season, { wowClass: 'mage' }).specName).toBe('Mage')
    expect(resolveTrackerView(season, {}).specName).toBeUndefined()
  })

  it('a filter change keeps the tracked trinkets, scope and item-level context it did not touch', () => {
    // The router keeps an unchanged value of its search as the same object; so does this test.
    const search = validateTrackerSearch({
      wowClass: 'mage',
      items: String(lightspireCore.id),
      ilvl: 'key-10',
    })
    const before = resolveTrackerView(season, search)
    const after = resolveTrackerView(season, { ...search, source: 'dungeon' }, before)
    expect(after.filters.source).toBe('dungeon')
    expect(after.filters).not.toBe(before.filters)
    expect(after.tracked).toBe(before.tracked)
    expect(after.scope).toBe(before.scope)
    expect(after.context).toBe(before.context)
    const retracked = resolveTrackerView(
      season,
      toggleTracked(merekthasFang.id)(after.search),
      after,
    )
    expect(retracked.tracked).not.toBe(after.tracked)
    expect(retracked.tracked.ids.has(merekthasFang.id)).toBe(true)
  })

  it('keeps the note on dropped ids while it reuses the tracked list', () => {
    const search = validateTrackerSearch({ items: `${lightspireCore.id},999999` })
    const before = resolveTrackerView(season, search)
    const after = resolveTrackerView(season, { ...search, use: 'passive' }, before)
    expect(after.tracked).toBe(before.tracked)
    expect(after.notes).toEqual(before.notes)
    expect(after.notes.join(' ')).toContain('999999')
  })
})

describe('published sims in the link', () => {
  it('shows the spec’s first fight unwritten, the other one written, and round-trips it', () => {
    const fire = resolveTrackerView(season, { wowClass: 'mage', wowSpec: 'fire' })
    expect(fire.hasSims).toBe(true)
    expect(fire.fight).toBe('single-target')
    expect(fire.search).toEqual({ wowClass: 'mage', wowSpec: 'fire' })
    const search = { wowClass: 'mage', wowSpec: 'fire', order: 'sims', fight: 'five-targets' }
    const view = resolveTrackerView(season, validateTrackerSearch(search))
    expect([view.order, view.fight]).toEqual(['sims', 'five-targets'])
    const reread = validateTrackerSearch(defaultParseSearch(stringifySearch(view.search)))
    expect(resolveTrackerView(season, reread).search).toEqual(search)
    expect(
      afterChange(
        { wowClass: 'mage', wowSpec: 'fire', fight: 'five-targets' },
        chooseFight(season, 'single-target'),
      ),
    ).toEqual({ wowClass: 'mage', wowSpec: 'fire' })
  })

  it('gives healers raid and dungeon, and says when a link asks a fight the spec lacks', () => {
    const healer = resolveTrackerView(season, {
      wowClass: 'shaman',
      wowSpec: 'restoration',
      fight: 'five-targets',
    })
    expect(healer.fight).toBe('raid')
    expect(healer.search.fight).toBeUndefined()
    expect(healer.notes).toEqual([
      'Restoration Shaman has no published “5 targets” sims, so the rows show raid.',
    ])
    const dungeon = resolveTrackerView(season, {
      wowClass: 'shaman',
      wowSpec: 'restoration',
      fight: 'dungeon',
    })
    expect(dungeon.fight).toBe('dungeon')
  })

  it('orders by place, with a note, for a spec no publisher simmed', () => {
    const balance = resolveTrackerView(season, {
      wowClass: 'druid',
      wowSpec: 'balance',
      order: 'sims',
      fight: 'five-targets',
    })
    expect([balance.hasSims, balance.order, balance.fight]).toEqual([false, 'place', undefined])
    expect(balance.search).toEqual({ wowClass: 'druid', wowSpec: 'balance' })
    expect(balance.notes).toEqual([
      'Balance Druid has no published sims, so the list is in its usual order.',
    ])
  })

  it('writes a fight chosen without a spec as it is', () => {
    expect(afterChange({}, chooseFight(season, 'single-target'))).toEqual({
      fight: 'single-target',
    })
  })

  it('drops a malformed fight and keeps one given before a spec for the spec to come', () => {
    expect(validateTrackerSearch({ fight: 'aoe' }).fight).toBeUndefined()
    expect(resolveTrackerView(season, { fight: 'dungeon' }).search).toEqual({ fight: 'dungeon' })
    expect(
      afterChange(
        { wowClass: 'mage', wowSpec: 'fire', fight: 'five-targets' },
        chooseSpec('frost'),
      ),
    ).toEqual({ wowClass: 'mage', wowSpec: 'frost' })
  })
})
