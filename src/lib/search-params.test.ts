import { defaultParseSearch } from '@tanstack/react-router'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  parseItemIds,
  stringifySearch,
  validateFaqSearch,
  validateTrackerSearch,
} from './search-params'

describe('validateTrackerSearch', () => {
  it('keeps string class and spec values', () => {
    expect(validateTrackerSearch({ wowClass: 'death-knight', wowSpec: 'frost' })).toEqual({
      wowClass: 'death-knight',
      wowSpec: 'frost',
    })
  })

  it('drops class, spec and tab values that are not strings', () => {
    expect(validateTrackerSearch({ wowClass: 12, wowSpec: { a: 1 } })).toEqual({})
    expect(validateFaqSearch({ tab: ['general'] })).toEqual({})
    expect(validateFaqSearch({ tab: 'privacy' })).toEqual({ tab: 'privacy' })
  })

  it('reads items from a comma-separated string and drops non-numeric pieces', () => {
    expect(validateTrackerSearch({ items: '250214,abc,,270160' })).toEqual({
      items: [250214, 270160],
    })
  })

  it('reads items from an array of numbers', () => {
    expect(validateTrackerSearch({ items: [1, 2, 3] })).toEqual({ items: [1, 2, 3] })
  })

  it('treats items as absent when nothing numeric remains', () => {
    expect(validateTrackerSearch({ items: 'abc,def' })).toEqual({})
    expect(validateTrackerSearch({ items: [] })).toEqual({})
    expect(validateTrackerSearch({ items: true })).toEqual({})
  })

  it('ignores a non-object input', () => {
    expect(validateTrackerSearch(null)).toEqual({})
    expect(validateTrackerSearch('wowClass=mage')).toEqual({})
  })
})

describe('parseItemIds', () => {
  it('accepts a single number, which is what the router makes of "items=123"', () => {
    expect(parseItemIds(123)).toEqual([123])
  })

  it('drops fractions, negatives, zero and duplicates', () => {
    expect(parseItemIds('1.5,-2,0,7,7, 8 ')).toEqual([7, 8])
    expect(parseItemIds([1.5, -2, 0, 7, 7, Number.NaN, Number.POSITIVE_INFINITY])).toEqual([7])
  })
})

describe('search params in the URL', () => {
  it('writes items as a readable comma list and reads it back', () => {
    const query = stringifySearch({ wowClass: 'death-knight', items: [250214, 270160] })
    expect(query).toBe('?wowClass=death-knight&items=250214%2C270160')
    expect(validateTrackerSearch(defaultParseSearch(query))).toEqual({
      wowClass: 'death-knight',
      items: [250214, 270160],
    })
  })

  it('round-trips a single tracked item', () => {
    const query = stringifySearch({ items: [250214] })
    expect(validateTrackerSearch(defaultParseSearch(query))).toEqual({ items: [250214] })
  })
})

describe('property: any input gives a valid result', () => {
  const anyValue = fc.anything()

  it('never throws and only ever returns well-formed fields', () => {
    fc.assert(
      fc.property(
        fc.record({ wowClass: anyValue, wowSpec: anyValue, items: anyValue }, { requiredKeys: [] }),
        (raw) => {
          const result = validateTrackerSearch(raw)
          for (const key of Object.keys(result)) {
            expect(['wowClass', 'wowSpec', 'items']).toContain(key)
          }
          if (result.wowClass !== undefined) expect(typeof result.wowClass).toBe('string')
          if (result.wowSpec !== undefined) expect(typeof result.wowSpec).toBe('string')
          if (result.items !== undefined) {
            expect(result.items.length).toBeGreaterThan(0)
            for (const id of result.items) expect(Number.isSafeInteger(id) && id > 0).toBe(true)
            expect(new Set(result.items).size).toBe(result.items.length)
          }
        },
      ),
    )
  })

  it('any query string the browser might send parses without throwing', () => {
    fc.assert(
      fc.property(fc.string(), (query) => {
        const result = validateTrackerSearch(
          defaultParseSearch(`?items=${query}&wowClass=${query}`),
        )
        expect(result.items === undefined || result.items.length > 0).toBe(true)
      }),
    )
  })

  it('keeps every whole positive number of a comma list, in order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1 }),
        (ids) => {
          expect(parseItemIds(ids.join(','))).toEqual(ids)
        },
      ),
    )
  })
})
