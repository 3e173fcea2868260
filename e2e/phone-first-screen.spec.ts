// On a phone, a spec's link answers on its first screen: once the cookie choice is made, the
// name of the list's first trinket is visible without scrolling, and the guide bar folded to
// make room still opens.
import { anyWidth, expect, gotoHydrated, recordLayoutShifts, Tracker, test } from './fixtures'

const fire = {
  spec: 'Fire Mage',
  url: '/trinket-tracker/?wowClass=mage&wowSpec=fire',
  choice: 'Accept',
}
// The longest spec names: a healer's, after the other choice, and the longest of all.
const beastMasteryHunter = {
  spec: 'Beast Mastery Hunter',
  url: '/trinket-tracker/?wowClass=hunter&wowSpec=beast-mastery',
  choice: 'Accept',
}
const restorationShaman = {
  spec: 'Restoration Shaman',
  url: '/trinket-tracker/?wowClass=shaman&wowSpec=restoration',
  choice: 'Deny',
}
const links = [fire, restorationShaman, beastMasteryHunter]

test.describe('a spec link on a 375 × 800 phone', anyWidth, () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true })

  for (const { spec, url, choice } of links) {
    test(`${spec}: the first trinket's name is on the first screen after ${choice}`, async ({
      page,
    }) => {
      await gotoHydrated(page, url)
      await page
        .getByRole('region', { name: 'Cookie consent' })
        .getByRole('button', { name: choice })
        .click()
      await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden()
      const results = page.getByRole('region', { name: `Trinkets for ${spec}` })
      const firstName = results.locator('.trinket-name').first()
      await expect(firstName).toBeVisible()
      expect(await page.evaluate(() => window.scrollY)).toBe(0)
      const box = await firstName.boundingBox()
      expect(box, 'the first trinket has a box').not.toBeNull()
      expect(box?.y ?? -1).toBeGreaterThanOrEqual(0)
      expect((box?.y ?? 0) + (box?.height ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(800)
    })
  }

  test("the prerendered list stays through hydration and the hidden description is never drawn, so the page's largest paint is its first", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen = { skeleton: false, largestPaints: [] as string[] }
      Object.assign(window, { seen })
      new MutationObserver(() => {
        if (document.querySelector('.tracker-skeleton')) seen.skeleton = true
      }).observe(document, { childList: true, subtree: true })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element })[]) {
          seen.largestPaints.push(entry.element?.className ?? '')
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true })
    })
    const layoutShift = await recordLayoutShifts(page)
    await gotoHydrated(page, fire.url)
    await new Tracker(page).whenReady()
    await expect(page.locator('.lede')).toBeHidden()
    const seen = await page.evaluate(
      () => (window as unknown as { seen: { skeleton: boolean; largestPaints: string[] } }).seen,
    )
    // Hydration that swaps the list for its loading placeholder redraws the page, and on a phone
    // shows the description the spec page hides: then the page's largest paint, a second late.
    expect(seen.skeleton).toBe(false)
    expect(seen.largestPaints).not.toContain('lede')
    expect(await layoutShift()).toBeLessThan(0.01)
  })

  test('the folded guide bar opens to the top picks and the order', async ({ page }) => {
    await gotoHydrated(page, fire.url)
    const toggle = page.getByRole('button', { name: 'Top picks and order' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('heading', { name: 'Top picks for Fire Mage' })).toBeHidden()
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('heading', { name: 'Top picks for Fire Mage' })).toBeVisible()
    await expect(page.getByRole('radiogroup', { name: 'Order' })).toBeVisible()
  })
})

test('from 768 px the guide bar is open with no toggle', anyWidth, async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 800 })
  await gotoHydrated(page, fire.url)
  await expect(page.getByRole('heading', { name: 'Top picks for Fire Mage' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Top picks and order' })).toBeHidden()
})
