// The visitor's analytics choice as two first-party cookies (names in src/config/site.ts): the
// choice itself ("true"/"false") and the "consent updated" flag that hides the banner.
import { siteConfig } from '~/config/site'
import { daysToSeconds, readCookie, serializeCookie } from '~/lib/cookies'

export type ConsentChoice = 'undecided' | 'granted' | 'denied'

type ConsentCookieNames = { analytics: string; updated: string; maxAgeDays: number }

const defaultNames: ConsentCookieNames = siteConfig.consentCookies

/**
 * Undecided until the updated flag is exactly "true". A flag without a readable choice counts as
 * denied: the visitor answered, and anything short of a clear yes means no tracking.
 */
export function readConsentChoice(
  cookieString: string,
  names: ConsentCookieNames = defaultNames,
): ConsentChoice {
  if (readCookie(cookieString, names.updated) !== 'true') return 'undecided'
  return readCookie(cookieString, names.analytics) === 'true' ? 'granted' : 'denied'
}

/** The two strings to assign to `document.cookie` to record Accept (true) or Deny (false). */
export function consentCookieStrings(
  granted: boolean,
  secure: boolean,
  names: ConsentCookieNames = defaultNames,
): [choice: string, updated: string] {
  const options = { maxAgeSeconds: daysToSeconds(names.maxAgeDays), secure }
  return [
    serializeCookie(names.analytics, String(granted), options),
    serializeCookie(names.updated, 'true', options),
  ]
}

/** Attribute on <html> that hides the banner; the head script sets it before the first paint. */
export const consentDoneAttribute = 'data-consent'

/**
 * The inline <head> script of every prerendered page. The HTML is the same for everybody, so the
 * banner is in it; this hides it before the first paint for a visitor who already chose. It must
 * stay static (the Content-Security-Policy allows it by its sha256 hash) and tiny. Cookie names
 * are limited to [a-z0-9_] by the config schema, so they are safe inside the regular expression.
 */
export function consentHeadScriptFor(updatedCookieName: string): string {
  return `try{if(/(^|;\\s*)${updatedCookieName}=true(;|$)/.test(document.cookie))document.documentElement.setAttribute('${consentDoneAttribute}','done')}catch(e){}`
}

export const consentHeadScript = consentHeadScriptFor(defaultNames.updated)
