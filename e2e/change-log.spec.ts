// The Change Log as a player uses it, against the production build.
import { readFileSync } from 'node:fs'
import { releasesInFirstHtml } from '../src/features/change-log/first-html-releases'
import { latestRelease, plainText } from '../src/features/change-log/parse-changelog'
import { homeChangeCount } from '../src/features/change-log/vite-plugin-changelog'
import { formatDate } from '../src/lib/format-date'
import {
  anyWidth,
  changelog,
  expect,
  gotoHydrated,
  openWithoutScripts,
  type Page,
  recordPageErrors,
  test,
} from './fixtures'

test.describe('Change Log', () => {
  /** Every release's heading, date and entries are in the section the page draws for it. */
  async function expectReleases(page: Page, releases: typeof changelog) {
    for (const release of releases) {
      const section = page.locator(`section#${release.anchor}`)
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(release.title)
      if (release.date) {
        await expect(section.locator('header time')).toHaveText(formatDate(release.date))
      }
      for (const group of release.groups) {
        for (const entry of group.entries) {
          await expect(section).toContainText(plainText(entry.content))
        }
      }
    }
  }

  test(
    'without scripts, the newest releases are there in full and one line says the older ones follow',
    anyWidth,
    async ({ browser }) => {
      const { context, page } = await openWithoutScripts(browser, '/change-log/')
      const newest = changelog.slice(0, releasesInFirstHtml)
      const titles = page.getByRole('main').getByRole('heading', { level: 2 })
      await expect(titles).toHaveText(newest.map((release) => release.title))
      await expectReleases(page, newest)
      const older = changelog.length - newest.length
      if (older > 0) {
        await expect(page.getByRole('main')).toContainText(
          `${older} older releases, back to ${changelog.at(-1)?.title}, follow once the page has loaded.`,
        )
      }
      await context.close()
    },
  )

  test(
    'shows every release of CHANGELOG.md with its date and entries, newest first',
    anyWidth,
    async ({ page }) => {
      await gotoHydrated(page, '/change-log/')
      const titles = page.getByRole('main').getByRole('heading', { level: 2 })
      await expect(titles).toHaveText(changelog.map((release) => release.title))
      await expectReleases(page, changelog)
      await expect(page.getByText(/older releases?,? .*follow once/)).toHaveCount(0)
    },
  )

  test('an older release, not in the first HTML, can be linked to', anyWidth, async ({ page }) => {
    const oldest = changelog.at(-1)
    if (!oldest || changelog.length <= releasesInFirstHtml) return
    await page.goto(`/change-log/#${oldest.anchor}`)
    const heading = page.locator(`#${oldest.anchor}`).getByRole('heading', { level: 2 })
    await expect(heading).toHaveText(oldest.title)
    await expect(heading).toBeInViewport()
  })

  test(
    'what has gone live is listed under dated releases, none under Unreleased',
    anyWidth,
    async ({ page }) => {
      await page.goto('/change-log/')
      const releases = page.getByRole('main').locator('section.release')
      await expect(releases.first()).toBeVisible()
      expect(await releases.count()).toBeGreaterThan(1)
      await expect(page.getByRole('heading', { name: 'Unreleased' })).toHaveCount(0)
      await expect(page.getByRole('main')).not.toContainText(/In progress|Not live yet/)
      for (const release of await releases.all()) {
        await expect(release.locator('header time')).toHaveAttribute(
          'datetime',
          /^\d{4}-\d{2}-\d{2}$/,
        )
      }
    },
  )

  test('a page address in a change is a link, kept on one line', async ({ page }) => {
    const path = '/seasonal-overview/#raid'
    test.skip(
      !readFileSync(new URL('../CHANGELOG.md', import.meta.url), 'utf8').includes(`\`${path}\``),
      'CHANGELOG.md no longer names the address',
    )
    await gotoHydrated(page, '/change-log/')
    const link = page.getByRole('main').getByRole('link', { name: path })
    await expect(link).toHaveAttribute('href', path)
    // One box per line the code span covers: it must not break at its hyphen.
    expect(await link.locator('code').evaluate((code) => code.getClientRects().length)).toBe(1)
    await link.click()
    await expect(page.locator('#raid').getByRole('heading', { level: 2 })).toBeInViewport()
  })

  test('a release can be linked to', anyWidth, async ({ page }) => {
    const newest = changelog[0]
    if (!newest) throw new Error('CHANGELOG.md has no release')
    await page.goto(`/change-log/#${newest.anchor}`)
    await expect(page.locator(`#${newest.anchor}`)).toBeInViewport()
  })

  test(
    'the home page’s latest release leads to that release, even when the releases come late',
    anyWidth,
    async ({ page }) => {
      const latest = latestRelease(changelog, homeChangeCount)
      if (!latest) throw new Error('CHANGELOG.md has no live release')
      // The releases arrive well after the Change Log is opened, as on a slow connection: the page
      // must still land on the release once they have come.
      await page.route(/\/assets\/change-log-releases-[\w-]+\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500))
        await route.continue()
      })
      await gotoHydrated(page, '/')
      await page
        .getByRole('region', { name: 'Latest changes' })
        .getByRole('link', { name: `Version ${latest.title} ·` })
        .click()
      await expect(page).toHaveURL(`/change-log/#${latest.anchor}`)
      const heading = page.locator(`#${latest.anchor}`).getByRole('heading', { level: 2 })
      await expect(heading).toHaveText(latest.title)
      await expect(heading).toBeInViewport()
      // Scrolled to it, past the page's heading and lede, not left at the top of the page.
      await expect
        .poll(() => heading.evaluate((element) => element.getBoundingClientRect().top))
        .toBeLessThan(150)
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    },
  )

  test('the prerendered releases stay on screen while their code comes', async ({ page }) => {
    const errors = recordPageErrors(page)
    let releasesServed = false
    await page.route(/\/assets\/change-log-releases-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4000))
      await route.continue()
      releasesServed = true
    })
    await gotoHydrated(page, '/change-log/')
    const releases = page.getByRole('main').locator('section.release')
    const skeleton = page.locator('.release-list-skeleton')
    // Read at once, not waited for: a skeleton that stood in for a moment would pass a wait.
    const prerendered = Math.min(changelog.length, releasesInFirstHtml)
    for (const moment of ['hydrated', 'a while later']) {
      if (moment !== 'hydrated') await page.waitForTimeout(500)
      expect(releasesServed, moment).toBe(false)
      expect(await releases.count(), moment).toBe(prerendered)
      expect(await skeleton.count(), moment).toBe(0)
    }
    await expect.poll(() => releasesServed).toBe(true)
    // Served is not yet drawn: the browser still receives, runs and renders the chunk.
    await expect(releases).toHaveCount(changelog.length)
    expect(await skeleton.count()).toBe(0)
    expect(errors).toEqual([])
  })
})
