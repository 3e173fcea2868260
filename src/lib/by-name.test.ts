import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { byName } from './by-name'

describe('byName', () => {
  const collator = new Intl.Collator('en')
  const sign = (n: number) => Math.sign(n)
  // The season's own characters, others that sort in their own place, and some that go to the collator.
  const plainCharacters = [
    ..." _-,:!?.'()/&0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
  ]
  const otherCharacters = ['é', 'É', 'ß', 'ø', '\u0301', '–', '’', 'Ж', '#', '*']
  const names = (characters: string[]) =>
    fc.array(fc.constantFrom(...characters), { maxLength: 12 }).map((chars) => chars.join(''))

  it('sorts plain names exactly as the English collator does', () => {
    fc.assert(
      fc.property(names(plainCharacters), names(plainCharacters), (a, b) => {
        expect(sign(byName(a, b))).toBe(sign(collator.compare(a, b)))
      }),
      { numRuns: 3000 },
    )
  })

  it('sorts names with any other character as the English collator does', () => {
    const mixed = [...plainCharacters.slice(0, 20), ...otherCharacters]
    fc.assert(
      fc.property(names(mixed), names(mixed), (a, b) => {
        expect(sign(byName(a, b))).toBe(sign(collator.compare(a, b)))
      }),
      { numRuns: 2000 },
    )
  })

  it('puts case second to the letters, lower case first, and a space before letters', () => {
    expect(['Bloodlust', 'blood', 'Blood Moon', 'aB', 'Ab', 'ab'].sort(byName)).toEqual([
      'ab',
      'aB',
      'Ab',
      'blood',
      'Blood Moon',
      'Bloodlust',
    ])
  })
})
