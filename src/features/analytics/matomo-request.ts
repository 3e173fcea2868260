// Builds Matomo HTTP Tracking API requests (https://developer.matomo.org/api-reference/tracking-api)
// from plain values, so what a real Matomo server receives is unit-tested without a browser.

export type TrackedPage = {
  /** Absolute URL of the page, query string included. */
  url: string
  /** The page's title, sent as Matomo's action_name. */
  title: string
  /** The page the visitor came from: document.referrer first, then the previous page. */
  referrer: string
}

export type HitIdentity = {
  /** 16 hex characters, kept in a first-party cookie once the visitor consented. */
  visitorId: string
  /** 6 characters naming one page view; its outlinks and heartbeats carry the same one. */
  pageViewId: string
  /** Random per request, so no cache between the browser and Matomo swallows a repeat. */
  rand: string
}

function baseParams(siteId: number, page: TrackedPage, identity: HitIdentity): URLSearchParams {
  return new URLSearchParams({
    idsite: String(siteId),
    rec: '1',
    url: page.url,
    _id: identity.visitorId,
    pv_id: identity.pageViewId,
    rand: identity.rand,
    apiv: '1',
    // Matomo answers 204 instead of a tracking GIF nobody displays.
    send_image: '0',
  })
}

export function pageViewParams(
  siteId: number,
  page: TrackedPage,
  identity: HitIdentity,
): URLSearchParams {
  const params = baseParams(siteId, page, identity)
  params.set('action_name', page.title)
  params.set('urlref', page.referrer)
  return params
}

export function outlinkParams(
  siteId: number,
  page: TrackedPage,
  link: string,
  identity: HitIdentity,
): URLSearchParams {
  const params = baseParams(siteId, page, identity)
  params.set('link', link)
  return params
}

export function heartbeatParams(
  siteId: number,
  page: TrackedPage,
  identity: HitIdentity,
): URLSearchParams {
  const params = baseParams(siteId, page, identity)
  params.set('ping', '1')
  return params
}

/** The absolute URL of a link that leaves the site (http or https, another origin), else undefined. */
export function outboundLinkUrl(href: string, pageUrl: string): string | undefined {
  let target: URL
  let page: URL
  try {
    page = new URL(pageUrl)
    target = new URL(href, page)
  } catch {
    return undefined
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return undefined
  return target.origin === page.origin ? undefined : target.href
}

type RandomBytes = (length: number) => Uint8Array

const browserRandomBytes: RandomBytes = (length) => crypto.getRandomValues(new Uint8Array(length))

export function newVisitorId(randomBytes: RandomBytes = browserRandomBytes): string {
  return Array.from(randomBytes(8), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

const idAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** Six letters or digits, as Matomo's own tracker makes its pv_id and rand values. */
export function newShortId(randomBytes: RandomBytes = browserRandomBytes): string {
  return Array.from(randomBytes(6), (byte) => idAlphabet[byte % idAlphabet.length]).join('')
}

/**
 * The title the router will give the new page, read from its matched routes' head meta (deepest
 * route wins, as in TanStack Router's HeadContent). document.title may not be updated yet when
 * the navigation resolves.
 */
export function titleFromMatches(matches: ReadonlyArray<{ meta?: unknown }>): string | undefined {
  for (let index = matches.length - 1; index >= 0; index--) {
    const meta = matches[index]?.meta
    if (!Array.isArray(meta)) continue
    for (let entry = meta.length - 1; entry >= 0; entry--) {
      const tag: unknown = meta[entry]
      if (typeof tag === 'object' && tag !== null && 'title' in tag) {
        const { title } = tag
        if (typeof title === 'string' && title !== '') return title
      }
    }
  }
  return undefined
}
