// "Which one should I get?": what the guides say in the Trinket Tracker, on a desktop and a phone.
import AxeBuilder from '@axe-core/playwright'
import { anyWidth, expect, type Tracker, test } from './fixtures'

const affliction = '?wowClass=warlock&wowSpec=affliction'
const fireMage = '?wowClass=mage&wowSpec=fire'

// Facts from data/season.json (imported from the guides' rankings) the tests lean on.
const flask = "Freightrunner's Flask" // Affliction: maxroll S, Icy Veins B
const bag = "Gebbo's Bottomless Bag" // Affliction's best-rated pick

function verdictsOf(tracker: Tracker, name: string) {
  return tracker.row(name).getByRole('list', { name: 'What the guides say' }).getByRole('link')
}

test('each row says what each guide says, disagreement shown side by side', async ({ tracker }) => {
  await tracker.open(affliction)
  // Each verdict is a link to its publisher; the link text says what the guide rates it.
  await expect(verdictsOf(tracker, flask)).toHaveText([/^maxroll: S/, /^Icy Veins: B/])
  await expect(verdictsOf(tracker, flask).first()).toHaveAttribute('href', 'https://maxroll.gg/wow')
  await expect(verdictsOf(tracker, bag)).toHaveText([
    /^Wowhead: best in slot/,
    /^maxroll: S/,
    /^Icy Veins: S/,
  ])
})

test(
  'each verdict as published: Junkyard in its place, and which of two lists it is from',
  anyWidth,
  async ({ page, tracker }) => {
    await tracker.open('?wowClass=demon-hunter&wowSpec=vengeance')
    await expect(verdictsOf(tracker, 'Tumor of the Swarm')).toContainText(['maxroll: Junkyard'])

    await tracker.open('?wowClass=warlock&wowSpec=destruction')
    const fang = tracker
      .row('Fang of Umbral Malignance')
      .getByRole('list', { name: 'What the guides say' })
      .getByRole('listitem')
      .filter({ hasText: 'maxroll' })
    // One item, "maxroll raid: A · Mythic+: S": each list's verdict its own link to the publisher.
    await expect(fang.getByRole('link')).toHaveText([/^maxroll raid: [A-Z]/, /^Mythic\+: [A-Z]/])
    await expect(fang).toContainText(' · ')

    // A marked fact keeps its mark on the role line: Devourer's "ranged" is inferred.
    await tracker.open('?wowClass=demon-hunter&wowSpec=devourer')
    const roleLine = page.locator('.results-subtitle')
    await expect(roleLine).toContainText('ranged')
    await roleLine.getByRole('button', { name: 'inferred' }).click()
    await expect(roleLine.getByRole('note')).toHaveText(
      'Inferred. Ranged is not confirmed by a stored source.',
    )
  },
)

test(
  "a value made before its trinket's last change says so, on the row",
  anyWidth,
  async ({ tracker }) => {
    await tracker.open('?wowClass=death-knight&wowSpec=frost')
    const ruby = tracker.row('Ruby Whelp Shell')
    const simLine = ruby.locator('.sim-value')
    await simLine.getByRole('button', { name: 'disputed' }).click()
    await expect(simLine.getByRole('note')).toHaveText(
      'Disputed. Simmed 9 Sep, before its 22 Sep rework.',
    )
    // A trinket the game did not change carries no such mark.
    const others = tracker.row("Voracious Heart of Ula'tek").locator('.sim-value')
    await expect(others).toBeVisible()
    await expect(others.getByRole('button', { name: 'disputed' })).toHaveCount(0)
  },
)

test(
  'a spec with only best-in-slot picks shows those, and says when no guide rates a trinket',
  anyWidth,
  async ({ page, tracker }) => {
    await tracker.open(fireMage)
    const rated = page.getByRole('list', { name: 'What the guides say' }).getByRole('link')
    await expect(rated.first()).toBeVisible()
    for (const text of await rated.allTextContents()) expect(text).toMatch(/^Wowhead: /)
    await expect(tracker.row('Lightspire Core')).toContainText('Not rated by the guides we follow')
  },
)

test(
  "the guides' picks order puts the best-rated first, lives in the URL and survives a reload",
  anyWidth,
  async ({ page, tracker }) => {
    await tracker.open(affliction)
    const topPicks = page.getByRole('region', { name: 'Top picks for Affliction Warlock' })
    await expect(topPicks.getByRole('listitem').first()).toContainText(bag)
    // By place first: the raid's trinkets come first, in boss order.
    expect((await tracker.listedNames())[0]).not.toBe(bag)

    await page.getByRole('radio', { name: "Guides' picks" }).click()
    await expect(page.getByRole('radio', { name: "Guides' picks" })).toHaveAttribute(
      'aria-checked',
      'true',
    )
    await expect(page).toHaveURL(/[?&]order=picks/)
    await expect(page.getByRole('heading', { name: /^Rated by the guides/ })).toBeVisible()
    await expect
      .poll(async () => (await tracker.listedNames()).slice(0, 3))
      .toEqual([bag, 'Stormbound Emblem of Dazar', 'Vile Vial of Volatile Venom'])
    await expect(
      page.getByRole('heading', { name: /^Not rated by the guides we follow/ }),
    ).toBeVisible()

    // The spec's prerendered page shows the usual order until the picks order is drawn over it
    // (behind its placeholder), so the list is read once it settles.
    await tracker.reload()
    await expect(page.locator('html')).not.toHaveAttribute('data-tracker-pending')
    await expect.poll(async () => (await tracker.listedNames())[0]).toBe(bag)

    await page.getByRole('radio', { name: 'Where it drops' }).click()
    await expect(page).not.toHaveURL(/order=/)
  },
)

test(
  'a malformed order falls back to the usual order without a fuss',
  anyWidth,
  async ({ page, tracker }) => {
    await tracker.open(`${affliction}&order=best%22%3E`)
    await expect(page.getByRole('radio', { name: 'Where it drops' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
    await expect(page.getByRole('heading', { name: /^Rated by the guides/ })).toHaveCount(0)
    // Without a spec there is nothing to order by: no picks, no switch. (The tracker would bring
    // back the Affliction just seen; this is a visitor who has none.)
    await page.evaluate(() => localStorage.clear())
    await tracker.open('?order=picks')
    await expect(page.getByRole('radio', { name: "Guides' picks" })).toHaveCount(0)
    await expect(page.getByRole('list', { name: 'What the guides say' })).toHaveCount(0)
  },
)

test(
  'the top picks go into the farm plan, which says how many of them each stop gives',
  anyWidth,
  async ({ page, tracker }) => {
    await tracker.open(affliction)
    await page.getByRole('button', { name: 'Track them and plan the farm' }).click()
    await expect(page.getByRole('heading', { name: /^Tracked/ })).toContainText('5')
    // Affliction's five top picks drop in five places, so each stop gives one of them.
    const plan = page.locator('.farm-plan')
    await expect(plan.getByText('1 of your top 5', { exact: true })).toHaveCount(5)
    await expect(plan.getByRole('listitem').filter({ hasText: "Rav'i" })).toContainText(
      '1 of your top 5',
    )
    await expect(page.getByRole('link', { name: 'See where to farm them ↓' })).toBeVisible()
  },
)

test(
  'the details dialog says who rates it, when, and what they measure',
  anyWidth,
  async ({ tracker }) => {
    await tracker.open(affliction)
    const dialog = await tracker.openDetails(flask)
    await expect(
      dialog.getByRole('heading', { name: 'What the guides say for Affliction Warlock' }),
    ).toBeVisible()
    await expect(dialog).toContainText('maxroll: S')
    await expect(dialog).toContainText('11 August 2026')
    await expect(dialog).toContainText("the trinket tiers of maxroll's spec guide")
    await expect(dialog.getByRole('link', { name: /^Icy Veins/ })).toHaveAttribute(
      'href',
      'https://www.icy-veins.com/wow/',
    )
  },
)

test("no accessibility violations in the guides' picks order", async ({ page, tracker }) => {
  test.slow()
  await tracker.open(`${affliction}&order=picks`)
  await expect(page.getByRole('heading', { name: /^Rated by the guides/ })).toBeVisible()
  const results = await new AxeBuilder({ page }).include('.tracker-results').analyze()
  expect(results.violations).toEqual([])
})
