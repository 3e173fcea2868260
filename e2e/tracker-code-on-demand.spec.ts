// The tracker's parts whose code is fetched on its own (when the page is idle, or on first use):
// the filters panel, the tracked trinkets' comparison and the character's import box. A failed
// download is one message inside the part, the rest of the page carries on with what the player
// had, and "Try again" brings it.
import {
  expect,
  failCodeDownloads,
  failOnPageErrors,
  frostMage,
  type Page,
  type Tracker,
  test,
  tryAgainWithCode,
  vileVial,
} from './fixtures'

const pageErrors = failOnPageErrors()

type Part = {
  name: string
  chunk: string
  message: string
  /** Uses the part, leaving something the player did that must stay. */
  use: (page: Page, tracker: Tracker) => Promise<void>
  /** What the player did is still there while the part has failed. */
  keeps: (page: Page, tracker: Tracker) => Promise<void>
  /** The part, loaded, works. */
  works: (page: Page, tracker: Tracker) => Promise<void>
}

const parts: Part[] = [
  {
    name: 'the filters',
    chunk: 'filters-panel',
    message: 'The filters could not be loaded',
    use: async (page) => {
      await page.getByLabel('Search by name').fill('core')
      await expect(page.getByText('Showing 1 of')).toBeVisible()
      await page.getByRole('button', { name: /^Filters/ }).click()
    },
    keeps: async (page, tracker) => {
      await expect(page.getByRole('button', { name: 'Clear filters' })).toHaveCount(0)
      await expect(page.getByLabel('Search by name')).toHaveValue('core')
      await expect(page.getByText('Showing 1 of')).toBeVisible()
      await expect(tracker.heading('Frost Mage')).toBeVisible()
    },
    works: async (page, tracker) => {
      await expect(page.getByRole('button', { name: 'Clear filters' })).toBeEnabled()
      await page.getByRole('button', { name: /^Dungeon/ }).click()
      await expect.poll(() => tracker.param('source')).toBe('dungeon')
      await expect(page.getByLabel('Search by name')).toHaveValue('core')
    },
  },
  {
    name: 'the tracked trinkets',
    chunk: 'tracked-comparison',
    message: 'The tracked trinkets could not be loaded',
    use: (_, tracker) => tracker.track(vileVial.name),
    keeps: async (_, tracker) => {
      await expect(tracker.trackToggle(vileVial.name)).toHaveAttribute('aria-pressed', 'true')
      await expect(tracker.trackedPanel().getByRole('heading', { name: 'Tracked 1' })).toBeVisible()
      await expect.poll(() => tracker.param('items')).not.toBeNull()
    },
    works: async (_, tracker) => {
      const panel = tracker.trackedPanel()
      await expect(panel.getByRole('heading', { name: 'Farm plan' })).toBeVisible()
      await expect(panel.getByRole('rowheader', { name: new RegExp(vileVial.name) })).toBeVisible()
    },
  },
  {
    name: 'the import box',
    chunk: 'character-import-form',
    message: 'The import box could not be loaded',
    use: async (page) => {
      await page.getByLabel('Search by name').fill('core')
      await page.getByRole('button', { name: 'Import from SimulationCraft' }).click()
    },
    keeps: async (page, tracker) => {
      await expect(page.getByLabel('Search by name')).toHaveValue('core')
      await expect(page.getByText('Showing 1 of')).toBeVisible()
      await expect(tracker.heading('Frost Mage')).toBeVisible()
    },
    works: async (page) => {
      const box = page.getByLabel(/paste the SimulationCraft addon's export/)
      await box.fill('not an export')
      await page.getByRole('button', { name: 'Import', exact: true }).click()
      await expect(page.getByRole('alert').filter({ hasText: /./ })).toBeVisible()
      await expect(box).toHaveAttribute('aria-invalid', 'true')
    },
  },
]

for (const part of parts) {
  test(`if the code of ${part.name} cannot be downloaded, one message says so and a retry brings it, with nothing lost`, async ({
    page,
    tracker,
  }) => {
    const letCodeThrough = await failCodeDownloads(page, part.chunk)
    await tracker.open(frostMage)
    await part.use(page, tracker)
    const alert = page.getByRole('alert').filter({ hasText: part.message })
    await expect(alert).toBeVisible()
    await part.keeps(page, tracker)
    // The failed download is reported in the console, and nothing else is.
    const errors = pageErrors(page)
    expect(errors.length).toBeGreaterThan(0)
    expect(errors.filter((e) => !e.includes(part.chunk))).toEqual([])
    errors.splice(0)

    await tryAgainWithCode(alert, letCodeThrough)
    await part.works(page, tracker)
  })
}
