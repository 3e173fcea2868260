import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { memoryStorage } from '~/lib/memory-storage'
import * as memory from './remembered-tracker'

describe('what the tracker remembers', () => {
  it('keeps the spec, tracked trinkets and item level, and nothing else', () => {
    const storage = memoryStorage()
    memory.rememberTracker(
      {
        wowClass: 'mage',
        wowSpec: 'frost',
        items: [1, 2],
        ilvl: 'key-10',
        q: 'core',
        use: 'passive',
      },
      storage,
    )
    expect(memory.readRememberedTracker(storage)).toEqual({
      wowClass: 'mage',
      wowSpec: 'frost',
      items: [1, 2],
      ilvl: 'key-10',
    })
  })

  it('forgets everything on "Start over", and when nothing is left to remember', () => {
    const storage = memoryStorage()
    memory.rememberTracker({ wowClass: 'mage' }, storage)
    memory.forgetTracker(storage)
    expect(storage.getItem(memory.rememberedStorageKey)).toBeNull()
    memory.rememberTracker({ wowClass: 'mage' }, storage)
    memory.rememberTracker({ q: 'core' }, storage)
    expect(storage.getItem(memory.rememberedStorageKey)).toBeNull()
  })

  it.each([
    ['not JSON', '{'],
    ['a list', '[1,2]'],
    ['a number', '42'],
  ])('reads a stored value that is %s as nothing remembered', (_, stored) => {
    const storage = memoryStorage()
    storage.setItem(memory.rememberedStorageKey, stored)
    expect(memory.readRememberedTracker(storage)).toEqual({})
  })

  it('drops malformed stored values with the same rules as the link', () => {
    const storage = memoryStorage()
    storage.setItem(
      memory.rememberedStorageKey,
      JSON.stringify({ wowClass: 7, wowSpec: 'frost', items: 'a,3', ilvl: 'key-99' }),
    )
    expect(memory.readRememberedTracker(storage)).toEqual({ wowSpec: 'frost', items: [3] })
  })

  it('never throws, whatever is stored (property)', () => {
    fc.assert(
      fc.property(fc.string(), (stored) => {
        const storage = memoryStorage()
        storage.setItem(memory.rememberedStorageKey, stored)
        memory.readRememberedTracker(storage)
      }),
    )
  })

  it('works without storage (switched off): remembers nothing, loses nothing', () => {
    expect(memory.readRememberedTracker(undefined)).toEqual({})
    expect(() => memory.rememberTracker({ wowClass: 'mage' }, undefined)).not.toThrow()
  })
})

describe('bringing it back', () => {
  const remembered = { wowClass: 'mage', wowSpec: 'frost', items: [5] }

  it('fills a tracker opened without parameters, keeping a place filter the link gave', () => {
    expect(memory.withRememberedTracker({}, false, remembered)).toEqual(remembered)
    expect(memory.withRememberedTracker({ instance: 'altar-of-fangs' }, false, remembered)).toEqual(
      {
        instance: 'altar-of-fangs',
        ...remembered,
      },
    )
  })

  it('lets a link that names a spec, trinkets or item level win, even a malformed one', () => {
    expect(memory.withRememberedTracker({ wowClass: 'priest' }, true, remembered)).toBeUndefined()
    expect(memory.linkNamesRemembered('?items=-1&wowClass=7')).toBe(true)
    expect(memory.withRememberedTracker({}, true, remembered)).toBeUndefined()
    expect(memory.linkNamesRemembered('?instance=altar-of-fangs&q=core')).toBe(false)
  })

  it('has nothing to bring back when nothing is remembered', () => {
    expect(memory.withRememberedTracker({}, false, {})).toBeUndefined()
  })
})
