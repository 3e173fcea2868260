import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient, retryDelayFor, shouldRetry } from './query-client'

describe('data fetching defaults', () => {
  it('waits 1 s, then 2 s, then 4 s between retries, never more than 30 s', () => {
    expect([0, 1, 2].map(retryDelayFor)).toEqual([1000, 2000, 4000])
    expect(retryDelayFor(5)).toBe(30_000)
    expect(retryDelayFor(40)).toBe(30_000)
  })

  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it('retries 3 times and, in the browser, keeps unused data for 300 s', () => {
    vi.stubEnv('SSR', false)
    const defaults = createQueryClient().getDefaultOptions().queries
    expect(defaults?.retry).toBe(shouldRetry)
    const offline = new TypeError('Failed to fetch')
    expect([0, 1, 2, 3].map((failures) => shouldRetry(failures, offline))).toEqual([
      true,
      true,
      true,
      false,
    ])
    expect(defaults?.gcTime).toBe(300_000)
    expect(defaults?.retryDelay).toBe(retryDelayFor)
  })

  it('sets no collection timer on the server, which would hold the build open for 300 s', () => {
    vi.stubEnv('SSR', true)
    expect(createQueryClient().getDefaultOptions().queries?.gcTime).toBe(Number.POSITIVE_INFINITY)
  })

  it('does not retry code that failed to download: the page reloads for it instead', () => {
    const chunkGone = new TypeError(
      'Failed to fetch dynamically imported module: https://vaultwise.gg/assets/parse-dataset-1.js',
    )
    expect(shouldRetry(0, chunkGone)).toBe(false)
  })
})
