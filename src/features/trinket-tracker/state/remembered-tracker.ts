// What the tracker remembers between visits: the last spec, the tracked trinkets and the item-level
// choice, in this browser's localStorage. It is storage the player asked for (their own list, never
// sent anywhere), so it does not wait for analytics consent. The tracker opened without them (the
// menu's link, the Seasonal Overview's "Open in the Trinket Tracker") gets them back; a link that
// says any of them wins, whole, so a shared link shows exactly what was shared.
import { type TrackerSearch, tidyTrackerSearch, trackerSearchFields } from './tracker-search'

export const rememberedStorageKey = 'vaultwise.tracker'

/** The parameters that are remembered, as one piece: a link naming any of them keeps its own. */
export const rememberedKeys = ['wowClass', 'wowSpec', 'items', 'ilvl'] as const

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

/** The remembered part of a search; absent values and empty lists left out. */
export function rememberedPart(search: TrackerSearch): RememberedTracker {
  const { wowClass, wowSpec, items, ilvl } = tidyTrackerSearch(search)
  return tidyTrackerSearch({ wowClass, wowSpec, items, ilvl })
}

function isEmpty(part: RememberedTracker): boolean {
  return Object.keys(part).length === 0
}

/** What was stored, read with the route's own readers: anything malformed is dropped. */
export function readRememberedTracker(
  storage: Storage | undefined = browserStorage(),
): RememberedTracker {
  let stored: unknown
  try {
    stored = JSON.parse(storage?.getItem(rememberedStorageKey) ?? 'null')
  } catch {
    return {}
  }
  if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) return {}
  const raw = stored as Record<string, unknown>
  const read: TrackerSearch = {}
  for (const key of rememberedKeys) {
    // Each reader returns its own parameter's type; the table guarantees the pairing.
    ;(read as Record<string, unknown>)[key] = trackerSearchFields[key](raw[key])
  }
  return rememberedPart(read)
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
  } catch {
    // As above.
  }
}

/**
 * Whether the link itself names any remembered parameter, well-formed or not (as the page's
 * pending-view script reads it): a link that says `?items=-1` meant to say something, and wins.
 */
export function linkNamesRemembered(queryString: string): boolean {
  const params = new URLSearchParams(queryString)
  return rememberedKeys.some((key) => params.has(key))
}

/**
 * The search to show instead of `search`, when the link names none of the remembered parameters
 * and something is remembered; otherwise undefined (the link wins). Other parameters (a place
 * filter from the Seasonal Overview, say) are kept beside what is restored.
 */
export function withRememberedTracker(
  search: TrackerSearch,
  linkNamesOwn: boolean,
  remembered: RememberedTracker,
): TrackerSearch | undefined {
  if (linkNamesOwn || !isEmpty(rememberedPart(search)) || isEmpty(remembered)) return undefined
  return { ...search, ...remembered }
}
