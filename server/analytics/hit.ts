// One Matomo tracking request, checked before it is stored or forwarded: the parameters the
// site's tracker sends (https://developer.matomo.org/api-reference/tracking-api), nothing that
// could be mistaken for a page view of another site, and nothing oversized.
import { z } from 'zod'

export type HitKind = 'pageview' | 'outlink' | 'ping'

export type TrackingHit = {
  kind: HitKind
  url: string
  /** The page's path, which the summary groups page views by. */
  path: string
  actionName?: string
  referrer?: string
  link?: string
  visitorId?: string
  pageViewId?: string
  /** The accepted parameters only, ready to forward to Matomo. */
  params: URLSearchParams
}

export type HitResult = { ok: true; hit: TrackingHit } | { ok: false; error: string }

/** Query string or body; a tracker hit is a few hundred bytes. */
export const maxHitBytes = 8 * 1024
const maxParams = 40
const maxUrlLength = 2048

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

const webUrl = z
  .string()
  .max(maxUrlLength)
  .refine(isWebUrl, { message: 'must be an absolute http(s) URL' })

const hitSchema = z.object({
  idsite: z.string().regex(/^\d{1,9}$/, { message: 'must be a site id' }),
  rec: z.literal('1', { message: 'must be 1' }),
  url: webUrl,
  // Stored and shown in the summary: no line breaks, escapes or other control characters.
  action_name: z
    .string()
    .max(1000)
    .refine((value) => !/\p{Cc}/u.test(value), { message: 'must not contain control characters' })
    .optional(),
  urlref: z.union([z.literal(''), webUrl]).optional(),
  _id: z
    .string()
    .regex(/^[0-9a-f]{16}$/i, { message: 'must be 16 hex characters' })
    .optional(),
  pv_id: z
    .string()
    .regex(/^[A-Za-z0-9]{6}$/, { message: 'must be 6 letters or digits' })
    .optional(),
  rand: z.string().max(64).optional(),
  apiv: z.literal('1', { message: 'must be 1' }).optional(),
  send_image: z.enum(['0', '1']).optional(),
  link: webUrl.optional(),
  ping: z.literal('1', { message: 'must be 1' }).optional(),
})

/**
 * Merges the query string and the body (sendBeacon posts the parameters as the body). A name
 * given twice is refused rather than guessed at.
 */
export function collectHitParams(
  sources: readonly string[],
): { ok: true; params: Record<string, string> } | { ok: false; error: string } {
  const params: Record<string, string> = {}
  let count = 0
  for (const source of sources) {
    if (source.length > maxHitBytes) return { ok: false, error: 'Tracking request too large.' }
    for (const [name, value] of new URLSearchParams(source)) {
      // Fixed wording: the name is the client's text, never echoed back.
      if (Object.hasOwn(params, name)) return { ok: false, error: 'A parameter is given twice.' }
      if (++count > maxParams) return { ok: false, error: 'Too many parameters.' }
      params[name] = value
    }
  }
  return { ok: true, params }
}

/**
 * The path a page view is counted under: `/Faq/`, `/faq/` and `/%66aq/` are one page. Paths of
 * this site are lower case, and percent-encoding is undone where it is not needed (a `%2F` stays
 * encoded). Undefined for a path with broken percent-encoding.
 */
export function countedPath(url: URL): string | undefined {
  let decoded: string
  try {
    decoded = decodeURI(url.pathname)
  } catch {
    return undefined
  }
  // Encoded again the way the URL parser writes any path, so every spelling ends up the same.
  // Set as a path, not parsed as a URL: `//host/x` must stay a path.
  const normalised = new URL('http://path.invalid/')
  normalised.pathname = decoded.toLowerCase()
  return normalised.pathname
}

export type HitRules = {
  /**
   * The origins whose pages may be counted, such as https://vaultwise.gg. Without it any web
   * page could be reported (an <img> on another site would do), and counted under its path.
   */
  allowedOrigins?: readonly string[]
}

export function parseHit(
  params: Record<string, string>,
  siteId: number,
  { allowedOrigins }: HitRules = {},
): HitResult {
  const parsed = hitSchema.safeParse(params)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const name = issue?.path.join('.') || 'request'
    return { ok: false, error: `Invalid ${name}: ${issue?.message ?? 'unreadable value'}.` }
  }
  const data = parsed.data
  if (Number(data.idsite) !== siteId) return { ok: false, error: `Unknown idsite ${data.idsite}.` }
  // The referrer (urlref) and an outlink (link) are on other sites by nature; the page is not.
  if (allowedOrigins && !allowedOrigins.includes(new URL(data.url).origin)) {
    return { ok: false, error: 'Invalid url: not a page of this site.' }
  }
  if (data.link !== undefined && data.ping !== undefined) {
    return { ok: false, error: 'A hit is an outlink or a heartbeat, not both.' }
  }
  const page = new URL(data.url)
  const path = countedPath(page)
  if (path === undefined) return { ok: false, error: 'Invalid url: unreadable path.' }

  const accepted = new URLSearchParams()
  for (const [name, value] of Object.entries(data)) {
    if (value !== undefined) accepted.set(name, value)
  }
  return {
    ok: true,
    hit: {
      kind: data.link !== undefined ? 'outlink' : data.ping !== undefined ? 'ping' : 'pageview',
      // Stored as the URL parser writes them: quotes, angle brackets and spaces percent-encoded.
      url: page.href,
      path,
      actionName: data.action_name,
      referrer: data.urlref ? new URL(data.urlref).href : undefined,
      link: data.link === undefined ? undefined : new URL(data.link).href,
      visitorId: data._id?.toLowerCase(),
      pageViewId: data.pv_id,
      params: accepted,
    },
  }
}
