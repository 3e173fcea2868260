import { describe, expect, it } from 'vitest'
import { byIsoDate, formatDate } from './format-date'

describe('formatDate', () => {
  it.each([
    ['2026-10-07', '7 October 2026'],
    ['2026-01-31', '31 January 2026'],
  ])('writes %s as %s: the month spelled out, no leading zero on the day', (date, written) => {
    expect(formatDate(date)).toBe(written)
  })

  it.each(['soon', '2026-13-01', '2026-02-00'])('returns %s, not a date, as it is', (text) => {
    expect(formatDate(text)).toBe(text)
  })
})

describe('byIsoDate', () => {
  it('puts dates oldest first, a time after its day', () => {
    expect(['2026-10-07', '2026-09-22 03:11', '2025-12-31', '2026-09-22'].sort(byIsoDate)).toEqual([
      '2025-12-31',
      '2026-09-22',
      '2026-09-22 03:11',
      '2026-10-07',
    ])
  })
})
