import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseItemIds, validateFaqSearch } from './search-params'

describe('parseItemIds', () => {
  it('accepts a single number, which is what the router makes of "items=123"', () => {
    expect(parseItemIds(123)).toEqual([123])
  })

  it('drops fractions, negatives, zero and duplicates', () => {
    expect(parseItemIds('1.5,-2,0,7,7, 8 ')).toEqual([7, 8])
    expect(parseItemIds([1.5, -2, 0, 7, 7, Number.NaN, Number.POSITIVE_INFINITY])).toEqual([7])
  })
})

describe('property: item lists', () => {
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

describe('validateFaqSearch', () => {
  it('keeps a string tab and drops anything else', () => {
    expect(validateFaqSearch({ tab: ['general'] })).toEqual({})
    expect(validateFaqSearch({ tab: 'privacy' })).toEqual({ tab: 'privacy' })
    expect(validateFaqSearch(null)).toEqual({})
  })
})
