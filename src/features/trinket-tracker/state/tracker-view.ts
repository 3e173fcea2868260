// Turns the URL's search parameters into what the tracker shows, checked against the season:
// unknown classes, specs and item ids become short notes; unknown filter values are dropped.
import type {
  Encounter,
  Instance,
  SeasonDataset,
  Spec,
  Trinket,
  WowClass,
} from '~/domain/season/schema'
import {
  formatItemLevelContext,
  type ItemLevelContext,
  parseItemLevelContext,
  type TrackerSearch,
} from '~/lib/search-params'
import { resolveItemLevelContext } from '../item-level/item-level'
import { type SpecScope, sourceKindOf, type TrinketFilters } from '../list/trinket-filter'

export type TrackerView = {
  wowClass: WowClass | undefined
  spec: Spec | undefined
  scope: SpecScope
  filters: TrinketFilters
  instance: Instance | undefined
  encounter: Encounter | undefined
  context: ItemLevelContext | undefined
  /** Tracked trinkets of this season, in the order they were tracked. */
  tracked: Trinket[]
  /** Ids of tracked trinkets the chosen spec (or class) cannot use: kept, but marked. */
  unusableTrackedIds: ReadonlySet<number>
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
  const wowClass = dataset.classes.find((c) => c.slug === classSlug)
  if (!wowClass) {
    notes.push(
      `The link's class ${quoted(classSlug)} is not a class this season, so it was ignored${
        specSlug === undefined ? '' : ' along with its spec'
      }.`,
    )
    return { wowClass: undefined, spec: undefined }
  }
  if (specSlug === undefined) return { wowClass, spec: undefined }
  const spec = dataset.specs.find((s) => s.classSlug === classSlug && s.slug === specSlug)
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
    const ids = dataset.specs.filter((s) => s.classSlug === wowClass.slug).map((s) => s.id)
    return { kind: 'specs', specIds: new Set(ids) } satisfies SpecScope
  }
  return { kind: 'all' } satisfies SpecScope
}

function resolvePlace(dataset: SeasonDataset, search: TrackerSearch) {
  let instance = dataset.instances.find((i) => i.slug === search.instance)
  let encounter: Encounter | undefined
  if (search.boss !== undefined) {
    const places = instance ? [instance] : dataset.instances
    for (const candidate of places) {
      const found = candidate.encounters.find((e) => e.id === search.boss)
      if (found) {
        instance = candidate
        encounter = found
        break
      }
    }
  }
  // A place of another kind than the chosen source would show nothing: the place wins.
  const source =
    instance && search.source !== undefined && sourceKindOf(instance.kind) !== search.source
      ? undefined
      : search.source
  return { instance, encounter, source }
}

const trinketsByIdCache = new WeakMap<SeasonDataset, ReadonlyMap<number, Trinket>>()

/** Built once per dataset: every click resolves the tracked ids against it. */
function trinketsById(dataset: SeasonDataset): ReadonlyMap<number, Trinket> {
  let byId = trinketsByIdCache.get(dataset)
  if (!byId) {
    byId = new Map(dataset.trinkets.map((t) => [t.id, t]))
    trinketsByIdCache.set(dataset, byId)
  }
  return byId
}

function resolveTracked(
  dataset: SeasonDataset,
  ids: readonly number[],
  scope: SpecScope,
  notes: string[],
) {
  const tracked: Trinket[] = []
  const unknown: number[] = []
  const unusable = new Set<number>()
  const byId = trinketsById(dataset)
  for (const id of ids) {
    const trinket = byId.get(id)
    if (!trinket) {
      unknown.push(id)
      continue
    }
    tracked.push(trinket)
    if (scope.kind === 'specs' && !trinket.specIds.some((specId) => scope.specIds.has(specId))) {
      unusable.add(id)
    }
  }
  if (unknown.length === 1) {
    notes.push(`Item ${unknown[0]} in the link is not a trinket this season, so it was dropped.`)
  } else if (unknown.length > 1) {
    notes.push(
      `${unknown.length} items in the link are not trinkets this season, so they were dropped: ${joinIds(unknown)}.`,
    )
  }
  return { tracked, unusable }
}

export function resolveTrackerView(dataset: SeasonDataset, search: TrackerSearch): TrackerView {
  const notes: string[] = []
  const { wowClass, spec } = resolveSpec(dataset, search, notes)
  const scope = scopeFor(dataset, wowClass, spec)
  const { instance, encounter, source } = resolvePlace(dataset, search)
  const { tracked, unusable } = resolveTracked(dataset, search.items ?? [], scope, notes)
  return {
    wowClass,
    spec,
    scope,
    filters: {
      source,
      instanceId: instance?.id,
      encounterId: encounter?.id,
      use: search.use,
      text: search.q,
    },
    instance,
    encounter,
    context: resolveItemLevelContext(dataset, parseItemLevelContext(search.ilvl)),
    tracked,
    unusableTrackedIds: unusable,
    notes,
  }
}

/**
 * The search a view writes back: what the page understood, in a fixed order, so shared links
 * are tidy and ignored values do not linger once the player changes something.
 */
export function canonicalSearch(view: TrackerView): TrackerSearch {
  const search: TrackerSearch = {}
  if (view.wowClass) search.wowClass = view.wowClass.slug
  if (view.spec) search.wowSpec = view.spec.slug
  if (view.tracked.length > 0) search.items = view.tracked.map((t) => t.id)
  if (view.filters.source) search.source = view.filters.source
  if (view.instance) search.instance = view.instance.slug
  if (view.encounter) search.boss = view.encounter.id
  if (view.filters.use) search.use = view.filters.use
  if (view.filters.text) search.q = view.filters.text
  if (view.context) search.ilvl = formatItemLevelContext(view.context)
  return search
}

const searchKeyOrder = [
  'wowClass',
  'wowSpec',
  'items',
  'source',
  'instance',
  'boss',
  'use',
  'q',
  'ilvl',
] as const satisfies readonly (keyof TrackerSearch)[]

export type SearchPatch = Partial<TrackerSearch> | ((view: TrackerView) => Partial<TrackerSearch>)

/**
 * The next URL search: what the page understood of the current one, with the change applied,
 * keys in a fixed order and absent values left out.
 */
export function applySearchPatch(
  dataset: SeasonDataset,
  current: TrackerSearch,
  patch: SearchPatch,
): TrackerSearch {
  const view = resolveTrackerView(dataset, current)
  const merged: TrackerSearch = {
    ...canonicalSearch(view),
    ...(typeof patch === 'function' ? patch(view) : patch),
  }
  const next: Record<string, unknown> = {}
  for (const key of searchKeyOrder) {
    const value = merged[key]
    if (value !== undefined && !(Array.isArray(value) && value.length === 0)) next[key] = value
  }
  return next as TrackerSearch
}

/** Tracks or untracks one trinket, keeping the order trinkets were tracked in. */
export function toggleTracked(view: TrackerView, itemId: number): Partial<TrackerSearch> {
  const ids = view.tracked.map((t) => t.id)
  return { items: ids.includes(itemId) ? ids.filter((id) => id !== itemId) : [...ids, itemId] }
}

/** Choosing the chosen class again clears it; a new class clears the spec. */
export function chooseClass(view: TrackerView, classSlug: string): Partial<TrackerSearch> {
  return view.wowClass?.slug === classSlug
    ? { wowClass: undefined, wowSpec: undefined }
    : { wowClass: classSlug, wowSpec: undefined }
}

export function chooseSpec(view: TrackerView, specSlug: string): Partial<TrackerSearch> {
  return { wowSpec: view.spec?.slug === specSlug ? undefined : specSlug }
}

/** A source of another kind than the chosen place clears the place (it would show nothing). */
export function chooseSource(
  view: TrackerView,
  source: TrackerSearch['source'],
): Partial<TrackerSearch> {
  const placeFits =
    view.instance === undefined ||
    source === undefined ||
    sourceKindOf(view.instance.kind) === source
  return placeFits ? { source } : { source, instance: undefined, boss: undefined }
}

/** A new place clears the boss, and a source the place does not fit. */
export function choosePlace(
  dataset: SeasonDataset,
  view: TrackerView,
  instanceSlug: string | undefined,
): Partial<TrackerSearch> {
  const instance = dataset.instances.find((i) => i.slug === instanceSlug)
  const source =
    instance &&
    view.filters.source !== undefined &&
    sourceKindOf(instance.kind) !== view.filters.source
      ? undefined
      : view.filters.source
  return { instance: instance?.slug, boss: undefined, source }
}

export const clearedFilters: Partial<TrackerSearch> = {
  source: undefined,
  instance: undefined,
  boss: undefined,
  use: undefined,
  q: undefined,
}

export function hasFilters(view: TrackerView): boolean {
  const { source, instanceId, encounterId, use, text } = view.filters
  return [source, instanceId, encounterId, use, text].some((value) => value !== undefined)
}

/** How many filters narrow the list (the search text counts as one). */
export function activeFilterCount(view: TrackerView): number {
  const { source, instanceId, encounterId, use } = view.filters
  return [source, instanceId, encounterId, use].filter((value) => value !== undefined).length
}
