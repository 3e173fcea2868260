// Home, Seasonal Overview, FAQ and Change Log as a player uses them, against the production build.
import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { siteConfig } from '../src/config/site'
import {
  latestChanges,
  parseChangelog,
  plainText,
} from '../src/features/change-log/parse-changelog'
import { parseSeasonDataset } from '../src/features/season-data/parse-dataset'
import { formatDate } from '../src/lib/format-date'

const dataset = parseSeasonDataset(
  JSON.parse(readFileSync(new URL('../data/season.json', import.meta.url), 'utf8')),
  'data/season.json',
)
const changelog = parseChangelog(
  readFileSync(new URL('../CHANGELOG.md', import.meta.url), 'utf8'),
).releases

/** Errors the page logs, apart from missing static files (icons) that are not these pages' job. */
function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text())
    }
  })
  return errors
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** Waits until React has hydrated the page, so clicks reach the app rather than plain HTML. */
async function gotoHydrated(page: Page, url: string) {
  await page.goto(url)
  await page.waitForFunction(() => {
    const main = document.getElementById('main')
    return main !== null && Object.keys(main).some((key) => key.startsWith('__react'))
  })
  await page.waitForLoadState('networkidle')
}

const pages = [
  {
    path: '/',
    title: 'Vaultwise: Trinkets, keys and the season at a glance',
    description: siteConfig.description,
  },
  {
    path: '/seasonal-overview/',
    title: 'Seasonal Overview · Vaultwise',
    description: /Mythic\+ dungeon pool/,
  },
  { path: '/faq/', title: 'FAQ · Vaultwise', description: /where the data comes from/ },
  { path: '/change-log/', title: 'Change Log · Vaultwise', description: /release by release/ },
]

test.describe('every page', () => {
  for (const { path, title, description } of pages) {
    test(`${path} is prerendered with its own head, hydrates cleanly and passes axe`, async ({
      page,
      request,
    }) => {
      // The HTML the server sends already holds the page (no script needed to read it).
      const html = await (await request.get(path)).text()
      expect(html).toContain(`<link rel="canonical" href="${siteConfig.origin}${path}"`)
      if (path !== '/change-log/') expect(html).toContain(dataset.season.name)

      const errors = collectErrors(page)
      await gotoHydrated(page, path)
      await expect(page).toHaveTitle(title)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description)
      expect(errors).toEqual([])

      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze()
      expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([])
    })
  }
})

test.describe('Seasonal Overview', () => {
  test('shows the season, its data date and every dungeon with its bosses', async ({ page }) => {
    await page.goto('/seasonal-overview/')
    await expect(page.getByText(formatDate(dataset.season.dataAsOf))).toBeVisible()
    const dungeonSection = page.locator('#dungeons')
    for (const dungeon of dataset.instances.filter((i) => i.kind === 'dungeon')) {
      const card = dungeonSection.getByRole('article', { name: dungeon.name })
      await expect(card).toBeVisible()
      for (const encounter of dungeon.encounters) {
        if (encounter.name)
          await expect(card.getByText(encounter.name, { exact: true })).toBeVisible()
      }
    }
  })

  test('a contents entry scrolls its section into view and puts it in the address', async ({
    page,
  }) => {
    await gotoHydrated(page, '/seasonal-overview/')
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

  test('each dungeon and the raid link to the Trinket Tracker filtered to them', async ({
    page,
  }) => {
    await gotoHydrated(page, '/seasonal-overview/')
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
  })

  test('marks disputed and unknown facts with their notes', async ({ page }) => {
    await page.goto('/seasonal-overview/')
    const rewards = page.locator('#mythic-plus-rewards')
    const disputed = dataset.mythicPlus.rewards.find((r) => r.provenance.certainty === 'disputed')
    if (disputed?.provenance.note) {
      await expect(rewards.getByText('Disputed').first()).toBeVisible()
      await expect(rewards.getByText(disputed.provenance.note)).toBeVisible()
    }
    const unknownStart = Object.values(dataset.season.startDates).filter((d) => d === null).length
    await expect(page.locator('#start-dates').getByText('Unknown', { exact: true })).toHaveCount(
      unknownStart +
        Object.values(dataset.season.patchReleaseDates).filter((d) => d === null).length,
    )
  })

  test('a wide table scrolls inside its own box on a phone, not the page', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/seasonal-overview/#upgrade-tracks')
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(pageWidth).toBeLessThanOrEqual(375)
    const region = page.getByRole('region', {
      name: 'Item level at each step of each upgrade track, with its crest',
    })
    await expect(region).toHaveAttribute('tabindex', '0')
    const overflow = await region.evaluate((box) => box.scrollWidth - box.clientWidth)
    expect(overflow).toBeGreaterThan(0)
  })
})

test.describe('FAQ', () => {
  const tab = (page: Page, name: string) => page.getByRole('tab', { name })

  test('the tab in the address is the tab shown', async ({ page }) => {
    await gotoHydrated(page, '/faq/?tab=data-privacy')
    await expect(tab(page, 'Data & Privacy')).toHaveAttribute('aria-selected', 'true')
    await expect(
      page.getByRole('heading', { name: 'What does the site store about me?' }),
    ).toBeVisible()
    await expect(page.getByRole('heading', { name: 'What is Vaultwise?' })).toBeHidden()
  })

  test('choosing a tab writes it to the address without adding a history entry', async ({
    page,
  }) => {
    await page.goto('/change-log/')
    await gotoHydrated(page, '/faq/')
    await expect(tab(page, 'General')).toHaveAttribute('aria-selected', 'true')
    await tab(page, 'Trinket Tracker').click()
    await expect(page).toHaveURL(/\/faq\/\?tab=trinket-tracker$/)
    await expect(
      page.getByRole('heading', { name: 'How are the item levels worked out?' }),
    ).toBeVisible()
    await tab(page, 'Seasonal Overview').click()
    await expect(page).toHaveURL(/\?tab=seasonal-overview$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/change-log\/$/)
  })

  test('an unknown tab falls back to the first one without an error', async ({ page }) => {
    await gotoHydrated(page, '/faq/?tab=no-such-tab')
    await expect(tab(page, 'General')).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByText('Something went wrong!')).toHaveCount(0)
  })

  test('a link to an answer in another tab opens that tab and scrolls to it', async ({ page }) => {
    await gotoHydrated(page, '/faq/?tab=general#how-fresh-is-the-data')
    await expect(tab(page, 'Data & Privacy')).toHaveAttribute('aria-selected', 'true')
    await expect(page).toHaveURL(/\?tab=data-privacy#how-fresh-is-the-data$/)
    const answer = page.locator('#how-fresh-is-the-data')
    await expect(answer.getByRole('heading')).toBeInViewport()
    await expect(answer).toContainText(formatDate(dataset.season.dataAsOf))
  })

  test('a link to an answer further down its own tab scrolls to it', async ({ page }) => {
    await gotoHydrated(page, '/faq/?tab=data-privacy#how-do-i-change-my-cookie-choice')
    await expect(tab(page, 'Data & Privacy')).toHaveAttribute('aria-selected', 'true')
    await expect(
      page.locator('#how-do-i-change-my-cookie-choice').getByRole('heading'),
    ).toBeInViewport()
  })

  test('says which cookies the site stores, by the names it really uses', async ({ page }) => {
    await page.goto('/faq/?tab=data-privacy')
    const answer = page.locator('#what-does-the-site-store')
    await expect(answer).toContainText(siteConfig.consentCookies.analytics)
    await expect(answer).toContainText(siteConfig.consentCookies.updated)
    await expect(answer.getByText(/third parties/)).toBeVisible()
  })

  test('an answer links to another tab’s answer', async ({ page }) => {
    await gotoHydrated(page, '/faq/?tab=trinket-tracker')
    await page
      .locator('#why-does-it-say-unknown')
      .getByRole('link', { name: 'what the marks mean' })
      .click()
    await expect(page).toHaveURL(/\?tab=seasonal-overview#what-do-the-marks-mean$/)
    await expect(page.locator('#what-do-the-marks-mean').getByRole('heading')).toBeInViewport()
  })
})

test.describe('Home', () => {
  test('offers the two tools and shows the Loot Table as coming soon, not as a link', async ({
    page,
  }) => {
    await gotoHydrated(page, '/')
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
  })

  test('shows the dungeon pool, the raid and the newest Change Log entries', async ({ page }) => {
    await page.goto('/')
    const glance = page.getByRole('region', { name: 'Season at a glance' })
    for (const instance of dataset.instances.filter((i) => i.kind === 'dungeon')) {
      await expect(glance.getByText(instance.name, { exact: true })).toBeVisible()
    }
    const [first] = latestChanges(changelog, 1)
    if (first) {
      await expect(
        page.getByRole('region', { name: 'Latest changes' }).getByText(plainText(first.content)),
      ).toBeVisible()
    }
  })
})

test.describe('Change Log', () => {
  test('shows every release of CHANGELOG.md with its entries, newest first', async ({ page }) => {
    await page.goto('/change-log/')
    const titles = page.getByRole('main').getByRole('heading', { level: 2 })
    await expect(titles).toHaveText(changelog.map((release) => release.title))
    for (const release of changelog) {
      const section = page.locator(`section#${release.anchor}`)
      await expect(section).toContainText(release.version === null ? 'In progress' : release.title)
      for (const group of release.groups) {
        for (const entry of group.entries) {
          await expect(section).toContainText(plainText(entry.content))
        }
      }
    }
  })

  test('a release can be linked to', async ({ page }) => {
    const newest = changelog[0]
    if (!newest) throw new Error('CHANGELOG.md has no release')
    await page.goto(`/change-log/#${newest.anchor}`)
    await expect(page.locator(`#${newest.anchor}`)).toBeInViewport()
  })
})
