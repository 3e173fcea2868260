import { describe, expect, it } from 'vitest'
import { withReadableDates } from './note-dates'

describe('withReadableDates', () => {
  it('writes every ISO date in a note as the site writes dates', () => {
    expect(withReadableDates('weekly in the pre-season week, daily from 2026-08-18')).toBe(
      'weekly in the pre-season week, daily from 18 August 2026',
    )
    expect(withReadableDates('Step 1 (266) appears only in the 2026-10-07 guide.')).toBe(
      'Step 1 (266) appears only in the 7 October 2026 guide.',
    )
    expect(withReadableDates('from 2026-08-11 to 2026-09-01')).toBe(
      'from 11 August 2026 to 1 September 2026',
    )
  })

  it('keeps the article in front of a date right', () => {
    expect(withReadableDates('a 2026-08-11 guide guessed')).toBe('an 11 August 2026 guide guessed')
    expect(withReadableDates('A 2026-09-18 hotfix')).toBe('An 18 September 2026 hotfix')
    expect(withReadableDates('a 2026-10-07 guide')).toBe('a 7 October 2026 guide')
  })

  it('leaves text without a real date alone', () => {
    expect(withReadableDates('+2 to +5, patch 12.1')).toBe('+2 to +5, patch 12.1')
    expect(withReadableDates('item 2026-13-45 is no date')).toBe('item 2026-13-45 is no date')
    expect(withReadableDates('build 12026-08-180')).toBe('build 12026-08-180')
  })
})
