import { describe, expect, it } from 'vitest'
import { claimReloadFor, isChunkLoadError } from './chunk-reload'

function memoryStore() {
  const data = new Map<string, string>()
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  }
}

const chunkError = new TypeError(
  'Failed to fetch dynamically imported module: https://vaultwise.gg/assets/faq-abc.js',
)

describe('reload after a failed page-code download', () => {
  it('recognises the browsers’ chunk errors and nothing else', () => {
    expect(isChunkLoadError(chunkError)).toBe(true)
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false)
  })

  it('reloads once per distinct message, then gives up', () => {
    const store = memoryStore()
    expect(claimReloadFor(chunkError, store)).toBe(true)
    expect(claimReloadFor(chunkError, store)).toBe(false)
    const other = new TypeError('Failed to fetch dynamically imported module: /assets/x.js')
    expect(claimReloadFor(other, store)).toBe(true)
  })

  it('never reloads when the flag cannot be stored', () => {
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(claimReloadFor(chunkError, broken)).toBe(false)
    expect(claimReloadFor(chunkError, undefined)).toBe(false)
  })
})
