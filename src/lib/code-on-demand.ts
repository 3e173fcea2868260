// Code fetched on demand, once, for parts of a page that are not there at first (the phone's menu
// panel, the tracker's filters panel): fetched when the page is idle or on the first use, whichever
// comes first.

export type CodeOnDemand<T> = {
  /** The module; every call returns the same promise, so React's `use` can read it. */
  load: () => Promise<T>
  /**
   * Call before a new attempt (a tap, a "Try again"): a failed fetch (offline, or a release that
   * replaced the chunk) is then forgotten and fetched again. It is not forgotten on its own, as a
   * render that reads the failure would otherwise start a new fetch and wait on it forever.
   */
  retryIfFailed: () => void
}

export function codeOnDemand<T>(fetchCode: () => Promise<T>): CodeOnDemand<T> {
  let loading: Promise<T> | undefined
  let failed = false
  return {
    load: () => {
      loading ??= fetchCode().catch((error: unknown) => {
        failed = true
        throw error
      })
      return loading
    },
    retryIfFailed: () => {
      if (!failed) return
      failed = false
      loading = undefined
    },
  }
}
