// The Trinket Tracker while its season file is still on the way, as on a slow connection: the page
// shows a shimmering placeholder of what the link or the remembered view will be, never another
// view's list or blank cards, and the answer takes its place without moving the page.
import {
  anyWidth,
  expect,
  failOnPageErrors,
  type Page,
  recordLayoutShifts,
  Tracker,
  test,
} from './fixtures'

const frostMage = '?wowClass=mage&wowSpec=frost'

// Facts from data/season.json the tests lean on.
const lightspireCore = { id: 250214, name: 'Lightspire Core' }
const merekthasFang = { name: "Merektha's Fang" } // strength: no mage can use it

/**
 * The picker's placeholder (the prerendered picker while the page is pending, or the loading
 * skeleton's): its animation and height.
 */
function pickerPlaceholder(page: Page) {
  return page.evaluate(() => {
    const element =
      document.querySelector('.skeleton-picker') ?? document.querySelector('.spec-picker')
    return element
      ? {
          animation: getComputedStyle(element).animationName,
          height: Math.round(element.getBoundingClientRect().height),
        }
      : null
  })
}

failOnPageErrors()

test("a returning player's bare tracker shows the remembered spec's placeholder, shimmering, never blank cards", async ({
  page,
  tracker,
}) => {
  // A player who chose Frost Mage before comes back to the bare page (the menu's link).
  await tracker.open(frostMage)
  const release = await tracker.holdSeasonFile()
  const layoutShift = await recordLayoutShifts(page)
  await page.goto(Tracker.path, { waitUntil: 'commit' })
  await expect(page.locator('html')).toHaveAttribute('data-tracker-pending', 'spec')
  await expect(page.locator('.list-skeleton').first()).toBeVisible()
  await expect(page.getByText('Choose a class to see its specs.')).toBeHidden()
  await expect(page.locator('.trinket-list')).toBeHidden()
  // Shimmering, at the size of the folded picker that follows (no shift when it comes).
  await expect.poll(async () => (await pickerPlaceholder(page))?.animation).toBe('tracker-shimmer')
  const placeholderHeight = (await pickerPlaceholder(page))?.height
  const stillCards = await page.evaluate(
    () =>
      [...document.querySelectorAll('.skeleton-card, .skeleton-line')].filter(
        (element) => getComputedStyle(element).animationName !== 'tracker-shimmer',
      ).length,
  )
  expect(stillCards).toBe(0)

  release()
  await expect(tracker.heading('Frost Mage')).toBeVisible()
  await expect(page.locator('html')).not.toHaveAttribute('data-tracker-pending')
  await expect(page.locator('.trinket-list')).toBeVisible()
  const folded = await page.getByRole('region', { name: 'Class and spec' }).boundingBox()
  expect(Math.abs((folded?.height ?? 0) - (placeholderHeight ?? 0))).toBeLessThanOrEqual(1)
  // The prerendered page hydrates under the placeholder, then the spec's view replaces it: its
  // guides' bar comes with its list, not a frame earlier pushing the placeholder down.
  await page.waitForTimeout(300)
  expect(await layoutShift()).toBeLessThan(0.01)
})

test("a spec's shared link with more in it shows the spec at once and the list's placeholder, then its own view without a shift", async ({
  page,
  tracker,
}) => {
  const release = await tracker.holdSeasonFile()
  const layoutShift = await recordLayoutShifts(page)
  await page.goto(`${Tracker.path}${frostMage}&items=${lightspireCore.id}&ilvl=key-10`, {
    waitUntil: 'commit',
  })
  await expect(page.locator('html')).toHaveAttribute('data-tracker-pending', 'spec')
  await expect(page.getByRole('region', { name: 'Class and spec' })).toContainText('Frost Mage')
  await expect(page.locator('.list-skeleton').first()).toBeVisible()
  expect(
    await page
      .locator('.list-skeleton .skeleton-line')
      .first()
      .evaluate((element) => getComputedStyle(element).animationName),
  ).toBe('tracker-shimmer')
  // The list in the HTML is not this link's answer, so it is not shown as one.
  await expect(tracker.link(merekthasFang.name)).toBeHidden()
  // The buttons above the list keep room for the "1 tracked ↓" to come (a row of its own on a
  // phone), so the list does not move down when it comes.
  const actions = page.locator('.results-actions')
  const actionsHeight = (await actions.boundingBox())?.height ?? 0

  release()
  await expect(tracker.heading('Frost Mage')).toBeVisible()
  await expect(tracker.trackToggle(lightspireCore.name)).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('link', { name: '1 tracked ↓' })).toBeVisible()
  expect(
    Math.abs(((await actions.boundingBox())?.height ?? 0) - actionsHeight),
  ).toBeLessThanOrEqual(1)
  await expect(page.getByText('item level: mythic+ +10')).toBeVisible()
  await expect(tracker.link(merekthasFang.name)).toHaveCount(0)
  await page.waitForTimeout(300)
  expect(await layoutShift()).toBeLessThan(0.02)
})

test('the placeholder holds still under reduced motion', anyWidth, async ({ page, tracker }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await tracker.open(frostMage)
  const release = await tracker.holdSeasonFile()
  await page.goto(Tracker.path, { waitUntil: 'commit' })
  await expect(page.locator('html')).toHaveAttribute('data-tracker-pending', 'spec')
  await expect.poll(async () => (await pickerPlaceholder(page))?.animation).toBe('none')
  release()
  await expect(tracker.heading('Frost Mage')).toBeVisible()
})
