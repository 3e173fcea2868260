// The Trinket Tracker's search parameters, declared once. Each entry of `trackerSearchFields`
// reads one parameter as the specification's section 5 asks (a malformed value is dropped, never
// thrown), and the table's order is the order links are written in. The type, the route's
// validator, the key order and the list of keys that change the view all come from this table.
//
// A table of plain readers rather than a zod schema: route validation ships in the first-load code
// of every page, and zod (even zod/mini) would add more to it than this whole file.
import type { SearchMiddleware } from '@tanstack/react-router'
import {
  formatItemLevelContext,
  type ItemLevelContext,
  parseItemLevelContext,
} from '~/domain/season/item-level-context'
import { trinketSourceKinds, trinketUseKinds } from '~/domain/season/trinket-kinds'
import { oneOf } from '~/domain/season/vocabulary'
import { fightStyles } from '~/domain/sims/fight-styles'
import { isRecord, optionalString, parseItemIds } from '~/lib/search-params'

/**
 * How the list is ordered: by where trinkets drop (the default, absent from links), by the
 * guides' picks for the chosen spec, by the published sim value at the row's item level, or by
 * the gain over the imported character's trinkets ("Your upgrades").
 */
export const trinketOrders = ['place', 'picks', 'sims', 'upgrades'] as const
export type TrinketOrder = (typeof trinketOrders)[number]

/** The order as links write it: the default (`place`) is left out. */
export function linkOrder(order: TrinketOrder | undefined): TrinketOrder | undefined {
  return order === 'place' ? undefined : order
}

/** Longer than any item name; keeps a pasted essay out of the URL and the filter. */
export const maxSearchTextLength = 60

/**
 * Search text as the URL keeps it, which is also what the search box shows: runs of whitespace
 * collapsed to one space, a leading one dropped, capped; empty is absent. A trailing space stays,
 * so the box can show the URL's own text while the player types "vile vial" (the URL is the box's
 * only owner). The list matches on the trimmed text (searchWords).
 */
export function canonicalSearchText(text: string): string | undefined {
  const tidy = text.replace(/\s+/g, ' ').replace(/^ /, '').slice(0, maxSearchTextLength)
  return tidy === '' ? undefined : tidy
}

/** What the list matches: the search text without a trailing space; empty is no search. */
export function searchWords(text: string | undefined): string | undefined {
  const words = text?.trim()
  return words ? words : undefined
}

function searchText(value: unknown): string | undefined {
  // The router JSON-parses values, so "?q=123" arrives as a number.
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value
  return typeof text === 'string' ? canonicalSearchText(text) : undefined
}

/**
 * More than any season holds (Season 2 has 43 trinkets): a tampered link or store cannot make the
 * page write a huge address. Ids the season does not know are dropped when the view is resolved.
 */
export const maxTrackedItems = 100

function trackedItems(value: unknown): number[] | undefined {
  return parseItemIds(value)?.slice(0, maxTrackedItems)
}

function slug(value: unknown): string | undefined {
  return typeof value === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value) ? value : undefined
}

function encounterId(value: unknown): number | undefined {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined
}

/**
 * `ilvl` as links write it (`key-10`, `raid-heroic`, `track-hero-4`): the route's reader writes a
 * link's own text this way (`key-07` becomes `key-7`), and so does a choice in the picker.
 */
export function linkItemLevel(context: ItemLevelContext | undefined): string | undefined {
  return context && formatItemLevelContext(context)
}

export const trackerSearchFields = {
  // The specification's parameters.
  wowClass: optionalString,
  wowSpec: optionalString,
  items: trackedItems,
  // The tracker's own, so every filtered view can be shared.
  source: (value: unknown) => oneOf(trinketSourceKinds, value),
  /** An instance slug from the season dataset, e.g. `altar-of-fangs`. */
  instance: slug,
  /** A journal encounter id: one boss. */
  boss: encounterId,
  use: (value: unknown) => oneOf(trinketUseKinds, value),
  q: searchText,
  /** Canonical `ilvl` text (linkItemLevel); the view reads its context. */
  ilvl: (value: unknown) => linkItemLevel(parseItemLevelContext(value)),
  /** `picks`, `sims` or `upgrades` (linkOrder). */
  order: (value: unknown) => linkOrder(oneOf(trinketOrders, value)),
  /** Which published sims a row shows: `five-targets`, `dungeon`; the spec's first is not written. */
  fight: (value: unknown) => oneOf(fightStyles, value),
} satisfies Record<string, (raw: unknown) => unknown>

type Fields = typeof trackerSearchFields
export type TrackerSearch = { [K in keyof Fields]?: ReturnType<Fields[K]> }
export type TrackerSearchKey = keyof TrackerSearch

/** Every parameter, in the order links write them. */
export const trackerSearchKeys = Object.keys(trackerSearchFields) as TrackerSearchKey[]

/**
 * The route's validator. Never throws: a non-object input is "no parameters". A dropped parameter
 * stays in the result as `undefined`, on purpose: the router gives a page
 * `{ ...rawSearch, ...validated }`, so a key left out would keep its raw value ("?items=-1" would
 * reach the page as the number -1). The router writes no `undefined` value into a URL.
 */
export function validateTrackerSearch(raw: unknown): TrackerSearch {
  const search = isRecord(raw) ? raw : {}
  const valid: Record<string, unknown> = {}
  for (const key of trackerSearchKeys) valid[key] = trackerSearchFields[key](search[key])
  return valid as TrackerSearch
}

/** Keys in the table's order; absent values and empty lists left out. */
export function tidyTrackerSearch(search: TrackerSearch): TrackerSearch {
  const tidy: Record<string, unknown> = {}
  for (const key of trackerSearchKeys) {
    const value = search[key]
    if (value !== undefined && !(Array.isArray(value) && value.length === 0)) tidy[key] = value
  }
  return tidy as TrackerSearch
}

/** The route's search middleware: every link to the tracker is written in the one order. */
export const tidyTrackerLinks: SearchMiddleware<TrackerSearch> = ({ search, next }) =>
  tidyTrackerSearch(next(search))
