import { describe, expect, it } from 'vitest'
import { canInline, inlineStylesheets } from './inline-css'

const page = (links: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${links}<title>FAQ</title></head><body></body></html>`
const globalLink = '<link rel="stylesheet" href="/assets/global-1.css" data-precedence="default"/>'
const trackerLink = '<link rel="stylesheet" href="/assets/tracker-2.css"/>'
const css: Record<string, string> = {
  '/assets/global-1.css': 'body{color:#fff}',
  '/assets/tracker-2.css': '.tracker{display:grid}',
}
const always = () => true

describe('inlineStylesheets', () => {
  it("puts each stylesheet's CSS where its link was and disables the link", () => {
    const { html, inlined } = inlineStylesheets(
      page(globalLink + trackerLink),
      (href) => css[href],
      always,
    )
    expect(inlined).toEqual(['/assets/global-1.css', '/assets/tracker-2.css'])
    expect(html).toContain(
      '<style data-inlined-from="/assets/global-1.css">body{color:#fff}</style><link rel="stylesheet" href="/assets/global-1.css" data-precedence="default" disabled/>',
    )
    expect(html).toContain(
      '<style data-inlined-from="/assets/tracker-2.css">.tracker{display:grid}</style><link rel="stylesheet" href="/assets/tracker-2.css" disabled/>',
    )
    expect(html.indexOf('global-1')).toBeLessThan(html.indexOf('tracker-2'))
  })

  it('stops inlining once the page would no longer fit the budget, keeping the rest as links', () => {
    const underLimit = (html: string) => html.length < page(globalLink + trackerLink).length + 100
    const { html, inlined, keptAsLinks } = inlineStylesheets(
      page(globalLink + trackerLink),
      (href) => css[href],
      underLimit,
    )
    expect(inlined).toEqual(['/assets/global-1.css'])
    expect(keptAsLinks).toEqual(['/assets/tracker-2.css'])
    expect(html).toContain(trackerLink)
  })

  it('leaves a stylesheet it cannot read as it was', () => {
    const { html, keptAsLinks } = inlineStylesheets(page(globalLink), () => undefined, always)
    expect(html).toBe(page(globalLink))
    expect(keptAsLinks).toEqual(['/assets/global-1.css'])
  })

  it('does not touch a page twice', () => {
    const once = inlineStylesheets(page(globalLink), (href) => css[href], always).html
    expect(inlineStylesheets(once, (href) => css[href], always).html).toBe(once)
  })
})

describe('canInline', () => {
  it('accepts absolute and data URLs', () => {
    expect(
      canInline('a{background:url(/assets/x.png)}b{background:url("data:image/png;base64,AA")}'),
    ).toBe(true)
  })

  it('refuses URLs relative to the stylesheet and text that would end the <style>', () => {
    expect(canInline('a{background:url(./x.png)}')).toBe(false)
    expect(canInline("a{background:url('x.png')}")).toBe(false)
    expect(canInline('a{content:"</style><script>"}')).toBe(false)
  })
})
