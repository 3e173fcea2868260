import { expect, test } from '@playwright/test'

const routes = [
  { path: '/', heading: 'Vaultwise' },
  { path: '/trinket-tracker/', heading: 'Trinket Tracker' },
  { path: '/seasonal-overview/', heading: 'Seasonal Overview' },
  { path: '/faq/', heading: 'FAQ' },
  { path: '/change-log/', heading: 'Change Log' },
]

test.describe('every route lives in the shell', () => {
  for (const route of routes) {
    test(`${route.path} has one header, main and footer, and its own title`, async ({ page }) => {
      await page.goto(route.path)
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible()
      await expect(page.getByRole('banner')).toHaveCount(1)
      await expect(page.getByRole('main')).toHaveCount(1)
      await expect(page.getByRole('contentinfo')).toHaveCount(1)
      await expect(page).toHaveTitle(
        new RegExp(route.heading === 'Vaultwise' ? 'Vaultwise' : `${route.heading} · Vaultwise`),
      )
    })
  }
})

test('an unknown path shows Not Found inside the shell with HTTP 404', async ({ page }) => {
  const response = await page.goto('/no-such-page/')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('main')).toContainText('Not Found')
  await expect(page.getByRole('banner')).toBeVisible()
})
