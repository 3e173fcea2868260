import { describe, expect, it } from 'vitest'
import { collectHitParams, maxHitBytes, parseHit } from './hit'
import { parseSummaryRange } from './summary-range'

const pageView = {
  idsite: '6',
  rec: '1',
  url: 'https://vaultwise.gg/faq/?tab=data',
  action_name: 'FAQ · Vaultwise',
  urlref: 'https://www.google.com/',
  _id: '0123456789abcdef',
  pv_id: 'Ab3dE6',
  rand: 'x1y2z3',
  apiv: '1',
  send_image: '0',
}

function errorOf(params: Record<string, string>) {
  const result = parseHit(params, 6)
  return result.ok ? undefined : result.error
}

describe('parseHit', () => {
  it('accepts the tracker page view and files it under its path', () => {
    const result = parseHit(pageView, 6)
    expect(result.ok && result.hit).toMatchObject({
      kind: 'pageview',
      path: '/faq/',
      url: pageView.url,
      actionName: 'FAQ · Vaultwise',
      referrer: 'https://www.google.com/',
      visitorId: '0123456789abcdef',
    })
  })

  it('tells outlinks and heartbeats from page views', () => {
    const outlink = parseHit({ ...pageView, link: 'https://discord.gg/vaultwise' }, 6)
    expect(outlink.ok && outlink.hit.kind).toBe('outlink')
    expect(outlink.ok && outlink.hit.link).toBe('https://discord.gg/vaultwise')
    const ping = parseHit({ ...pageView, ping: '1' }, 6)
    expect(ping.ok && ping.hit.kind).toBe('ping')
    expect(errorOf({ ...pageView, ping: '1', link: 'https://x.com/' })).toMatch(/not both/)
  })

  it('refuses another site id, and a missing rec or url', () => {
    expect(errorOf({ ...pageView, idsite: '7' })).toBe('Unknown idsite 7.')
    expect(errorOf({ ...pageView, idsite: 'six' })).toMatch(/^Invalid idsite/)
    const { rec: _rec, ...noRec } = pageView
    expect(errorOf(noRec)).toMatch(/^Invalid rec/)
    expect(errorOf({ ...pageView, rec: '0' })).toMatch(/^Invalid rec/)
    const { url: _url, ...noUrl } = pageView
    expect(errorOf(noUrl)).toMatch(/^Invalid url/)
  })

  it('refuses URLs that are not absolute web addresses', () => {
    expect(errorOf({ ...pageView, url: '/faq/' })).toMatch(/^Invalid url: must be an absolute/)
    expect(errorOf({ ...pageView, url: 'javascript:alert(1)' })).toMatch(/^Invalid url/)
    expect(errorOf({ ...pageView, urlref: 'ftp://x' })).toMatch(/^Invalid urlref/)
    expect(errorOf({ ...pageView, link: 'data:text/html,hi' })).toMatch(/^Invalid link/)
    expect(errorOf({ ...pageView, url: `https://vaultwise.gg/${'a'.repeat(2100)}` })).toMatch(
      /^Invalid url/,
    )
  })

  it('refuses a malformed visitor id and accepts an empty referrer', () => {
    expect(errorOf({ ...pageView, _id: 'not-hex-at-all!!' })).toMatch(/^Invalid _id/)
    expect(parseHit({ ...pageView, urlref: '' }, 6).ok).toBe(true)
  })

  it('counts only pages of the allowed origins, whatever the referrer or outlink', () => {
    const rules = { allowedOrigins: ['https://vaultwise.gg', 'http://127.0.0.1:4184'] }
    expect(parseHit(pageView, 6, rules).ok).toBe(true)
    expect(parseHit({ ...pageView, url: 'http://127.0.0.1:4184/faq/' }, 6, rules).ok).toBe(true)
    const outlink = { ...pageView, link: 'https://discord.gg/vaultwise' }
    expect(parseHit(outlink, 6, rules).ok).toBe(true)
    for (const url of [
      'http://a/',
      'http://vaultwise.gg/faq/',
      'https://vaultwise.gg.evil.example/',
      'https://evil.example/?u=https://vaultwise.gg/',
      'http://127.0.0.1:4185/',
    ]) {
      expect(parseHit({ ...pageView, url }, 6, rules), url).toEqual({
        ok: false,
        error: 'Invalid url: not a page of this site.',
      })
    }
  })

  it('forwards only the parameters it knows', () => {
    const result = parseHit({ ...pageView, res: '1280x800', token_auth: 'stolen' }, 6)
    expect(result.ok && result.hit.params.get('url')).toBe(pageView.url)
    expect(result.ok && result.hit.params.has('token_auth')).toBe(false)
    expect(result.ok && result.hit.params.has('res')).toBe(false)
  })
})

describe('collectHitParams', () => {
  it('merges the query string and the body', () => {
    const result = collectHitParams(['idsite=6&rec=1', 'url=https%3A%2F%2Fvaultwise.gg%2F'])
    expect(result).toEqual({
      ok: true,
      params: { idsite: '6', rec: '1', url: 'https://vaultwise.gg/' },
    })
  })

  it('refuses a parameter given twice, too many parameters and oversized input', () => {
    expect(collectHitParams(['idsite=6', 'idsite=7'])).toEqual({
      ok: false,
      error: 'A parameter is given twice.',
    })
    const many = Array.from({ length: 41 }, (_, index) => `p${index}=1`).join('&')
    expect(collectHitParams([many]).ok).toBe(false)
    expect(collectHitParams([`url=${'a'.repeat(maxHitBytes)}`]).ok).toBe(false)
  })
})

describe('parseSummaryRange', () => {
  const now = Date.parse('2026-03-31T12:00:00Z')

  it('defaults to the last 30 days', () => {
    expect(parseSummaryRange({}, now)).toEqual({
      ok: true,
      range: { from: Date.parse('2026-03-01T12:00:00Z'), to: now },
    })
  })

  it('reads bare dates as whole UTC days and date-times with their zone', () => {
    expect(parseSummaryRange({ from: '2026-03-01', to: '2026-03-02' }, now)).toEqual({
      ok: true,
      range: {
        from: Date.parse('2026-03-01T00:00:00Z'),
        to: Date.parse('2026-03-02T23:59:59.999Z'),
      },
    })
    const zoned = parseSummaryRange({ from: '2026-03-01T10:00:00+02:00' }, now)
    expect(zoned.ok && zoned.range.from).toBe(Date.parse('2026-03-01T08:00:00Z'))
  })

  it('refuses dates it cannot read, zone-less times and backwards ranges', () => {
    expect(parseSummaryRange({ from: 'last week' }, now).ok).toBe(false)
    expect(parseSummaryRange({ from: '2026-03-01T10:00:00' }, now).ok).toBe(false)
    expect(parseSummaryRange({ from: ['2026-03-01', '2026-03-02'] }, now).ok).toBe(false)
    expect(parseSummaryRange({ from: '2026-03-02', to: '2026-03-01' }, now)).toEqual({
      ok: false,
      error: 'Invalid range: from is after to.',
    })
  })
})
