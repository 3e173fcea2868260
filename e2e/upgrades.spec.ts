// "Is it an upgrade for me, by how much?": a pasted /simc export answered in the character box, on
// every row and in the "Your upgrades" order, at phone and desktop width.
import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { allowClipboard, expect, failOnPageErrors, test } from './fixtures'

/** The issue's Fire Mage: a crafted and a season trinket worn, two in the bags, two vault choices. */
const fireMageExport = readFileSync(
  new URL(
    '../src/features/trinket-tracker/character/test-exports/fire-mage-issue-31.txt',
    import.meta.url,
  ),
  'utf8',
)

/** A Restoration Shaman with a delve trinket worn and a vault choice: QE Live's scores. */
const restorationShamanExport = `shaman="Thrall"
spec=restoration

# Lightspire Core (305)
trinket1=,id=250214,bonus_id=12350/6652
# Drum of Renewed Bonds (298)
trinket2=,id=248583

### Weekly Reward Choices
#
# Gebbo's Bottomless Bag (315)
# trinket1=,id=270164,bonus_id=12351
#
### End of Weekly Reward Choices
`

failOnPageErrors()

test("a Fire Mage's export answers the vault, the bags and every row, and a reload keeps it", async ({
  page,
  tracker,
}, testInfo) => {
  await tracker.open('?ilvl=key-10')
  await tracker.importCharacter(fireMageExport)
  await expect(tracker.heading('Fire Mage')).toBeVisible()
  const box = page.locator('.character-card')
  // The Import button goes with the form: focus moves to the box, so Tab reaches the answers.
  await expect(box.getByRole('heading', { name: 'Your character' })).toBeFocused()

  await expect(box).toContainText(
    "Your best upgrade: Vile Vial of Volatile Venom from your vault (315), +1.8% DPS over your Mindpiercer's Sigil (305)",
  )
  await expect(box).toContainText(
    "Great Vault: take Vile Vial of Volatile Venom: +1.8% DPS; Hex Lord's Dooming Idol: +1.2% DPS.",
  )
  await expect(box).toContainText(
    "In your bags, better than what you wear: Wavecaller's Seastone (292), +0.6% DPS.",
  )
  // Every trinket of the export, with its level (folded on a phone); the crafted one by kind.
  const all = box.locator('details.your-trinkets-details')
  if ((await all.getAttribute('open')) === null) await all.locator('summary').click()
  for (const text of [
    "Magister's Alchemist Stone (298) · crafted",
    "Mindpiercer's Sigil (305)",
    "Wavecaller's Seastone (292)",
    "Hex Lord's Dooming Idol (315)",
  ]) {
    await expect(box).toContainText(text)
  }
  // The vault's choices, ranked by their gain.
  const vault = box.getByRole('list').filter({ hasText: 'Vile Vial' })
  await expect(vault.getByRole('listitem')).toHaveText([
    /Vile Vial of Volatile Venom \(315\).*\+1\.8% DPS/,
    /Hex Lord's Dooming Idol \(315\).*\+1\.2% DPS/,
  ])
  // The bag trinket that beats a worn one, at its lower level.
  await expect(box).toContainText(
    "Wavecaller's Seastone (292) · Season 2 raid+0.6% DPS over your Mindpiercer's Sigil (305)",
  )
  await expect(box).toContainText('not a sim of your character')

  // Each row says its gain at the level the +10 gives it.
  await expect(tracker.row('Vile Vial of Volatile Venom').locator('.upgrade-line')).toHaveText(
    /^(\+\d+\.\d% DPS over|No upgrade over) your Mindpiercer's Sigil \(305\)/,
  )

  await page.getByRole('button', { name: 'Deny' }).click()
  await box.screenshot({ path: testInfo.outputPath('upgrades-box.png') })
  const axe = await new AxeBuilder({ page })
    .include('.character-card')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([])

  await tracker.reload()
  await expect(box).toContainText('Your best upgrade: Vile Vial of Volatile Venom')

  await page.getByRole('button', { name: 'Forget my character' }).click()
  await expect(box).not.toContainText('Your best upgrade')
  await expect(page.locator('.upgrade-line')).toHaveCount(0)
  await tracker.reload()
  await expect(page.locator('.upgrade-line')).toHaveCount(0)
})

test('"Your upgrades" puts the biggest gain first, in the address, and copies profile sets', async ({
  page,
  tracker,
}) => {
  const copied = await allowClipboard(page)
  // Tracked: Vile Vial (Altar of Fangs), Wavecaller's Seastone and Hex Lord's Dooming Idol.
  await tracker.open('?ilvl=key-10&items=273796,270167,270169')
  await tracker.importCharacter(fireMageExport)
  await expect(tracker.heading('Fire Mage')).toBeVisible()
  await tracker.showGuides()
  await page.getByRole('radio', { name: 'Your upgrades' }).check()
  await expect.poll(() => tracker.param('order')).toBe('upgrades')
  await expect(
    page.getByRole('heading', { name: 'Your upgrades, biggest gain first' }),
  ).toBeVisible()

  const gains = await page
    .locator('.trinket-group')
    .first()
    .locator('.upgrade-line b')
    .allTextContents()
  const numbers = gains.map((text) => Number(/^\+([\d.]+)%/.exec(text)?.[1] ?? 0))
  expect(numbers.length).toBeGreaterThan(1)
  expect(numbers).toEqual([...numbers].sort((a, b) => b - a))
  // The box's best drop to farm is the list's first row.
  const first = (await page.locator('.trinket-row .trinket-name').first().innerText())
    .replace('(opens in a new tab)', '')
    .trim()
  await expect(page.locator('.character-card')).toContainText(`Best to farm: ${first}`)

  // The farm plan follows the order: places by the biggest gain they offer.
  const panel = tracker.trackedPanel()
  await expect(panel).toContainText('By your upgrades')
  const places = panel.locator('.farm-plan > li')
  await expect(places.first()).toContainText(/Best: Vile Vial of Volatile Venom, \+\d+\.\d% DPS/)

  await page.getByRole('button', { name: 'Copy your upgrades as profile sets' }).click()
  const sets = await copied()
  expect(sets).toMatch(
    /profileset\."Vile Vial of Volatile Venom 315"\+=trinket2=,id=273796,bonus_id=/,
  )
  expect(sets).toContain(`profileset."${first}`)
})

test("a healer's export is answered in QE Live score, never in percent", async ({
  page,
  tracker,
}) => {
  await tracker.open('?ilvl=key-10&fight=raid')
  await tracker.importCharacter(restorationShamanExport)
  await expect(tracker.heading('Restoration Shaman')).toBeVisible()
  const box = page.locator('.character-card')
  await expect(box).toContainText(
    /Gebbo's Bottomless Bag \(315\) · Season 2 raid\s*\+[\d,]+ QE score over your/,
  )
  await expect(box).toContainText('Drum of Renewed Bonds (298) · delve')
  await expect(box).not.toContainText('% DPS')
})

test('"Your upgrades" is offered with a character; a link with it and no character says so', async ({
  page,
  tracker,
}) => {
  await tracker.open('?wowClass=mage&wowSpec=fire&ilvl=key-10')
  await tracker.showGuides()
  await expect(page.getByRole('radio', { name: 'Sim value' })).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Your upgrades' })).toHaveCount(0)

  await tracker.open('?wowClass=mage&wowSpec=fire&ilvl=key-10&order=upgrades')
  await tracker.showGuides()
  await expect(page.getByRole('radio', { name: 'Your upgrades' })).toBeChecked()
  await expect(page.getByText(/Import your character .* to see your upgrades first/)).toBeVisible()
  // The usual order meanwhile: grouped by place, not by gain.
  await expect(
    page.getByRole('heading', { name: 'Your upgrades, biggest gain first' }),
  ).toHaveCount(0)
})

test('a paste is answered only on Import: nothing of it shows before, and an edit after it was read wins', async ({
  page,
  tracker,
}) => {
  await tracker.open('?wowClass=mage&wowSpec=fire&ilvl=key-10')
  await page.getByRole('button', { name: 'Import from SimulationCraft' }).click()
  const paste = page.getByLabel(/paste the SimulationCraft addon's export/)
  await paste.fill(fireMageExport)
  // The page reads the paste and draws its answer while the player reaches for Import, hidden:
  // not on screen, not announced, not reached by Tab.
  const answer = page.locator('.character-card .your-upgrades')
  await expect(answer).toBeAttached()
  await expect(answer).toBeHidden()
  await expect(page.getByText(/Your best upgrade/)).toBeHidden()
  // Roles are looked up in the accessibility tree, as a screen reader finds them.
  const card = page.locator('.character-card')
  await expect(card.getByRole('list').filter({ hasText: 'Vile Vial' })).toHaveCount(0)

  // The player takes the vault's choices out of the paste, and imports at once.
  const withoutVault = fireMageExport.replace(
    /^### Weekly Reward Choices$[\s\S]*^### End of Weekly Reward Choices$/m,
    '',
  )
  expect(withoutVault).not.toContain('id=273796')
  await paste.fill(withoutVault)
  await page.getByRole('button', { name: 'Import', exact: true }).click()
  await expect(card).toContainText(
    "Your best upgrade: Wavecaller's Seastone in your bags (292), +0.6% DPS",
  )
  await expect(card).not.toContainText('from your vault')
  await expect(card).not.toContainText('Great Vault: take')
})
