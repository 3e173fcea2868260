import { describe, expect, it } from 'vitest'
import { countOf, listInWords } from './words'

describe('listInWords', () => {
  it('joins with commas and a final "and"', () => {
    expect(listInWords([])).toBe('')
    expect(listInWords(['Hero'])).toBe('Hero')
    expect(listInWords(['Hero', 'Myth'])).toBe('Hero and Myth')
    expect(listInWords(['Veteran', 'Champion', 'Hero'])).toBe('Veteran, Champion and Hero')
  })
})

describe('countOf', () => {
  it('picks the singular only for one', () => {
    expect(countOf(1, 'boss', 'bosses')).toBe('1 boss')
    expect(countOf(0, 'boss', 'bosses')).toBe('0 bosses')
    expect(countOf(8, 'boss', 'bosses')).toBe('8 bosses')
  })
})
