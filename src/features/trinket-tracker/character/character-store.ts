// The one owner of the imported character: kept in this browser's localStorage only, never in the
// URL (links get shared) and never sent anywhere. Components read it with useCharacter(); only
// saveCharacter and forgetCharacter change it. Another tab's change shows here too.
//
// What is stored is read back through the character's schema (character-schema.ts), which is not
// in the tracker's first load: it is fetched once a character is stored, and the page shows none
// until it has read it. saveCharacter only takes a character the schema read.
import { useSyncExternalStore } from 'react'
import { codeOnDemand } from '~/lib/code-on-demand'
import type { characterFromStorage, ImportedCharacter } from './character-schema'

const storageKey = 'vaultwise:character'

const schemaCode = codeOnDemand(() => import('./character-schema'))
// Every reader reads the store again once the schema has come.
schemaCode.onLoaded(notify)

/** Fetches the schema once something stored needs reading; a failed fetch is tried again later. */
function needSchema() {
  // Offline, or a release replaced the chunk: no character until the next attempt.
  schemaCode.retryIfFailed()
  schemaCode.load().catch(() => {})
}

const listeners = new Set<() => void>()
/** `reader`: the schema's reader when the snapshot was taken (none before it arrived). */
let snapshot: {
  raw: string | null
  reader: typeof characterFromStorage | undefined
  character: ImportedCharacter | undefined
} = { raw: null, reader: undefined, character: undefined }

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
  const reader = schemaCode.loaded()?.characterFromStorage
  if (raw !== snapshot.raw || snapshot.reader !== reader) {
    snapshot = { raw, reader, character: reader?.(raw) }
  }
  return snapshot.character
}

function notify() {
  for (const listener of listeners) listener()
}

function onStorage(event: StorageEvent) {
  if (event.key !== storageKey && event.key !== null) return
  if (storedText() !== null) needSchema()
  notify()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  if (listeners.size === 1) window.addEventListener('storage', onStorage)
  if (storedText() !== null) needSchema()
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
  const raw = JSON.stringify(character)
  try {
    window.localStorage.setItem(storageKey, raw)
  } catch {
    return false
  }
  // Read by the schema already (the type says so): shown at once, without fetching anything.
  snapshot = { raw, reader: schemaCode.loaded()?.characterFromStorage, character }
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
