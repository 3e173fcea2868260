// URL search parameters, validated as the specification's section 5 says. Malformed values are
// dropped, never thrown: a shared link with a typo still opens the page.
import { stringifySearchWith } from '@tanstack/react-router'

// Plain functions rather than a zod schema: route search validation ships in the first-load
// bundle of every page, and zod would add more to it than the rest of this file.

/** Kept only when it is a string; anything else (number, object, array) is dropped. */
function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

function isItemId(value: number): boolean {
  return Number.isSafeInteger(value) && value > 0
}

/**
 * Item ids from a comma-separated string ("1,2,3") or an array of numbers. The router's JSON
 * parser turns a lone "123" into a number, so a single number is accepted too. Pieces that are
 * not whole positive numbers are dropped, duplicates are removed, and an empty result is absent.
 */
export function parseItemIds(value: unknown): number[] | undefined {
  let candidates: unknown[]
  if (typeof value === 'string') candidates = value.split(',')
  else if (typeof value === 'number') candidates = [value]
  else if (Array.isArray(value)) candidates = value
  else return undefined

  const ids: number[] = []
  for (const candidate of candidates) {
    let id: number | undefined
    if (typeof candidate === 'number') id = candidate
    else if (typeof candidate === 'string' && /^\s*\d+\s*$/.test(candidate)) id = Number(candidate)
    if (id !== undefined && isItemId(id) && !ids.includes(id)) ids.push(id)
  }
  return ids.length > 0 ? ids : undefined
}

/** Where a trinket drops, in the tracker's "source" filter: lairs and world bosses are "other". */
export const trinketSourceKinds = ['raid', 'dungeon', 'other'] as const
export type TrinketSourceKind = (typeof trinketSourceKinds)[number]

export const trinketUseKinds = ['on-use', 'passive'] as const
export type TrinketUseKind = (typeof trinketUseKinds)[number]

export const raidDifficultySlugs = ['lfr', 'normal', 'heroic', 'mythic'] as const
export const upgradeTrackSlugs = ['adventurer', 'veteran', 'champion', 'hero', 'myth'] as const

/**
 * Keystone levels the tracker offers; rewards stop rising well before the top. 0 is Mythic 0 (a
 * Mythic dungeon without a keystone); there is no +1 keystone.
 */
export const keyLevelRange = { min: 0, max: 20 } as const
export const mythicZeroKeyLevel = 0
/** Track steps are checked against the season's tracks later; this only bounds the syntax. */
const maxTrackStep = 12
/** Longer than any item name; keeps a pasted essay out of the URL and the filter. */
export const maxSearchTextLength = 60

/**
 * The item-level context a player picks, as written in `ilvl`: `key-10`, `raid-heroic` or
 * `track-hero-4`.
 */
export type ItemLevelContext =
  | { kind: 'key'; keyLevel: number }
  | { kind: 'raid'; difficulty: (typeof raidDifficultySlugs)[number] }
  | { kind: 'track'; track: (typeof upgradeTrackSlugs)[number]; step: number }

function isOneOf<T extends string>(choices: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (choices as readonly string[]).includes(value)
}

/** Reads `ilvl`; anything malformed or out of range is undefined (no context). */
export function parseItemLevelContext(value: unknown): ItemLevelContext | undefined {
  if (typeof value !== 'string') return undefined
  const key = /^key-(\d{1,2})$/.exec(value)
  if (key) {
    const keyLevel = Number(key[1])
    return keyLevel >= keyLevelRange.min && keyLevel <= keyLevelRange.max && keyLevel !== 1
      ? { kind: 'key', keyLevel }
      : undefined
  }
  const raid = /^raid-([a-z]+)$/.exec(value)
  if (raid) {
    const difficulty = raid[1]
    return isOneOf(raidDifficultySlugs, difficulty) ? { kind: 'raid', difficulty } : undefined
  }
  const track = /^track-([a-z]+)-(\d{1,2})$/.exec(value)
  if (track) {
    const name = track[1]
    const step = Number(track[2])
    return isOneOf(upgradeTrackSlugs, name) && step >= 1 && step <= maxTrackStep
      ? { kind: 'track', track: name, step }
      : undefined
  }
  return undefined
}

export function formatItemLevelContext(context: ItemLevelContext): string {
  switch (context.kind) {
    case 'key':
      return `key-${context.keyLevel}`
    case 'raid':
      return `raid-${context.difficulty}`
    case 'track':
      return `track-${context.track}-${context.step}`
  }
}

/** Search text as the URL keeps it: trimmed, inner whitespace collapsed, capped; empty is absent. */
export function tidySearchText(text: string): string | undefined {
  const tidy = text.replace(/\s+/g, ' ').trim().slice(0, maxSearchTextLength).trim()
  return tidy === '' ? undefined : tidy
}

function searchText(value: unknown): string | undefined {
  // The router JSON-parses values, so "?q=123" arrives as a number.
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value
  return typeof text === 'string' ? tidySearchText(text) : undefined
}

function slug(value: unknown): string | undefined {
  return typeof value === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value) ? value : undefined
}

function encounterId(value: unknown): number | undefined {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value
  return typeof id === 'number' && isItemId(id) ? id : undefined
}

export type TrackerSearch = {
  /** The specification's parameters. */
  wowClass?: string | undefined
  wowSpec?: string | undefined
  items?: number[] | undefined
  /** The tracker's own parameters, so every filtered view can be shared. */
  source?: TrinketSourceKind | undefined
  /** An instance slug from the season dataset, e.g. `altar-of-fangs`. */
  instance?: string | undefined
  /** A journal encounter id: one boss. */
  boss?: number | undefined
  use?: TrinketUseKind | undefined
  q?: string | undefined
  /** Canonical `ilvl` text; parse it with parseItemLevelContext. */
  ilvl?: string | undefined
}
export type FaqSearch = { tab?: string | undefined }

// Never throw: a non-object input is treated as "no parameters". A dropped parameter stays in the
// result as `undefined`, on purpose: the router gives a page `{ ...rawSearch, ...validated }`, so a
// key left out would keep its raw value ("?items=-1" would reach the page as the number -1). The
// router writes no `undefined` value into a URL.
export function validateTrackerSearch(raw: unknown): TrackerSearch {
  const search = isRecord(raw) ? raw : {}
  return {
    wowClass: optionalString(search.wowClass),
    wowSpec: optionalString(search.wowSpec),
    items: parseItemIds(search.items),
    source: isOneOf(trinketSourceKinds, search.source) ? search.source : undefined,
    instance: slug(search.instance),
    boss: encounterId(search.boss),
    use: isOneOf(trinketUseKinds, search.use) ? search.use : undefined,
    q: searchText(search.q),
    ilvl: validItemLevelText(search.ilvl),
  }
}

function validItemLevelText(value: unknown): string | undefined {
  const context = parseItemLevelContext(value)
  return context === undefined ? undefined : formatItemLevelContext(context)
}

export function validateFaqSearch(raw: unknown): FaqSearch {
  const search = isRecord(raw) ? raw : {}
  return { tab: optionalString(search.tab) }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isNumberList(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'number')
}

/** Writes item lists as "1,2,3" instead of the router's default JSON ("%5B1%2C2%5D"). */
export const stringifySearch = stringifySearchWith(
  (value: unknown) => (isNumberList(value) ? value.join(',') : JSON.stringify(value)),
  JSON.parse,
)
