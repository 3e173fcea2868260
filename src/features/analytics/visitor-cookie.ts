// The first-party cookie holding the Matomo visitor id. It exists only while the visitor has
// consented: set by the tracker, deleted on Deny or withdrawal, and never read before consent.
import { siteConfig } from '~/config/site'
import { daysToSeconds, expiredCookie, readCookie, serializeCookie } from '~/lib/cookies'

export const visitorCookieName = siteConfig.analytics.visitorCookie

// Kept here, not beside the request builders, so that they stay in the lazily loaded chunk.
export const visitorIdPattern = /^[0-9a-f]{16}$/

export function readVisitorId(cookieString: string): string | undefined {
  const value = readCookie(cookieString, visitorCookieName)
  return value !== undefined && visitorIdPattern.test(value) ? value : undefined
}

/** Lives no longer than the consent it depends on. */
export function visitorCookie(visitorId: string, secure: boolean): string {
  const maxAgeSeconds = daysToSeconds(siteConfig.consentCookies.maxAgeDays)
  return serializeCookie(visitorCookieName, visitorId, { maxAgeSeconds, secure })
}

export function hasVisitorCookie(cookieString: string): boolean {
  return readCookie(cookieString, visitorCookieName) !== undefined
}

export function forgetVisitorCookie(secure: boolean): string {
  return expiredCookie(visitorCookieName, secure)
}
