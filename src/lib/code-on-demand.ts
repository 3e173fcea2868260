// Code fetched on demand, once, for parts of a page that are not there at first (the phone's menu
// panel, the tracker's filters panel, the FAQ's answers): fetched when the page is idle or on the
// first use, whichever comes first.

export type CodeOnDemand<T> = {
  /** The module; every call returns the same promise, so React's `use` can read it. */
  load: () => Promise<T>
  /**
   * The module once it has come, so a part is drawn without a wait. Reading a promise that has
   * already settled with `use` still suspends once, and React then holds its fallback for 300 ms
   * (a box opened by a click showed late, and a Tab right after the click went past it); on the
   * server a wait would write a part's skeleton into the prerendered page.
   */
  loaded: () => T | undefined
  /**
   * Call before a new attempt (a tap, a "Try again"): a failed fetch (offline, or a release that
   * replaced the chunk) is then forgotten and fetched again. It is not forgotten on its own, as a
   * render that reads the failure would otherwise start a new fetch and wait on it forever.
   */
  retryIfFailed: () => void
  /**
   * Calls `listener` once the module has come (at once if it is there). Several parts of a page
   * share one chunk (the overview's lower sections): after "Try again" in one, the others that
   * had failed draw themselves too. Returns the way to stop listening.
   */
  onLoaded: (listener: () => void) => () => void
}

export function codeOnDemand<T>(fetchCode: () => Promise<T>): CodeOnDemand<T> {
  let loading: Promise<T> | undefined
  let module: T | undefined
  let failed = false
  const listeners = new Set<() => void>()
  return {
    load: () => {
      loading ??= fetchCode().then(
        (fetched) => {
          module = fetched
          for (const listener of listeners) listener()
          listeners.clear()
          return fetched
        },
        (error: unknown) => {
          failed = true
          throw error
        },
      )
      return loading
    },
    loaded: () => module,
    retryIfFailed: () => {
      if (!failed) return
      failed = false
      loading = undefined
    },
    onLoaded: (listener) => {
      // Once the module is there the set is not read again: the listener is called now.
      listeners.add(listener)
      if (module !== undefined) listener()
      return () => listeners.delete(listener)
    },
  }
}
