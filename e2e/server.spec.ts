// The real build behind the production server, in Chromium: the security policy lets every page
// hydrate and work, while blocking everything else; crawler files, icons and caching are in place.
import { createHash } from 'node:crypto'
import season from '../data/season.json' with { type: 'json' }
import { siteConfig } from '../src/config/site'
import { specPagePath } from '../src/features/trinket-tracker/spec-page/spec-page-paths'
import {
  anyWidth,
  expect,
  gotoHydrated,
  openAndCloseHeaderMenu,
  type Response,
  test,
  waitForHydration,
  watchPolicyViolations,
} from './fixtures'

const pages = ['/', '/trinket-tracker/', '/seasonal-overview/', '/faq/', '/change-log/']

test.describe('the Content Security Policy', () => {
  // Each page's own check is part of its one visit in every-page.spec.ts.
  test('lets the Not Found page run and blocks nothing it needs', async ({ page }, testInfo) => {
    const report = await watchPolicyViolations(page)
    await page.goto('/no-such-page/')
    await expect(page.getByRole('banner')).toBeVisible()
    await openAndCloseHeaderMenu(page, testInfo.project.name)
    expect(await report()).toEqual({ violations: [], consoleProblems: [] })
  })

  test(
    'allows each inline script of the served page by hash, and no other inline script',
    anyWidth,
    async ({ request }) => {
      for (const path of pages) {
        const response = await request.get(path)
        const policy = response.headers()['content-security-policy'] ?? ''
        const scriptSources = policy
          .split(';')
          .map((directive) => directive.trim().split(/\s+/))
          .find(([name]) => name === 'script-src')
          ?.slice(1)
        const html = await response.text()
        const inlineHashes = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
          .filter(([, attributes]) => !/\bsrc=/.test(attributes ?? ''))
          .map(
            ([, , body]) =>
              `'sha256-${createHash('sha256')
                .update(body ?? '')
                .digest('base64')}'`,
          )
        expect(inlineHashes.length, path).toBeGreaterThan(0)
        expect(new Set(scriptSources), path).toEqual(new Set(["'self'", ...inlineHashes]))
        expect(policy).toContain("frame-ancestors 'none'")
      }
    },
  )

  test('refuses a script the page did not ship', anyWidth, async ({ page }) => {
    const report = await watchPolicyViolations(page)
    await page.goto('/')
    await page.evaluate(() => {
      const injected = document.createElement('script')
      injected.textContent = 'window.__injected = true'
      document.body.append(injected)
    })
    expect(await page.evaluate(() => 'injected' in window || '__injected' in window)).toBe(false)
    const { violations } = await report()
    expect(violations).toContain('script-src-elem inline')
  })
})

test.describe('files for crawlers and home screens', anyWidth, () => {
  test('robots.txt points at a sitemap that lists every page from the public origin', async ({
    request,
  }) => {
    const robots = await request.get('/robots.txt')
    expect(robots.status()).toBe(200)
    expect(await robots.text()).toContain(`Sitemap: ${siteConfig.origin}/sitemap.xml`)

    const sitemap = await request.get('/sitemap.xml')
    expect(sitemap.headers()['content-type']).toContain('xml')
    const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
      match[1]?.replaceAll('&amp;', '&'),
    )
    // Every page, and each spec's tracker address (its own prerendered page, issue 21).
    const specAddresses = season.specs.map((spec) =>
      specPagePath({ classSlug: spec.classSlug, specSlug: spec.slug }),
    )
    expect(specAddresses).toHaveLength(40)
    expect(locations.sort()).toEqual(
      [...pages, ...specAddresses].map((path) => `${siteConfig.origin}${path}`).sort(),
    )
  })

  test('every icon and the manifest the page head links are served', async ({ page, request }) => {
    await page.goto('/')
    const hrefs = await page
      .locator('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    expect(hrefs).toHaveLength(4)
    for (const href of hrefs) {
      const response = await request.get(href)
      expect(response.status(), href).toBe(200)
      expect(response.headers()['content-type'], href).toMatch(/^(image\/|application\/manifest)/)
    }
    const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
      icons: { src: string }[]
    }
    for (const icon of manifest.icons) {
      expect((await request.get(icon.src)).status(), icon.src).toBe(200)
    }
  })
})

test.describe('caching and addresses', anyWidth, () => {
  test('the scripts and styles a page loads are hashed, immutable and brotli-compressed', async ({
    page,
    tracker,
  }) => {
    // The page asks for its code after its first paint (scripts/paint-first.ts), which a busy
    // machine can delay past a network-idle window: wait for the tracker to answer input with its
    // data. The listener stops before any body is read, as a read still running when the test
    // ended failed it.
    const responses: Response[] = []
    const record = (response: Response) => {
      if (new URL(response.url()).pathname.startsWith('/assets/')) responses.push(response)
    }
    page.on('response', record)
    await tracker.open()
    await page.waitForLoadState('networkidle')
    page.off('response', record)
    const assets = await Promise.all(
      responses.map(async (response) => {
        const headers = response.headers()
        return {
          url: new URL(response.url()).pathname,
          cacheControl: headers['cache-control'] ?? '',
          encoding: headers['content-encoding'] ?? 'none',
          bytes: (await response.body()).length,
        }
      }),
    )
    expect(assets.length).toBeGreaterThan(1)
    for (const asset of assets) {
      expect(asset.url, 'a content hash in the name').toMatch(/-[\w-]{8}\.\w+$/)
      expect(asset.cacheControl, asset.url).toBe('public, max-age=31536000, immutable')
      // Files of a few hundred bytes are sent as they are: compressing them saves nothing.
      if (asset.bytes > 1024) expect(asset.encoding, asset.url).toBe('br')
    }
    expect(assets.some((asset) => asset.encoding === 'br')).toBe(true)
  })

  test('a page is styled from its own HTML, without waiting for a stylesheet', async ({ page }) => {
    const stylesheets: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname)
    })
    await page.goto('/faq/', { waitUntil: 'networkidle' })
    await waitForHydration(page)
    const inlined = await page
      .locator('style[data-inlined-from]')
      .evaluateAll((styles) => styles.map((style) => style.getAttribute('data-inlined-from')))
    expect(inlined.length).toBeGreaterThan(0)
    // Links preload other pages' CSS; the page's own CSS is never fetched.
    expect(stylesheets.filter((url) => inlined.includes(url))).toEqual([])
    // The dark theme is there, so the inlined CSS applies.
    expect(await page.evaluate(() => getComputedStyle(document.body).color)).toBe(
      'rgb(232, 235, 242)',
    )
    // After client-side navigation too: React did not put the stylesheets back.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Change Log' }).click()
    await expect(page).toHaveURL(/\/change-log\/$/)
    await page.waitForLoadState('networkidle')
    expect(stylesheets.filter((url) => inlined.includes(url))).toEqual([])
  })

  test('a link without the trailing slash lands on the page with its query kept', async ({
    page,
  }) => {
    const response = await page.goto('/trinket-tracker?items=1,2')
    expect(response?.status()).toBe(200)
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(
      '/trinket-tracker/?items=1,2',
    )
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/trinket-tracker\?items=1,2$/)
  })
})

test.describe('one address per page', anyWidth, () => {
  test('an index.html address lands on the page itself, query kept', async ({ page }) => {
    const response = await page.goto('/faq/index.html?tab=data-privacy')
    expect(response?.status()).toBe(200)
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/faq/?tab=data-privacy')
    await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible()
  })

  test('build files behind the pages are Not Found, not second copies', async ({ request }) => {
    for (const path of ['/404.html', '/index.html.br', '/faq/index.html.gz', '/faq//']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
      expect(response.headers()['content-type'], path).toBe('text/html; charset=utf-8')
    }
    const put = await request.put('/faq/')
    expect(put.status()).toBe(405)
    expect(put.headers().allow).toBe('GET, HEAD')
  })
})

test.describe('the first-load budget: menus load their code on demand', () => {
  const sheetChunk = /\/assets\/mobile-menu-sheet-[\w-]+\.js$/

  test('a desktop never downloads the slide-in menu', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'desktop only')
    const scripts: string[] = []
    page.on('request', (request) => scripts.push(request.url()))
    await page.goto('/faq/', { waitUntil: 'networkidle' })
    await page.waitForTimeout(3500) // past the idle-time preload a phone would do
    expect(scripts.filter((url) => sheetChunk.test(url))).toEqual([])
  })

  test('on a phone the first tap opens the menu, which traps focus and gives it back', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'phone only')
    const sheetRequests: string[] = []
    page.on('request', (request) => {
      if (sheetChunk.test(request.url())) sheetRequests.push(request.url())
    })
    await gotoHydrated(page, '/faq/')
    const menuButton = page.getByRole('button', { name: 'Open menu' })
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
    // Straight away, before the idle-time preload could have happened.
    await menuButton.click()
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    await expect(dialog).toBeVisible()
    // While the dialog is open everything behind it is hidden from assistive technology.
    await expect(page.locator('.menu-button')).toHaveAttribute('aria-expanded', 'true')
    expect(sheetRequests).toHaveLength(1)

    for (let press = 0; press < 12; press++) await page.keyboard.press('Tab')
    expect(
      await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null),
    ).toBe(true)

    // The panel slides out for 300 ms before it leaves the page. The page itself notes when it
    // turns closed and when it leaves (the watch is in place before Escape is pressed), so a slow
    // machine cannot miss the 300 ms in between.
    const closing = await page.evaluateHandle(() => ({
      gap: new Promise<number>((resolve) => {
        const panel = document.querySelector<HTMLElement>('.sheet')
        if (!panel || panel.dataset.state === 'closed') return resolve(Number.NaN)
        let closedAt = Number.NaN
        new MutationObserver(() => {
          if (panel.dataset.state === 'closed' && Number.isNaN(closedAt)) {
            closedAt = performance.now()
          }
          if (!panel.isConnected) resolve(performance.now() - closedAt)
        }).observe(document.body, { attributes: true, childList: true, subtree: true })
      }),
    }))
    await page.keyboard.press('Escape')
    expect(await closing.evaluate((watch) => watch.gap)).toBeGreaterThanOrEqual(250)
    await expect(dialog).toBeHidden()
    await expect(menuButton).toBeFocused()
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
  })
})

test('desktop: a pointer resting on Tools before the navigation hydrates still opens it', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'desktop only')
  let releaseChunk = () => {}
  const chunkHeld = new Promise<void>((resolve) => {
    page.route(/\/assets\/desktop-nav-[\w-]+\.js$/, async (route) => {
      resolve()
      await new Promise<void>((release) => {
        releaseChunk = release
      })
      await route.continue()
    })
  })
  // Not waiting for 'load': the held chunk may be part of it.
  await page.goto('/faq/', { waitUntil: 'domcontentloaded' })
  await chunkHeld
  await page.getByRole('button', { name: 'Tools' }).hover()
  releaseChunk()
  // No further mouse movement: the menu opens once its code has arrived.
  await expect(
    page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Seasonal Overview' }),
  ).toBeVisible()
})
