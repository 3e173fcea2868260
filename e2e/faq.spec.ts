// The FAQ as a player uses it, against the production build.
import { siteConfig } from '../src/config/site'
import { visitorCookieName } from '../src/features/analytics/visitor-cookie'
import { formatDate } from '../src/lib/format-date'
import { anyWidth, expect, gotoSettled, openWithoutScripts, type Page, test } from './fixtures'
import { dataset } from './season-dataset'

/**
 * Opens the FAQ once its answers answer input. They hydrate after the rest of the page, when
 * their chunk has come; on a loaded machine that can be after the network is idle, and a link in
 * an answer clicked before it is a plain link that loads its page afresh.
 */
async function openFaq(page: Page, url: string) {
  await gotoSettled(page, url)
  await page.locator('.faq-tabs[data-hydrated]').waitFor({ state: 'attached' })
}

test.describe('FAQ', () => {
  const tab = (page: Page, name: string) => page.getByRole('tab', { name })

  test('the tab in the address is the tab shown', anyWidth, async ({ page }) => {
    await openFaq(page, '/faq/?tab=data-privacy')
    await expect(tab(page, 'Data & Privacy')).toHaveAttribute('aria-selected', 'true')
    await expect(
      page.getByRole('heading', { name: 'What does the site store about me?' }),
    ).toBeVisible()
    await expect(page.getByRole('heading', { name: 'What is Vaultwise?' })).toBeHidden()
  })

  test(
    'choosing a tab writes it to the address without adding a history entry',
    anyWidth,
    async ({ page }) => {
      await page.goto('/change-log/')
      await openFaq(page, '/faq/')
      await expect(tab(page, 'General')).toHaveAttribute('aria-selected', 'true')
      await tab(page, 'Trinket Tracker').click()
      await expect(page).toHaveURL(/\/faq\/\?tab=trinket-tracker$/)
      await expect(
        page.getByRole('heading', { name: 'How are the item levels worked out?' }),
      ).toBeVisible()
      await tab(page, 'Seasonal Overview').click()
      await expect(page).toHaveURL(/\?tab=seasonal-overview$/)
      await page.goBack()
      await expect(page).toHaveURL(/\/change-log\/$/)
    },
  )

  test(
    'an unknown tab falls back to the first one without an error',
    anyWidth,
    async ({ page }) => {
      await openFaq(page, '/faq/?tab=no-such-tab')
      await expect(tab(page, 'General')).toHaveAttribute('aria-selected', 'true')
      await expect(page.getByText('Something went wrong!')).toHaveCount(0)
      // A tab the router reads as a number or a list is no tab either.
      for (const malformed of ['7', '[]', '{}']) {
        await openFaq(page, `/faq/?tab=${encodeURIComponent(malformed)}`)
        await expect(tab(page, 'General')).toHaveAttribute('aria-selected', 'true')
        await expect(page.getByText('Something went wrong!')).toHaveCount(0)
      }
    },
  )

  test(
    'a link to an answer in another tab opens that tab and scrolls to it',
    anyWidth,
    async ({ page }) => {
      await openFaq(page, '/faq/?tab=general#how-fresh-is-the-data')
      await expect(tab(page, 'Data & Privacy')).toHaveAttribute('aria-selected', 'true')
      await expect(page).toHaveURL(/\?tab=data-privacy#how-fresh-is-the-data$/)
      const answer = page.locator('#how-fresh-is-the-data')
      await expect(answer.getByRole('heading')).toBeInViewport()
      await expect(answer).toContainText(formatDate(dataset.season.dataAsOf))
    },
  )

  test('a link to an answer further down its own tab scrolls to it', anyWidth, async ({ page }) => {
    await openFaq(page, '/faq/?tab=data-privacy#how-do-i-change-my-cookie-choice')
    await expect(tab(page, 'Data & Privacy')).toHaveAttribute('aria-selected', 'true')
    await expect(
      page.locator('#how-do-i-change-my-cookie-choice').getByRole('heading'),
    ).toBeInViewport()
  })

  test(
    'names every cookie the site sets, by the names it really uses',
    anyWidth,
    async ({ page }) => {
      // The tab in the address is read once the page has hydrated.
      await openFaq(page, '/faq/?tab=data-privacy')
      const answer = page.locator('#what-does-the-site-store')
      for (const name of [
        siteConfig.consentCookies.analytics,
        siteConfig.consentCookies.updated,
        visitorCookieName,
      ]) {
        await expect(answer.locator('code', { hasText: name })).toBeVisible()
      }
      // It says plainly what is measured and for what, and why the banner reads as it does.
      await expect(answer.getByText(/What is measured, only after Accept/)).toBeVisible()
      await expect(answer.getByText(/assist in our marketing efforts/)).toBeVisible()
      await expect(page.locator('#what-does-the-tracker-remember')).toContainText('local storage')
    },
  )

  test('the way it gives to change the cookie choice brings the banner back', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([
      { name: siteConfig.consentCookies.updated, value: 'true', url: baseURL },
      { name: siteConfig.consentCookies.analytics, value: 'false', url: baseURL },
    ])
    await openFaq(page, '/faq/?tab=data-privacy#how-do-i-change-my-cookie-choice')
    const banner = page.getByRole('region', { name: 'Cookie consent' })
    await expect(banner).toBeHidden()
    const answer = page.locator('#how-do-i-change-my-cookie-choice')
    await expect(answer).toContainText('Cookie settings at the bottom of any page')
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click()
    await expect(banner).toBeVisible()
  })

  test('questions are not landmarks, and the four tabs share one row from 768 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 800, height: 900 })
    await openFaq(page, '/faq/')
    await expect(page.locator('#what-is-vaultwise')).toBeVisible()
    await expect(page.getByRole('main').getByRole('region')).toHaveCount(0)
    const tops = await page
      .getByRole('tab')
      .evaluateAll((tabs) => tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)))
    expect(new Set(tops).size).toBe(1)
    await page.setViewportSize({ width: 375, height: 800 })
    const phoneTops = await page
      .getByRole('tab')
      .evaluateAll((tabs) => tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)))
    expect(new Set(phoneTops).size).toBe(2)
  })

  test(
    'a link in an answer opens that page in place, and one off the site opens a new tab',
    anyWidth,
    async ({ page }) => {
      await openFaq(page, '/faq/')
      const answer = page.locator('#how-do-i-give-feedback')
      await expect(answer.getByRole('link', { name: /feedback channel/ })).toHaveAttribute(
        'target',
        '_blank',
      )
      // A marker on the window survives a move inside the app, not a reload.
      await page.evaluate(() => Object.assign(window, { faqMarker: true }))
      await answer.getByRole('link', { name: 'Change Log' }).click()
      await expect(page).toHaveURL(/\/change-log\/$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Change Log' })).toBeVisible()
      expect(await page.evaluate(() => 'faqMarker' in window)).toBe(true)
    },
  )

  test(
    'the prerendered FAQ holds every answer before any script runs',
    anyWidth,
    async ({ browser }) => {
      const { context, page } = await openWithoutScripts(browser, '/faq/')
      await expect(page.getByRole('heading', { name: 'What is Vaultwise?' })).toBeVisible()
      // Other tabs' answers are in the page, hidden, for links to find.
      await expect(page.locator('#how-fresh-is-the-data')).toContainText(
        formatDate(dataset.season.dataAsOf),
      )
      await expect(page.locator('#what-do-the-marks-mean .fact-mark')).toHaveCount(3)
      await context.close()
    },
  )

  test('an answer links to another tab’s answer', anyWidth, async ({ page }) => {
    await openFaq(page, '/faq/?tab=trinket-tracker')
    await page
      .locator('#why-does-it-say-unknown')
      .getByRole('link', { name: 'what the marks mean' })
      .click()
    await expect(page).toHaveURL(/\?tab=seasonal-overview#what-do-the-marks-mean$/)
    await expect(page.locator('#what-do-the-marks-mean').getByRole('heading')).toBeInViewport()
  })
})
