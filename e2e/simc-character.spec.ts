// The SimulationCraft round trip on the Trinket Tracker: a player's addon export comes in (kept in
// this browser only), and profile sets and a Gear from Bags block go out to the clipboard.
import AxeBuilder from '@axe-core/playwright'
import {
  allowClipboard,
  anyWidth,
  expect,
  failCodeDownloads,
  failOnPageErrors,
  type Page,
  type Tracker,
  test,
} from './fixtures'

// An export as the SimulationCraft addon writes it, with this season's trinkets (data/season.json)
// and one from another season. Frost Mages can use all three of this season's.
const frostMageExport = `# Jaina - Frost - 2026-09-02 21:14 - EU/Silvermoon
# SimC Addon 12.1.0-01
# WoW 12.1.0.61234, TOC 120100

mage="Jaina"
level=90
race=human
spec=frost

# Lightspire Core (305)
trinket1=,id=250214,bonus_id=12350/6652
# Ruby Whelp Shell (298)
trinket2=,id=193757,bonus_id=12349

### Gear from Bags
#
# Freightrunner's Flask (318)
# trinket1=,id=250215,bonus_id=12370
#
# Old Trinket From Last Season (289)
# trinket1=,id=219314
`

/** Alert regions that say something: a bad paste must give exactly one. */
function spokenAlerts(page: Page) {
  return page.getByRole('alert').filter({ hasText: /\S/ })
}

/** The tracker at the +10 key level, with the Frost Mage export imported: its spec is shown. */
async function openWithFrostMageImported(tracker: Tracker) {
  await tracker.open('?ilvl=key-10')
  await tracker.importCharacter(frostMageExport)
  await expect(tracker.heading('Frost Mage')).toBeVisible()
}

// A hydration mismatch (the stored character read too early) fails a test, as does a request
// that carries any of the export: it never leaves the browser.
const problems = failOnPageErrors()

test.beforeEach(async ({ page }) => {
  page.on('request', (request) => {
    const sent = `${request.url()} ${request.postData() ?? ''}`
    if (/Jaina|bonus_id|12370/.test(sent)) problems(page).push(`sent: ${request.url()}`)
  })
})

test('a pasted export sets the spec, marks the trinkets the character has, and survives a reload', async ({
  page,
  tracker,
}, testInfo) => {
  await openWithFrostMageImported(tracker)
  await expect.poll(() => tracker.param('wowSpec')).toBe('frost')
  await expect(
    page.getByRole('status').filter({ hasText: 'Imported Jaina, Frost Mage' }),
  ).toBeVisible()
  // A trinket of another season is kept and listed with its level, not set aside.
  await expect(page.locator('.character-card')).toContainText('Old Trinket From Last Season (289)')

  const lightspire = tracker.row('Lightspire Core')
  await expect(lightspire).toContainText('Equipped, 305')
  await expect(lightspire).toContainText('+13 item levels from the +10 vault')
  // What the character owns stands out from the row's plain tags: drawn in the success colour.
  const ownedColour = await lightspire.locator('.tag-owned').evaluate((tag) => {
    const probe = document.createElement('span')
    probe.style.color = 'var(--color-success)'
    document.body.append(probe)
    const success = getComputedStyle(probe).color
    probe.remove()
    return { tag: getComputedStyle(tag).color, success }
  })
  expect(ownedColour.tag).toBe(ownedColour.success)
  const flask = tracker.row("Freightrunner's Flask")
  await expect(flask).toContainText('In your bags, 318')
  await expect(flask).toContainText('No upgrade')

  // The character is never in the address: links get shared.
  expect(page.url()).not.toMatch(/Jaina|250215|character/i)
  // For a person to look at: the box and a marked row, without the cookie banner over them.
  await page.getByRole('button', { name: 'Deny' }).click()
  await page.locator('.character-card').screenshot({ path: testInfo.outputPath('import-box.png') })
  await lightspire.scrollIntoViewIfNeeded()
  // The page scrolls smoothly: let it arrive before the picture.
  await page.waitForTimeout(600)
  await lightspire.screenshot({ path: testInfo.outputPath('marked-row.png') })

  await tracker.reload()
  await expect(
    page.getByText('Jaina, Frost Mage: 2 trinkets equipped, 2 in your bags.'),
  ).toBeVisible()
  await expect(tracker.row('Lightspire Core')).toContainText('Equipped, 305')
})

test('a bad paste shows one message and keeps the spec, the tracked trinkets and the character', async ({
  page,
  tracker,
}, testInfo) => {
  await openWithFrostMageImported(tracker)
  await tracker.track('Lightspire Core')
  await expect.poll(() => tracker.param('items')).toBe('250214')
  const before = page.url()

  for (const [bad, message] of [
    ['my gear is great', /not a SimulationCraft addon export/],
    ['paladin="Uther"\nspec=frost', /not a Paladin spec the site knows/],
    ['mage="Jaina"\nspec=frost\ntrinket1=,id=abc', /item id on line 3 is not a number/],
    [`mage="Jaina"\nspec=frost\n# ${'x'.repeat(70 * 1024)}`, /larger than 64 KB/],
    ['mage="Jai\u0007na"\nspec=frost', /control characters/],
  ] as const) {
    await tracker.importCharacter(bad)
    await expect(spokenAlerts(page)).toHaveCount(1)
    await expect(spokenAlerts(page)).toHaveText(message)
    expect(page.url()).toBe(before)
    await expect(tracker.heading('Frost Mage')).toBeVisible()
    await expect(tracker.row('Lightspire Core')).toContainText('Equipped, 305')
  }
  await expect(page.getByText('Something went wrong!')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Stop tracking Lightspire Core' })).toBeVisible()
  // The stored character is the first import's, not touched by any of the bad pastes.
  expect(await page.evaluate(() => localStorage.getItem('vaultwise:character'))).toContain(
    '"name":"Jaina"',
  )
  await page.getByRole('button', { name: 'Deny' }).click()
  await page.locator('.character-card').screenshot({ path: testInfo.outputPath('message.png') })
})

test('if the reader cannot be downloaded, Import says so in one sentence, keeps the paste, and works once it can', async ({
  page,
  tracker,
}) => {
  const letCodeThrough = await failCodeDownloads(page, 'simc-import')
  await tracker.open('?ilvl=key-10')
  await tracker.importCharacter(frostMageExport)
  await expect(spokenAlerts(page)).toHaveText(
    'The importer could not be loaded. Check your connection and press Import again.',
  )
  const box = page.getByLabel(/paste the SimulationCraft addon's export/)
  await expect(box).toHaveValue(frostMageExport)
  await expect(page.getByText(/Jaina, Frost Mage/)).toHaveCount(0)
  // The failed download is reported in the console, and nothing else is.
  const errors = problems(page)
  expect(errors.filter((e) => !e.includes('simc-import'))).toEqual([])
  errors.splice(0)

  await letCodeThrough()
  await page.getByRole('button', { name: 'Import', exact: true }).click()
  await expect(page.getByText('Imported Jaina, Frost Mage')).toBeVisible()
  await expect(spokenAlerts(page)).toHaveCount(0)
  await expect(tracker.row('Lightspire Core')).toContainText('Equipped, 305')
})

test('the paste box opens at once from the keyboard, and the next Tab goes into it', async ({
  page,
  tracker,
}) => {
  // Its code comes when the page is idle; a box opened later must not keep the player waiting.
  const boxCode = page.waitForResponse(/\/assets\/character-import-form-[\w-]+\.js$/)
  await tracker.open('?wowClass=mage&wowSpec=frost')
  await boxCode
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: 'Import from SimulationCraft' }).focus()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Tab')
  await expect(page.getByLabel(/paste the SimulationCraft addon's export/)).toBeFocused()
})

test(
  'at 1280 px the opened paste box leaves the search a row of its own, as wide as the box',
  anyWidth,
  async ({ page, tracker }) => {
    await tracker.open('?wowClass=mage&wowSpec=frost')
    await page.getByRole('button', { name: 'Import from SimulationCraft' }).click()
    const pasteBox = page.getByLabel(/paste the SimulationCraft addon's export/)
    await expect(pasteBox).toBeVisible()
    const search = page.getByLabel('Search by name')
    const card = await page.locator('.character-card').boundingBox()
    const field = await search.boundingBox()
    // The search sat in the folded picker's column under the box, its field a few letters wide.
    expect(field?.width ?? 0).toBeGreaterThan((card?.width ?? 0) / 2)
  },
)

test('"Forget my character" clears it, here and after a reload', async ({ page, tracker }) => {
  await openWithFrostMageImported(tracker)
  await expect(tracker.row('Lightspire Core')).toContainText('Equipped, 305')

  await page.getByRole('button', { name: 'Forget my character' }).click()
  await expect(tracker.row('Lightspire Core')).not.toContainText('Equipped')
  await expect(page.getByRole('button', { name: 'Forget my character' })).toHaveCount(0)
  expect(await page.evaluate(() => Object.keys(window.localStorage))).not.toContain(
    'vaultwise:character',
  )
  await tracker.reload()
  await expect(tracker.heading('Frost Mage')).toBeVisible()
  await expect(page.locator('.owned-mark')).toHaveCount(0)
})

test(
  'the farm plan leaves out a trinket the character has at that level',
  anyWidth,
  async ({ page, tracker }, testInfo) => {
    await tracker.open('?ilvl=key-10&items=250215,250224')
    await tracker.importCharacter(frostMageExport)
    const panel = tracker.trackedPanel()
    await expect(panel).toContainText(
      "Left out, you have it at this level or higher: Freightrunner's Flask (in your bags, 318).",
    )
    const plan = panel.getByRole('list').last()
    await expect(plan).toContainText("Mindpiercer's Sigil")
    await expect(plan).not.toContainText("Freightrunner's Flask")
    // The tracked panel marks it too, with what the key would add.
    await expect(panel.getByRole('rowheader', { name: /Freightrunner's Flask/ })).toContainText(
      'In your bags, 318',
    )
    await page.getByRole('button', { name: 'Deny' }).click()
    await panel.screenshot({ path: testInfo.outputPath('tracked-panel.png') })
  },
)

test('the SimulationCraft export lands on the clipboard, as profile sets and as Gear from Bags', async ({
  page,
  tracker,
}) => {
  const copied = await allowClipboard(page)
  // Merektha's Fang is strength: no mage can use it, so it is left out with a comment.
  await tracker.open('?wowClass=mage&wowSpec=frost&ilvl=key-10&items=250224,270169,158367')
  const panel = tracker.trackedPanel()

  await panel.getByRole('button', { name: 'Copy profile sets' }).click()
  await expect(panel.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible()
  const sets = await copied()
  expect(sets).toContain(`profileset."Mindpiercer's Sigil 311"+=trinket1=,id=250224,ilevel=311`)
  // A raid trinket keeps a level in key mode: the key's own, said in its comment.
  expect(sets).toContain(`profileset."Hex Lord's Dooming Idol 311"+=trinket1=,id=270169,ilevel=311`)
  expect(sets).toContain("# Left out, not for Frost Mage: Merektha's Fang")
  expect(sets).not.toContain('id=158367')

  await panel.getByRole('button', { name: 'Copy Gear from Bags' }).click()
  await expect
    .poll(copied)
    .toContain("# Mindpiercer's Sigil (311)\n# trinket1=,id=250224,ilevel=311")
})

test('no accessibility violations with the import box, a message and an imported character', async ({
  page,
  tracker,
}) => {
  test.slow()
  await tracker.open('?ilvl=key-10&items=250214')
  await tracker.importCharacter(frostMageExport)
  await expect(tracker.row('Lightspire Core')).toContainText('Equipped, 305')
  await tracker.importCharacter('not an export')
  await expect(spokenAlerts(page)).toHaveCount(1)
  // The page with axe's default rules, as the tracker's own test checks it; the import box also
  // with WCAG 2.2's target size, which matters on phones.
  const whole = await new AxeBuilder({ page }).analyze()
  expect(whole.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([])
  const box = await new AxeBuilder({ page })
    .include('.character-card')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze()
  expect(box.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([])
})
