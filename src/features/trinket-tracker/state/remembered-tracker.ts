// What the tracker remembers between visits: the last spec, the tracked trinkets and the item-level
// choice, in this browser's localStorage. It is storage the player asked for (their own list, never
// sent anywhere), so it does not wait for analytics consent. The tracker opened without them (the
// menu's link, the Seasonal Overview's "Open in the Trinket Tracker") gets them back; a link that
// says any of them wins, whole, so a shared link shows exactly what was shared. What comes back
// from storage is read by the same schema as the link and resolved against the season, so a
// tampered store cannot put unknown ids or a huge list into the address.
import type { SeasonDataset } from '~/domain/season/schema'
import { type TrackerSearch, type TrackerSearchKey, validateTrackerSearch } from './tracker-search'
import { resolveTrackerView } from './tracker-view'

export const rememberedStorageKey = 'vaultwise:tracker'
/** Where releases before 2026-11-26 kept it; read once and moved, so no player loses a list. */
export const formerRememberedStorageKey = 'vaultwise.tracker'

/** The parameters that are remembered, as one piece: a link naming any of them keeps its own. */
export const rememberedKeys = [
  'wowClass',
  'wowSpec',
  'items',
  'ilvl',
] as const satisfies readonly TrackerSearchKey[]

type RememberedKey = (typeof rememberedKeys)[number]
export type RememberedTracker = Pick<TrackerSearch, RememberedKey>

function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    // Storage can be switched off; the tracker then simply remembers nothing.
    return undefined
  }
}

/** The remembered part of a canonical search; absent values left out. */
export function rememberedPart(search: TrackerSearch): RememberedTracker {
  const part: Record<string, unknown> = {}
  for (const key of rememberedKeys) if (search[key] !== undefined) part[key] = search[key]
  return part as RememberedTracker
}

function isEmpty(part: RememberedTracker): boolean {
  return Object.keys(part).length === 0
}

function readStored(storage: Storage | undefined): string | null {
  try {
    const stored = storage?.getItem(rememberedStorageKey)
    if (stored != null) return stored
    const former = storage?.getItem(formerRememberedStorageKey) ?? null
    if (former !== null) {
      storage?.setItem(rememberedStorageKey, former)
      storage?.removeItem(formerRememberedStorageKey)
    }
    return former
  } catch {
    return null
  }
}

/**
 * What was stored, read with the route's own schema and resolved against the season: anything
 * malformed, unknown to the season or beyond what it holds is dropped.
 */
export function readRememberedTracker(
  dataset: SeasonDataset,
  storage: Storage | undefined = browserStorage(),
): RememberedTracker {
  let stored: unknown
  try {
    stored = JSON.parse(readStored(storage) ?? 'null')
  } catch {
    return {}
  }
  const read = rememberedPart(validateTrackerSearch(stored))
  return rememberedPart(resolveTrackerView(dataset, read).search)
}

export function rememberTracker(
  search: TrackerSearch,
  storage: Storage | undefined = browserStorage(),
): void {
  const part = rememberedPart(search)
  try {
    if (isEmpty(part)) storage?.removeItem(rememberedStorageKey)
    else storage?.setItem(rememberedStorageKey, JSON.stringify(part))
  } catch {
    // A full or blocked storage: nothing to remember with, and nothing lost on the page.
  }
}

export function forgetTracker(storage: Storage | undefined = browserStorage()): void {
  try {
    storage?.removeItem(rememberedStorageKey)
    storage?.removeItem(formerRememberedStorageKey)
  } catch {
    // As above.
  }
}

/**
 * The search to show instead of `search`, when the link names none of the remembered parameters
 * and something is remembered; otherwise undefined (the link wins). Other parameters (a place
 * filter from the Seasonal Overview, say) are kept beside what is restored. Canonical: the view
 * of the result has it as its search.
 */
export function withRememberedTracker(
  dataset: SeasonDataset,
  search: TrackerSearch,
  linkNamesOwn: boolean,
  remembered: RememberedTracker,
): TrackerSearch | undefined {
  if (linkNamesOwn || !isEmpty(rememberedPart(search)) || isEmpty(remembered)) return undefined
  return resolveTrackerView(dataset, { ...search, ...remembered }).search
}
