import { describe, expect, it, vi } from 'vitest'
import { canReloadFor, isCodeLoadError, reloadOnceFor } from './code-load-error'
import { memoryStorage } from './memory-storage'

const chunkGone = new TypeError(
  'Failed to fetch dynamically imported module: https://vaultwise.gg/assets/parse-dataset-abc.js',
)

describe('code load errors', () => {
  it('recognises what Chromium, Firefox, Safari and Vite say when code fails to download', () => {
    expect(isCodeLoadError(chunkGone)).toBe(true)
    expect(isCodeLoadError(new TypeError('error loading dynamically imported module: x'))).toBe(
      true,
    )
    expect(isCodeLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isCodeLoadError(new Error('Unable to preload CSS for /assets/faq.css'))).toBe(true)
    expect(isCodeLoadError(new Error('Could not load the season data: 500'))).toBe(false)
    expect(isCodeLoadError('Failed to fetch dynamically imported module')).toBe(false)
  })

  it('reloads once per distinct message, never in a loop', () => {
    const storage = memoryStorage()
    const reload = vi.fn()
    expect(reloadOnceFor(chunkGone, storage, reload)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(1)
    // After the reload the same failure shows the error view instead.
    expect(canReloadFor(chunkGone, storage)).toBe(false)
    expect(reloadOnceFor(chunkGone, storage, reload)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
    // A different chunk failing is a new message: one more reload.
    const otherChunk = new TypeError('Failed to fetch dynamically imported module: /assets/faq.js')
    expect(reloadOnceFor(otherChunk, storage, reload)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('shares its flag with TanStack Router, so a route chunk it reloaded for is not reloaded again', () => {
    const storage = memoryStorage()
    storage.setItem(`tanstack_router_reload:${chunkGone.message}`, '1')
    expect(canReloadFor(chunkGone, storage)).toBe(false)
  })

  it('never reloads for other errors, or when session storage is unavailable', () => {
    const reload = vi.fn()
    expect(reloadOnceFor(new Error('Boss not found'), memoryStorage(), reload)).toBe(false)
    const blocked = memoryStorage()
    blocked.getItem = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    }
    expect(reloadOnceFor(chunkGone, blocked, reload)).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })
})
