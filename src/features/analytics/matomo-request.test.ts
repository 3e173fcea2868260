import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  heartbeatParams,
  newShortId,
  newVisitorId,
  outboundLinkUrl,
  outlinkParams,
  pageViewParams,
  titleFromMatches,
} from './matomo-request'
import { visitorIdPattern } from './visitor-cookie'

const page = {
  url: 'https://vaultwise.gg/faq/?tab=data',
  title: 'FAQ · Vaultwise',
  referrer: 'https://vaultwise.gg/',
}
const identity = { visitorId: '0123456789abcdef', pageViewId: 'Ab3dE6', rand: 'x1y2z3' }

describe('pageViewParams', () => {
  it('carries every parameter the Matomo Tracking API needs for a page view', () => {
    const params = pageViewParams(6, page, identity)
    expect(Object.fromEntries(params)).toEqual({
      idsite: '6',
      rec: '1',
      url: 'https://vaultwise.gg/faq/?tab=data',
      action_name: 'FAQ · Vaultwise',
      urlref: 'https://vaultwise.gg/',
      _id: '0123456789abcdef',
      pv_id: 'Ab3dE6',
      rand: 'x1y2z3',
      apiv: '1',
      send_image: '0',
    })
  })

  it('encodes the page URL and title so they survive the round trip', () => {
    const tricky = { ...page, url: 'https://vaultwise.gg/?a=1&b=2#x', title: 'A & B = “C”' }
    const wire = pageViewParams(6, tricky, identity).toString()
    const back = new URLSearchParams(wire)
    expect(back.get('url')).toBe(tricky.url)
    expect(back.get('action_name')).toBe(tricky.title)
    expect(back.getAll('url')).toHaveLength(1)
  })
})

describe('outlinkParams', () => {
  it('sends the link as link= and the current page as url=, with no page title', () => {
    const params = outlinkParams(6, page, 'https://discord.gg/vaultwise', identity)
    expect(params.get('link')).toBe('https://discord.gg/vaultwise')
    expect(params.get('url')).toBe(page.url)
    expect(params.get('idsite')).toBe('6')
    expect(params.has('action_name')).toBe(false)
    expect(params.has('ping')).toBe(false)
  })
})

describe('heartbeatParams', () => {
  it('is a ping for the current page view, not a new page view', () => {
    const params = heartbeatParams(6, page, identity)
    expect(params.get('ping')).toBe('1')
    expect(params.get('pv_id')).toBe('Ab3dE6')
    expect(params.get('url')).toBe(page.url)
    expect(params.has('action_name')).toBe(false)
  })
})

describe('outboundLinkUrl', () => {
  const here = 'https://vaultwise.gg/faq/'

  it('returns links to another origin', () => {
    expect(outboundLinkUrl('https://discord.gg/vaultwise', here)).toBe(
      'https://discord.gg/vaultwise',
    )
    expect(outboundLinkUrl('http://vaultwise.gg/faq/', here)).toBe('http://vaultwise.gg/faq/')
    expect(outboundLinkUrl('https://sub.vaultwise.gg/', here)).toBe('https://sub.vaultwise.gg/')
  })

  it('ignores links within the site, other schemes and garbage', () => {
    expect(outboundLinkUrl('/change-log/', here)).toBeUndefined()
    expect(outboundLinkUrl('https://vaultwise.gg/', here)).toBeUndefined()
    expect(outboundLinkUrl('#main', here)).toBeUndefined()
    expect(outboundLinkUrl('mailto:team@vaultwise.gg', here)).toBeUndefined()
    expect(outboundLinkUrl('javascript:void(0)', here)).toBeUndefined()
    expect(outboundLinkUrl('https://[broken', here)).toBeUndefined()
    expect(outboundLinkUrl('https://x.com/', 'not a url')).toBeUndefined()
  })
})

describe('ids', () => {
  it('makes 16 lowercase hex visitor ids from any random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 8, maxLength: 8 }), (bytes) => {
        expect(newVisitorId(() => bytes)).toMatch(visitorIdPattern)
      }),
    )
    expect(newVisitorId(() => new Uint8Array([0, 1, 2, 3, 250, 251, 254, 255]))).toBe(
      '00010203fafbfeff',
    )
  })

  it('makes six-character letter-and-digit ids', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 6, maxLength: 6 }), (bytes) => {
        expect(newShortId(() => bytes)).toMatch(/^[A-Za-z0-9]{6}$/)
      }),
    )
  })

  it('uses the browser crypto by default and does not repeat itself', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newVisitorId()))
    expect(ids.size).toBe(50)
  })
})

describe('titleFromMatches', () => {
  it('takes the deepest route title, as the page head does', () => {
    const matches = [
      { meta: [{ charSet: 'utf-8' }, { title: 'Vaultwise: home' }] },
      { meta: undefined },
      { meta: [{ title: 'FAQ · Vaultwise' }, { name: 'description', content: '…' }] },
    ]
    expect(titleFromMatches(matches)).toBe('FAQ · Vaultwise')
    expect(titleFromMatches(matches.slice(0, 2))).toBe('Vaultwise: home')
  })

  it('gives up quietly on anything that is not head meta', () => {
    expect(titleFromMatches([])).toBeUndefined()
    expect(
      titleFromMatches([{ meta: 'title' }, { meta: [null, 3, { title: 42 }] }]),
    ).toBeUndefined()
  })
})
