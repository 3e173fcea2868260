import { describe, expect, it } from 'vitest'
import { isSitePath } from './site-path'

describe('isSitePath', () => {
  it('recognises addresses of the site’s pages', () => {
    expect(isSitePath('/seasonal-overview/#raid')).toBe(true)
    expect(isSitePath('/faq/?tab=data-privacy')).toBe(true)
    expect(isSitePath('/trinket-tracker/')).toBe(true)
    expect(isSitePath('/')).toBe(true)
  })

  it('leaves other code alone', () => {
    expect(isSitePath('?tab=data-privacy')).toBe(false)
    expect(isSitePath('instance=')).toBe(false)
    expect(isSitePath('//evil.example/')).toBe(false)
    expect(isSitePath('/faq/ and more')).toBe(false)
    expect(isSitePath('javascript:alert(1)')).toBe(false)
  })
})
