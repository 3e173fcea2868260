// Every page's shell, head and accessibility, the Trinket Tracker's included, against the
// production build: one visit a page.
import AxeBuilder from '@axe-core/playwright'
import { pngSize } from '../scripts/app-icons'
import { siteConfig } from '../src/config/site'
import {
  expect,
  openAndCloseHeaderMenu,
  recordPageErrors,
  test,
  waitForHydration,
  watchPolicyViolations,
} from './fixtures'
import { dataset } from './season-dataset'

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
