// The tracker as a player meets it on a phone, with a keyboard, and on coming back (issue 20):
// no sideways scroll, whole spec names, the chosen class in view, few tab stops and a remembered
// view. Its placeholder while the data is on its way: tracker-slow-connection.spec.ts.
import { expect, gotoHydrated, type Page, Tracker, test } from './fixtures'

const widths = [375, 414, 800, 1280, 1600]

function pageScrollsSideways(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
}

test.describe('at every width, with the filters open', () => {
  for (const width of widths) {
    test(`${width} px: no sideways scroll, and every spec name shown whole`, async ({
      page,
      tracker,
    }, info) => {
      // Each test sets its own width, so one project runs them all.
      test.skip(info.project.name !== 'desktop', 'sets its own width')
      await page.setViewportSize({ width, height: 900 })
      await tracker.open('?wowClass=warrior')
      await tracker.showFilters()
      expect(await pageScrollsSideways(page)).toBe(false)

      // Every class in turn: each spec chip shows its whole name, never cut or broken mid-word.
      const classes = page.getByRole('radiogroup', { name: 'Class' }).getByRole('radio')
      const count = await classes.count()
      expect(count).toBe(13)
      for (let index = 0; index < count; index++) {
        await classes.nth(index).click()
        const names = page.locator('.spec-chip .spec-name')
        await expect(names.first()).toBeVisible()
        const clipped = await names.evaluateAll((elements) =>
          elements
            .filter((name) => {
              const chip = name.closest('.spec-chip')?.getBoundingClientRect()
              const box = name.getBoundingClientRect()
              const lineHeight = Number.parseFloat(getComputedStyle(name).lineHeight)
              const brokenWord = !name.textContent?.includes(' ') && box.height > lineHeight * 1.5
              return !chip || box.right > chip.right || box.left < chip.left || brokenWord
            })
            .map((name) => name.textContent),
        )
        expect(clipped).toEqual([])
      }
      expect(await pageScrollsSideways(page)).toBe(false)
    })
  }
})

test('on a phone, a shared link brings its class into view without moving the page', async ({
  page,
  tracker,
}, info) => {
  test.skip(info.project.name !== 'phone', 'the class strip scrolls sideways on phones only')
  for (const width of [375, 414]) {
    await page.setViewportSize({ width, height: 740 })
    await tracker.open('?wowClass=warrior')
    const strip = page.getByRole('radiogroup', { name: 'Class' })
    const warrior = strip.getByRole('radio', { name: 'Warrior' })
    await expect(warrior).toHaveAttribute('aria-checked', 'true')
    const stripBox = await strip.boundingBox()
    const chipBox = await warrior.boundingBox()
    expect(stripBox && chipBox).toBeTruthy()
    if (stripBox && chipBox) {
      expect(chipBox.x).toBeGreaterThanOrEqual(stripBox.x)
      expect(chipBox.x + chipBox.width).toBeLessThanOrEqual(stripBox.x + stripBox.width)
    }
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  }
})

test('a chosen spec folds the picker, so the results are in view at 1280 × 900', async ({
  page,
  tracker,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'a desktop window')
  await page.setViewportSize({ width: 1280, height: 900 })
  await tracker.open()
  await page.getByRole('button', { name: 'Deny' }).click()
  await tracker.chooseSpec('Mage', 'Frost')
  await expect(tracker.heading('Frost Mage')).toBeInViewport()
  await expect(page.locator('.trinket-list .trinket-row').first()).toBeInViewport()
  // The way back into the picker takes focus, so the keyboard is not lost.
  await expect(page.getByRole('button', { name: /^Change/ })).toBeFocused()
})

test('the keyboard reaches the first Track button in few steps', async ({ page, tracker }) => {
  await tracker.open('?wowClass=mage&wowSpec=frost')
  await page.getByRole('button', { name: 'Deny' }).click()
  await page.evaluate(() => window.scrollTo(0, 0))

  /** Presses Tab until a Track button has focus; how many presses that took. */
  async function tabsToFirstTrack(): Promise<number> {
    for (let presses = 1; presses <= 80; presses++) {
      await page.keyboard.press('Tab')
      const name = await page.evaluate(
        () => document.activeElement?.getAttribute('aria-label') ?? '',
      )
      if (/^Track(ed)? /.test(name)) return presses
    }
    return Number.POSITIVE_INFINITY
  }

  // From the top of the page, straight through (the class and spec are one stop each).
  await page.getByRole('main').focus()
  expect(await tabsToFirstTrack()).toBeLessThanOrEqual(20)

  // With "Skip to results", fewer.
  await page.getByRole('main').focus()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to results' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('#results')).toBeFocused()
  expect(await tabsToFirstTrack()).toBeLessThanOrEqual(12)

  // The class and spec are radio groups: one tab stop, arrow keys between choices.
  await page.getByRole('button', { name: /^Change/ }).click()
  const mage = page.getByRole('radio', { name: 'Mage', exact: true })
  await expect(mage).toBeFocused()
  await page.keyboard.press('ArrowRight', { delay: 60 })
  await expect(page.getByRole('radio', { name: 'Monk', exact: true })).toBeFocused()
  await expect(tracker.heading('Monk')).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('radio', { name: /^Brewmaster/ })).toBeFocused()
  await page.keyboard.press('ArrowRight', { delay: 60 })
  await expect(page.getByRole('heading', { name: /^Trinkets for Mistweaver Monk/ })).toBeVisible()
  // Walking by arrows keeps the picker open; leaving it folds it.
  await expect(page.getByRole('radio', { name: /^Mistweaver/ })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Keep Mistweaver' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('radio', { name: /^Mistweaver/ })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Class and spec' })).toContainText(
    'Mistweaver Monk',
  )

  // A tracked trinket's button says so; the tracked panel is a jump away at every width.
  const firstTrack = page.locator('.trinket-row .track-toggle').first()
  await firstTrack.click()
  await expect(firstTrack).toHaveText('Tracked')
  await expect(page.getByRole('link', { name: '1 tracked ↓' })).toBeVisible()
})

test('the tracker remembers the last spec, trackings and item level; a link wins; Start over clears', async ({
  page,
  tracker,
}) => {
  await tracker.open('?wowClass=mage&wowSpec=frost&ilvl=key-10')
  await page.locator('.trinket-row .track-toggle').first().click()
  await expect.poll(() => tracker.param('items')).toMatch(/^\d+$/)
  const remembered = new URL(page.url()).searchParams

  // The menu's link carries no parameters: the view comes back.
  await gotoHydrated(page, '/faq/')
  const menu = page.getByRole('button', { name: 'Open menu' })
  if (await menu.isVisible()) await menu.click()
  else await page.getByRole('button', { name: 'Tools' }).hover()
  await page.getByRole('link', { name: 'Trinket Tracker' }).first().click()
  await expect(tracker.heading('Frost Mage')).toBeVisible()
  await expect.poll(() => tracker.param('items')).toBe(remembered.get('items'))
  await expect.poll(() => tracker.param('ilvl')).toBe('key-10')

  // A fresh visit to the bare page does too, and shows no "every spec" list on the way.
  await page.goto(Tracker.path)
  await expect(tracker.heading('Frost Mage')).toBeVisible()

  // A link with its own spec wins, whole.
  await tracker.open('?wowClass=priest&wowSpec=holy')
  await expect(tracker.heading('Holy Priest')).toBeVisible()
  await expect(tracker.trackedPanel()).toContainText('Tracked 0')

  // Start over clears the page and what is remembered.
  await page.getByRole('button', { name: 'Start over' }).click()
  await expect(tracker.heading('every spec')).toBeVisible()
  await tracker.open()
  await expect(tracker.heading('every spec')).toBeVisible()
})
