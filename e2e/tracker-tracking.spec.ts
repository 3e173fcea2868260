// Tracking trinkets in the Trinket Tracker, on a desktop and a phone: the track toggle and the
// farm plan it feeds.
import {
  anyWidth,
  coiledFangstone,
  expect,
  failOnPageErrors,
  frostMage,
  heartOfUlatek,
  lightspireCore,
  test,
  vileVial,
} from './fixtures'

failOnPageErrors()

test('the track toggle works by keyboard and says what it does', async ({ page, tracker }) => {
  await tracker.open(frostMage)
  const toggle = tracker.trackToggle(lightspireCore.name)
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')

  await toggle.focus()
  await page.keyboard.press('Space')
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  await expect.poll(() => tracker.param('items')).toBe(String(lightspireCore.id))
  await expect(
    tracker.trackedPanel().getByRole('rowheader', { name: /Lightspire Core/ }),
  ).toBeVisible()
  await expect(tracker.trackedPanel().getByRole('listitem')).toContainText([
    `Run ${lightspireCore.dungeon}`,
  ])

  await expect(toggle).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await expect.poll(() => tracker.param('items')).toBeNull()
})

test(
  'the farm plan ranks the key to run and the boss to kill by tracked trinkets',
  anyWidth,
  async ({ tracker }) => {
    const items = `items=${heartOfUlatek.id},${coiledFangstone.id},${vileVial.id}`
    await tracker.open(`?${items}`)
    const plan = tracker.trackedPanel().locator('.farm-plan')
    await expect(plan.getByRole('listitem')).toHaveText([
      /^Run Altar of Fangs\s*2 trinkets/,
      /^Go to The Venomous Abyss\s*1 trinket\s*Ula'tek:/,
    ])
    // With a key level chosen it says what to run, and adds the Great Vault as a way to each.
    await tracker.open(`?${items}&ilvl=key-10`)
    await expect(plan.getByRole('listitem')).toHaveText([
      /^Run Altar of Fangs · \+10\s*2 trinkets/,
      /^Go to The Venomous Abyss\s*1 trinket/,
      /^Great Vault, each week\s*2 trinkets\s*Its Mythic\+ row \(1, 4, 8 Mythic\+ runs\) can offer/,
    ])
    await expect(tracker.trackedPanel().getByRole('rowheader')).toHaveCount(3)
  },
)
