// document.cookie strings in and out. Plain functions over strings, so the consent banner and
// the analytics tracker share one tested implementation and tests need no browser.

export type CookieOptions = {
  maxAgeSeconds: number
  /** Set on https pages only: a Secure cookie is dropped by the browser on plain http. */
  secure: boolean
}

/** The value of `name` in a `document.cookie` string, or undefined when it is not set. */
export function readCookie(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=')
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue
    const raw = part.slice(separator + 1).trim()
    try {
      return decodeURIComponent(raw)
    } catch {
      return raw
    }
  }
  return undefined
}

/** A string to assign to `document.cookie`: site-wide, first-party, SameSite=Lax. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`,
    'SameSite=Lax',
  ]
  if (options.secure) parts.push('Secure')
  return parts.join('; ')
}

/** A string that deletes `name` when assigned to `document.cookie`. */
export function expiredCookie(name: string, secure: boolean): string {
  return serializeCookie(name, '', { maxAgeSeconds: 0, secure })
}

export function daysToSeconds(days: number): number {
  return days * 24 * 60 * 60
}

/** Writes one cookie string built above. */
export function writeDocumentCookie(cookie: string): void {
  // The Cookie Store API would be nicer but Firefox lacks it; the strings come from
  // serializeCookie, which does the escaping this rule worries about.
  // biome-ignore lint/suspicious/noDocumentCookie: see above
  document.cookie = cookie
}
