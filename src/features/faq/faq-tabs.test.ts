import { describe, expect, it } from 'vitest'
import { faqTabs } from './faq-content'
import { duplicateSlugs, resolveTab, tabOfQuestion } from './faq-tabs'

const outline = [
  { slug: 'general', questions: [{ slug: 'what-is-it' }] },
  { slug: 'data-privacy', questions: [{ slug: 'what-does-the-site-store' }, { slug: 'émoji' }] },
]

describe('resolveTab', () => {
  it('keeps a tab that exists', () => {
    expect(resolveTab(outline, 'data-privacy')).toBe('data-privacy')
  })

  it('falls back to the first tab for an unknown or missing tab', () => {
    expect(resolveTab(outline, 'nope')).toBe('general')
    expect(resolveTab(outline, undefined)).toBe('general')
    expect(resolveTab(outline, '')).toBe('general')
  })
})

describe('tabOfQuestion', () => {
  it('finds the tab holding a question, with or without the leading #', () => {
    expect(tabOfQuestion(outline, 'what-does-the-site-store')).toBe('data-privacy')
    expect(tabOfQuestion(outline, '#what-is-it')).toBe('general')
  })

  it('reads a percent-encoded hash and shrugs at a malformed one', () => {
    expect(tabOfQuestion(outline, '%C3%A9moji')).toBe('data-privacy')
    expect(tabOfQuestion(outline, '%E0%A4%A')).toBeUndefined()
  })

  it('returns nothing for a hash that names no question', () => {
    expect(tabOfQuestion(outline, 'main')).toBeUndefined()
    expect(tabOfQuestion(outline, '')).toBeUndefined()
    expect(tabOfQuestion(outline, undefined)).toBeUndefined()
  })
})

describe('the FAQ itself', () => {
  it('uses every tab and question slug once, so each link opens one answer', () => {
    expect(duplicateSlugs(faqTabs)).toEqual([])
    expect(
      duplicateSlugs([...outline, { slug: 'x', questions: [{ slug: 'what-is-it' }] }]),
    ).toEqual(['what-is-it'])
  })

  it('has the four topics the issue asks for, each with questions', () => {
    expect(faqTabs.map((tab) => tab.slug)).toEqual([
      'general',
      'trinket-tracker',
      'seasonal-overview',
      'data-privacy',
    ])
    for (const tab of faqTabs) expect(tab.questions.length).toBeGreaterThan(0)
  })

  it('uses slugs that are safe in a URL fragment', () => {
    for (const tab of faqTabs) {
      for (const question of tab.questions)
        expect(question.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    }
  })
})
