// Which trinkets the list shows: spec eligibility, the player's filters, counts per filter choice
// and grouping by where they drop. Built to stay fast at a hundred times the season's size.

import type { ItemLevelContext } from '~/domain/season/item-level-context'
import type {
  Encounter,
  Instance,
  InstanceKind,
  SeasonDataset,
  Trinket,
  TrinketSource,
} from '~/domain/season/schema'
import { seasonIndex } from '~/domain/season/season-index'
import type { TrinketSourceKind, TrinketUseKind } from '~/domain/season/trinket-kinds'
import { byName } from '~/lib/by-name'

/** One place a trinket drops, with its instance and boss looked up once. */
export type TrinketDrop = {
  source: TrinketSource
  instance: Instance
  encounter: Encounter
  sourceKind: TrinketSourceKind
}

export type TrinketEntry = {
  trinket: Trinket
  /** The name as search compares it (see normalizeSearchText). */
  searchKey: string
  drops: TrinketDrop[]
  /** The kinds of place it drops in, each once (counted once per kind). */
  sourceKinds: readonly TrinketSourceKind[]
  /** For sorting inside a group. */
  useKind: TrinketUseKind
}

/** Whose trinkets: everyone's, any spec of a class, or one spec. */
export type SpecScope = { kind: 'all' } | { kind: 'specs'; specIds: ReadonlySet<number> }

export type TrinketFilters = {
  source?: TrinketSourceKind | undefined
  instanceId?: number | undefined
  encounterId?: number | undefined
  use?: TrinketUseKind | undefined
  /** Raw search text; normalised here. */
  text?: string | undefined
}

export function sourceKindOf(kind: InstanceKind): TrinketSourceKind {
  if (kind === 'raid') return 'raid'
  if (kind === 'dungeon') return 'dungeon'
  return 'other'
}

/**
 * Lower case, accents and apostrophes dropped, spaces collapsed: "merekthas fang" finds
 * "Merektha's Fang" and "ula tek" finds "Ula'tek"... as does "ulatek".
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/['’‘`´]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

function useKindOf(trinket: Trinket): TrinketUseKind {
  if (trinket.onUse === null) return 'unknown'
  return trinket.onUse ? 'on-use' : 'passive'
}

const indexCache = new WeakMap<SeasonDataset, TrinketEntry[]>()

/** Per-trinket look-ups done once per dataset, not on every keystroke. */
export function trinketIndex(dataset: SeasonDataset): TrinketEntry[] {
  const cached = indexCache.get(dataset)
  if (cached) return cached
  const index = seasonIndex(dataset)
  const entries = dataset.trinkets.map((trinket): TrinketEntry => {
    const drops: TrinketDrop[] = []
    for (const source of trinket.sources) {
      const found = index.encounterById(source.encounterId)
      if (found && found.instance.id === source.instanceId) {
        drops.push({ source, ...found, sourceKind: sourceKindOf(found.instance.kind) })
      }
    }
    return {
      trinket,
      searchKey: normalizeSearchText(trinket.name),
      drops,
      sourceKinds: [...new Set(drops.map((drop) => drop.sourceKind))],
      useKind: useKindOf(trinket),
    }
  })
  indexCache.set(dataset, entries)
  return entries
}

export function inScope(entry: TrinketEntry, scope: SpecScope): boolean {
  if (scope.kind === 'all') return true
  return entry.trinket.specIds.some((id) => scope.specIds.has(id))
}

function dropMatches(drop: TrinketDrop, filters: TrinketFilters): boolean {
  if (filters.source !== undefined && drop.sourceKind !== filters.source) return false
  if (filters.instanceId !== undefined && drop.instance.id !== filters.instanceId) return false
  if (filters.encounterId !== undefined && drop.encounter.id !== filters.encounterId) return false
  return true
}

function hasLocationFilter(filters: TrinketFilters): boolean {
  return (
    filters.source !== undefined ||
    filters.instanceId !== undefined ||
    filters.encounterId !== undefined
  )
}

/** The first drop that passes the location filters; undefined when none does. */
export function matchingDrop(entry: TrinketEntry, filters: TrinketFilters) {
  return entry.drops.find((drop) => dropMatches(drop, filters))
}

function textMatches(entry: TrinketEntry, terms: readonly string[]): boolean {
  return terms.every((term) => entry.searchKey.includes(term))
}

function searchTerms(text: string | undefined): string[] {
  if (text === undefined) return []
  const normalized = normalizeSearchText(text)
  return normalized === '' ? [] : normalized.split(' ')
}

type Facet = 'source' | 'place' | 'boss' | 'use'

/**
 * Filters with one facet left out, for that facet's counts. Choosing a source clears a place of
 * another kind, so source counts ignore the place filters too; place counts keep the source.
 */
function without(filters: TrinketFilters, facet: Facet): TrinketFilters {
  switch (facet) {
    case 'source':
      return { ...filters, source: undefined, instanceId: undefined, encounterId: undefined }
    case 'place':
      return { ...filters, instanceId: undefined, encounterId: undefined }
    case 'boss':
      return { ...filters, encounterId: undefined }
    case 'use':
      return { ...filters, use: undefined }
  }
}

function passes(entry: TrinketEntry, filters: TrinketFilters, terms: readonly string[]): boolean {
  if (filters.use !== undefined && entry.useKind !== filters.use) return false
  if (terms.length > 0 && !textMatches(entry, terms)) return false
  if (hasLocationFilter(filters) && matchingDrop(entry, filters) === undefined) return false
  return true
}

export function filterTrinkets(
  entries: readonly TrinketEntry[],
  filters: TrinketFilters,
): TrinketEntry[] {
  const terms = searchTerms(filters.text)
  return entries.filter((entry) => passes(entry, filters, terms))
}

export type FilterCounts = {
  /** Trinkets shown with every filter applied. */
  shown: number
  /** Trinkets the spec (or everyone) can use, before filters. */
  inScope: number
  source: Record<TrinketSourceKind, number> & { all: number }
  use: Record<TrinketUseKind, number> & { all: number }
  /** By instance id: trinkets there with the other filters applied. */
  instance: Map<number, number>
  /** By encounter id. */
  encounter: Map<number, number>
}

/** How many trinkets each filter choice would show, given the other filters: one pass each. */
export function filterCounts(
  entries: readonly TrinketEntry[],
  filters: TrinketFilters,
): FilterCounts {
  const terms = searchTerms(filters.text)
  const bySource = without(filters, 'source')
  const byPlace = without(filters, 'place')
  const byBoss = without(filters, 'boss')
  const byUse = without(filters, 'use')
  const counts: FilterCounts = {
    shown: 0,
    inScope: entries.length,
    source: { all: 0, raid: 0, dungeon: 0, other: 0 },
    use: { all: 0, 'on-use': 0, passive: 0, unknown: 0 },
    instance: new Map(),
    encounter: new Map(),
  }
  for (const entry of entries) {
    if (passes(entry, filters, terms)) counts.shown++
    if (passes(entry, bySource, terms)) {
      counts.source.all++
      // A trinket dropping in a raid and a dungeon counts once under each.
      for (const kind of entry.sourceKinds) counts.source[kind]++
    }
    if (passes(entry, byUse, terms)) {
      counts.use.all++
      counts.use[entry.useKind]++
    }
    if (passes(entry, byPlace, terms)) {
      countOncePerTrinket(counts.instance, entry.drops, byPlace, (drop) => drop.instance.id)
    }
    if (passes(entry, byBoss, terms)) {
      countOncePerTrinket(counts.encounter, entry.drops, byBoss, (drop) => drop.encounter.id)
    }
  }
  return counts
}

/** One more for each place (or boss) the trinket's matching drops name: once, however many drops. */
function countOncePerTrinket(
  counts: Map<number, number>,
  drops: readonly TrinketDrop[],
  filters: TrinketFilters,
  idOf: (drop: TrinketDrop) => number,
) {
  const seen = new Set<number>()
  for (const drop of drops) {
    const id = idOf(drop)
    if (!dropMatches(drop, filters) || seen.has(id)) continue
    seen.add(id)
    counts.set(id, (counts.get(id) ?? 0) + 1)
  }
}

export type TrinketRowData = { entry: TrinketEntry; drop: TrinketDrop | undefined }

export type TrinketGroup = {
  /** Stable key: the instance id, or "unknown" for trinkets whose source is not in the season. */
  key: string
  /** A heading of its own, for groups that are not a place (the guides' picks). */
  title?: string
  instance: Instance | undefined
  sourceKind: TrinketSourceKind | undefined
  rows: TrinketRowData[]
}

const sourceOrder: Record<TrinketSourceKind, number> = { raid: 0, dungeon: 1, other: 2 }

/**
 * Groups by instance (raid first, then dungeons, then lairs and world bosses; by name within a
 * kind); inside a group by boss order, then name. A trinket that drops in several places is
 * listed once, under the first place the filters allow.
 */
export function groupByInstance(
  entries: readonly TrinketEntry[],
  filters: TrinketFilters,
): TrinketGroup[] {
  const groups = new Map<string, TrinketGroup>()
  for (const entry of entries) {
    const drop = matchingDrop(entry, filters)
    const key = drop ? String(drop.instance.id) : 'unknown'
    let group = groups.get(key)
    if (!group) {
      group = { key, instance: drop?.instance, sourceKind: drop?.sourceKind, rows: [] }
      groups.set(key, group)
    }
    group.rows.push({ entry, drop })
  }
  const sorted = [...groups.values()].sort((a, b) => {
    if (!a.instance || !a.sourceKind) return 1
    if (!b.instance || !b.sourceKind) return -1
    return (
      sourceOrder[a.sourceKind] - sourceOrder[b.sourceKind] ||
      byName(a.instance.name, b.instance.name)
    )
  })
  for (const group of sorted) {
    group.rows.sort(
      (a, b) =>
        (a.drop?.encounter.order ?? 0) - (b.drop?.encounter.order ?? 0) ||
        byName(a.entry.trinket.name, b.entry.trinket.name),
    )
  }
  return sorted
}

/**
 * Whether a place gives loot in the chosen activity: dungeons for a key level, the raid and the
 * lair for a raid difficulty. Without an activity (or for a track) every place does.
 */
export function dropsInActivity(kind: InstanceKind, context: ItemLevelContext | undefined) {
  if (context?.kind === 'key') return kind === 'dungeon'
  if (context?.kind === 'raid') return kind === 'raid' || kind === 'lair'
  return true
}

/**
 * The groups with what drops in the chosen activity first and the rest after, each part in its
 * own order; `elsewhereFrom` is the index of the first group of the rest (null when none).
 */
export function activityFirst(
  groups: readonly TrinketGroup[],
  context: ItemLevelContext | undefined,
): { groups: TrinketGroup[]; elsewhereFrom: number | null } {
  const inside = groups.filter((g) => g.instance && dropsInActivity(g.instance.kind, context))
  const outside = groups.filter((g) => !g.instance || !dropsInActivity(g.instance.kind, context))
  return {
    groups: [...inside, ...outside],
    elsewhereFrom: outside.length > 0 && inside.length > 0 ? inside.length : null,
  }
}
