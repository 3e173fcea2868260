// The Trinket Tracker's list as a player uses it, on a desktop and a phone: the first page, the
// class and spec picker, and the filters.
import {
  anyWidth,
  coiledFangstone,
  expect,
  failOnPageErrors,
  frostMage,
  lightspireCore,
  merekthasFang,
  recordLayoutShifts,
  Tracker,
  test,
  vileVial,
} from './fixtures'

failOnPageErrors()

test(
  'the prerendered page opens on the season for every spec, without the dataset inlined',
  anyWidth,
  async ({ page }) => {
    const response = await page.request.get(Tracker.path)
    expect(response.status()).toBe(200)
    const html = await response.text()
    // Its first screen of trinkets as rows; the rest are named in one line until their rows
    // follow, once the page has started (see below).
    expect(html).toContain('Soulcoiler Ritual Vessel')
    const rest = /<p class="list-rest">.*?<\/p>/.exec(html)?.[0] ?? ''
    expect(rest).toContain(lightspireCore.name)
    expect(rest).not.toContain('Soulcoiler Ritual Vessel')
    expect(html).not.toMatch(/Show more/)
    expect(html).toContain('Trinkets for every spec')
    expect(html).not.toContain('"specIds"')
    expect(html).toMatch(/<meta property="og:image" content="[^"]*\/og\/trinket-tracker\.png"/)
    // The dataset is preloaded right after the first paint (scripts/paint-first.ts).
    expect(html).toMatch(/<script data-paint-first="">[^<]*\["\/assets\/season-[^"]+\.json"\]/)
  },
)

test('once the page has started, the list holds every trinket it counts, and nothing on screen moves', async ({
  page,
  tracker,
}) => {
  const layoutShift = await recordLayoutShifts(page)
  await tracker.open()
  const count = await page.locator('.results-count').innerText()
  const total = Number(/Showing (\d+) of/.exec(count)?.[1])
  expect(total).toBeGreaterThan(10)
  await expect(page.locator('.trinket-list .trinket-row')).toHaveCount(total)
  await expect(tracker.link(lightspireCore.name)).toBeAttached()
  await expect(page.getByRole('button', { name: /^Show more/ })).toHaveCount(0)
  await expect(page.getByText('Also in this list:')).toHaveCount(0)
  expect(await layoutShift()).toBeLessThan(0.01)
})

test('choosing a class and spec shows only what the spec can use and writes it to the URL', async ({
  page,
  tracker,
}) => {
  await tracker.open()
  await expect(tracker.heading('every spec')).toBeVisible()
  await expect(tracker.link(merekthasFang.name)).toBeVisible()

  await tracker.chooseSpec('Mage', 'Frost')

  await expect(tracker.heading('Frost Mage')).toBeVisible()
  await expect.poll(() => tracker.param('wowClass')).toBe('mage')
  await expect.poll(() => tracker.param('wowSpec')).toBe('frost')
  // The chosen spec folds the picker into one line, with a way back into it.
  const picker = page.getByRole('region', { name: 'Class and spec' })
  await expect(picker).toContainText('Frost Mage')
  await picker.getByRole('button', { name: /^Change/ }).click()
  await expect(page.getByRole('radio', { name: /^Frost/ })).toHaveAttribute('aria-checked', 'true')
  await expect(tracker.link(lightspireCore.name)).toBeVisible()
  await expect(tracker.link(merekthasFang.name)).toHaveCount(0)
})

test('filters narrow the list, counts say what a click will show, and a reload keeps it all', async ({
  page,
  tracker,
}) => {
  await tracker.open(frostMage)
  await tracker.showFilters()
  const dungeon = page.getByRole('button', { name: /^Dungeon/ })
  const dungeonCount = Number((await dungeon.locator('.count').innerText()).match(/\d+/)?.[0])
  expect(dungeonCount).toBeGreaterThan(0)

  await dungeon.click()
  await expect(page.getByText(`Showing ${dungeonCount} of`)).toBeVisible()
  await expect(dungeon).toHaveAttribute('aria-pressed', 'true')
  await expect.poll(() => tracker.param('source')).toBe('dungeon')

  await page.getByLabel('Search by name').fill('core')
  await expect(page.getByText('Showing 1 of')).toBeVisible()
  await expect(tracker.link(lightspireCore.name)).toBeVisible()
  await expect.poll(() => tracker.param('q')).toBe('core')

  await tracker.reload()
  await tracker.showFilters()
  await expect(page.getByLabel('Search by name')).toHaveValue('core')
  await expect(page.getByRole('button', { name: /^Dungeon/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(page.getByText('Showing 1 of')).toBeVisible()
  await expect(tracker.heading('Frost Mage')).toBeVisible()

  await page.getByRole('button', { name: 'Clear filters' }).click()
  await expect(page.getByLabel('Search by name')).toHaveValue('')
  await expect.poll(() => page.url()).toMatch(/\?wowClass=mage&wowSpec=frost$/)
})

test('filtering by dungeon and boss', async ({ page, tracker }) => {
  await tracker.open()
  await tracker.showFilters()
  await page.getByLabel('Dungeon or raid').selectOption('altar-of-fangs')
  await expect.poll(() => tracker.param('instance')).toBe('altar-of-fangs')
  await expect(page.getByRole('heading', { level: 3, name: /Altar of Fangs/ })).toBeVisible()
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(1)

  await page.getByLabel('Boss').selectOption({ label: "Rav'i (2)" })
  await expect(page.getByText('Showing 2 of')).toBeVisible()
  await expect(tracker.link(coiledFangstone.name)).toBeVisible()
  await expect(tracker.link(vileVial.name)).toBeVisible()
})
