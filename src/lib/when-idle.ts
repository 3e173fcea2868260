// Work that can wait until the browser has nothing better to do (code fetched ahead of a first
// click). Returns a cancel function, for an effect's cleanup.
export function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 3000 })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(callback, 1500)
  return () => window.clearTimeout(handle)
}
