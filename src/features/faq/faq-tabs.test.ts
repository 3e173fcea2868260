import { describe, expect, it } from 'vitest'
import { siteConfig } from '~/config/site'
import { resolveTab, tabOfQuestion } from './faq-tabs'
import { buildFaq } from './vite-plugin-faq'

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

describe('the FAQ itself', async () => {
  const { tabs: faqTabs, problems } = await buildFaq(
    'src/features/faq/content',
    'data/season.json',
    siteConfig,
  )

  it('compiles without a problem from its Markdown and the season dataset', () => {
    expect(problems).toEqual([])
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

  it('keeps every anchor players may have linked to, in its tab', () => {
    const anchors = Object.fromEntries(
      faqTabs.map((tab) => [tab.slug, tab.questions.map((question) => question.slug)]),
    )
    expect(anchors).toMatchObject({
      general: expect.arrayContaining([
        'what-is-vaultwise',
        'do-i-need-an-account',
        'is-vaultwise-official',
        'how-do-i-give-feedback',
      ]),
      'trinket-tracker': expect.arrayContaining([
        'which-trinkets-are-listed',
        'how-are-item-levels-worked-out',
        'why-does-it-say-unknown',
        'where-do-the-rankings-come-from',
        'where-do-the-sim-values-come-from',
        'can-i-share-my-selection',
        'can-i-import-my-character',
      ]),
      'seasonal-overview': expect.arrayContaining([
        'what-does-the-overview-show',
        'what-do-the-marks-mean',
        'when-does-the-season-start',
        'why-do-some-items-go-above-the-track',
        'how-do-crests-work',
      ]),
      'data-privacy': expect.arrayContaining([
        'where-does-the-data-come-from',
        'how-fresh-is-the-data',
        'what-does-the-site-store',
        'what-does-the-tracker-remember',
        'what-happens-to-my-simc-export',
        'how-do-i-change-my-cookie-choice',
      ]),
    })
  })

  it('uses slugs that are safe in a URL fragment', () => {
    for (const tab of faqTabs) {
      for (const question of tab.questions)
        expect(question.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    }
  })
})
