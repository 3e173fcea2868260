import { describe, expect, it } from 'vitest'
import { siteConfig } from '~/config/site'
import {
  consentCookieStrings,
  consentHeadScript,
  consentHeadScriptFor,
  readConsentChoice,
} from './consent-cookies'

const { analytics, updated } = siteConfig.consentCookies

describe('readConsentChoice', () => {
  it('is undecided until the updated flag is "true"', () => {
    expect(readConsentChoice('')).toBe('undecided')
    expect(readConsentChoice(`${analytics}=true`)).toBe('undecided')
    expect(readConsentChoice(`${analytics}=true; ${updated}=false`)).toBe('undecided')
  })

  it('reads Accept and Deny', () => {
    expect(readConsentChoice(`${analytics}=true; ${updated}=true`)).toBe('granted')
    expect(readConsentChoice(`${updated}=true; ${analytics}=false`)).toBe('denied')
  })

  it('treats an answered banner with a missing or odd choice as denied', () => {
    expect(readConsentChoice(`${updated}=true`)).toBe('denied')
    expect(readConsentChoice(`${updated}=true; ${analytics}=yes`)).toBe('denied')
  })
})

describe('consentCookieStrings', () => {
  it('stores the choice and sets the updated flag, for a year, site-wide', () => {
    const [choice, flag] = consentCookieStrings(true, false)
    expect(choice).toBe(`${analytics}=true; Path=/; Max-Age=31536000; SameSite=Lax`)
    expect(flag).toBe(`${updated}=true; Path=/; Max-Age=31536000; SameSite=Lax`)
    expect(consentCookieStrings(false, true)[0]).toBe(
      `${analytics}=false; Path=/; Max-Age=31536000; SameSite=Lax; Secure`,
    )
  })

  it('writes cookies that read back as the same choice', () => {
    const cookieJar = (granted: boolean) =>
      consentCookieStrings(granted, false)
        .map((cookie) => cookie.split(';')[0])
        .join('; ')
    expect(readConsentChoice(cookieJar(true))).toBe('granted')
    expect(readConsentChoice(cookieJar(false))).toBe('denied')
  })
})

describe('the inline head script', () => {
  function runScript(script: string, cookie: string) {
    const attributes = new Map<string, string>()
    const fakeDocument = {
      cookie,
      documentElement: {
        setAttribute: (name: string, value: string) => attributes.set(name, value),
      },
    }
    new Function('document', script)(fakeDocument)
    return attributes.get('data-consent')
  }

  it('marks the page "done" only when the updated flag is exactly "true"', () => {
    expect(runScript(consentHeadScript, `a=1; ${updated}=true; b=2`)).toBe('done')
    expect(runScript(consentHeadScript, `${updated}=true`)).toBe('done')
    expect(runScript(consentHeadScript, '')).toBeUndefined()
    expect(runScript(consentHeadScript, `${updated}=false`)).toBeUndefined()
    expect(runScript(consentHeadScript, `${updated}=truex`)).toBeUndefined()
    expect(runScript(consentHeadScript, `x${updated}=true`)).toBeUndefined()
  })

  it('never throws when cookies cannot be read', () => {
    const blocked = {
      get cookie(): string {
        throw new Error('SecurityError')
      },
    }
    expect(() => new Function('document', consentHeadScript)(blocked)).not.toThrow()
  })

  it('stays small and reads the configured flag', () => {
    expect(consentHeadScript.length).toBeLessThan(200)
    expect(consentHeadScriptFor('another_flag')).toContain('another_flag=true')
    expect(consentHeadScript).not.toContain('</script')
  })
})
