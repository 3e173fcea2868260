// What the Trinket Tracker shows of each trinket, on a desktop and a phone: item levels, icons,
// the details dialog, Wowhead links, and an axe check of it all.
import AxeBuilder from '@axe-core/playwright'
import {
  anyWidth,
  expect,
  failOnPageErrors,
  frostMage,
  heartOfUlatek,
  lightspireCore,
  merekthasFang,
  test,
} from './fixtures'

failOnPageErrors()

test('item levels follow the chosen key level, raid difficulty or track', async ({
  page,
  tracker,
}) => {
  await tracker.open('?ilvl=key-12')
  const row = tracker.row(lightspireCore.name)
  await expect(row).toContainText('311')
  await expect(row).toContainText('Hero 3/6')
  await expect(row).toContainText('318')

  await tracker.open('?ilvl=raid-mythic')
  const heart = tracker.row(heartOfUlatek.name)
  await expect(heart).toContainText('344')
  await expect(heart).toContainText('Myth 9')

  await tracker.open('?ilvl=track-myth-3')
  await expect(row).toContainText('324')
  await expect(row.getByRole('button', { name: 'inferred' })).toBeVisible()

  await tracker.showFilters()
  await page.getByRole('button', { name: 'Raid', exact: true }).last().click()
  await expect.poll(() => tracker.param('ilvl')).toBe('raid-heroic')
})

test('every trinket place asks only for game icons the build has (none while data/icons.json is empty)', async ({
  page,
  tracker,
}) => {
  const iconAnswers: { url: string; status: number }[] = []
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.pathname.startsWith('/item-icons/')) {
      iconAnswers.push({ url: url.pathname, status: response.status() })
    }
  })
  const otherHosts: string[] = []
  page.on('request', (request) => {
    if (
      request.resourceType() === 'image' &&
      new URL(request.url()).origin !== new URL(page.url()).origin
    ) {
      otherHosts.push(request.url())
    }
  })
  // Rows, top picks, the tracked panel, its farm plan and the details dialog.
  await tracker.open(frostMage)
  await tracker.track(lightspireCore.name)
  await tracker.openDetails(lightspireCore.name)
  await page.keyboard.press('Escape')
  await page.mouse.wheel(0, 20_000)
  await page.waitForLoadState('networkidle')
  const listed = await page.locator('.trinket-icon img').count()
  expect(iconAnswers.filter((answer) => answer.status !== 200)).toEqual([])
  expect(iconAnswers.length >= Math.min(listed, 1)).toBe(true)
  expect(otherHosts).toEqual([])
})

test('details open in a dialog and close with Escape', async ({ page, tracker }) => {
  await tracker.open(frostMage)
  const dialog = await tracker.openDetails(lightspireCore.name)
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('Who can use it')
  await expect(dialog).toContainText('Mythic+ rewards by key level')
  await expect(dialog.getByRole('link', { name: /Wowhead/ })).toHaveAttribute(
    'href',
    `https://www.wowhead.com/item=${lightspireCore.id}`,
  )
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
})

test(
  'a closing details dialog keeps showing its trinket until it is gone',
  anyWidth,
  async ({ page, tracker }) => {
    await tracker.open(frostMage)
    // Pause CSS animations so the 300 ms close animation holds still while the test looks at it.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Animation.enable')
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 })
    await expect(await tracker.openDetails(lightspireCore.name)).toBeVisible()
    await page.keyboard.press('Escape')
    const closing = page.locator('.modal[data-state="closed"]')
    await expect(closing).toHaveCount(1)
    await expect(closing.locator('.modal-title')).toHaveText(lightspireCore.name)
    await expect(closing).toContainText('Who can use it')
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 })
    await expect(closing).toHaveCount(0)
  },
)

test(
  'a raid drop level is marked inferred, with the reason in the details',
  anyWidth,
  async ({ tracker }) => {
    await tracker.open('?ilvl=raid-heroic')
    const row = tracker.row(heartOfUlatek.name)
    // Ula'tek is one of the last two bosses: Heroic loot at 315, not the raid's first step (305).
    await expect(row).toContainText('315')
    await expect(row.getByRole('button', { name: 'inferred' }).first()).toBeVisible()
    const dialog = await tracker.openDetails(heartOfUlatek.name)
    await expect(dialog).toContainText(
      /Inferred: .*LFR, Normal and Heroic assume the same grouping/,
    )
  },
)

test('each trinket links to Wowhead in a new tab and shows a tooltip on focus', async ({
  page,
  tracker,
}) => {
  await tracker.open(frostMage)
  const link = tracker.link(lightspireCore.name)
  await expect(link).toHaveAttribute('href', `https://www.wowhead.com/item=${lightspireCore.id}`)
  await expect(link).toHaveAttribute('target', '_blank')
  // Radix closes a tooltip on any scroll, so bring the row into view before focusing it.
  await link.scrollIntoViewIfNeeded()
  await page.waitForTimeout(600)
  await link.focus()
  await expect(page.getByRole('tooltip')).toContainText(`Drops from Lightwarden Ruia`)
})

test('no accessibility violations with a spec, tracked trinkets and a context', async ({
  page,
  tracker,
}) => {
  // Two axe passes over the longest page took over 30 s on a loaded 2-core machine.
  test.slow()
  await tracker.open(`${frostMage}&items=${lightspireCore.id},${merekthasFang.id}&ilvl=key-10`)
  await expect(tracker.heading('Frost Mage')).toBeVisible()
  await tracker.showFilters()
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations).toEqual([])

  await expect(await tracker.openDetails(lightspireCore.name)).toBeVisible()
  // The page behind the modal dialog was checked above and is inert now; checking it again took
  // longer than the test's time on a loaded machine.
  const dialogResults = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
  expect(dialogResults.violations).toEqual([])
})
