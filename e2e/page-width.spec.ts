// No page scrolls sideways on a phone, whatever it says: every page of the sitemap (the 40 spec
// pages included) and Not Found, at the narrowest phones' widths, with the cookie banner showing
// (a fresh browser has not answered it). Content that arrives later, such as a long address in a
// change line, cannot widen a page without this failing and naming the element that overflows.
import { siteConfig } from '../src/config/site'
import { anyWidth, expect, type Page, test } from './fixtures'

// Widest first: each page is loaded at the first and narrowed to the others.
const [widest, ...narrower] = [414, 375, 320] as const

/** The element reaching furthest right past the window, as "tag.class «text»". */
function widestOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement
    if (root.scrollWidth <= window.innerWidth) return undefined
    let widest: Element | undefined
    let right = window.innerWidth
    for (const element of document.body.querySelectorAll('*')) {
      // What a box scrolls inside itself, or clips, does not widen the page.
      let clipped = false
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const { overflowX } = getComputedStyle(parent)
        if (overflowX !== 'visible') {
          clipped = true
          break
        }
      }
      if (clipped) continue
      const box = element.getBoundingClientRect()
      if (box.width > 0 && box.right > right + 0.5) {
        right = box.right
        widest = element
      }
    }
    const text = (widest?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60)
    const name = widest
      ? `${widest.tagName.toLowerCase()}${widest.className && typeof widest.className === 'string' ? `.${widest.className.trim().replace(/\s+/g, '.')}` : ''}`
      : 'an element the check could not find'
    return `${root.scrollWidth} px wide in a ${window.innerWidth} px window: ${name} «${text}» ends at ${Math.round(right)} px`
  })
}

test.describe('pages fit a phone', anyWidth, () => {
  // A page load is what costs, so each page is loaded once, at the widest of the three, and
  // narrowed to the others, as a phone turned or a window dragged narrower does: content sized at
  // load cannot hide an overflow that narrowing shows. The pages are dealt to three tests, run in
  // parallel; one browser context each keeps the banner showing (no answer stored) on every page.
  test.describe.configure({ mode: 'parallel' })
  const groups = 3

  for (let group = 0; group < groups; group += 1) {
    test(`no page scrolls sideways at ${[widest, ...narrower].join(', ')} px (pages ${group + 1} of ${groups})`, async ({
      browser,
      request,
      baseURL,
    }) => {
      test.setTimeout(120_000)
      const sitemap = await (await request.get('/sitemap.xml')).text()
      const addresses = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) =>
        loc.replaceAll('&amp;', '&').replace(siteConfig.origin, baseURL ?? ''),
      )
      expect(addresses.length).toBeGreaterThanOrEqual(45)
      addresses.push(`${baseURL}/this-page-does-not-exist/`)

      const context = await browser.newContext({
        viewport: { width: widest, height: 740 },
        hasTouch: true,
      })
      const page = await context.newPage()
      const problems: string[] = []
      for (const address of addresses.filter((_, index) => index % groups === group)) {
        await page.setViewportSize({ width: widest, height: 740 })
        await page.goto(address)
        // The banner and the page's own data come with its code.
        await page.locator('html[data-hydrated]').waitFor({ timeout: 20_000 })
        await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible()
        const report = async (width: number) => {
          const overflow = await widestOverflow(page)
          if (overflow)
            problems.push(`${address.replace(baseURL ?? '', '')} at ${width} px: ${overflow}`)
        }
        await report(widest)
        for (const width of narrower) {
          await page.setViewportSize({ width, height: 740 })
          await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width)
          await report(width)
        }
      }
      await context.close()
      expect(problems, problems.join('\n')).toEqual([])
    })
  }
})

// From 992 px the chosen spec, the character and the search share one row of narrow cards, and a
// phone's cards are narrow too. A long spec name ran under the Change button at 992 px, then was
// cut short ("Mark…") from 992 to 1100 px and at 320; the search's example was cut at 1280 and 320.
test.describe("the tracker's row of cards holds its words", anyWidth, () => {
  for (const spec of [
    // The longest word of any spec's name.
    '?wowClass=hunter&wowSpec=marksmanship',
    '?wowClass=warrior&wowSpec=protection',
    '?wowClass=evoker&wowSpec=augmentation',
  ]) {
    test(`${spec}: the spec's whole name clears Change and the search shows its whole example`, async ({
      page,
    }) => {
      await page.goto(`/trinket-tracker/${spec}`)
      await page.locator('html[data-hydrated]').waitFor()
      const problems: string[] = []
      for (const width of [320, 375, 414, 992, 1060, 1100, 1280, 1440, 1600]) {
        await page.setViewportSize({ width, height: 800 })
        await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width)
        const found = await page.evaluate(() => {
          const name = document.querySelector('.picker-chosen .spec-name')
          const change = document.querySelector('.picker-change')
          const input = document.querySelector<HTMLInputElement>('.search-box input')
          if (!name || !change || !input) return 'the picker or the search box is missing'
          // What the name's box shows: its own box, or less where it clips with an ellipsis.
          const nameRight = Math.min(
            name.getBoundingClientRect().right,
            name.getBoundingClientRect().left + name.clientWidth,
          )
          const words: string[] = []
          if (nameRight > change.getBoundingClientRect().left + 0.5)
            words.push(
              `the name ends at ${Math.round(nameRight)} px, under Change at ${Math.round(change.getBoundingClientRect().left)}`,
            )
          if (name.scrollWidth > name.clientWidth)
            words.push(
              `“${name.textContent}” needs ${name.scrollWidth} px, its box shows ${name.clientWidth}`,
            )
          const style = getComputedStyle(input)
          const context = document.createElement('canvas').getContext('2d')
          if (!context) return 'no canvas'
          context.font = style.font
          const room =
            input.clientWidth -
            Number.parseFloat(style.paddingLeft) -
            Number.parseFloat(style.paddingRight)
          const needed = context.measureText(input.placeholder).width
          if (needed > room)
            words.push(
              `“${input.placeholder}” needs ${Math.ceil(needed)} px, the box has ${Math.floor(room)}`,
            )
          return words.join('; ')
        })
        if (found) problems.push(`${width} px: ${found}`)
      }
      expect(problems, problems.join('\n')).toEqual([])
    })
  }
})
