// The Change Log as a player uses it, against the production build.
import { readFileSync } from 'node:fs'
import { plainText } from '../src/features/change-log/parse-changelog'
import { formatDate } from '../src/lib/format-date'
import { anyWidth, changelog, expect, gotoHydrated, openWithoutScripts, test } from './fixtures'

test.describe('Change Log', () => {
  test(
    'shows every release of CHANGELOG.md with its date and entries, newest first, without scripts',
    anyWidth,
    async ({ browser }) => {
      const { context, page } = await openWithoutScripts(browser, '/change-log/')
      const titles = page.getByRole('main').getByRole('heading', { level: 2 })
      await expect(titles).toHaveText(changelog.map((release) => release.title))
      for (const release of changelog) {
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
      await context.close()
    },
  )

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
})
