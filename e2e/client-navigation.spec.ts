// Moving between pages in the browser: where a new page and Back scroll to, and page code preloaded
// before a link is followed.
import { anyWidth, expect, gotoHydrated, type Page, test } from './fixtures'

test('a path change scrolls to the top of the new page', anyWidth, async ({ page }) => {
  await gotoHydrated(page, '/')
  // Make sure both pages are taller than the window, whatever their content, and scroll down
  // at once (the site's smooth scrolling would otherwise still be under way).
  await expect
    .poll(() =>
      page.evaluate(() => {
        document.body.style.minHeight = '4000px'
        window.scrollTo({ top: 1500, behavior: 'instant' })
        return window.scrollY
      }),
    )
    .toBeGreaterThan(0)
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

/**
 * Records every window scroll position from now on, to tell a smooth scroll from a jump, and the
 * behaviour asked of each non-zero `window.scrollTo` (how scroll restoration scrolls).
 */
async function recordScrolling(page: Page) {
  await page.evaluate(() => {
    const positions: number[] = []
    const behaviours: string[] = []
    Object.assign(window, { scrollPositions: positions, scrollBehaviours: behaviours })
    window.addEventListener('scroll', () => positions.push(Math.round(window.scrollY)))
    const scrollTo = window.scrollTo.bind(window)
    window.scrollTo = ((options: ScrollToOptions) => {
      if (typeof options === 'object' && options.top) behaviours.push(options.behavior ?? 'auto')
      return scrollTo(options)
    }) as typeof window.scrollTo
  })
  type Recorded = { scrollPositions: number[]; scrollBehaviours: string[] }
  return {
    positions: () => page.evaluate(() => (window as unknown as Recorded).scrollPositions),
    behaviours: () => page.evaluate(() => (window as unknown as Recorded).scrollBehaviours),
  }
}

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test(
    `Back restores the scroll position ${reducedMotion === 'reduce' ? 'at once for players who ask for reduced motion' : 'smoothly'}`,
    anyWidth,
    async ({ page }) => {
      await page.emulateMedia({ reducedMotion })
      await gotoHydrated(page, '/seasonal-overview/')
      await page.waitForLoadState('networkidle')
      // Resolves once the browser has dispatched the scroll event, as it has long before a player
      // who scrolled clicks a link: the router learns of the scroll from that event. Clicking in the
      // same frame as the scroll raced it on a busy machine (nothing saved, so Back stayed at 0).
      const saved = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            window.addEventListener('scroll', () => resolve(window.scrollY), { once: true })
            window.scrollTo({ top: 2500, behavior: 'instant' })
          }),
      )
      expect(saved).toBeGreaterThan(2000)
      // A client-side navigation without scrolling there first (the footer link would be).
      await page.evaluate(() =>
        document.querySelector<HTMLAnchorElement>('footer a[href="/faq/"]')?.click(),
      )
      await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible()
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
      const recorded = await recordScrolling(page)
      await page.goBack()
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(saved)
      const between = (await recorded.positions()).filter((y) => y > 0 && y < saved)
      if (reducedMotion === 'reduce') {
        // A jump passes through no position in between.
        expect(between).toEqual([])
      } else {
        // How many frames of a smooth scroll a busy machine paints varies (none, on a loaded CI
        // machine), so ask the browser how it scrolls: the router leaves the choice to the page's
        // CSS, and the CSS asks for smooth scrolling.
        expect(await recorded.behaviours()).toEqual(['auto'])
        expect(
          await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
        ).toBe('smooth')
      }
    },
  )
}

test(
  'a link from another page to a section of the overview lands on that section',
  anyWidth,
  async ({ page }) => {
    // The FAQ does not need the season dataset and does not carry the overview's lower sections'
    // code: the overview draws its sections late, and the section must still be where it lands.
    await gotoHydrated(page, '/faq/?tab=seasonal-overview')
    await page.locator('main a[href="/seasonal-overview/#great-vault"]').first().click()
    await expect(page).toHaveURL(/\/seasonal-overview\/#great-vault$/)
    const heading = page.getByRole('heading', { level: 2, name: 'Great Vault' })
    await expect(heading).toBeInViewport()
    // Still there once the smooth scroll has ended.
    await expect
      .poll(() => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
      .toBeLessThan(300)
    await page.waitForTimeout(500)
    await expect(heading).toBeInViewport()
  },
)

test(
  'Back after following an in-page link restores the position, on a page opened with a hash',
  anyWidth,
  async ({ page }) => {
    await gotoHydrated(page, '/seasonal-overview/#great-vault')
    await page.waitForLoadState('networkidle')
    await expect(page.locator('#great-vault')).toBeInViewport()
    // Scroll an in-page link to another section into view, remember where we are, follow it.
    const link = page.locator('main a[href^="#"]:not([href="#great-vault"])').first()
    const href = (await link.getAttribute('href')) ?? ''
    await link.evaluate((element) =>
      element.scrollIntoView({ block: 'center', behavior: 'instant' }),
    )
    const before = await page.evaluate(() => Math.round(window.scrollY))
    await link.click()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    await expect(page.locator(href)).toBeInViewport()
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).not.toBe(before)
    await page.goBack()
    await expect(page).toHaveURL(/#great-vault$/)
    // Within a pixel: the position is kept in fractions of a pixel and rounded differently on
    // the way back (6,213 for 6,212 was seen), which no reader can tell apart.
    await expect
      .poll(async () => Math.abs((await page.evaluate(() => Math.round(window.scrollY))) - before))
      .toBeLessThanOrEqual(1)
  },
)

test(
  'links preload their page code when they come near the viewport',
  anyWidth,
  async ({ page }) => {
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await gotoHydrated(page, '/')
    // The footer's Change Log link is below the fold on the home page until we scroll.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect
      .poll(() => requested.some((path) => /\/assets\/change-log-[\w-]+\.js$/.test(path)))
      .toBe(true)
  },
)
