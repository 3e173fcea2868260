import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as matomo from './matomo-request'
import { visitorIdPattern } from './visitor-cookie'

const page = {
  url: 'https://vaultwise.gg/faq/?tab=data',
  title: 'FAQ · Vaultwise',
  referrer: 'https://vaultwise.gg/',
}
const identity = { visitorId: '0123456789abcdef', pageViewId: 'Ab3dE6', rand: 'x1y2z3' }

describe('matomo.pageViewParams', () => {
  it('carries every parameter the Matomo Tracking API needs for a page view', () => {
    const params = matomo.pageViewParams(6, page, identity)
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
    const wire = matomo.pageViewParams(6, tricky, identity).toString()
    const back = new URLSearchParams(wire)
    expect(back.get('url')).toBe(tricky.url)
    expect(back.get('action_name')).toBe(tricky.title)
    expect(back.getAll('url')).toHaveLength(1)
  })
})

describe('matomo.outlinkParams', () => {
  it('sends the link as link= and the current page as url=, with no page title', () => {
    const params = matomo.outlinkParams(6, page, 'https://discord.gg/vaultwise', identity)
    expect(params.get('link')).toBe('https://discord.gg/vaultwise')
    expect(params.get('url')).toBe(page.url)
    expect(params.get('idsite')).toBe('6')
    expect(params.has('action_name')).toBe(false)
    expect(params.has('ping')).toBe(false)
  })
})

describe('matomo.heartbeatParams', () => {
  it('is a ping for the current page view, not a new page view', () => {
    const params = matomo.heartbeatParams(6, page, identity)
    expect(params.get('ping')).toBe('1')
    expect(params.get('pv_id')).toBe('Ab3dE6')
    expect(params.get('url')).toBe(page.url)
    expect(params.has('action_name')).toBe(false)
  })
})

describe('matomo.outboundLinkUrl', () => {
  const here = 'https://vaultwise.gg/faq/'

  it('returns links to another origin', () => {
    expect(matomo.outboundLinkUrl('https://discord.gg/vaultwise', here)).toBe(
      'https://discord.gg/vaultwise',
    )
    expect(matomo.outboundLinkUrl('http://vaultwise.gg/faq/', here)).toBe(
      'http://vaultwise.gg/faq/',
    )
    expect(matomo.outboundLinkUrl('https://sub.vaultwise.gg/', here)).toBe(
      'https://sub.vaultwise.gg/',
    )
  })

  it('ignores links within the site, other schemes and garbage', () => {
    expect(matomo.outboundLinkUrl('/change-log/', here)).toBeUndefined()
    expect(matomo.outboundLinkUrl('https://vaultwise.gg/', here)).toBeUndefined()
    expect(matomo.outboundLinkUrl('#main', here)).toBeUndefined()
    expect(matomo.outboundLinkUrl('mailto:team@vaultwise.gg', here)).toBeUndefined()
    expect(matomo.outboundLinkUrl('javascript:void(0)', here)).toBeUndefined()
    expect(matomo.outboundLinkUrl('https://[broken', here)).toBeUndefined()
    expect(matomo.outboundLinkUrl('https://x.com/', 'not a url')).toBeUndefined()
  })
})

describe('ids', () => {
  it('makes 16 lowercase hex visitor ids from any random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 8, maxLength: 8 }), (bytes) => {
        expect(matomo.newVisitorId(() => bytes)).toMatch(visitorIdPattern)
      }),
    )
    expect(matomo.newVisitorId(() => new Uint8Array([0, 1, 2, 3, 250, 251, 254, 255]))).toBe(
      '00010203fafbfeff',
    )
  })

  it('makes six-character letter-and-digit ids', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 6, maxLength: 6 }), (bytes) => {
        expect(matomo.newShortId(() => bytes)).toMatch(/^[A-Za-z0-9]{6}$/)
      }),
    )
  })

  it('uses the browser crypto by default and does not repeat itself', () => {
    const ids = new Set(Array.from({ length: 50 }, () => matomo.newVisitorId()))
    expect(ids.size).toBe(50)
  })
})

describe('matomo.titleFromMatches', () => {
  it('takes the deepest route title, as the page head does', () => {
    const matches = [
      { meta: [{ charSet: 'utf-8' }, { title: 'Vaultwise: home' }] },
      { meta: undefined },
      { meta: [{ title: 'FAQ · Vaultwise' }, { name: 'description', content: '…' }] },
    ]
    expect(matomo.titleFromMatches(matches)).toBe('FAQ · Vaultwise')
    expect(matomo.titleFromMatches(matches.slice(0, 2))).toBe('Vaultwise: home')
  })

  it('gives up quietly on anything that is not head meta', () => {
    expect(matomo.titleFromMatches([])).toBeUndefined()
    expect(
      matomo.titleFromMatches([{ meta: 'title' }, { meta: [null, 3, { title: 42 }] }]),
    ).toBeUndefined()
  })
})
