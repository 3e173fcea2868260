// The tracker as a player meets it on a phone, with a keyboard, and on coming back (issue 20):
// no sideways scroll, whole spec names, the chosen class in view, few tab stops, a remembered
// view, and a placeholder that shimmers while a slow data file is on its way.
import { expect, type Page, test } from './fixtures'

const tracker = '/trinket-tracker/'
const widths = [375, 414, 800, 1280, 1600]

/** Opens a tracker URL and waits until the page answers input (hydrated with its data). */
async function open(page: Page, url: string) {
  await page.goto(url)
  await page.locator('.tracker-results[data-hydrated]').waitFor()
}

async function openFilters(page: Page) {
  const toggle = page.getByRole('button', { name: /^Filters/ })
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
}

function pageScrollsSideways(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
}

test.describe('at every width, with the filters open', () => {
  for (const width of widths) {
    test(`${width} px: no sideways scroll, and every spec name shown whole`, async ({
      page,
    }, info) => {
      // Each test sets its own width, so one project runs them all.
      test.skip(info.project.name !== 'desktop', 'sets its own width')
      await page.setViewportSize({ width, height: 900 })
      await open(page, `${tracker}?wowClass=warrior`)
      await openFilters(page)
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
}, info) => {
  test.skip(info.project.name !== 'phone', 'the class strip scrolls sideways on phones only')
  for (const width of [375, 414]) {
    await page.setViewportSize({ width, height: 740 })
    await open(page, `${tracker}?wowClass=warrior`)
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
}, info) => {
  test.skip(info.project.name !== 'desktop', 'a desktop window')
  await page.setViewportSize({ width: 1280, height: 900 })
  await open(page, tracker)
  await page.getByRole('button', { name: 'Deny' }).click()
  await page.getByRole('radio', { name: 'Mage' }).click()
  await page.getByRole('radio', { name: /^Frost/ }).click()
  await expect(page.getByRole('heading', { name: 'Trinkets for Frost Mage' })).toBeInViewport()
  await expect(page.locator('.trinket-list .trinket-row').first()).toBeInViewport()
  // The way back into the picker takes focus, so the keyboard is not lost.
  await expect(page.getByRole('button', { name: /^Change/ })).toBeFocused()
})

test('the keyboard reaches the first Track button in few steps', async ({ page }) => {
  await open(page, '/trinket-tracker/?wowClass=mage&wowSpec=frost')
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
  await expect(page.getByRole('heading', { name: 'Trinkets for Monk' })).toBeVisible()
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
}) => {
  await open(page, '/trinket-tracker/?wowClass=mage&wowSpec=frost&ilvl=key-10')
  await page.locator('.trinket-row .track-toggle').first().click()
  await expect.poll(() => new URL(page.url()).searchParams.get('items')).toMatch(/^\d+$/)
  const remembered = new URL(page.url()).searchParams

  // The menu's link carries no parameters: the view comes back.
  await page.goto('/faq/')
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  const menu = page.getByRole('button', { name: 'Open menu' })
  if (await menu.isVisible()) await menu.click()
  else await page.getByRole('button', { name: 'Tools' }).hover()
  await page.getByRole('link', { name: 'Trinket Tracker' }).first().click()
  await expect(page.getByRole('heading', { name: 'Trinkets for Frost Mage' })).toBeVisible()
  await expect
    .poll(() => new URL(page.url()).searchParams.get('items'))
    .toBe(remembered.get('items'))
  await expect.poll(() => new URL(page.url()).searchParams.get('ilvl')).toBe('key-10')

  // A fresh visit to the bare page does too, and shows no "every spec" list on the way.
  await page.goto(tracker)
  await expect(page.getByRole('heading', { name: 'Trinkets for Frost Mage' })).toBeVisible()

  // A link with its own spec wins, whole.
  await open(page, '/trinket-tracker/?wowClass=priest&wowSpec=holy')
  await expect(page.getByRole('heading', { name: 'Trinkets for Holy Priest' })).toBeVisible()
  await expect(page.getByRole('region', { name: /^Tracked/ })).toContainText('Tracked 0')

  // Start over clears the page and what is remembered.
  await page.getByRole('button', { name: 'Start over' }).click()
  await expect(page.getByRole('heading', { name: 'Trinkets for every spec' })).toBeVisible()
  await open(page, tracker)
  await expect(page.getByRole('heading', { name: 'Trinkets for every spec' })).toBeVisible()
})

/**
 * Holds the season's data file until the returned function is called, as a slow connection
 * would.
 */
async function holdSeasonFile(page: Page) {
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/season-[^/]*\.json$/, async (route) => {
    await released
    await route.continue()
  })
  return release
}

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

test.describe('a slow season file', () => {
  test("a returning player's bare tracker shows the remembered spec's placeholder, shimmering, never blank cards", async ({
    page,
  }) => {
    // A player who chose Frost Mage before comes back to the bare page (the menu's link).
    await open(page, '/trinket-tracker/?wowClass=mage&wowSpec=frost')
    const release = await holdSeasonFile(page)
    await page.goto(tracker, { waitUntil: 'commit' })
    await expect(page.locator('html')).toHaveAttribute('data-tracker-pending', 'spec')
    await expect(page.locator('.list-skeleton').first()).toBeVisible()
    await expect(page.getByText('Choose a class to see its specs.')).toBeHidden()
    await expect(page.locator('.trinket-list')).toBeHidden()
    // Shimmering, at the size of the folded picker that follows (no shift when it comes).
    await expect
      .poll(async () => (await pickerPlaceholder(page))?.animation)
      .toBe('tracker-shimmer')
    const placeholderHeight = (await pickerPlaceholder(page))?.height
    const stillCards = await page.evaluate(
      () =>
        [...document.querySelectorAll('.skeleton-card, .skeleton-line')].filter(
          (element) => getComputedStyle(element).animationName !== 'tracker-shimmer',
        ).length,
    )
    expect(stillCards).toBe(0)

    release()
    await expect(page.getByRole('heading', { name: 'Trinkets for Frost Mage' })).toBeVisible()
    await expect(page.locator('html')).not.toHaveAttribute('data-tracker-pending')
    await expect(page.locator('.trinket-list')).toBeVisible()
    const folded = await page.getByRole('region', { name: 'Class and spec' }).boundingBox()
    expect(Math.abs((folded?.height ?? 0) - (placeholderHeight ?? 0))).toBeLessThanOrEqual(1)
  })

  test("a spec's shared link with more in it shows the spec at once and the list's placeholder", async ({
    page,
  }) => {
    const release = await holdSeasonFile(page)
    await page.goto('/trinket-tracker/?wowClass=mage&wowSpec=frost&ilvl=key-10', {
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
    release()
    await expect(page.getByText('item level: mythic+ +10')).toBeVisible()
  })

  test('holds still under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await open(page, '/trinket-tracker/?wowClass=mage&wowSpec=frost')
    const release = await holdSeasonFile(page)
    await page.goto(tracker, { waitUntil: 'commit' })
    await expect(page.locator('html')).toHaveAttribute('data-tracker-pending', 'spec')
    await expect.poll(async () => (await pickerPlaceholder(page))?.animation).toBe('none')
    release()
    await expect(page.getByRole('heading', { name: 'Trinkets for Frost Mage' })).toBeVisible()
  })
})
