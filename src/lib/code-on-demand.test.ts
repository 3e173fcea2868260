import { describe, expect, it, vi } from 'vitest'
import { codeOnDemand } from './code-on-demand'

/** A fetch that fails once (offline, or a release replaced the chunk), then brings the module. */
const failingOnce = () =>
  vi
    .fn<() => Promise<string>>()
    .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
    .mockResolvedValueOnce('module')

describe('codeOnDemand', () => {
  it('fetches once, however often it is asked', async () => {
    const fetchCode = vi.fn(async () => ({ answer: 42 }))
    const code = codeOnDemand(fetchCode)
    expect(code.load()).toBe(code.load())
    expect(await code.load()).toEqual({ answer: 42 })
    code.retryIfFailed()
    await code.load()
    expect(fetchCode).toHaveBeenCalledTimes(1)
  })

  it('keeps a failure until a new attempt, then fetches again', async () => {
    const fetchCode = failingOnce()
    const code = codeOnDemand(fetchCode)
    const failed = code.load()
    await expect(failed).rejects.toThrow('Failed to fetch')
    // A render reading the failure gets the same failed promise, not a new fetch.
    expect(code.load()).toBe(failed)
    code.retryIfFailed()
    expect(await code.load()).toBe('module')
    expect(fetchCode).toHaveBeenCalledTimes(2)
  })

  it('does not restart a fetch still under way', () => {
    const fetchCode = vi.fn(() => new Promise<string>(() => {}))
    const code = codeOnDemand(fetchCode)
    const pending = code.load()
    code.retryIfFailed()
    expect(code.load()).toBe(pending)
    expect(fetchCode).toHaveBeenCalledTimes(1)
  })

  it('tells the parts waiting on it when the module comes, after a failure too', async () => {
    const code = codeOnDemand(failingOnce())
    await expect(code.load()).rejects.toThrow()
    const failedPart = vi.fn()
    const leftPart = vi.fn()
    code.onLoaded(failedPart)
    const stop = code.onLoaded(leftPart)
    stop()
    code.retryIfFailed()
    await code.load()
    expect(failedPart).toHaveBeenCalledTimes(1)
    expect(leftPart).not.toHaveBeenCalled()
    const late = vi.fn()
    code.onLoaded(late)
    expect(late).toHaveBeenCalledTimes(1)
  })
})
