// The Trinket Tracker's link is its state, on a desktop and a phone: sharing it, history, and
// what a link holding unknown or malformed values opens.
import {
  allowClipboard,
  anyWidth,
  expect,
  failOnPageErrors,
  frostMage,
  lightspireCore,
  merekthasFang,
  Tracker,
  test,
} from './fixtures'

failOnPageErrors()

test('a copied share link opens the same view', anyWidth, async ({ page, tracker, browser }) => {
  const copied = await allowClipboard(page)
  await tracker.open(frostMage)
  await tracker.track(lightspireCore.name)
  await tracker.showFilters()
  await page.getByRole('button', { name: 'Mythic+ key' }).click()
  await page.getByLabel('Key level').selectOption('12')
  await page.getByRole('button', { name: /^Dungeon/ }).click()

  await page.getByRole('button', { name: 'Copy share link' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible()
  const link = await copied()
  expect(new URL(link).pathname).toBe(Tracker.path)
  expect(link).toBe(page.url())

  const other = new Tracker(await browser.newPage())
  await other.page.goto(link)
  await other.whenReady()
  await expect(other.heading('Frost Mage')).toBeVisible()
  await expect(other.trackToggle(lightspireCore.name)).toHaveAttribute('aria-pressed', 'true')
  await expect(other.page.getByText('item level: mythic+ +12')).toBeVisible()
  await expect(other.page.getByText(/^Showing \d+ of/)).toHaveText(
    (await page.getByText(/^Showing \d+ of/).innerText()).trim(),
  )
  await other.page.close()
})

test(
  'when the browser refuses the clipboard, the link is shown to copy by hand',
  anyWidth,
  async ({ page, tracker }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
      })
    })
    await tracker.open(frostMage)
    await page.getByRole('button', { name: 'Copy share link' }).click()
    const fallback = page.getByLabel(/did not let the page copy/)
    await expect(fallback).toBeVisible()
    await expect(fallback).toHaveValue(page.url())
  },
)

test(
  'back and forward restore the spec and tracked trinkets',
  anyWidth,
  async ({ page, tracker }) => {
    await tracker.open()
    await tracker.chooseSpec('Mage')
    await expect(tracker.heading('Mage')).toBeVisible()
    await page.getByRole('radio', { name: /^Frost/ }).click()
    await expect(tracker.heading('Frost Mage')).toBeVisible()
    await tracker.track(lightspireCore.name)
    await expect(tracker.trackToggle(lightspireCore.name)).toHaveAttribute('aria-pressed', 'true')

    await page.goBack()
    await expect(tracker.trackToggle(lightspireCore.name)).toHaveAttribute('aria-pressed', 'false')
    await expect(tracker.heading('Frost Mage')).toBeVisible()
    await page.goBack()
    await expect(tracker.heading('Mage')).toBeVisible()
    await page.goBack()
    await expect(tracker.heading('every spec')).toBeVisible()

    await page.goForward()
    await page.goForward()
    await expect(tracker.heading('Frost Mage')).toBeVisible()
    await page.goForward()
    await expect(tracker.trackToggle(lightspireCore.name)).toHaveAttribute('aria-pressed', 'true')
  },
)

test(
  'an unknown class or spec in the link is ignored with a short note',
  anyWidth,
  async ({ page, tracker }) => {
    const response = await tracker.open('?wowClass=bard&wowSpec=lute')
    expect(response?.status()).toBe(200)
    await expect(
      page.getByRole('status').filter({ hasText: '“bard” is not a class' }),
    ).toBeVisible()
    await expect(tracker.heading('every spec')).toBeVisible()

    await tracker.open('?wowClass=mage&wowSpec=blood')
    await expect(page.getByText('“blood” is not a Mage spec')).toBeVisible()
    await expect(tracker.heading('Mage')).toBeVisible()
  },
)

test(
  'malformed values in the link are dropped and the page still shows',
  anyWidth,
  async ({ page, tracker }) => {
    // Values the router reads as numbers or lists rather than text, and ids that are no item.
    await tracker.open(`${frostMage}&items=-1,0&boss=abc&source=[1]&use=7&ilvl=key-99&q=[]`)
    await expect(tracker.heading('Frost Mage')).toBeVisible()
    await expect(page.getByText('Something went wrong!')).toHaveCount(0)
    await expect(tracker.trackedPanel().getByRole('rowheader')).toHaveCount(0)

    // A link naming the remembered parameters wins even when what it says is malformed.
    await tracker.open('?items=-1&wowClass=7')
    await expect(tracker.heading('every spec')).toBeVisible()
    await expect(page.getByText('Something went wrong!')).toHaveCount(0)
  },
)

test(
  'unknown item ids are dropped with a note; trinkets the spec cannot use are marked',
  anyWidth,
  async ({ page, tracker }) => {
    await tracker.open(`${frostMage}&items=999999,${merekthasFang.id},${lightspireCore.id}`)
    await expect(
      page.getByRole('status').filter({ hasText: 'Item 999999 in the link is not a trinket' }),
    ).toBeVisible()
    const panel = tracker.trackedPanel()
    await expect(panel.getByRole('rowheader')).toHaveCount(2)
    await expect(panel.getByRole('rowheader', { name: /Merektha's Fang/ })).toContainText(
      'Not for Frost Mage',
    )
    await expect(panel.getByRole('rowheader', { name: /Lightspire Core/ })).not.toContainText(
      'Not for',
    )
    // The farm plan leaves out what the spec cannot use.
    await expect(panel.getByText('Run Temple of Sethraliss')).toHaveCount(0)
    await expect(panel.getByText(`Run ${lightspireCore.dungeon}`)).toBeVisible()

    // The next change writes a clean URL.
    await tracker.track(lightspireCore.name)
    await expect.poll(() => tracker.param('items')).toBe(String(merekthasFang.id))
  },
)
