// The first-party cookie holding the Matomo visitor id. It exists only while the visitor has
// consented: set by the tracker, deleted on Deny or withdrawal, and never read before consent.
import { siteConfig } from '~/config/site'
import { daysToSeconds, expiredCookie, readCookie, serializeCookie } from '~/lib/cookies'
import { visitorIdPattern } from './matomo-request'

export const visitorCookieName = 'vw_analytics_id'

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
