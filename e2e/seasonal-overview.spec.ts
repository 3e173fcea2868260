// The Seasonal Overview as a player uses it, against the production build.
import { overviewSections } from '../src/features/seasonal-overview/sections'
import { formatDate } from '../src/lib/format-date'
import { withReadableDates } from '../src/lib/note-dates'
import { anyWidth, escapeRegExp, expect, gotoSettled, test } from './fixtures'
import { dataset } from './season-dataset'

test.describe('Seasonal Overview', () => {
  test(
    'shows the season, its data date and every dungeon with its bosses',
    anyWidth,
    async ({ page }) => {
      await page.goto('/seasonal-overview/')
      await expect(
        page.getByText(formatDate(dataset.season.dataAsOf), { exact: true }).first(),
      ).toBeVisible()
      const dungeonSection = page.locator('#dungeons')
      for (const dungeon of dataset.instances.filter((i) => i.kind === 'dungeon')) {
        const card = dungeonSection.getByRole('article', { name: dungeon.name })
        await expect(card).toBeVisible()
        for (const encounter of dungeon.encounters) {
          if (encounter.name)
            await expect(card.getByText(encounter.name, { exact: true })).toBeVisible()
        }
      }
    },
  )

  test('a contents entry scrolls its section into view and puts it in the address', async ({
    page,
  }) => {
    await gotoSettled(page, '/seasonal-overview/')
    const section = page.locator('#great-vault')
    await expect(section).not.toBeInViewport()
    const entry = page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: 'Great Vault' })
    await entry.click()
    await expect(page).toHaveURL(/\/seasonal-overview\/#great-vault$/)
    await expect(section.getByRole('heading', { level: 2 })).toBeInViewport()
    await expect(entry).toHaveAttribute('aria-current', 'location')
  })

  test('a link straight to a section opens the page there', async ({ page }) => {
    await page.goto('/seasonal-overview/#affixes')
    await expect(page.locator('#affixes').getByRole('heading', { level: 2 })).toBeInViewport()
  })

  test(
    'each dungeon and the raid link to the Trinket Tracker filtered to them',
    anyWidth,
    async ({ page }) => {
      await gotoSettled(page, '/seasonal-overview/')
      // Chrome puts a space around the visually hidden part of the name; either way is fine.
      const trackerLink = (name: string) =>
        page.getByRole('link', {
          name: new RegExp(`^Open in the Trinket Tracker\\s*:\\s*${escapeRegExp(name)}$`),
        })
      for (const instance of dataset.instances) {
        await expect(trackerLink(instance.name)).toHaveAttribute(
          'href',
          `/trinket-tracker/?instance=${instance.slug}`,
        )
      }
      const raid = dataset.instances.find((i) => i.kind === 'raid')
      if (!raid) throw new Error('the dataset has no raid')
      await trackerLink(raid.name).click()
      await expect(page).toHaveURL(`/trinket-tracker/?instance=${raid.slug}`)
      await expect(page.getByRole('heading', { level: 1, name: 'Trinket Tracker' })).toBeVisible()
    },
  )

  test('marks disputed and unknown facts with their notes', anyWidth, async ({ page }) => {
    await page.goto('/seasonal-overview/')
    const rewards = page.locator('#mythic-plus-rewards')
    const disputed = dataset.mythicPlus.rewards.find((r) => r.provenance.certainty === 'disputed')
    if (disputed?.provenance.note) {
      await expect(rewards.getByText('Disputed').first()).toBeVisible()
      await expect(rewards.getByText(withReadableDates(disputed.provenance.note))).toBeVisible()
    }
    // Dates in notes read like every other date on the site ("11 August 2026", not 2026-08-11).
    const notes = await page
      .locator('.overview-notes, .instance-note, .rule-list')
      .allTextContents()
    expect(notes.join(' ')).toMatch(/\d{1,2} [A-Z][a-z]+ \d{4}/)
    expect(notes.join(' ')).not.toMatch(/\d{4}-\d{2}-\d{2}/)
    const unknownStart = Object.values(dataset.season.startDates).filter((d) => d === null).length
    await expect(page.locator('#start-dates').getByText('Unknown', { exact: true })).toHaveCount(
      unknownStart +
        Object.values(dataset.season.patchReleaseDates).filter((d) => d === null).length,
    )
  })

  test('a grid of numbers scrolls inside its own box on a phone, row names kept in view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await gotoSettled(page, '/seasonal-overview/#mythic-plus-rewards')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    const box = page.getByRole('figure', { name: 'Mythic+ rewards by key level' })
    await expect(box).toHaveAttribute('tabindex', '0')
    expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeGreaterThan(0)
    const rowName = box.getByRole('rowheader', { name: /^\+6\b/ })
    const header = box.getByRole('columnheader', { name: 'End of dungeon' })
    const [nameBefore, headerBefore] = [await rowName.boundingBox(), await header.boundingBox()]
    await box.evaluate((el) => {
      el.scrollLeft = el.scrollWidth
    })
    await expect
      .poll(async () => (await header.boundingBox())?.x)
      .toBeLessThan((headerBefore?.x ?? 0) - 50)
    expect((await rowName.boundingBox())?.x).toBe(nameBefore?.x)
  })

  test('tables of words read on a phone without a sideways scroll', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/seasonal-overview/')
    for (const id of ['raid-difficulties', 'great-vault', 'affixes', 'start-dates']) {
      const table = page.locator(`#${id} table`)
      const overflow = await table.evaluate((t) => {
        const box = t.parentElement
        return box ? box.scrollWidth - box.clientWidth : -1
      })
      expect(overflow, id).toBe(0)
      const rights = await table
        .locator('tbody th, td')
        .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().right))
      expect(Math.max(...rights), id).toBeLessThanOrEqual(375)
    }
    // Each value carries its column's name while the rows are stacked…
    const firstAffix = page.locator('#affixes tbody tr').first()
    await expect(firstAffix.getByText('What it does')).toBeVisible()
    // …and from 768 px the table has its header row instead.
    await page.setViewportSize({ width: 800, height: 900 })
    await expect(firstAffix.getByText('What it does')).toBeHidden()
    await expect(
      page.locator('#affixes').getByRole('columnheader', { name: 'What it does' }),
    ).toBeVisible()
  })

  test('on phones and tablets each section leads back to the contents', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await gotoSettled(page, '/seasonal-overview/#affixes')
    const contents = page.getByRole('navigation', { name: 'On this page' })
    await expect(page.locator('#affixes').getByRole('heading', { level: 2 })).toBeInViewport()
    await expect(contents).not.toBeInViewport()
    await page.locator('#affixes').getByRole('link', { name: 'Back to contents' }).click()
    await expect(page).toHaveURL(/\/seasonal-overview\/#contents$/)
    await expect(contents.getByRole('link', { name: 'Great Vault' })).toBeInViewport()
  })

  test('from 992 px the contents stay beside the sections, with no extra link', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await gotoSettled(page, '/seasonal-overview/#affixes')
    await expect(page.locator('#affixes').getByRole('heading', { level: 2 })).toBeInViewport()
    await expect(page.getByRole('navigation', { name: 'On this page' })).toBeInViewport()
    await expect(page.getByRole('link', { name: 'Back to contents' })).toHaveCount(0)
  })

  test('every instance card puts its count under its name, so boss lists line up', async ({
    page,
  }) => {
    for (const width of [375, 800, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/seasonal-overview/')
      const cards = await page.locator('#dungeons article').evaluateAll((articles) =>
        articles.map((card) => {
          const top = card.getBoundingClientRect().top
          const name = card.querySelector('h3')?.getBoundingClientRect()
          const count = card.querySelector('header p')?.getBoundingClientRect()
          const bosses = card.querySelector('ol')?.getBoundingClientRect()
          return {
            row: Math.round(top),
            countUnderName:
              name !== undefined && count !== undefined && count.top >= name.bottom - 1,
            bossesAt: Math.round((bosses?.top ?? 0) - top),
          }
        }),
      )
      expect(cards.length).toBeGreaterThan(1)
      expect(cards.every((card) => card.countUnderName)).toBe(true)
      // Cards side by side start their boss lists at the same height.
      for (const card of cards) {
        const sameRow = cards.filter((other) => other.row === card.row)
        expect(new Set(sameRow.map((other) => other.bossesAt)).size, `${width} px`).toBe(1)
      }
    }
  })

  test('trinket names look like names, not links, even with the tracker’s styles loaded', async ({
    page,
  }) => {
    await gotoSettled(page, '/seasonal-overview/')
    // A tracker link in view preloads the tracker, styles included.
    await page
      .getByRole('link', { name: /^Open in the Trinket Tracker/ })
      .first()
      .scrollIntoViewIfNeeded()
    await page.waitForFunction(() =>
      [...document.querySelectorAll('link[rel="stylesheet"], style')].some((sheet) =>
        (sheet.getAttribute('href') ?? sheet.textContent ?? '').includes('trinket-tracker'),
      ),
    )
    const trinket = dataset.trinkets.find((t) =>
      t.sources.some((source) => source.instanceId === dataset.instances[0]?.id),
    )
    if (!trinket) throw new Error('the first instance has no trinket')
    const name = page.locator('#dungeons').getByText(trinket.name, { exact: true })
    await name.hover()
    expect(await name.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('none')
    expect(await name.evaluate((el) => getComputedStyle(el).cursor)).not.toBe('pointer')
  })

  test(
    'only the sections are landmarks, not the boxes around tables',
    anyWidth,
    async ({ page }) => {
      await page.goto('/seasonal-overview/')
      await expect(page.getByRole('main').getByRole('region')).toHaveCount(overviewSections.length)
    },
  )
})
