import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  forgetTracker,
  linkNamesRemembered,
  readRememberedTracker,
  rememberedStorageKey,
  rememberTracker,
  withRememberedTracker,
} from './remembered-tracker'

/** A Storage of one's own: each test starts empty, and nothing touches the real one. */
function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  }
}

describe('what the tracker remembers', () => {
  it('keeps the spec, tracked trinkets and item level, and nothing else', () => {
    const storage = memoryStorage()
    rememberTracker(
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
    expect(readRememberedTracker(storage)).toEqual({
      wowClass: 'mage',
      wowSpec: 'frost',
      items: [1, 2],
      ilvl: 'key-10',
    })
  })

  it('forgets everything on "Start over", and when nothing is left to remember', () => {
    const storage = memoryStorage()
    rememberTracker({ wowClass: 'mage' }, storage)
    forgetTracker(storage)
    expect(storage.getItem(rememberedStorageKey)).toBeNull()
    rememberTracker({ wowClass: 'mage' }, storage)
    rememberTracker({ q: 'core' }, storage)
    expect(storage.getItem(rememberedStorageKey)).toBeNull()
  })

  it.each([
    ['not JSON', '{'],
    ['a list', '[1,2]'],
    ['a number', '42'],
  ])('reads a stored value that is %s as nothing remembered', (_, stored) => {
    const storage = memoryStorage()
    storage.setItem(rememberedStorageKey, stored)
    expect(readRememberedTracker(storage)).toEqual({})
  })

  it('drops malformed stored values with the same rules as the link', () => {
    const storage = memoryStorage()
    storage.setItem(
      rememberedStorageKey,
      JSON.stringify({ wowClass: 7, wowSpec: 'frost', items: 'a,3', ilvl: 'key-99' }),
    )
    expect(readRememberedTracker(storage)).toEqual({ wowSpec: 'frost', items: [3] })
  })

  it('never throws, whatever is stored (property)', () => {
    fc.assert(
      fc.property(fc.string(), (stored) => {
        const storage = memoryStorage()
        storage.setItem(rememberedStorageKey, stored)
        readRememberedTracker(storage)
      }),
    )
  })

  it('works without storage (switched off): remembers nothing, loses nothing', () => {
    expect(readRememberedTracker(undefined)).toEqual({})
    expect(() => rememberTracker({ wowClass: 'mage' }, undefined)).not.toThrow()
  })
})

describe('bringing it back', () => {
  const remembered = { wowClass: 'mage', wowSpec: 'frost', items: [5] }

  it('fills a tracker opened without parameters, keeping a place filter the link gave', () => {
    expect(withRememberedTracker({}, false, remembered)).toEqual(remembered)
    expect(withRememberedTracker({ instance: 'altar-of-fangs' }, false, remembered)).toEqual({
      instance: 'altar-of-fangs',
      ...remembered,
    })
  })

  it('lets a link that names a spec, trinkets or item level win, even a malformed one', () => {
    expect(withRememberedTracker({ wowClass: 'priest' }, true, remembered)).toBeUndefined()
    expect(linkNamesRemembered('?items=-1&wowClass=7')).toBe(true)
    expect(withRememberedTracker({}, true, remembered)).toBeUndefined()
    expect(linkNamesRemembered('?instance=altar-of-fangs&q=core')).toBe(false)
  })

  it('has nothing to bring back when nothing is remembered', () => {
    expect(withRememberedTracker({}, false, {})).toBeUndefined()
  })
})
