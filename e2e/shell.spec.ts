import { anyWidth, expect, gotoHydrated, openWithoutScripts, test } from './fixtures'

// The shell every page shares: its prerendered HTML, navigation without scripts, the Not Found
// page, the skip link and the footer. Every page's landmarks, head, preview image and axe check
// are in every-page.spec.ts (one visit a page); what happens when code fails to download is in
// shell-resilience.spec.ts; the header's navigation, the slide-in menu and moving between pages
// are in header-navigation.spec.ts, slide-in-menu.spec.ts and client-navigation.spec.ts.

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
  "a phone never downloads the laptop's navigation, and a window widened to 992 px gets it",
  anyWidth,
  async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    const navCode: string[] = []
    page.on('request', (request) => {
      if (/\/assets\/desktop-nav-[\w-]+\.js$/.test(request.url())) navCode.push(request.url())
    })
    // The mobile menu's panel is fetched when the phone is idle; by then the navigation would be.
    const menuPanel = page.waitForResponse(/\/assets\/mobile-menu-sheet-[\w-]+\.js$/)
    await gotoHydrated(page, '/faq/')
    await menuPanel
    expect(navCode).toEqual([])
    await page.setViewportSize({ width: 1280, height: 800 })
    const nav = page.getByRole('navigation', { name: 'Site' })
    await expect(nav.getByRole('button', { name: 'Tools' })).toHaveAttribute('data-state', 'closed')
    expect(navCode).toHaveLength(1)
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

test('a malformed search parameter never breaks the page', anyWidth, async ({ page }) => {
  // A bad value would break the page when the router reads it, at hydration.
  const response = await gotoHydrated(
    page,
    '/trinket-tracker/?items=%5B%7B&wowClass=%7B%22x%22%3A1%7D',
  )
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Trinket Tracker' })).toBeVisible()
})
