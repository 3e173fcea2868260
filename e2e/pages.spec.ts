// Home, Seasonal Overview, FAQ and Change Log as a player uses them, against the production build;
// and every page's shell, head and accessibility, the Trinket Tracker's included.
import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { pngSize } from '../scripts/app-icons'
import { siteConfig } from '../src/config/site'
import { visitorCookieName } from '../src/features/analytics/visitor-cookie'
import {
  latestRelease,
  parseChangelog,
  plainText,
} from '../src/features/change-log/parse-changelog'
import { homeChangeCount } from '../src/features/change-log/vite-plugin-changelog'
import { overviewSections } from '../src/features/seasonal-overview/sections'
import { formatDate } from '../src/lib/format-date'
import { withReadableDates } from '../src/lib/note-dates'
import {
  anyWidth,
  escapeRegExp,
  expect,
  gotoHydrated,
  openAndCloseHeaderMenu,
  openWithoutScripts,
  type Page,
  recordPageErrors,
  test,
  waitForHydration,
  watchPolicyViolations,
} from './fixtures'
import { dataset } from './season-dataset'

const changelog = parseChangelog(
  readFileSync(new URL('../CHANGELOG.md', import.meta.url), 'utf8'),
).releases

/** Opens a page once it answers input and has loaded what it loads on its own. */
async function gotoSettled(page: Page, url: string) {
  await gotoHydrated(page, url)
  await page.waitForLoadState('networkidle')
}

const pages = [
  {
    path: '/',
    heading: 'Vaultwise',
    title: 'Vaultwise: Trinkets, keys and the season at a glance',
    description: siteConfig.description,
  },
  {
    path: '/trinket-tracker/',
    heading: 'Trinket Tracker',
    title: 'Trinket Tracker · Vaultwise',
    description: /trinket your spec can use/,
  },
  {
    path: '/seasonal-overview/',
    heading: 'Seasonal Overview',
    title: 'Seasonal Overview · Vaultwise',
    description: /Mythic\+ dungeon pool/,
  },
  {
    path: '/faq/',
    heading: 'FAQ',
    title: 'FAQ · Vaultwise',
    description: /where the data comes from/,
  },
  {
    path: '/change-log/',
    heading: 'Change Log',
    title: 'Change Log · Vaultwise',
    description: /release by release/,
  },
]

test.describe('every page', () => {
  // One visit a page and width checks all of this: each extra page load costs seconds.
  for (const { path, heading, title, description } of pages) {
    test(`${path} is prerendered with its own head and preview image, paints before its scripts, then hydrates within its security policy and passes axe`, async ({
      page,
      request,
    }, testInfo) => {
      // One visit does the work that took three, so it has the time of three.
      test.slow()
      // The HTML the server sends already holds the page (no script needed to read it).
      const html = await (await request.get(path)).text()
      expect(html).toContain(`<link rel="canonical" href="${siteConfig.origin}${path}"`)
      if (path !== '/change-log/') expect(html).toContain(dataset.season.name)

      const errors = recordPageErrors(page)
      const policyReport = await watchPolicyViolations(page)
      await page.goto(path)
      // It paints its prerendered HTML before it asks for any script (scripts/paint-first.ts).
      const timing = await page.waitForFunction(() => {
        const paint = performance.getEntriesByName('first-paint')[0]
        const scripts = performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
        if (!paint || scripts.length === 0) return undefined
        return {
          paint: paint.startTime,
          firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
        }
      })
      const { paint, firstScript } = (await timing.jsonValue()) ?? { paint: 0, firstScript: 0 }
      expect(firstScript).toBeGreaterThanOrEqual(paint)

      await waitForHydration(page)
      await page.waitForLoadState('networkidle')
      await expect(page).toHaveTitle(title)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description)

      // One header, one main holding the page, one footer.
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(page.getByRole('banner')).toHaveCount(1)
      await expect(page.getByRole('main')).toHaveCount(1)
      await expect(page.getByRole('contentinfo')).toHaveCount(1)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${siteConfig.origin}${path}`,
      )
      // The preview image chat apps show is in the build, a 1200×630 PNG as the tags announce.
      const image = await page.locator('meta[property="og:image"]').getAttribute('content')
      await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute(
        'content',
        image ?? '',
      )
      const imagePath = new URL(image ?? '', siteConfig.origin).pathname
      const response = await request.get(imagePath)
      expect(response.status(), imagePath).toBe(200)
      expect(response.headers()['content-type']).toBe('image/png')
      expect(pngSize(await response.body()), imagePath).toEqual({ width: 1200, height: 630 })

      // axe's default rules plus WCAG 2.2's target size (off by default), which matters on phones.
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze()
      expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([])

      // The header's menu comes alive within the security policy.
      await openAndCloseHeaderMenu(page, testInfo.project.name)
      expect(await policyReport()).toEqual({ violations: [], consoleProblems: [] })

      // Client-side navigation works. By keyboard: a click aims at coordinates, and on the
      // Trinket Tracker the footer can still move while the rest of the list renders after
      // hydration (a busy CI machine saw the click land 67 px above the link); Enter on the
      // focused link is what this is about.
      const faqLink = page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true })
      await faqLink.focus()
      await faqLink.press('Enter')
      await expect(page).toHaveURL(/\/faq\/$/)
      await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible()
      expect(errors).toEqual([])
    })
  }
})

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

test.describe('FAQ', () => {
  const tab = (page: Page, name: string) => page.getByRole('tab', { name })

  test('the tab in the address is the tab shown', anyWidth, async ({ page }) => {
    await gotoSettled(page, '/faq/?tab=data-privacy')
    await expect(tab(page, 'Data & Privacy')).toHaveAttribute('aria-selected', 'true')
    await expect(
      page.getByRole('heading', { name: 'What does the site store about me?' }),
    ).toBeVisible()
    await expect(page.getByRole('heading', { name: 'What is Vaultwise?' })).toBeHidden()
  })

  test(
    'choosing a tab writes it to the address without adding a history entry',
    anyWidth,
    async ({ page }) => {
      await page.goto('/change-log/')
      await gotoSettled(page, '/faq/')
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
    },
  )

  test(
    'an unknown tab falls back to the first one without an error',
    anyWidth,
    async ({ page }) => {
      await gotoSettled(page, '/faq/?tab=no-such-tab')
      await expect(tab(page, 'General')).toHaveAttribute('aria-selected', 'true')
      await expect(page.getByText('Something went wrong!')).toHaveCount(0)
      // A tab the router reads as a number or a list is no tab either.
      for (const malformed of ['7', '[]', '{}']) {
        await gotoSettled(page, `/faq/?tab=${encodeURIComponent(malformed)}`)
        await expect(tab(page, 'General')).toHaveAttribute('aria-selected', 'true')
        await expect(page.getByText('Something went wrong!')).toHaveCount(0)
      }
    },
  )

  test(
    'a link to an answer in another tab opens that tab and scrolls to it',
    anyWidth,
    async ({ page }) => {
      await gotoSettled(page, '/faq/?tab=general#how-fresh-is-the-data')
      await expect(tab(page, 'Data & Privacy')).toHaveAttribute('aria-selected', 'true')
      await expect(page).toHaveURL(/\?tab=data-privacy#how-fresh-is-the-data$/)
      const answer = page.locator('#how-fresh-is-the-data')
      await expect(answer.getByRole('heading')).toBeInViewport()
      await expect(answer).toContainText(formatDate(dataset.season.dataAsOf))
    },
  )

  test('a link to an answer further down its own tab scrolls to it', anyWidth, async ({ page }) => {
    await gotoSettled(page, '/faq/?tab=data-privacy#how-do-i-change-my-cookie-choice')
    await expect(tab(page, 'Data & Privacy')).toHaveAttribute('aria-selected', 'true')
    await expect(
      page.locator('#how-do-i-change-my-cookie-choice').getByRole('heading'),
    ).toBeInViewport()
  })

  test(
    'names every cookie the site sets, by the names it really uses',
    anyWidth,
    async ({ page }) => {
      // The tab in the address is read once the page has hydrated.
      await gotoHydrated(page, '/faq/?tab=data-privacy')
      const answer = page.locator('#what-does-the-site-store')
      for (const name of [
        siteConfig.consentCookies.analytics,
        siteConfig.consentCookies.updated,
        visitorCookieName,
      ]) {
        await expect(answer.locator('code', { hasText: name })).toBeVisible()
      }
      // It says plainly what is measured and for what, and why the banner reads as it does.
      await expect(answer.getByText(/What is measured, only after Accept/)).toBeVisible()
      await expect(answer.getByText(/assist in our marketing efforts/)).toBeVisible()
      await expect(page.locator('#what-does-the-tracker-remember')).toContainText('local storage')
    },
  )

  test('the way it gives to change the cookie choice brings the banner back', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([
      { name: siteConfig.consentCookies.updated, value: 'true', url: baseURL },
      { name: siteConfig.consentCookies.analytics, value: 'false', url: baseURL },
    ])
    await gotoSettled(page, '/faq/?tab=data-privacy#how-do-i-change-my-cookie-choice')
    const banner = page.getByRole('region', { name: 'Cookie consent' })
    await expect(banner).toBeHidden()
    const answer = page.locator('#how-do-i-change-my-cookie-choice')
    await expect(answer).toContainText('Cookie settings at the bottom of any page')
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click()
    await expect(banner).toBeVisible()
  })

  test('questions are not landmarks, and the four tabs share one row from 768 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 800, height: 900 })
    await gotoSettled(page, '/faq/')
    await expect(page.locator('#what-is-vaultwise')).toBeVisible()
    await expect(page.getByRole('main').getByRole('region')).toHaveCount(0)
    const tops = await page
      .getByRole('tab')
      .evaluateAll((tabs) => tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)))
    expect(new Set(tops).size).toBe(1)
    await page.setViewportSize({ width: 375, height: 800 })
    const phoneTops = await page
      .getByRole('tab')
      .evaluateAll((tabs) => tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)))
    expect(new Set(phoneTops).size).toBe(2)
  })

  test(
    'a link in an answer opens that page in place, and one off the site opens a new tab',
    anyWidth,
    async ({ page }) => {
      await gotoSettled(page, '/faq/')
      const answer = page.locator('#how-do-i-give-feedback')
      await expect(answer.getByRole('link', { name: /feedback channel/ })).toHaveAttribute(
        'target',
        '_blank',
      )
      // A marker on the window survives a move inside the app, not a reload.
      await page.evaluate(() => Object.assign(window, { faqMarker: true }))
      await answer.getByRole('link', { name: 'Change Log' }).click()
      await expect(page).toHaveURL(/\/change-log\/$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Change Log' })).toBeVisible()
      expect(await page.evaluate(() => 'faqMarker' in window)).toBe(true)
    },
  )

  test(
    'the prerendered FAQ holds every answer before any script runs',
    anyWidth,
    async ({ browser }) => {
      const { context, page } = await openWithoutScripts(browser, '/faq/')
      await expect(page.getByRole('heading', { name: 'What is Vaultwise?' })).toBeVisible()
      // Other tabs' answers are in the page, hidden, for links to find.
      await expect(page.locator('#how-fresh-is-the-data')).toContainText(
        formatDate(dataset.season.dataAsOf),
      )
      await expect(page.locator('#what-do-the-marks-mean .fact-mark')).toHaveCount(3)
      await context.close()
    },
  )

  test('an answer links to another tab’s answer', anyWidth, async ({ page }) => {
    await gotoSettled(page, '/faq/?tab=trinket-tracker')
    await page
      .locator('#why-does-it-say-unknown')
      .getByRole('link', { name: 'what the marks mean' })
      .click()
    await expect(page).toHaveURL(/\?tab=seasonal-overview#what-do-the-marks-mean$/)
    await expect(page.locator('#what-do-the-marks-mean').getByRole('heading')).toBeInViewport()
  })
})

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
