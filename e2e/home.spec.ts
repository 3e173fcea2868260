// The home page as a player uses it, against the production build.
import { latestRelease, plainText } from '../src/features/change-log/parse-changelog'
import { homeChangeCount } from '../src/features/change-log/vite-plugin-changelog'
import { formatDate } from '../src/lib/format-date'
import {
  anyWidth,
  changelog,
  expect,
  gotoHydrated,
  gotoSettled,
  openWithoutScripts,
  test,
} from './fixtures'
import { dataset } from './season-dataset'

test.describe('Home', () => {
  test(
    'offers the two tools and shows the Loot Table as coming soon, not as a link',
    anyWidth,
    async ({ page }) => {
      await gotoSettled(page, '/')
      const tools = page.getByRole('region', { name: 'Tools' })
      await expect(tools.getByRole('link', { name: 'Trinket Tracker' })).toHaveAttribute(
        'href',
        '/trinket-tracker/',
      )
      const lootTable = tools.getByRole('listitem').filter({ hasText: 'Loot Table' })
      // The specification's exact label for the tool that is not built yet.
      await expect(lootTable.getByRole('heading')).toHaveText('Loot Table (Soon™)')
      await expect(lootTable.getByRole('link')).toHaveCount(0)
      await tools.getByRole('link', { name: 'Seasonal Overview' }).click()
      await expect(page).toHaveURL('/seasonal-overview/')
    },
  )

  test('shows the dungeon pool and the raid', anyWidth, async ({ page }) => {
    await page.goto('/')
    const glance = page.getByRole('region', { name: 'Season at a glance' })
    for (const instance of dataset.instances.filter((i) => i.kind === 'dungeon')) {
      await expect(glance.getByText(instance.name, { exact: true })).toBeVisible()
    }
  })

  test('the season at a glance comes with the page, without the season’s dataset', async ({
    page,
  }) => {
    // The glance is worked out at build time: the home page does not wait on the ~150 KB dataset.
    // Its links to the tracker may preload it once the page is up, 2 s after they come into view.
    const datasetRequests: string[] = []
    page.on('request', (request) => {
      if (/\/assets\/season-[^/]*\.json$/.test(request.url())) datasetRequests.push(request.url())
    })
    await gotoHydrated(page, '/')
    expect(datasetRequests).toEqual([])
    const glance = page.getByRole('region', { name: 'Season at a glance' })
    await expect(glance).toContainText(`patch ${dataset.season.patch}`)
    await expect(glance.getByText('Best Mythic+ chest')).toBeVisible()
    const raid = dataset.instances.find((i) => i.kind === 'raid')
    await expect(glance.getByRole('heading', { name: `Raid: ${raid?.name}` })).toBeVisible()
  })

  test(
    'the latest changes are the newest release’s, under its version and date, without scripts',
    anyWidth,
    async ({ browser }) => {
      const latest = latestRelease(changelog, homeChangeCount)
      if (!latest?.date) throw new Error('CHANGELOG.md has no dated release')
      const { context, page } = await openWithoutScripts(browser, '/')
      const changes = page.getByRole('region', { name: 'Latest changes' })
      const release = changes.getByRole('heading', { level: 3 })
      await expect(release).toHaveText(`Version ${latest.title} · ${formatDate(latest.date)}`)
      await expect(release.locator('time')).toHaveAttribute('datetime', latest.date)
      await expect(changes).not.toContainText(/Unreleased|In progress|Not live yet/)
      const shown = changes.getByRole('listitem')
      await expect(shown).toHaveCount(latest.changes.length)
      for (const [index, change] of latest.changes.entries()) {
        await expect(shown.nth(index)).toContainText(plainText(change.content))
      }
      // The heading leads to the release on the Change Log, scripts or not.
      await release.getByRole('link').click()
      await expect(page).toHaveURL(`/change-log/#${latest.anchor}`)
      await expect(page.locator(`#${latest.anchor}`)).toBeInViewport()
      await context.close()
    },
  )

  test(
    'the latest changes open with what the newest release added, as the file lists it',
    anyWidth,
    async ({ page }) => {
      const newest = changelog.find((release) => release.version !== null && !release.yanked)
      const added = newest?.groups.find((group) => group.heading === 'Added')?.entries ?? []
      test.skip(added.length === 0, 'the newest release adds nothing')
      await page.goto('/')
      const shown = page.getByRole('region', { name: 'Latest changes' }).getByRole('listitem')
      const count = Math.min(await shown.count(), added.length)
      expect(count).toBeGreaterThan(0)
      for (let i = 0; i < count; i++) {
        await expect(shown.nth(i)).toContainText('Added')
        await expect(shown.nth(i)).toContainText(plainText(added[i]?.content ?? []))
      }
    },
  )

  test('the raid’s bosses read down each column, in kill order', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/')
    const raid = dataset.instances.find((i) => i.kind === 'raid')
    if (!raid) throw new Error('the dataset has no raid')
    const bosses = page.getByRole('region', { name: 'Season at a glance' }).locator('ol > li')
    const killOrder = [...raid.encounters].sort((a, b) => a.order - b.order)
    await expect(bosses).toHaveText(killOrder.map((e) => e.name ?? /Unnamed boss/))
    const boxes = await bosses.evaluateAll((items) =>
      items.map((item) => {
        const box = item.getBoundingClientRect()
        return { x: Math.round(box.left), y: Math.round(box.top) }
      }),
    )
    expect(new Set(boxes.map((box) => box.x)).size).toBeGreaterThan(1)
    // Reading column by column, top to bottom, meets the bosses in kill order.
    const columnMajor = [...boxes].sort((a, b) => a.x - b.x || a.y - b.y)
    expect(columnMajor).toEqual(boxes)
  })
})
