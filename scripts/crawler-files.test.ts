import { describe, expect, it } from 'vitest'
import { pagePathFor, robotsTxt, sitemapXml } from './crawler-files'

describe('pagePathFor', () => {
  it('turns prerendered index files into their canonical paths', () => {
    expect(pagePathFor('index.html')).toBe('/')
    expect(pagePathFor('faq/index.html')).toBe('/faq/')
    expect(pagePathFor('guides/vault/index.html')).toBe('/guides/vault/')
  })

  it('ignores everything that is not a page', () => {
    for (const file of ['404.html', 'index.html.br', 'assets/index-abc.js', 'faq/index.html.gz']) {
      expect(pagePathFor(file), file).toBeUndefined()
    }
  })
})

describe('sitemapXml', () => {
  it('lists every page once from the public origin, home first', () => {
    const xml = sitemapXml('https://vaultwise.gg', ['/faq/', '/', '/change-log/', '/faq/'])
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    expect(locations).toEqual([
      'https://vaultwise.gg/',
      'https://vaultwise.gg/change-log/',
      'https://vaultwise.gg/faq/',
    ])
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
  })

  it('escapes characters XML reserves', () => {
    expect(sitemapXml('https://vaultwise.gg', ["/a&b'/"])).toContain(
      '<loc>https://vaultwise.gg/a&amp;b&apos;/</loc>',
    )
  })
})

describe('robotsTxt', () => {
  it('allows the site, keeps crawlers off the listed paths and points at the sitemap', () => {
    expect(robotsTxt('https://vaultwise.gg', ['/api/analytics/track'])).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/analytics/track\n\nSitemap: https://vaultwise.gg/sitemap.xml\n',
    )
  })
})
