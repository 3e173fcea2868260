// A deploy replaces hashed chunks; a visitor with an old page then fails to load a route's code.
// One reload fetches the new build. The session flag, keyed by the error message, makes sure a
// chunk that is really broken shows the error view instead of reloading forever.

const chunkErrorPattern =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Loading chunk [\w-]+ failed|Unable to preload CSS/i

export const reloadFlagPrefix = 'vw:chunk-reload:'

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && chunkErrorPattern.test(error.message)
}

type FlagStore = Pick<Storage, 'getItem' | 'setItem'>

/**
 * Returns true (and records it) the first time a given chunk error is seen in this session;
 * false when that very message already caused a reload, or when nothing can be recorded.
 */
export function claimReloadFor(error: unknown, store: FlagStore | undefined): boolean {
  if (!store || !isChunkLoadError(error) || !(error instanceof Error)) return false
  const key = reloadFlagPrefix + error.message
  try {
    if (store.getItem(key) === 'true') return false
    store.setItem(key, 'true')
    return true
  } catch {
    // Storage can be disabled (private mode, quota): without a guard a reload could loop.
    return false
  }
}

export function sessionStore(): FlagStore | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage
  } catch {
    return undefined
  }
}
