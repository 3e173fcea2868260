import { readFileSync } from 'node:fs'
import { Lexer, Parser } from 'marked'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ExternalLink } from '~/components/external-link'
import { FactMark } from '~/components/fact-mark'
import { siteConfig } from '~/config/site'
import { parseSeasonDataset } from '~/domain/season/parse-dataset'
import type { SeasonDataset } from '~/domain/season/schema'
import { formatDate } from '~/lib/format-date'
import { factMarkHtml, faqFacts, markdownText } from './faq-facts'
import { externalLinkHtml } from './faq-markdown'

const dataset = parseSeasonDataset(
  JSON.parse(readFileSync(new URL('../../../data/season.json', import.meta.url), 'utf8')),
  'data/season.json',
)
const fact = (name: string, data: SeasonDataset = dataset) => {
  const facts = faqFacts(data, siteConfig)
  const make = facts[name]
  if (!make) throw new Error(`no fact ${name}`)
  return make()
}
/** What a player reads once the Markdown is rendered. */
const read = (markdown: string) =>
  Parser.parse(new Lexer().lex(markdown))
    .replace(/<[^>]+>/g, '')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim()

describe('faqFacts', () => {
  it('counts and dates from the season dataset', () => {
    expect(read(fact('trinketCount'))).toBe(`${dataset.trinkets.length} trinkets`)
    expect(read(fact('dataAsOf'))).toBe(formatDate(dataset.season.dataAsOf))
    const healers = dataset.simSources.find((source) => source.unit === 'qe-score')
    expect(read(fact('healerSimSpecs'))).toBe(`${healers?.specIds.length} healer specs`)
  })

  it('follows the dataset when it changes', () => {
    const oneTrinket = { ...dataset, trinkets: dataset.trinkets.slice(0, 1) }
    expect(read(fact('trinketCount', oneTrinket))).toBe('1 trinket')
    const noStarts = {
      ...dataset,
      season: {
        ...dataset.season,
        startDates: { us: null, eu: null, kr: null, tw: null, cn: null },
      },
    }
    expect(read(fact('seasonStartSentences', noStarts))).toBe(
      `None of our sources gives the start of ${dataset.season.name} yet.`,
    )
    const noCorrections = {
      ...dataset,
      trinkets: dataset.trinkets.map((t) => ({ ...t, corrections: [] })),
    }
    expect(fact('correctionsSentence', noCorrections)).toBe('')
  })

  it('refuses to answer from data it does not have', () => {
    const noMyth = {
      ...dataset,
      upgradeTracks: dataset.upgradeTracks.filter((track) => track.name !== 'Myth'),
    }
    expect(() => fact('mythTrackTop', noMyth)).toThrow('the season has no Myth track')
    expect(() => fact('dpsSimUrl', { ...dataset, simSources: [] })).toThrow(
      'no sim source publishes dps-percent',
    )
  })

  it('puts the site’s own cookie names in code', () => {
    expect(fact('visitorCookie')).toBe(`\`${siteConfig.analytics.visitorCookie}\``)
  })
})

describe('markdownText', () => {
  it.each(["Ula'tek (the *last* boss)", '+10 [keys] & <b>_more_</b>', '1. # not a list'])(
    'reads %s as written, whatever Markdown would make of it',
    (text) => {
      expect(read(markdownText(text))).toBe(text.replace(/</g, '&lt;').replace(/>/g, '&gt;'))
    },
  )
})

describe('markup the answers share with the site’s components', () => {
  it('draws a mark exactly as FactMark does', () => {
    for (const kind of ['inferred', 'disputed', 'unknown'] as const) {
      expect(factMarkHtml(kind)).toBe(renderToStaticMarkup(<FactMark kind={kind} />))
    }
  })

  it('draws a link off the site exactly as ExternalLink does', () => {
    expect(externalLinkHtml('https://example.com/?a=1&b="2"', '<b>Guide</b>')).toBe(
      renderToStaticMarkup(
        <ExternalLink href={'https://example.com/?a=1&b="2"'}>
          <b>Guide</b>
        </ExternalLink>,
      ),
    )
  })
})
