// Item levels in every mode of the Trinket Tracker, and the raid's levels on the Seasonal
// Overview, as a player reads them. Runs at desktop and phone width (the projects).
import { anyWidth, expect, type Tracker, test } from './fixtures'

/** Every trinket row fits the window: nothing in the item-level column pushes it wider. */
async function expectRowsFit(tracker: Tracker) {
  const overflow = await tracker.page.evaluate(() => {
    const rows = [...document.querySelectorAll('.trinket-list li.trinket-row *')]
    const right = Math.max(...rows.map((e) => e.getBoundingClientRect().right))
    return right - document.documentElement.clientWidth
  })
  expect(overflow).toBeLessThanOrEqual(0)
}

test(
  'Raid mode: each boss its own level, with the Great Vault beside it',
  anyWidth,
  async ({ page, tracker }) => {
    await tracker.open('?ilvl=raid-heroic')
    const heart = tracker.itemLevel("Voracious Heart of Ula'tek")
    await expect(heart).toContainText('Drop 315')
    await expect(heart).toContainText('Vault 318')
    await expect(tracker.itemLevel("Hex Lord's Dooming Idol")).toContainText('315')
    await expect(tracker.itemLevel("Vashnik's Sanguine Rancor")).toContainText('Drop 311')
    // The bosses whose group sources disagree on say so.
    await expect(tracker.itemLevel('Preternatural Antivenom')).toContainText('disputed')

    await tracker.showFilters()
    await page.getByRole('button', { name: 'Mythic', exact: true }).click()
    await expect(page).toHaveURL(/ilvl=raid-mythic/)
    await expect(tracker.itemLevel("Voracious Heart of Ula'tek")).toContainText('344')
    await expect(page.locator('.ilvl-summary')).toContainText('Great Vault 334')
    await expectRowsFit(tracker)
  },
)

test(
  'Mythic+ key mode: Mythic 0 can be chosen, and what drops there comes first',
  anyWidth,
  async ({ page, tracker }) => {
    await tracker.open()
    await tracker.showFilters()
    await page.getByRole('button', { name: 'Mythic+ key' }).click()
    await page.getByLabel('Key level').selectOption({ label: 'Mythic 0' })
    await expect(page).toHaveURL(/ilvl=key-0/)
    await expect(page.locator('.ilvl-summary')).toContainText('End of dungeon 292')

    const rows = page.locator('.trinket-list li.trinket-row')
    await expect(rows.first().locator('.ilvl')).toContainText('Drop 292')
    await expect(rows.first().locator('.ilvl')).toContainText('Vault 302')
    await expect(rows.first()).not.toHaveClass(/is-elsewhere/)
    // Raid loot follows the dungeons, under its own heading, dimmed.
    await expect(page.getByText('Not from Mythic+ dungeons')).toBeVisible()
    await expect(tracker.row("Voracious Heart of Ula'tek")).toHaveClass(/is-elsewhere/)
    await expectRowsFit(tracker)
  },
)

test('Drop range mode: a dungeon trinket starts at a number and says the rest in words', async ({
  tracker,
}) => {
  await tracker.open('?instance=altar-of-fangs')
  const cell = tracker.itemLevel('Coiled Fangstone')
  await expect(cell.locator('.ilvl-number')).toHaveText('292–334')
  await expect(cell).toContainText('Lowest drop 292 (Mythic 0)')
  await expect(cell).toContainText('End of run up to 311 (+10 and up)')
  await expect(cell).toContainText('Vault 302–318')
  await expect(cell).toContainText('Upgrades to 334')
  await expectRowsFit(tracker)
})

test('Drop range mode: long notes open from their mark, and no journal id shows', async ({
  page,
  tracker,
}) => {
  await tracker.open('?q=farstrider')
  const insignia = tracker.row("Forgotten Farstrider's Insignia")
  await expect(insignia.locator('.ilvl')).toContainText('Not known this season')
  await expect(insignia.locator('.certainty-note')).toHaveCount(0)
  await insignia.locator('.ilvl').getByRole('button', { name: 'disputed' }).click()
  await expect(insignia.locator('.certainty-note')).toContainText('Sources disagree')
  await expect(page.locator('main')).not.toContainText(/journal encounter/i)
})

test(
  'Upgrade track mode: only the steps a trinket can really have',
  anyWidth,
  async ({ page, tracker }) => {
    await tracker.open('?ilvl=track-adventurer-1')
    const heart = "Voracious Heart of Ula'tek"
    await expect(tracker.itemLevel(heart)).toContainText('Not on the Adventurer track')
    await expect(tracker.itemLevel(heart)).toContainText('Nearest: 289 (Veteran 4/6)')
    await expect(tracker.row(heart)).toHaveClass(/is-elsewhere/)
    // No raid trinket is ever shown at an Adventurer level.
    await expect(
      page.locator('.trinket-group').filter({ hasText: 'The Venomous Abyss' }),
    ).not.toContainText(/\d+ Adventurer/)

    await tracker.showFilters()
    await page.getByLabel('Track', { exact: true }).selectOption('hero')
    await page.getByLabel('Step').selectOption('4')
    await expect(page).toHaveURL(/ilvl=track-hero-4/)
    await expect(tracker.itemLevel(heart)).toContainText('315 Hero 4/6')
    await expect(tracker.row(heart)).not.toHaveClass(/is-elsewhere/)
    await expectRowsFit(tracker)
  },
)

test(
  'Seasonal Overview: the raid levels by boss and difficulty, the disputed grouping marked, and the vault',
  anyWidth,
  async ({ page }) => {
    await page.goto('/seasonal-overview/')
    const table = page.locator('table.raid-levels-table')
    await expect(table).toBeVisible()
    const lastBosses = table.locator('tbody tr').filter({ hasText: 'Bosses 7–8' })
    await expect(lastBosses).toContainText("Ula'tek")
    await expect(lastBosses).toContainText('315')
    await expect(lastBosses).toContainText('344')
    await expect(table.locator('tbody tr').filter({ hasText: 'The Twin Fangs' })).toContainText(
      'Disputed',
    )
    await expect(table.locator('tbody tr').filter({ hasText: 'Great Vault' })).toContainText('318')
    await expect(page.locator('main')).not.toContainText(/journal encounter/i)
  },
)
