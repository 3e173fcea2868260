import AxeBuilder from '@axe-core/playwright'
import { anyWidth, expect, gotoHydrated, openWithoutScripts, type Page, test } from './fixtures'

// Every page's landmarks, head, preview image and axe check are in every-page.spec.ts (one visit a page);
// what happens when code fails to download is in shell-resilience.spec.ts.

test(
  'the prerendered HTML already holds the page content before any script runs',
  anyWidth,
  async ({ browser }) => {
    const { context, page } = await openWithoutScripts(browser, '/faq/')
    await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toContainText('Change Log')
    await context.close()
  },
)

test(
  "without scripts, a laptop's header holds its whole navigation and its links work",
  anyWidth,
  async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 800 },
    })
    const page = await context.newPage()
    await page.goto('/seasonal-overview/')
    const nav = page.getByRole('navigation', { name: 'Site' })
    await nav.getByRole('link', { name: 'Change Log' }).click()
    await expect(page).toHaveURL(/\/change-log\/$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Change Log' })).toBeVisible()
    await nav.getByRole('link', { name: 'FAQ' }).click()
    await expect(page).toHaveURL(/\/faq\/$/)
    await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible()
    // The Tools menu opens on hover by CSS alone.
    await expect(nav.getByRole('link', { name: 'Trinket Tracker' })).toBeHidden()
    await nav.getByRole('button', { name: 'Tools' }).hover()
    await nav.getByRole('link', { name: 'Trinket Tracker' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Trinket Tracker' })).toBeVisible()
    await context.close()
  },
)

test(
  'hydration puts the Tools menu in place of the prerendered navigation without moving it',
  anyWidth,
  async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    // Boxes of the header's links as the HTML draws them, before any script runs.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort())
    await page.goto('/faq/')
    const nav = page.getByRole('navigation', { name: 'Site' })
    const boxes = () =>
      nav.evaluate((element) =>
        [...element.querySelectorAll('.nav-link')].map((link) => {
          const box = link.getBoundingClientRect()
          return `${link.textContent} ${box.x},${box.y} ${box.width}x${box.height}`
        }),
      )
    const prerendered = await boxes()
    expect(prerendered).toHaveLength(4)
    await page.unrouteAll()
    await page.goto('/faq/')
    await page.locator('html[data-hydrated]').waitFor()
    // The Radix navigation (it gives Tools a data-state) has taken over.
    await expect(nav.getByRole('button', { name: 'Tools' })).toHaveAttribute('data-state', 'closed')
    expect(await boxes()).toEqual(prerendered)
    await context.close()
  },
)

test(
  'an unknown path shows Not Found inside the shell with HTTP 404',
  anyWidth,
  async ({ page }) => {
    const response = await page.goto('/no-such-page/')
    expect(response?.status()).toBe(404)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Not Found')
    await expect(page.getByRole('banner')).toBeVisible()
    // Its own title, kept out of search results, not the home page's head.
    await expect(page).toHaveTitle('Not Found · Vaultwise')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
    // The ways back: each tool, the pages, and a trinket search that lands in the tracker.
    const waysBack = main.getByRole('navigation', { name: 'Ways back' })
    for (const name of ['Trinket Tracker', 'Seasonal Overview', 'FAQ', 'Change Log']) {
      await expect(waysBack.getByRole('link', { name })).toBeVisible()
    }
    await main.getByRole('searchbox').fill('Lightspire')
    await main.getByRole('button', { name: 'Search the tracker' }).click()
    await expect(page).toHaveURL(/\/trinket-tracker\/\?q=Lightspire$/)
    await expect(page.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('Lightspire')
    await page.goBack()
    await page.getByRole('main').getByRole('link', { name: 'Home page' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page).toHaveTitle(/^Vaultwise: /)
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
  },
)

test('the skip link moves focus to the page content', async ({ page }) => {
  await gotoHydrated(page, '/faq/')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#main$/)
  await expect(page.locator('main')).toBeFocused()
})

test('the footer links to the pages, feedback, terms and seven social profiles', async ({
  page,
}) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  for (const name of ['Change Log', 'FAQ']) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', /\/$/)
  }
  await expect(footer.getByRole('link', { name: /^Feedback/ })).toHaveAttribute('target', '_blank')
  await expect(footer.getByRole('link', { name: /^Terms & Policies/ })).toBeVisible()
  await expect(footer.locator('.social-links a')).toHaveCount(7)
  const year = new Date().getFullYear()
  await expect(footer).toContainText(`© 2000–${year}`)
})

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
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(before)
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

test.describe('header navigation from 992 px', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 992, 'desktop header only')

  test('the Tools dropdown opens on hover, 16 px below its trigger', async ({ page }) => {
    await gotoHydrated(page, '/')
    const trigger = page.getByRole('button', { name: 'Tools' })
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden()
    await trigger.hover()
    const tracker = page
      .getByRole('navigation', { name: 'Site' })
      .getByRole('link', { name: 'Trinket Tracker' })
    await expect(tracker).toBeVisible()
    await expect(
      page
        .getByRole('navigation', { name: 'Site' })
        .getByRole('link', { name: 'Seasonal Overview' }),
    ).toBeVisible()
    const soon = page.getByRole('navigation', { name: 'Site' }).getByText('Loot Table (Soon™)')
    await expect(soon).toBeVisible()
    await expect(page.getByRole('banner').getByRole('link', { name: /Loot Table/ })).toHaveCount(0)
    const triggerBox = await trigger.boundingBox()
    const menuBox = await page.locator('.menu-content').boundingBox()
    expect(Math.round((menuBox?.y ?? 0) - ((triggerBox?.y ?? 0) + (triggerBox?.height ?? 0)))).toBe(
      16,
    )
    await tracker.click()
    await expect(page).toHaveURL(/\/trinket-tracker\/$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Trinket Tracker' })).toBeVisible()
  })

  test('the Tools dropdown works by keyboard alone', async ({ page }) => {
    await gotoHydrated(page, '/')
    const trigger = page.getByRole('button', { name: 'Tools' })
    await trigger.focus()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    // Focus may have landed before the menu's code (it loads after the first paint); the menu
    // then opened on its own. Let it settle before walking through it.
    await expect(page.locator('.menu-content')).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(
      page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Trinket Tracker' }),
    ).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(
      page
        .getByRole('navigation', { name: 'Site' })
        .getByRole('link', { name: 'Seasonal Overview' }),
    ).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/seasonal-overview\/$/)
  })

  test('a click right after hovering keeps the Tools dropdown open; a second click closes it', async ({
    page,
  }) => {
    await gotoHydrated(page, '/')
    const trigger = page.getByRole('button', { name: 'Tools' })
    const tracker = page
      .getByRole('navigation', { name: 'Site' })
      .getByRole('link', { name: 'Trinket Tracker' })
    await trigger.hover()
    await expect(tracker).toBeVisible()
    await trigger.click()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await expect(tracker).toBeVisible()
    await trigger.click()
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(tracker).toBeHidden()
  })

  test('one tap opens the Tools dropdown on a touch screen 992 px or wider', async ({
    browser,
    baseURL,
  }) => {
    test.skip(test.info().project.name !== 'desktop', 'one touch tablet is enough')
    // An iPad held sideways: a touch screen with the desktop header.
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 1024, height: 768 },
      hasTouch: true,
    })
    const page = await context.newPage()
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    const trigger = page.getByRole('button', { name: 'Tools' })
    await trigger.tap()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    const overview = page
      .getByRole('navigation', { name: 'Site' })
      .getByRole('link', { name: 'Seasonal Overview' })
    await expect(overview).toBeVisible()
    await overview.tap()
    await expect(page).toHaveURL(/\/seasonal-overview\/$/)
    await context.close()
  })

  test('the open Tools dropdown has no axe violations, and Tab past it closes it', async ({
    page,
  }) => {
    await gotoHydrated(page, '/')
    const trigger = page.getByRole('button', { name: 'Tools' })
    await trigger.hover()
    await expect(
      page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Trinket Tracker' }),
    ).toBeVisible()
    const results = await new AxeBuilder({ page }).analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])

    await page.mouse.move(0, 400)
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await trigger.focus()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    for (const name of ['Trinket Tracker', 'Seasonal Overview', 'Change Log']) {
      await page.keyboard.press('Tab')
      await expect(
        page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name }),
      ).toBeFocused()
    }
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
  })

  test('Change Log, FAQ and an external Feedback link sit beside Tools', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Site' })
    await expect(nav.getByRole('link', { name: 'Change Log' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'FAQ' })).toBeVisible()
    const feedback = nav.getByRole('link', { name: /^Feedback/ })
    await expect(feedback).toHaveAttribute('rel', /noopener/)
    await expect(feedback).toHaveAttribute('href', /^https:\/\//)
  })
})

test.describe('slide-in menu below 992 px', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 992, 'phone and tablet only')

  test('opens from the left with every entry, traps focus, and closes in 300 ms', async ({
    page,
  }) => {
    await gotoHydrated(page, '/')
    await expect(page.getByRole('navigation', { name: 'Site' })).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    const sheet = page.getByRole('dialog', { name: 'Menu' })
    await expect(sheet).toBeVisible()
    // It slides in from the left edge (the open animation may still be running).
    await expect.poll(async () => (await sheet.boundingBox())?.x).toBe(0)
    for (const name of ['Trinket Tracker', 'Seasonal Overview', 'Change Log', 'FAQ']) {
      await expect(sheet.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await expect(sheet.getByText('Loot Table (Soon™)')).toBeVisible()
    await expect(sheet.getByRole('link', { name: /Loot Table/ })).toHaveCount(0)
    await expect(sheet.getByRole('link', { name: /^Feedback/ })).toBeVisible()
    await expect(sheet.locator('.social-links a')).toHaveCount(7)
    await expect(sheet.getByRole('link', { name: 'Vaultwise' })).toBeVisible()

    // Focus stays inside the panel however far one tabs.
    for (let i = 0; i < 25; i++) await page.keyboard.press('Tab')
    expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true)

    // Click Close and read the panel right after React commits the closed state: it must stay
    // mounted to play its 300 ms close animation.
    const closing = await page.evaluate(async () => {
      document.querySelector<HTMLButtonElement>('button[aria-label="Close menu"]')?.click()
      await new Promise((resolve) => setTimeout(resolve, 0))
      const panel = document.querySelector<HTMLElement>('.sheet')
      return panel
        ? { state: panel.dataset.state, duration: getComputedStyle(panel).animationDuration }
        : null
    })
    expect(closing).toEqual({ state: 'closed', duration: '0.3s' })
    await expect(sheet).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
  })

  test('Escape closes it and a link navigates and closes it', async ({ page }) => {
    await gotoHydrated(page, '/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()

    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'FAQ' }).click()
    await expect(page).toHaveURL(/\/faq\/$/)
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
    await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible()
  })

  test('the social links share one row at the foot of the panel, even at 320 px', async ({
    page,
  }) => {
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 740 })
      await gotoHydrated(page, '/')
      await page.getByRole('button', { name: 'Open menu' }).click()
      const sheet = page.getByRole('dialog', { name: 'Menu' })
      await expect(sheet).toBeVisible()
      const links = sheet.locator('.social-links a')
      await expect(links).toHaveCount(7)
      const tops = await links.evaluateAll((all) =>
        all.map((link) => Math.round(link.getBoundingClientRect().top)),
      )
      expect(new Set(tops).size, `one row at ${width} px`).toBe(1)
      const panel = await sheet.boundingBox()
      const row = await sheet.locator('.social-links').boundingBox()
      // Pinned to the bottom: only the panel's bottom padding lies below the row.
      const gap = (panel?.y ?? 0) + (panel?.height ?? 0) - ((row?.y ?? 0) + (row?.height ?? 0))
      expect(gap, `gap below the row at ${width} px`).toBeLessThanOrEqual(32)
    }
  })

  test('widening the window to 992 px closes the menu and frees the page', async ({ page }) => {
    await gotoHydrated(page, '/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    await page.setViewportSize({ width: 1200, height: 800 })
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow))
      .not.toBe('hidden')
    await expect(page.getByRole('button', { name: 'Tools' })).toBeVisible()
  })

  test('page scrolling is locked while the menu is open', async ({ page }) => {
    await gotoHydrated(page, '/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    await page.mouse.wheel(0, 800)
    await page.keyboard.press('PageDown')
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })
})

test('a malformed search parameter never breaks the page', anyWidth, async ({ page }) => {
  // A bad value would break the page when the router reads it, at hydration.
  const response = await gotoHydrated(
    page,
    '/trinket-tracker/?items=%5B%7B&wowClass=%7B%22x%22%3A1%7D',
  )
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Trinket Tracker' })).toBeVisible()
})
