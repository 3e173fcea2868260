import { describe, expect, it } from 'vitest'
import { compileFaq, type FaqFacts, type FaqSource, questionSlug } from './faq-markdown'

const tabOrder = ['general', 'privacy']
const facts: FaqFacts = {
  trinketCount: () => '43 trinkets',
  bossName: () => 'Ula\\*tek',
  missingTrack: () => {
    throw new Error('the season has no Myth track')
  },
}

const general = `# General

## What is it?

A site with {{trinketCount}} and [the tracker](/trinket-tracker/).

## Is it official? {#is-it-official}

No: see [what is stored](#what-is-stored) and [our chat](https://chat.example/x).
`
const privacy = `<!-- a comment for writers -->
# Data & Privacy

## What is stored?

- one cookie
- another

{.faq-marks}
`

function compile(sources: FaqSource[], withFacts = facts) {
  return compileFaq(sources, { tabOrder, facts: withFacts })
}

const valid = () => [
  { tab: 'privacy', markdown: privacy },
  { tab: 'general', markdown: general },
]

describe('compileFaq', () => {
  it('reads tabs in page order, their labels, questions, slugs and answers', () => {
    const { tabs, problems } = compile(valid())
    expect(problems).toEqual([])
    expect(tabs.map((tab) => [tab.slug, tab.label])).toEqual([
      ['general', 'General'],
      ['privacy', 'Data & Privacy'],
    ])
    expect(tabs[0]?.questions.map((q) => [q.slug, q.question])).toEqual([
      ['what-is-it', 'What is it?'],
      ['is-it-official', 'Is it official?'],
    ])
    expect(tabs[0]?.questions[0]?.answerHtml).toBe(
      '<p>A site with 43 trinkets and <a href="/trinket-tracker/">the tracker</a>.</p>',
    )
  })

  it('sends a link to a question to its tab, and a link off the site to a new tab', () => {
    const html = compile(valid()).tabs[0]?.questions[1]?.answerHtml
    expect(html).toContain('<a href="/faq/?tab=privacy#what-is-stored">what is stored</a>')
    expect(html).toContain(
      '<a target="_blank" rel="noopener noreferrer" href="https://chat.example/x">our chat<span class="visually-hidden"> (opens in a new tab)</span></a>',
    )
  })

  it('gives a list marked {.faq-marks} the legend’s class, and only that list', () => {
    const html = compile(valid()).tabs[1]?.questions[0]?.answerHtml
    expect(html).toMatch(/^<ul class="faq-marks"> <li>one cookie<\/li>/)
    expect(html).not.toContain('{.faq-marks}')
  })

  it('inserts a fact as Markdown, so an escaped value reads as written', () => {
    const { tabs } = compile([
      { tab: 'general', markdown: '# G\n\n## Who?\n\n{{bossName}} again.' },
      { tab: 'privacy', markdown: privacy },
    ])
    expect(tabs[0]?.questions[0]?.answerHtml).toBe('<p>Ula*tek again.</p>')
  })

  it.each([
    [
      'a question without an answer',
      '# G\n\n## Empty?\n\n## Full?\n\nYes.',
      /"Empty\?" has no answer/,
    ],
    [
      'an unknown placeholder',
      '# G\n\n## Q?\n\nA {{trinketCuont}}',
      /:5: \{\{trinketCuont\}\} is no fact/,
    ],
    [
      'a fact the data lacks',
      '# G\n\n## Q?\n\nA {{missingTrack}}',
      /cannot be worked out: the season has no Myth track/,
    ],
    ['a placeholder left open', '# G\n\n## Q?\n\nA {{trinketCount', /not closed or named/],
    ['a link to no question', '# G\n\n## Q?\n\n[x](#nope)', /links to #nope, which is no question/],
    ['a link the site cannot follow', '# G\n\n## Q?\n\n[x](http://a.b)', /links to "http:\/\/a.b"/],
    [
      'text before the first question',
      '# G\n\nHello.\n\n## Q?\n\nA.',
      /text before the first question/,
    ],
    ['no tab label', '## Q?\n\nA.', /has no tab label/],
    ['an unknown class', '# G\n\n## Q?\n\n- a\n\n{.shiny}', /\{\.shiny\} is no class/],
    ['a question with formatting', '# G\n\n## Is it *bold*?\n\nA.', /must be plain text/],
    ['an unusable slug', '# G\n\n## Q? {#Not A Slug}\n\nA.', /has no usable slug/],
  ])('reports %s', (_, markdown, problem) => {
    const { problems } = compile([
      { tab: 'general', markdown },
      { tab: 'privacy', markdown: privacy },
    ])
    expect(problems).toEqual([expect.stringMatching(problem)])
  })

  it('reports a slug used twice, even across tabs', () => {
    const { problems } = compile([
      { tab: 'general', markdown: '# G\n\n## What is stored?\n\nA.' },
      { tab: 'privacy', markdown: privacy },
    ])
    expect(problems).toEqual([expect.stringContaining('"what-is-stored" is used twice')])
  })

  it('reports a file for a tab the page does not have, and a tab without a file', () => {
    const { problems, tabs } = compile([
      { tab: 'general', markdown: general },
      { tab: 'privacy-policy', markdown: privacy },
    ])
    expect(problems).toEqual([
      expect.stringContaining('"privacy-policy" is no FAQ tab'),
      expect.stringContaining('content/privacy.md is missing'),
      expect.stringContaining('links to #what-is-stored, which is no question'),
    ])
    expect(tabs.map((tab) => tab.slug)).toEqual(['general'])
  })
})

describe('questionSlug', () => {
  it('makes an anchor of a question’s words', () => {
    expect(questionSlug('How fresh is the data?')).toBe('how-fresh-is-the-data')
    expect(questionSlug('Why does a trinket say “unknown”?')).toBe('why-does-a-trinket-say-unknown')
    expect(questionSlug('Où est Ula’tek?')).toBe('ou-est-ula-tek')
  })
})
