// The shell when things go wrong: code that cannot be downloaded, and a page built last year.
import {
  anyWidth,
  expect,
  failCodeDownloads,
  gotoHydrated,
  recordPageErrors,
  test,
} from './fixtures'

test('if the header navigation code cannot be downloaded, the page stays whole with plain links', async ({
  page,
}) => {
  await failCodeDownloads(page, 'desktop-nav')
  await gotoHydrated(page, '/seasonal-overview/')
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Seasonal Overview' })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toContainText('© 2000–')
  const viewport = page.viewportSize()
  if ((viewport?.width ?? 0) >= 992) {
    // The prerendered navigation stays: its Tools menu opens on hover without the Radix code.
    const nav = page.getByRole('navigation', { name: 'Site' })
    await nav.getByRole('button', { name: 'Tools' }).hover()
    await nav.getByRole('link', { name: 'Trinket Tracker' }).click()
    await expect(page).toHaveURL(/\/trinket-tracker\/$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Trinket Tracker' })).toBeVisible()
  } else {
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
  }
})

test(
  'if code a page loads on demand cannot be downloaded, it reloads once, then shows the error view',
  anyWidth,
  async ({ page }) => {
    // The FAQ's own code is a chunk of its own, fetched when the FAQ is first wanted.
    let chunkRequests = 0
    await page.route(/\/assets\/faq-[\w-]+\.js$/, (route) => {
      chunkRequests++
      return route.abort()
    })
    let loads = 0
    page.on('load', () => {
      loads++
    })
    await gotoHydrated(page, '/change-log/')
    await expect(page.getByRole('heading', { level: 1, name: 'Change Log' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await page.evaluate(() =>
      document.querySelector<HTMLAnchorElement>('footer a[href="/faq/"]')?.click(),
    )
    const error = page.getByRole('alert')
    await expect(error.getByRole('heading', { name: 'Something went wrong!' })).toBeVisible({
      timeout: 15_000,
    })
    // One reload for the failure, then the same failure shows the error view instead of looping.
    expect(loads).toBe(2)
    expect(chunkRequests).toBeGreaterThan(0)
    await expect(error.locator('pre')).toBeHidden()
    await error.getByRole('button', { name: 'Show Error' }).click()
    await expect(error.locator('pre')).toContainText(/dynamically imported module.*faq-/)
    await error.getByRole('button', { name: 'Hide Error' }).click()
    await expect(error.locator('pre')).toBeHidden()
  },
)

test(
  'a page built last year hydrates without errors and shows the current year',
  anyWidth,
  async ({ page }) => {
    const errors = recordPageErrors(page, { failedLoads: true })
    const nextYear = new Date().getFullYear() + 1
    await page.clock.install({ time: new Date(`${nextYear}-01-02T10:00:00`) })
    await gotoHydrated(page, '/faq/')
    await expect(page.getByRole('contentinfo')).toContainText(`© 2000–${nextYear}`)
    await page.waitForLoadState('networkidle')
    expect(errors).toEqual([])
  },
)
