// The header's navigation from 992 px: the Tools dropdown by mouse, keyboard and touch.
import AxeBuilder from '@axe-core/playwright'
import { expect, gotoHydrated, test } from './fixtures'

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
