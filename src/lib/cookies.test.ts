import { describe, expect, it } from 'vitest'
import { daysToSeconds, expiredCookie, readCookie, serializeCookie } from './cookies'

describe('readCookie', () => {
  it('finds a cookie among others, whatever the spacing', () => {
    expect(readCookie('a=1; vw_choice=true;b=2', 'vw_choice')).toBe('true')
    expect(readCookie('vw_choice=false', 'vw_choice')).toBe('false')
  })

  it('does not match a cookie whose name only contains the one asked for', () => {
    expect(readCookie('xvw_choice=true; vw_choice_old=true', 'vw_choice')).toBeUndefined()
  })

  it('returns undefined for an empty cookie string and decodes encoded values', () => {
    expect(readCookie('', 'vw_choice')).toBeUndefined()
    expect(readCookie('name=a%20b', 'name')).toBe('a b')
    expect(readCookie('name=%E0%A4%A', 'name')).toBe('%E0%A4%A')
  })
})

describe('serializeCookie', () => {
  it('writes a site-wide Lax cookie with a max age, Secure only when asked', () => {
    const options = { maxAgeSeconds: daysToSeconds(365), secure: false }
    expect(serializeCookie('vw_choice', 'true', options)).toBe(
      'vw_choice=true; Path=/; Max-Age=31536000; SameSite=Lax',
    )
    expect(serializeCookie('vw_choice', 'true', { ...options, secure: true })).toMatch(/; Secure$/)
  })

  it('deletes with a zero max age', () => {
    expect(expiredCookie('vw_id', true)).toBe('vw_id=; Path=/; Max-Age=0; SameSite=Lax; Secure')
  })
})
