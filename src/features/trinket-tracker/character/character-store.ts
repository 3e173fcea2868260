// The one owner of the imported character: kept in this browser's localStorage only, never in the
// URL (links get shared) and never sent anywhere. Components read it with useCharacter(); only
// saveCharacter and forgetCharacter change it. Another tab's change shows here too.
import { useSyncExternalStore } from 'react'

/** A trinket the character has, as the addon's export says. */
export type OwnedTrinket = {
  id: number
  where: 'equipped' | 'bags'
  /** From the `# Name (305)` comment above the item; null where the export had none. */
  itemLevel: number | null
  /** Kept as the export wrote them; not decoded. */
  bonusIds: number[]
}

export type ImportedCharacter = {
  name: string
  classSlug: string
  specSlug: string
  /** The season's trinkets the character has. */
  trinkets: OwnedTrinket[]
  /** Trinkets in the export that are not this season's, with the name the export gave. */
  ignored: { id: number; name: string | null }[]
}

const storageKey = 'vaultwise:character'

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0

function ownedTrinketOf(value: unknown): OwnedTrinket | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { id, where, itemLevel, bonusIds } = value as Record<string, unknown>
  if (!isCount(id) || (where !== 'equipped' && where !== 'bags')) return undefined
  return {
    id,
    where,
    itemLevel: isCount(itemLevel) ? itemLevel : null,
    bonusIds: Array.isArray(bonusIds) ? bonusIds.filter(isCount) : [],
  }
}

/** What was stored, if it still reads as a character; anything else counts as none. */
export function characterFromStorage(raw: string | null): ImportedCharacter | undefined {
  if (raw === null) return undefined
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null) return undefined
    const { name, classSlug, specSlug, trinkets, ignored } = value as Record<string, unknown>
    if (typeof classSlug !== 'string' || typeof specSlug !== 'string') return undefined
    return {
      name: typeof name === 'string' ? name : '',
      classSlug,
      specSlug,
      trinkets: (Array.isArray(trinkets) ? trinkets : []).flatMap((t) => ownedTrinketOf(t) ?? []),
      ignored: (Array.isArray(ignored) ? ignored : []).flatMap((i) => {
        const { id, name: itemName } = (i ?? {}) as Record<string, unknown>
        return isCount(id) ? [{ id, name: typeof itemName === 'string' ? itemName : null }] : []
      }),
    }
  } catch {
    return undefined
  }
}

const listeners = new Set<() => void>()
let snapshot: { raw: string | null; character: ImportedCharacter | undefined } = {
  raw: null,
  character: undefined,
}

function storedText(): string | null {
  try {
    return window.localStorage.getItem(storageKey)
  } catch {
    // Storage turned off: no character.
    return null
  }
}

/** The same object for as long as the stored text is the same, as useSyncExternalStore needs. */
function currentCharacter(): ImportedCharacter | undefined {
  const raw = storedText()
  if (raw !== snapshot.raw) snapshot = { raw, character: characterFromStorage(raw) }
  return snapshot.character
}

function notify() {
  for (const listener of listeners) listener()
}

function onStorage(event: StorageEvent) {
  if (event.key === storageKey || event.key === null) notify()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  if (listeners.size === 1) window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('storage', onStorage)
  }
}

/** The imported character; undefined before hydration (the prerendered page has none). */
export function useCharacter(): ImportedCharacter | undefined {
  return useSyncExternalStore(subscribe, currentCharacter, () => undefined)
}

/** Keeps the character in this browser; false when the browser does not let the page store it. */
export function saveCharacter(character: ImportedCharacter): boolean {
  try {
    window.localStorage.setItem(storageKey, JSON.stringify(character))
  } catch {
    return false
  }
  notify()
  return true
}

export function forgetCharacter() {
  try {
    window.localStorage.removeItem(storageKey)
  } catch {
    // Nothing was stored where nothing can be.
  }
  notify()
}
