// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { writeDocumentCookie } from '~/lib/cookies'
import { startTracking, type TrackedRouter } from './matomo-tracker'
import { readVisitorId, visitorCookieName } from './visitor-cookie'

type Location = { href: string; pathname: string }

function fakeRouter(start: Location, title = 'Vaultwise: home') {
  const listeners = new Set<(event: { toLocation: Location }) => void>()
  const router = {
    state: { location: start, matches: [{ meta: [{ title }] }] as Array<{ meta?: unknown }> },
    subscribe: (_event: 'onResolved', listener: (event: { toLocation: Location }) => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  } satisfies TrackedRouter
  const navigate = (to: Location, newTitle: string) => {
    router.state.location = to
    router.state.matches = [{ meta: [{ title: newTitle }] }]
    for (const listener of listeners) listener({ toLocation: to })
  }
  return { router, navigate, listenerCount: () => listeners.size }
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
  document.dispatchEvent(new Event('visibilitychange'))
}

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim()
    if (name) writeDocumentCookie(`${name}=; Path=/; Max-Age=0`)
  }
}

describe('startTracking', () => {
  let hits: URLSearchParams[]
  let consent: boolean
  const send = (params: URLSearchParams) => hits.push(params)
  const hasConsent = () => consent

  beforeEach(() => {
    vi.useFakeTimers()
    hits = []
    consent = true
    clearCookies()
    setVisibility('visible')
    document.body.innerHTML = `
      <a id="feedback" href="https://discord.gg/vaultwise" target="_blank"><span>Feedback</span></a>
      <a id="faq" href="/faq/">FAQ</a>`
  })

  afterEach(() => {
    vi.useRealTimers()
  })

  it('sends a page view for the current page and keeps a visitor id cookie', () => {
    const { router } = fakeRouter({ href: '/', pathname: '/' })
    const stop = startTracking({ router, hasConsent, send })
    expect(hits).toHaveLength(1)
    const [hit] = hits
    expect(hit?.get('idsite')).toBe('6')
    expect(hit?.get('url')).toBe(`${location.origin}/`)
    expect(hit?.get('action_name')).toBe('Vaultwise: home')
    const visitorId = readVisitorId(document.cookie)
    expect(visitorId).toMatch(/^[0-9a-f]{16}$/)
    expect(hit?.get('_id')).toBe(visitorId)
    stop()
  })

  it('keeps the visitor id of an earlier visit', () => {
    writeDocumentCookie(`${visitorCookieName}=00112233aabbccdd; Path=/`)
    const { router } = fakeRouter({ href: '/', pathname: '/' })
    const stop = startTracking({ router, hasConsent, send })
    expect(hits[0]?.get('_id')).toBe('00112233aabbccdd')
    stop()
  })

  it('sends one page view per path change, with the previous page as referrer', () => {
    const { router, navigate } = fakeRouter({ href: '/', pathname: '/' })
    const stop = startTracking({ router, hasConsent, send })
    navigate({ href: '/faq/', pathname: '/faq/' }, 'FAQ · Vaultwise')
    navigate({ href: '/faq/?tab=data', pathname: '/faq/' }, 'FAQ · Vaultwise')
    navigate({ href: '/change-log/', pathname: '/change-log/' }, 'Change Log · Vaultwise')
    expect(hits.map((hit) => hit.get('url'))).toEqual([
      `${location.origin}/`,
      `${location.origin}/faq/`,
      `${location.origin}/change-log/`,
    ])
    // The filter change on /faq/ was not a new page view, so the referrer is /faq/ as tracked.
    expect(hits[2]?.get('urlref')).toBe(`${location.origin}/faq/`)
    expect(hits[2]?.get('action_name')).toBe('Change Log · Vaultwise')
    expect(new Set(hits.map((hit) => hit.get('pv_id'))).size).toBe(3)
    stop()
  })

  it('still counts the page accepted on when the visitor moved on before the tracker loaded', () => {
    const { router } = fakeRouter({ href: '/faq/', pathname: '/faq/' }, 'FAQ · Vaultwise')
    const acceptedOn = { href: '/', pathname: '/', title: 'Vaultwise: home' }
    const stop = startTracking({ router, hasConsent, send, acceptedOn })
    expect(hits.map((hit) => [hit.get('url'), hit.get('action_name'), hit.get('urlref')])).toEqual([
      [`${location.origin}/`, 'Vaultwise: home', ''],
      [`${location.origin}/faq/`, 'FAQ · Vaultwise', `${location.origin}/`],
    ])
    stop()
  })

  it('sends one page view when the visitor is still where they accepted', () => {
    const { router } = fakeRouter({ href: '/', pathname: '/' })
    const acceptedOn = { href: '/', pathname: '/', title: 'Vaultwise: home' }
    const stop = startTracking({ router, hasConsent, send, acceptedOn })
    expect(hits).toHaveLength(1)
    stop()
  })

  it('sends an outlink for a click on a link to another site, not for internal links', () => {
    const { router } = fakeRouter({ href: '/faq/', pathname: '/faq/' })
    const stop = startTracking({ router, hasConsent, send })
    document.querySelector('#faq')?.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    document
      .querySelector('#feedback span')
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true, button: 0 }))
    document
      .querySelector('#feedback')
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true, button: 2 }))
    const outlinks = hits.filter((hit) => hit.has('link'))
    expect(outlinks).toHaveLength(1)
    expect(outlinks[0]?.get('link')).toBe('https://discord.gg/vaultwise')
    expect(outlinks[0]?.get('url')).toBe(`${location.origin}/faq/`)
    expect(outlinks[0]?.get('pv_id')).toBe(hits[0]?.get('pv_id'))
    stop()
  })

  it('counts a middle click as an outlink', () => {
    const { router } = fakeRouter({ href: '/', pathname: '/' })
    const stop = startTracking({ router, hasConsent, send })
    document
      .querySelector('#feedback')
      ?.dispatchEvent(new MouseEvent('auxclick', { bubbles: true, button: 1 }))
    expect(hits.filter((hit) => hit.has('link'))).toHaveLength(1)
    stop()
  })

  it('pings every 15 seconds while the page is visible, and not while hidden', () => {
    const { router } = fakeRouter({ href: '/', pathname: '/' })
    const stop = startTracking({ router, hasConsent, send })
    const pings = () => hits.filter((hit) => hit.get('ping') === '1').length
    vi.advanceTimersByTime(14_999)
    expect(pings()).toBe(0)
    vi.advanceTimersByTime(1)
    expect(pings()).toBe(1)
    vi.advanceTimersByTime(15_000)
    expect(pings()).toBe(2)
    setVisibility('hidden')
    vi.advanceTimersByTime(60_000)
    expect(pings()).toBe(2)
    setVisibility('visible')
    vi.advanceTimersByTime(15_000)
    expect(pings()).toBe(3)
    stop()
  })

  it('stops pinging after 30 minutes without a page view, until the next one', () => {
    const { router, navigate } = fakeRouter({ href: '/', pathname: '/' })
    const stop = startTracking({ router, hasConsent, send })
    const pings = () => hits.filter((hit) => hit.get('ping') === '1').length
    vi.advanceTimersByTime(60 * 60_000)
    // 30 minutes of pings (4 a minute), then silence instead of 240.
    expect(pings()).toBe(120)
    navigate({ href: '/faq/', pathname: '/faq/' }, 'FAQ · Vaultwise')
    vi.advanceTimersByTime(15_000)
    expect(pings()).toBe(121)
    stop()
  })

  it('sends nothing more once stopped', () => {
    const { router, navigate, listenerCount } = fakeRouter({ href: '/', pathname: '/' })
    const stop = startTracking({ router, hasConsent, send })
    stop()
    navigate({ href: '/faq/', pathname: '/faq/' }, 'FAQ · Vaultwise')
    document.querySelector('#feedback')?.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    vi.advanceTimersByTime(60_000)
    expect(hits).toHaveLength(1)
    expect(listenerCount()).toBe(0)
  })

  it('stops by itself when consent is withdrawn elsewhere (another tab)', () => {
    const { router, navigate, listenerCount } = fakeRouter({ href: '/', pathname: '/' })
    startTracking({ router, hasConsent, send })
    consent = false
    navigate({ href: '/faq/', pathname: '/faq/' }, 'FAQ · Vaultwise')
    vi.advanceTimersByTime(60_000)
    expect(hits).toHaveLength(1)
    expect(listenerCount()).toBe(0)
  })
})
