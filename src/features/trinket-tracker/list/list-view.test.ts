// @vitest-environment jsdom
// A star must not dim the list or draw it again: only a change to what the list shows does.
import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { season } from '../model/test-dataset'
import {
  chooseSource,
  resolveTrackerView,
  type SearchChange,
  type TrackerView,
  toggleTracked,
} from '../state/tracker-view'
import { useListView } from './list-view'

const frostMage = resolveTrackerView(season, { wowClass: 'mage', wowSpec: 'frost' })
const then = (view: TrackerView, change: SearchChange) =>
  resolveTrackerView(season, change(view.search), view)

describe("the list's view", () => {
  it('stays the same when a trinket is tracked', () => {
    const frost = frostMage.spec
    const trinket = season.trinkets.find((t) => frost && t.specIds.includes(frost.id))
    if (!trinket) throw new Error('no trinket for Frost in the test season')
    const starred = then(frostMage, toggleTracked(trinket.id))
    expect(starred.tracked.ids.has(trinket.id)).toBe(true)
    const { result, rerender } = renderHook(({ view }) => useListView(view), {
      initialProps: { view: frostMage },
    })
    rerender({ view: starred })
    expect(result.current).toBe(frostMage)
  })

  it('follows a filter', () => {
    const dungeons = then(frostMage, chooseSource(season, 'dungeon'))
    const { result, rerender } = renderHook(({ view }) => useListView(view), {
      initialProps: { view: frostMage },
    })
    rerender({ view: dungeons })
    expect(result.current).toBe(dungeons)
    expect(result.current.filters.source).toBe('dungeon')
  })
})
