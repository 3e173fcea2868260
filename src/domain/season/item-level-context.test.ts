import { describe, expect, it } from 'vitest'
import { parseItemLevelContext } from './item-level-context'

describe('parseItemLevelContext', () => {
  it('reads Mythic 0 and keystone levels 2 to 20, never +1 (no such keystone)', () => {
    expect(parseItemLevelContext('key-0')).toEqual({ kind: 'key', keyLevel: 0 })
    expect(parseItemLevelContext('key-00')).toEqual({ kind: 'key', keyLevel: 0 })
    expect(parseItemLevelContext('key-2')).toEqual({ kind: 'key', keyLevel: 2 })
    expect(parseItemLevelContext('key-20')).toEqual({ kind: 'key', keyLevel: 20 })
    expect(parseItemLevelContext('key-1')).toBeUndefined()
    expect(parseItemLevelContext('key-21')).toBeUndefined()
    expect(parseItemLevelContext('key-')).toBeUndefined()
  })

  it('reads raid difficulties and track steps', () => {
    expect(parseItemLevelContext('raid-mythic')).toEqual({ kind: 'raid', difficulty: 'mythic' })
    expect(parseItemLevelContext('raid-story')).toBeUndefined()
    expect(parseItemLevelContext('track-hero-4')).toEqual({ kind: 'track', track: 'hero', step: 4 })
    expect(parseItemLevelContext('track-hero-0')).toBeUndefined()
    expect(parseItemLevelContext('track-gladiator-1')).toBeUndefined()
    expect(parseItemLevelContext('track-Hero-4')).toBeUndefined()
  })
})
