import { describe, expect, it } from 'vitest'
import { formatDate } from './format-date'

describe('formatDate', () => {
  it('spells out the month without a leading zero on the day', () => {
    expect(formatDate('2026-10-07')).toBe('7 October 2026')
    expect(formatDate('2026-01-31')).toBe('31 January 2026')
  })

  it('returns text that is not a date as it is', () => {
    expect(formatDate('soon')).toBe('soon')
    expect(formatDate('2026-13-01')).toBe('2026-13-01')
    expect(formatDate('2026-02-00')).toBe('2026-02-00')
  })
})
