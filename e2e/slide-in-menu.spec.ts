// The slide-in menu that holds the navigation below 992 px.
import { expect, gotoHydrated, test } from './fixtures'

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
