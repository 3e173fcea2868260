// Published sim values on the Trinket Tracker (issue 23): a value per row at the row's item level,
// in its publisher's unit, the fight in the link, the "sim value" order, the curve in the details
// dialog, and the notes for a spec without sims and for numbers that could not be loaded.
import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { parseSpecSims } from '../src/domain/sims/schema'
import { anyWidth, expect, type Page, recordPageErrors, type Tracker, test } from './fixtures'
import { dataset } from './season-dataset'

const simsOf = (path: string) =>
  parseSpecSims(
    JSON.parse(readFileSync(new URL(`../data/sims/${path}.json`, import.meta.url), 'utf8')),
    path,
  )
const trinketId = (name: string) => {
  const found = dataset.trinkets.find((t) => t.name === name)
  if (!found) throw new Error(`no trinket ${name}`)
  return found.id
}

const fire = '?wowClass=mage&wowSpec=fire'
const restoration = '?wowClass=shaman&wowSpec=restoration'
const balance = '?wowClass=druid&wowSpec=balance'
const vileVial = 'Vile Vial of Volatile Venom'

/** Opens the tracker with the cookie banner answered (denied). */
async function open(tracker: Tracker, query = '') {
  await tracker.open(query)
  await tracker.page.getByRole('button', { name: 'Deny' }).click()
  await tracker.showGuides()
}

/** The values the list sorts by, top to bottom, under its first heading: a span's top end. */
async function shownValues(page: Page): Promise<number[]> {
  const texts = await page
    .locator('.trinket-group')
    .first()
    .locator('.sim-value:not(.is-none) b')
    .allTextContents()
  return texts.map((text) =>
    Number(
      text
        .replaceAll(',', '')
        .match(/\d+(\.\d+)?/g)
        ?.at(-1),
    ),
  )
}

test('a damage spec’s rows show Bloodmallet’s % DPS at the row’s item level, and the fight is in the link', async ({
  page,
  tracker,
}) => {
  const errors = recordPageErrors(page)
  // At +10 a dungeon trinket drops at one item level; the row reads the curve there.
  await open(tracker, `${fire}&ilvl=key-10`)
  const vial = tracker.row(vileVial)
  const level = Number(
    await tracker.itemLevel(vileVial).locator('.ilvl-number').first().textContent(),
  )
  const curve = simsOf('mage/fire')
    .sets.find((s) => s.fightStyle === 'single-target')
    ?.items.find((i) => i.itemId === trinketId(vileVial))?.points
  const point = [...(curve ?? [])].reverse().find(([at]) => at <= level)
  if (!point) throw new Error('fixture')
  await expect(vial.locator('.sim-value')).toContainText(`+${point[1].toFixed(1)}% DPS`)
  await expect(vial.locator('.sim-value')).toContainText('single target · Bloodmallet, 9 Sep')
  await expect(
    page.getByText(/Bloodmallet: % DPS over an empty slot, simmed 9 Sep 2026/),
  ).toBeVisible()

  await page.getByRole('radio', { name: '5 targets' }).click()
  await expect(page).toHaveURL(/[?&]fight=five-targets/)
  await expect(vial.locator('.sim-value')).toContainText('5 targets · Bloodmallet')
  await tracker.reload()
  await tracker.showGuides()
  await expect(page.getByRole('radio', { name: '5 targets' })).toHaveAttribute(
    'aria-checked',
    'true',
  )
  await page.getByRole('radio', { name: 'Single target' }).click()
  await expect(page).not.toHaveURL(/fight=/)
  expect(errors).toEqual([])
})

test('the sim value order puts the highest value first and says which trinkets have none', async ({
  page,
  tracker,
}) => {
  await open(tracker, `${fire}&fight=five-targets`)
  await page.getByRole('radio', { name: 'Sim value' }).click()
  await expect(page).toHaveURL(/order=sims/)
  await expect(
    page.getByRole('heading', { name: "By Bloodmallet's 5 targets value" }),
  ).toBeVisible()
  const values = await shownValues(page)
  expect(values.length).toBeGreaterThan(3)
  expect(values).toEqual([...values].sort((a, b) => b - a))
  await expect(
    page.getByRole('heading', { name: 'No published value at this item level' }),
  ).toBeAttached()
  await expect(page.getByText(/Not in Bloodmallet's top 15/).first()).toBeAttached()
})

test('a healer’s rows show QE Live scores, never % DPS, for raid or dungeon', async ({
  page,
  tracker,
}) => {
  await open(tracker, restoration)
  await expect(page.getByRole('radio', { name: 'Raid' })).toHaveAttribute('aria-checked', 'true')
  await expect(page.getByRole('radio', { name: 'Dungeon' })).toBeVisible()
  const list = page.locator('.trinket-list')
  await expect(list.locator('.sim-value').first()).toContainText(/QE score [\d,]+|Not in QE Live/)
  await expect(list.getByText('QE score', { exact: false }).first()).toBeVisible()
  await expect(list).not.toContainText('% DPS')
  await expect(
    page.getByText(/QE Live: a healing score \(.+ playstyle\), not a percentage/),
  ).toBeVisible()
  await page.getByRole('radio', { name: 'Dungeon' }).click()
  await expect(page).toHaveURL(/fight=dungeon/)
  await expect(list.locator('.sim-value').first()).toContainText('dungeon · QE Live')
})

test('a spec without published sims says so and keeps the guides’ orders only', async ({
  page,
  tracker,
}) => {
  await open(tracker, `${balance}&order=sims`)
  await expect(page.getByText('No published sims for Balance Druid')).toBeVisible()
  await expect(
    page.getByText('Balance Druid has no published sims, so the list is in its usual order.'),
  ).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Sim value' })).toHaveCount(0)
  await expect(page.getByRole('radio', { name: "Guides' picks" })).toBeVisible()
  await expect(page.locator('.trinket-list .sim-value')).toHaveCount(0)
})

test('the details dialog draws the curve for both fights, with the numbers and their source', async ({
  page,
  tracker,
}) => {
  await open(tracker, fire)
  const dialog = await tracker.openDetails(vileVial)
  await expect(dialog.getByRole('heading', { name: 'Published sims for Fire Mage' })).toBeVisible()
  const chart = dialog.getByRole('img', {
    name: /Bloodmallet's values for Fire Mage by item level, single target and 5 targets/,
  })
  await expect(chart).toBeVisible()
  await expect(chart.locator('polyline')).toHaveCount(2)
  const curve =
    simsOf('mage/fire').sets[0]?.items.find((i) => i.itemId === trinketId(vileVial))?.points ?? []
  await expect(chart.locator('.sim-curve-0 circle')).toHaveCount(curve.length)
  const first = curve[0]
  if (!first) throw new Error('fixture')
  await expect(
    dialog.getByRole('row', { name: new RegExp(`^${first[0]} ${first[1]}%`) }),
  ).toBeVisible()
  await expect(dialog).toContainText('Simmed 9 September 2026 with SimulationCraft ba72a9d')
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
  expect(results.violations).toEqual([])
})

test(
  'sims that cannot be loaded leave the tracker working, with one note',
  anyWidth,
  async ({ page, tracker }) => {
    // The usual three retries with their backoff (1 + 2 + 4 s) come before the note.
    test.slow()
    await page.route('**/assets/fire-*.json', (route) => route.fulfill({ status: 500, body: 'no' }))
    const errors = recordPageErrors(page)
    await open(tracker)
    await tracker.chooseSpec('Mage', 'Fire')
    await expect(
      page.getByText('The published sims for Fire Mage could not be loaded'),
    ).toBeVisible({ timeout: 20_000 })
    await expect(tracker.heading('Fire Mage')).toBeVisible()
    await expect(page.locator('.trinket-list .trinket-row').first()).toBeVisible()
    await expect(page.locator('.trinket-list .sim-value')).toHaveCount(0)
    expect(errors.filter((e) => !e.includes('500'))).toEqual([])
  },
)

test(
  'no accessibility violations with the sims shown in the sim value order',
  anyWidth,
  async ({ page, tracker }) => {
    test.slow()
    await open(tracker, `${restoration}&order=sims&ilvl=key-10`)
    await expect(page.locator('.trinket-list .sim-value').first()).toBeVisible()
    const results = await new AxeBuilder({ page }).include('#results').analyze()
    expect(results.violations).toEqual([])
  },
)
