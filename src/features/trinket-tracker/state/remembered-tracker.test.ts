import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { memoryStorage } from '~/lib/memory-storage'
import { season, trinketNamed } from '../model/test-dataset'
import * as memory from './remembered-tracker'
import { maxTrackedItems } from './tracker-search'

const lightspireCore = trinketNamed('Lightspire Core').id
const merekthasFang = trinketNamed("Merektha's Fang").id

describe('what the tracker remembers', () => {
  it('keeps the spec, tracked trinkets and item level, and nothing else', () => {
    const storage = memoryStorage()
    memory.rememberTracker(
      {
        wowClass: 'mage',
        wowSpec: 'frost',
        items: [lightspireCore, merekthasFang],
        ilvl: 'key-10',
        q: 'core',
        use: 'passive',
      },
      storage,
    )
    expect(memory.readRememberedTracker(season, storage)).toEqual({
      wowClass: 'mage',
      wowSpec: 'frost',
      items: [lightspireCore, merekthasFang],
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
    expect(memory.readRememberedTracker(season, storage)).toEqual({})
  })

  it('drops malformed stored values with the same rules as the link', () => {
    const storage = memoryStorage()
    storage.setItem(
      memory.rememberedStorageKey,
      JSON.stringify({
        wowClass: 7,
        wowSpec: 'frost',
        items: `a,${lightspireCore}`,
        ilvl: 'key-99',
      }),
    )
    // A spec without its class names nothing, as in a link.
    expect(memory.readRememberedTracker(season, storage)).toEqual({ items: [lightspireCore] })
  })

  it('drops ids the season does not know and caps a tampered list', () => {
    const storage = memoryStorage()
    const tampered = Array.from({ length: 100_000 }, (_, index) => index + 1)
    tampered.splice(3, 0, lightspireCore)
    // Past the cap: a real trinket there is not read at all.
    tampered.splice(maxTrackedItems + 50, 0, merekthasFang)
    storage.setItem(
      memory.rememberedStorageKey,
      JSON.stringify({ wowClass: 'mage', items: tampered.join(',') }),
    )
    expect(memory.readRememberedTracker(season, storage)).toEqual({
      wowClass: 'mage',
      items: [lightspireCore],
    })
  })

  it('never throws, whatever is stored (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (stored) => {
        const storage = memoryStorage()
        storage.setItem(memory.rememberedStorageKey, stored)
        memory.readRememberedTracker(season, storage)
      }),
    )
  })

  it('works without storage (switched off): remembers nothing, loses nothing', () => {
    expect(memory.readRememberedTracker(season, undefined)).toEqual({})
    expect(() => memory.rememberTracker({ wowClass: 'mage' }, undefined)).not.toThrow()
  })

  it('moves a list kept under the former key, so no player loses it', () => {
    const storage = memoryStorage()
    storage.setItem(
      memory.formerRememberedStorageKey,
      JSON.stringify({ wowClass: 'mage', wowSpec: 'fire', items: [lightspireCore] }),
    )
    expect(memory.readRememberedTracker(season, storage)).toEqual({
      wowClass: 'mage',
      wowSpec: 'fire',
      items: [lightspireCore],
    })
    expect(storage.getItem(memory.formerRememberedStorageKey)).toBeNull()
    expect(storage.getItem(memory.rememberedStorageKey)).not.toBeNull()
  })
})

describe('bringing it back', () => {
  const remembered = { wowClass: 'mage', wowSpec: 'frost', items: [lightspireCore] }

  it('fills a tracker opened without parameters, keeping a place filter the link gave', () => {
    expect(memory.withRememberedTracker(season, {}, false, remembered)).toEqual(remembered)
    expect(
      memory.withRememberedTracker(season, { instance: 'altar-of-fangs' }, false, remembered),
    ).toEqual({ ...remembered, instance: 'altar-of-fangs' })
  })

  it('lets a link that names a spec, trinkets or item level win, even a malformed one', () => {
    expect(
      memory.withRememberedTracker(season, { wowClass: 'priest' }, true, remembered),
    ).toBeUndefined()
    expect(memory.withRememberedTracker(season, {}, true, remembered)).toBeUndefined()
  })

  it('has nothing to bring back when nothing is remembered', () => {
    expect(memory.withRememberedTracker(season, {}, false, {})).toBeUndefined()
  })
})
