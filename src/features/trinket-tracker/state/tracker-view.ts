// Turns the URL's search parameters into what the tracker shows, checked against the season:
// unknown classes, specs and item ids become short notes; unknown filter values are dropped.

import { deepEqual } from '@tanstack/react-router'
import { type ItemLevelContext, parseItemLevelContext } from '~/domain/season/item-level-context'
import type {
  Encounter,
  Instance,
  SeasonDataset,
  Spec,
  Trinket,
  WowClass,
} from '~/domain/season/schema'
import { seasonIndex } from '~/domain/season/season-index'
import { type FightStyle, fightStyleNames, fightStylesOfRole } from '~/domain/sims/fight-styles'
import { resolveItemLevelContext } from '../item-level/context-choices'
import { type SpecScope, sourceKindOf, type TrinketFilters } from '../model/trinket-filter'
import { cachedSpecPicks, type SpecPicks } from '../rankings/guide-picks'
import {
  canonicalSearchText,
  linkItemLevel,
  linkOrder,
  type TrackerSearch,
  type TrinketOrder,
  tidyTrackerSearch,
} from './tracker-search'

/** Tracked trinkets of this season, in the order they were tracked. */
export type TrackedTrinkets = {
  trinkets: readonly Trinket[]
  ids: ReadonlySet<number>
  /** Ids of tracked trinkets the chosen spec (or class) cannot use: kept, but marked. */
  unusable: ReadonlySet<number>
  /** What was dropped from the link's list, in a sentence; undefined when nothing was. */
  droppedNote: string | undefined
}

export type TrackerView = {
  /**
   * What the page understood of its search, tidy: the search it writes back, so shared links are
   * tidy and ignored values do not linger once the player changes something.
   */
  search: TrackerSearch
  wowClass: WowClass | undefined
  spec: Spec | undefined
  /** The chosen spec and class in players' words ("Fire Mage"), or the class alone. */
  specName: string | undefined
  scope: SpecScope
  filters: TrinketFilters
  instance: Instance | undefined
  encounter: Encounter | undefined
  context: ItemLevelContext | undefined
  /**
   * The list's order; the guides' picks need a spec and the sim value a spec with published sims,
   * so without them it is by place.
   */
  order: TrinketOrder
  /** Whether a publisher has sims for the chosen spec (the numbers load on their own). */
  hasSims: boolean
  /** Which of the spec's published sims the rows show; undefined without sims. */
  fight: FightStyle | undefined
  /** What the guides say for the chosen spec; undefined without a spec. */
  picks: SpecPicks | undefined
  tracked: TrackedTrinkets
  /** The search's own list `tracked` was resolved from (kept to reuse it while it is the same). */
  trackedFrom: readonly number[] | undefined
  /** Short sentences about what in the link was ignored or dropped. */
  notes: string[]
}

/** Echoes a bit of what the link said, without letting a pasted essay fill the page. */
function quoted(value: string): string {
  const short = value.length > 32 ? `${value.slice(0, 31)}…` : value
  return `“${short}”`
}

function joinIds(ids: readonly number[]): string {
  return ids.length <= 5
    ? ids.join(', ')
    : `${ids.slice(0, 5).join(', ')} and ${ids.length - 5} more`
}

function resolveSpec(dataset: SeasonDataset, search: TrackerSearch, notes: string[]) {
  const { wowClass: classSlug, wowSpec: specSlug } = search
  if (classSlug === undefined) {
    if (specSlug !== undefined) {
      notes.push(`The link's spec ${quoted(specSlug)} was ignored because it names no class.`)
    }
    return { wowClass: undefined, spec: undefined }
  }
  const wowClass = seasonIndex(dataset).classBySlug(classSlug)
  if (!wowClass) {
    notes.push(
      `The link's class ${quoted(classSlug)} is not a class this season, so it was ignored${
        specSlug === undefined ? '' : ' along with its spec'
      }.`,
    )
    return { wowClass: undefined, spec: undefined }
  }
  if (specSlug === undefined) return { wowClass, spec: undefined }
  const spec = seasonIndex(dataset).specBySlug(classSlug, specSlug)
  if (!spec) {
    notes.push(
      `The link's spec ${quoted(specSlug)} is not a ${wowClass.name} spec, so it was ignored.`,
    )
  }
  return { wowClass, spec }
}

function scopeFor(dataset: SeasonDataset, wowClass: WowClass | undefined, spec: Spec | undefined) {
  if (spec) return { kind: 'specs', specIds: new Set([spec.id]) } satisfies SpecScope
  if (wowClass) {
    const ids = seasonIndex(dataset)
      .specsOfClass(wowClass.slug)
      .map((s) => s.id)
    return { kind: 'specs', specIds: new Set(ids) } satisfies SpecScope
  }
  return { kind: 'all' } satisfies SpecScope
}

/** Whether a place and a source go together: a place of another kind would show nothing. */
function placeFitsSource(instance: Instance | undefined, source: TrackerSearch['source']): boolean {
  return instance === undefined || source === undefined || sourceKindOf(instance.kind) === source
}

/** The place a search names, and its source unless the two do not fit: then the place wins. */
function resolvePlace(
  dataset: SeasonDataset,
  search: Pick<TrackerSearch, 'instance' | 'boss' | 'source'>,
) {
  const index = seasonIndex(dataset)
  let instance = index.instanceBySlug(search.instance)
  let encounter: Encounter | undefined
  const boss = index.encounterById(search.boss)
  if (boss && (!instance || boss.instance === instance)) {
    instance = boss.instance
    encounter = boss.encounter
  }
  const source = placeFitsSource(instance, search.source) ? search.source : undefined
  return { instance, encounter, source }
}

function resolveTracked(
  dataset: SeasonDataset,
  ids: readonly number[],
  scope: SpecScope,
): TrackedTrinkets {
  const tracked: Trinket[] = []
  const unknown: number[] = []
  const unusable = new Set<number>()
  const index = seasonIndex(dataset)
  for (const id of ids) {
    const trinket = index.trinketById(id)
    if (!trinket) {
      unknown.push(id)
      continue
    }
    tracked.push(trinket)
    if (scope.kind === 'specs' && !trinket.specIds.some((specId) => scope.specIds.has(specId))) {
      unusable.add(id)
    }
  }
  const droppedNote =
    unknown.length === 1
      ? `Item ${unknown[0]} in the link is not a trinket this season, so it was dropped.`
      : unknown.length > 1
        ? `${unknown.length} items in the link are not trinkets this season, so they were dropped: ${joinIds(unknown)}.`
        : undefined
  return { trinkets: tracked, ids: new Set(tracked.map((t) => t.id)), unusable, droppedNote }
}

/**
 * The fight as links write it: the spec's first (single target, or raid for a healer) is left
 * out, as the default order is (linkOrder).
 */
function linkFight(spec: Spec, fight: FightStyle): FightStyle | undefined {
  return fight === fightStylesOfRole(spec.role)[0] ? undefined : fight
}

/**
 * The fight the rows' sim values are for: the link's, if the spec's publisher has it, else the
 * spec's first.
 */
function resolveFight(
  spec: Spec | undefined,
  specName: string | undefined,
  hasSims: boolean,
  search: TrackerSearch,
  notes: string[],
): FightStyle | undefined {
  if (!spec || !hasSims) return undefined
  const [first, second] = fightStylesOfRole(spec.role)
  if (search.fight === undefined || search.fight === first) return first
  if (search.fight === second) return second
  notes.push(
    `${specName ?? spec.name} has no published “${fightStyleNames[search.fight].toLowerCase()}” sims, so the rows show ${fightStyleNames[first].toLowerCase()}.`,
  )
  return first
}

function resolveOrder(
  spec: Spec | undefined,
  specName: string | undefined,
  hasSims: boolean,
  search: TrackerSearch,
  notes: string[],
): TrinketOrder {
  if (!spec || search.order === undefined) return 'place'
  if ((search.order === 'sims' || search.order === 'upgrades') && !hasSims) {
    notes.push(`${specName ?? spec.name} has no published sims, so the list is in its usual order.`)
    return 'place'
  }
  return search.order
}

/**
 * What a search means against the season. Given the view of the search before, the parts whose
 * inputs are the same are reused, so memoised components that take them do not re-render on a
 * filter change.
 */
export function resolveTrackerView(
  dataset: SeasonDataset,
  search: TrackerSearch,
  previous?: TrackerView,
): TrackerView {
  const notes: string[] = []
  const { wowClass, spec } = resolveSpec(dataset, search, notes)
  const specName = spec && wowClass ? `${spec.name} ${wowClass.name}` : wowClass?.name
  const hasSims =
    spec !== undefined && dataset.simSources.some((source) => source.specIds.includes(spec.id))
  const fight = resolveFight(spec, specName, hasSims, search, notes)
  const order = resolveOrder(spec, specName, hasSims, search, notes)
  const sameWho = previous?.spec === spec && previous?.wowClass === wowClass
  const scope = previous && sameWho ? previous.scope : scopeFor(dataset, wowClass, spec)
  const { instance, encounter, source } = resolvePlace(dataset, search)
  const tracked =
    previous && sameWho && deepEqual(previous.trackedFrom, search.items)
      ? previous.tracked
      : resolveTracked(dataset, search.items ?? [], scope)
  if (tracked.droppedNote) notes.push(tracked.droppedNote)
  const context = resolveItemLevelContext(dataset, itemLevelContextOf(search.ilvl))
  const filters: TrinketFilters = {
    source,
    instanceId: instance?.id,
    encounterId: encounter?.id,
    use: search.use,
    text: search.q,
  }
  return {
    search: tidyTrackerSearch({
      ...search,
      wowClass: wowClass?.slug,
      wowSpec: spec?.slug,
      items: tracked.trinkets.map((t) => t.id),
      source,
      instance: instance?.slug,
      boss: encounter?.id,
      // The search's text is the link's canonical one already (the route's reader wrote it).
      ilvl: context && search.ilvl,
      // Kept without a spec (it may come next), dropped where the spec has no sims to order by.
      order: spec ? linkOrder(order) : search.order,
      fight: spec ? fight && linkFight(spec, fight) : search.fight,
    }),
    wowClass,
    spec,
    specName,
    scope,
    filters: previous && deepEqual(previous.filters, filters) ? previous.filters : filters,
    instance,
    encounter,
    context,
    order,
    hasSims,
    fight,
    picks:
      spec && wowClass
        ? cachedSpecPicks(dataset, spec, `${spec.name} ${wowClass.name}`)
        : undefined,
    tracked,
    trackedFrom: search.items,
    notes,
  }
}

/**
 * The context an `ilvl` text names, parsed once per text. The route's reader already wrote the
 * text as links do (linkItemLevel), so the texts are few: only such texts are kept, one per
 * context the syntax allows (key levels, raid difficulties, 12 steps of each track), so a tampered
 * search cannot grow the map. It lives here rather than beside the reader, whose module is in
 * every page's first load.
 */
const itemLevelContexts = new Map<string, ItemLevelContext>()

export function itemLevelContextOf(text: string | undefined): ItemLevelContext | undefined {
  if (text === undefined) return undefined
  const known = itemLevelContexts.get(text)
  if (known) return known
  const context = parseItemLevelContext(text)
  if (context && linkItemLevel(context) === text) itemLevelContexts.set(text, context)
  return context
}

// The player's changes. Each answers a choice with a plain function from the search the page
// shows to the next. The search it is given is a view's own (`TrackerView.search`): what the page
// understood, so an ignored value does not linger once the player changes something. A cleared
// parameter is `undefined`, which the router leaves out of the address. Each reads from the
// season only what it needs.

/** The next search, from the one shown. */
export type SearchChange = (search: TrackerSearch) => TrackerSearch

/** Tracks or untracks one trinket, keeping the order trinkets were tracked in. */
export const toggleTracked =
  (itemId: number): SearchChange =>
  (search) => {
    const ids = search.items ?? []
    return {
      ...search,
      items: ids.includes(itemId) ? ids.filter((id) => id !== itemId) : [...ids, itemId],
    }
  }

/** Tracks every one of these that is not tracked yet, after the ones that are. */
export const trackAll =
  (itemIds: readonly number[]): SearchChange =>
  (search) => {
    const tracked = new Set(search.items)
    return { ...search, items: [...tracked, ...itemIds.filter((id) => !tracked.has(id))] }
  }

export const clearTracked: SearchChange = (search) => ({ ...search, items: undefined })

/**
 * Choosing the chosen class again clears it; a new class clears the spec. The fight of the sims
 * goes with the spec: another spec may have other fights (a healer's raid and dungeon).
 */
export const chooseClass =
  (classSlug: string): SearchChange =>
  (search) => ({
    ...search,
    wowClass: search.wowClass === classSlug ? undefined : classSlug,
    wowSpec: undefined,
    fight: undefined,
  })

export const chooseSpec =
  (specSlug: string): SearchChange =>
  (search) => ({
    ...search,
    wowSpec: search.wowSpec === specSlug ? undefined : specSlug,
    fight: undefined,
  })

/** A class and spec at once, as an imported character says (not a toggle). */
export const showClassAndSpec =
  (classSlug: string, specSlug: string): SearchChange =>
  (search) => ({ ...search, wowClass: classSlug, wowSpec: specSlug, fight: undefined })

/** A source of another kind than the chosen place clears the place (it would show nothing). */
export const chooseSource =
  (dataset: SeasonDataset, source: TrackerSearch['source']): SearchChange =>
  (search) =>
    placeFitsSource(seasonIndex(dataset).instanceBySlug(search.instance), source)
      ? { ...search, source }
      : { ...search, source, instance: undefined, boss: undefined }

/** A new place clears the boss, and a source the place does not fit. */
export const choosePlace =
  (dataset: SeasonDataset, instanceSlug: string | undefined): SearchChange =>
  (search) => {
    const { instance, source } = resolvePlace(dataset, {
      instance: instanceSlug,
      source: search.source,
    })
    return { ...search, instance: instance?.slug, boss: undefined, source }
  }

export const chooseBoss =
  (boss: number | undefined): SearchChange =>
  (search) => ({ ...search, boss })

export const chooseUse =
  (use: TrackerSearch['use']): SearchChange =>
  (search) => ({ ...search, use })

/** The search box's text, as the URL keeps it. */
export const typeSearch =
  (text: string): SearchChange =>
  (search) => ({ ...search, q: canonicalSearchText(text) })

export const clearFilters: SearchChange = (search) => ({
  ...search,
  source: undefined,
  instance: undefined,
  boss: undefined,
  use: undefined,
  q: undefined,
})

export const chooseItemLevelContext =
  (context: ItemLevelContext | undefined): SearchChange =>
  (search) => ({ ...search, ilvl: linkItemLevel(context) })

export const chooseOrder =
  (order: TrinketOrder): SearchChange =>
  (search) => ({ ...search, order: linkOrder(order) })

/** Which published sims the rows show; the spec's first fight is not written. */
export const chooseFight =
  (dataset: SeasonDataset, fight: FightStyle): SearchChange =>
  (search) => {
    const spec = seasonIndex(dataset).specBySlug(search.wowClass, search.wowSpec)
    return { ...search, fight: spec ? linkFight(spec, fight) : fight }
  }

/** Whether anything narrows the list, the search text included. */
export function hasFilters(view: TrackerView): boolean {
  return Object.values(view.filters).some((value) => value !== undefined)
}

/** How many filters narrow the list, the search text aside (the search box shows its own). */
export function activeFilterCount(view: TrackerView): number {
  const { text, ...filters } = view.filters
  return Object.values(filters).filter((value) => value !== undefined).length
}
