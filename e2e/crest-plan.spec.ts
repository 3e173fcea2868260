// "What to upgrade with the crests you have, and what it adds" (issue #42): a pasted export with
// crest balances, a trinket watermark and a bag trinket on a track gets its plan in the character
// box, beside "Best to farm" and in full below it; an export that is silent or wrong says so.
import { readFileSync } from 'node:fs'
import { allowClipboard, anyWidth, expect, failOnPageErrors, type Page, test } from './fixtures'

/** A Preservation Evoker on the Hero track, 45 Hero Mistcrests, a bag trinket at Hero 2/6. */
const healerExport = readFileSync(
  new URL(
    '../src/features/trinket-tracker/character/test-exports/preservation-evoker-crest-plan.txt',
    import.meta.url,
  ),
  'utf8',
)

failOnPageErrors()

/** The plan's part of the box, opened where a phone folds it. */
async function openPlan(page: Page) {
  const plan = page.locator('.character-card details.crest-plan')
  if ((await plan.getAttribute('open')) === null) await plan.locator('summary').click()
  return plan
}

test("a healer's crests: the alternative to farming, what 45 pay for now, each step's cost and gain in QE score", async ({
  page,
  tracker,
}) => {
  const copied = await allowClipboard(page)
  await tracker.open('?ilvl=key-10&fight=raid')
  await tracker.importCharacter(healerExport)
  await expect(tracker.heading('Preservation Evoker')).toBeVisible()
  const box = page.locator('.character-card')

  // Beside "Best to farm", in the same unit: the crests' biggest gain the balance pays for now,
  // a bag trinket upgraded and worn against the weaker worn one.
  await expect(box.locator('.upgrade-best + .crest-alternative')).toHaveText(
    "Or spend your crests: Gebbo's Bottomless Bag 308 → 315 for 40 Hero Mistcrests and wear it, +4,536 QE score over your Lightspire Core (305).",
  )
  await expect(box.locator('.upgrade-best').filter({ hasText: 'Best to farm' })).toContainText(
    'QE score',
  )

  const plan = await openPlan(page)
  await expect(plan).toContainText('45 Hero Mistcrests, 5 Myth Mistcrests.')
  await expect(plan).toContainText(
    '45 Hero Mistcrests: Lightspire Core 305 → 308 for 20, +1,126 QE score, the most per crest; they pay for 305 → 311 now (+1,126 QE score).',
  )
  // Every owned trinket on a track, worn and in the bags, with its rank and reachable levels.
  await expect(plan).toContainText(
    'Lightspire Core (Hero 1/6, 305) · worn: can reach 308, 311, 315, 318 and 321',
  )
  await expect(plan).toContainText(
    "Gebbo's Bottomless Bag (Hero 2/6, 308) · in your bags: can reach 311, 315, 318 and 321",
  )
  const coreSteps = plan.locator('.crest-trinkets > li').first().locator('.crest-step')
  await expect(coreSteps).toHaveCount(5)
  await expect(coreSteps.nth(0)).toContainText(
    '308 (Hero 2/6): 20 Hero Mistcrests · +1,126 QE score · affordable now',
  )
  // 311 lies between simmed points: read at 308, the step adds nothing, and the box says so.
  await expect(coreSteps.nth(1)).toContainText('adds nothing by the simmed points')
  await expect(coreSteps.nth(1)).toContainText(
    'Read at the nearest lower simmed level: 308 for 311',
  )
  await expect(coreSteps.nth(4)).toContainText(
    '321 (Hero 6/6): 20 Hero Mistcrests · +1,239 QE score · in all 100 Hero Mistcrests, +3,792 QE score',
  )
  await expect(coreSteps.nth(4)).not.toContainText('affordable now')
  await expect(box).not.toContainText('% DPS')

  await page.getByRole('button', { name: 'Copy the crest plan as profile sets' }).click()
  const sets = await copied()
  expect(sets).toContain(
    'profileset."Lightspire Core 321 crests"+=trinket1=,id=250214,bonus_id=6652/12846',
  )
  expect(sets).toContain(
    `profileset."Gebbo's Bottomless Bag 315 crests"+=trinket1=,id=270164,bonus_id=6652/12844`,
  )
})

test('an export without a watermark, with a negative balance and another season, says so', {
  ...anyWidth,
}, async ({ page, tracker }) => {
  await tracker.open('?ilvl=key-10&fight=raid')
  const silent = healerExport
    .replace(/^# slot_high_watermarks=.*$/m, '')
    .replace('c:3445:45', 'c:3445:-45')
  await tracker.importCharacter(silent)
  await expect(tracker.heading('Preservation Evoker')).toBeVisible()
  const plan = await openPlan(page)
  await expect(plan).toContainText(
    'Your export gives -45 Hero Mistcrests, which no character can hold, so that balance is not read and nothing is said about what it pays for.',
  )
  await expect(plan).toContainText(
    'Your export has no slot_high_watermarks line, so every step is priced in full',
  )
  // Costs are still shown; nothing is called affordable on a refused balance.
  await expect(plan).toContainText('308 (Hero 2/6): 20 Hero Mistcrests')
  await expect(plan).not.toContainText('affordable now')

  // An export of an earlier patch: the box says no crest plan is made, and none is shown.
  await tracker.importCharacter(healerExport.replace('# WoW 12.1.0.69933', '# WoW 12.0.5.66000'))
  const box = page.locator('.character-card')
  await expect(box).toContainText('no crest plan is made')
  await expect(box.locator('.crest-plan')).toHaveCount(0)
  await expect(box.locator('.crest-alternative')).toHaveCount(0)
})
