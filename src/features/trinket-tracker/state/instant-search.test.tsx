// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type HistoryMode, mergeHistory, useInstantSearch } from './instant-search'

type Search = { wowClass?: string; items?: number[] }

describe('mergeHistory', () => {
  it('keeps a history entry if any of the merged changes asked for one', () => {
    expect(mergeHistory(undefined, 'replace')).toBe('replace')
    expect(mergeHistory('replace', 'push')).toBe('push')
    expect(mergeHistory('push', 'replace')).toBe('push')
  })
})

describe('useInstantSearch', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  function setup(initial: Search) {
    const writes: [Search, HistoryMode][] = []
    const hook = renderHook(
      ({ url }: { url: Search }) =>
        useInstantSearch(url, (search, history) => writes.push([search, history])),
      { initialProps: { url: initial } },
    )
    return { hook, writes }
  }

  it('shows a change at once and writes the URL only after the frame is painted', () => {
    const { hook, writes } = setup({})
    act(() => hook.result.current[1](() => ({ wowClass: 'mage' }), 'push'))
    expect(hook.result.current[0]).toEqual({ wowClass: 'mage' })
    expect(writes).toEqual([])
    act(() => vi.runAllTimers())
    expect(writes).toEqual([[{ wowClass: 'mage' }, 'push']])
  })

  it('writes rapid changes once, with the newest search, building on each other', () => {
    const { hook, writes } = setup({})
    act(() => {
      hook.result.current[1](() => ({ wowClass: 'mage' }), 'replace')
      hook.result.current[1]((s) => ({ ...s, items: [7] }), 'push')
    })
    expect(hook.result.current[0]).toEqual({ wowClass: 'mage', items: [7] })
    act(() => vi.runAllTimers())
    expect(writes).toEqual([[{ wowClass: 'mage', items: [7] }, 'push']])
  })

  it('adds no history entry and keeps the view for a change that changes nothing', () => {
    // An import of the spec already shown asks to show that spec: Back must not stay on the page.
    const { hook, writes } = setup({ wowClass: 'mage', items: [7] })
    const shown = hook.result.current[0]
    act(() => hook.result.current[1]((s) => ({ ...s, items: [7] }), 'push'))
    expect(hook.result.current[0]).toBe(shown)
    act(() => vi.runAllTimers())
    expect(writes).toEqual([])
  })

  it('keeps the shown object when the URL catches up with it', () => {
    const { hook } = setup({})
    act(() => hook.result.current[1](() => ({ wowClass: 'mage' }), 'push'))
    const shown = hook.result.current[0]
    act(() => vi.runAllTimers())
    hook.rerender({ url: { wowClass: 'mage' } })
    expect(hook.result.current[0]).toBe(shown)
  })

  it('follows the URL when it changes from elsewhere (back, forward, a link)', () => {
    const { hook } = setup({ wowClass: 'mage' })
    hook.rerender({ url: { wowClass: 'rogue', items: [3] } })
    expect(hook.result.current[0]).toEqual({ wowClass: 'rogue', items: [3] })
  })
})
