// A page's code that fails to download (usually a deploy replaced the chunk the old HTML names,
// or the connection dropped) is answered the way the specification asks: reload the page once
// per distinct error message, guarded by a session-storage flag, then show the error view.
// TanStack Router's lazy route components already do this for route chunks with the same flag
// name; this covers everything else loaded on demand, such as the dataset's parser.

// The key TanStack Router's lazyRouteComponent uses, so both guards share their flags. The router
// exports no name for it (no public API), so it is written here; a router update that renames it
// would only mean each guard keeps its own flags, at most one more reload.
const reloadFlagPrefix = 'tanstack_router_reload:'

// What browsers say when a dynamic import() fails (Chromium, Firefox, Safari), and what Vite's
// preload helper says when a chunk's stylesheet fails.
const codeLoadMessages = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS',
]

export function isCodeLoadError(error: unknown): error is Error {
  return (
    error instanceof Error && codeLoadMessages.some((message) => error.message.startsWith(message))
  )
}

function sessionStore(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage
  } catch {
    // Storage blocked: without the flag a reload could loop, so none is tried.
    return undefined
  }
}

/** True when this error may still reload the page: a code load error not yet reloaded for. */
export function canReloadFor(error: unknown, storage = sessionStore()): boolean {
  if (!isCodeLoadError(error) || storage === undefined) return false
  try {
    return storage.getItem(reloadFlagPrefix + error.message) === null
  } catch {
    return false
  }
}

/** Reloads the page once for this error message; false when it already did (or cannot). */
export function reloadOnceFor(
  error: unknown,
  storage = sessionStore(),
  reload: () => void = () => window.location.reload(),
): boolean {
  if (storage === undefined || !isCodeLoadError(error) || !canReloadFor(error, storage)) {
    return false
  }
  try {
    storage.setItem(reloadFlagPrefix + error.message, '1')
  } catch {
    return false
  }
  reload()
  return true
}
