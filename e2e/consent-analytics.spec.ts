// Consent and analytics end to end: nothing is tracked before a choice or after Deny; Accept
// sends Matomo page views, outlinks and heartbeats to the site's own endpoint, which stores them.
import AxeBuilder from '@axe-core/playwright'
import { siteConfig } from '../src/config/site'
import {
  type APIRequestContext,
  anyWidth,
  type BrowserContext,
  expect,
  gotoHydrated,
  type Locator,
  type Page,
  test,
  waitForHydration,
} from './fixtures'

const trackerPath = siteConfig.analytics.trackerPath
const { analytics: choiceCookie, updated: updatedCookie } = siteConfig.consentCookies
const visitorCookie = siteConfig.analytics.visitorCookie
const bannerText =
  'By clicking “Accept”, you agree to the storing of cookies on your device to enhance site navigation, analyze site usage, and assist in our marketing efforts.'

type Hits = URLSearchParams[]

/** Every request to the tracker endpoint, and every request for the tracker's code. */
function watchTracking(page: Page) {
  const hits: Hits = []
  const trackerCode: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === trackerPath)
      hits.push(new URLSearchParams(request.postData() ?? url.search))
    if (/matomo-tracker/.test(url.pathname)) trackerCode.push(url.pathname)
  })
  return { hits, trackerCode }
}

/** Opens the page with its tracking requests watched from its first byte on. */
async function openWatchingTracking(page: Page, path: string) {
  const tracking = watchTracking(page)
  await gotoHydrated(page, path)
  return tracking
}

const pageViews = (hits: Hits) => hits.filter((hit) => !hit.has('link') && !hit.has('ping'))
const pathOf = (hit: URLSearchParams) => new URL(hit.get('url') ?? '').pathname
const viewedPaths = (hits: Hits) => pageViews(hits).map(pathOf)

// Popups opened by external links must not leave the test machine.
async function keepExternalLinksLocal(context: BrowserContext) {
  await context.route(/^https:\/\/(?!127\.0\.0\.1)/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Elsewhere</title>' }),
  )
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' })
const footer = (page: Page) => page.getByRole('contentinfo')

async function goViaFooter(page: Page, label: 'FAQ' | 'Change Log', path: string) {
  await footer(page).getByRole('link', { name: label, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${path}$`))
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible()
}

async function cookiesByName(context: BrowserContext) {
  return new Map((await context.cookies()).map((cookie) => [cookie.name, cookie]))
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle')
}

async function clickAndCloseExternal(page: Page, link: Locator) {
  const popup = page.waitForEvent('popup')
  await link.click()
  await (await popup).close()
}

/**
 * Reloads the page, follows the footer's external Feedback link, and checks that nothing of it
 * was tracked, nor the tracker's code loaded, with the banner as the choice so far leaves it.
 */
async function expectNothingTrackedAfterReloadAndOutlink(
  page: Page,
  { hits, trackerCode }: ReturnType<typeof watchTracking>,
  { banner: state }: { banner: 'shown' | 'hidden' },
) {
  await page.reload()
  await waitForHydration(page)
  if (state === 'shown') await expect(banner(page)).toBeVisible()
  else await expect(banner(page)).toBeHidden()
  await clickAndCloseExternal(page, footer(page).getByRole('link', { name: /^Feedback/ }))
  await settle(page)
  expect(hits).toEqual([])
  expect(trackerCode).toEqual([])
}

test.beforeEach(async ({ context }) => {
  await keepExternalLinksLocal(context)
})

test(
  'before a choice: the banner shows, nothing is tracked and no tracking cookie is set',
  anyWidth,
  async ({ page, context }) => {
    const tracking = await openWatchingTracking(page, '/')
    await expect(banner(page)).toBeVisible()
    await expect(banner(page).getByText(bannerText, { exact: true })).toBeVisible()

    // Refusing is as easy as accepting: both buttons the same size.
    const accept = await banner(page).getByRole('button', { name: 'Accept' }).boundingBox()
    const deny = await banner(page).getByRole('button', { name: 'Deny' }).boundingBox()
    expect(accept && deny && [accept.width, accept.height]).toEqual(
      deny && [deny.width, deny.height],
    )

    await goViaFooter(page, 'FAQ', '/faq/')
    await goViaFooter(page, 'Change Log', '/change-log/')
    await expectNothingTrackedAfterReloadAndOutlink(page, tracking, { banner: 'shown' })
    const cookies = await cookiesByName(context)
    expect(cookies.has(visitorCookie)).toBe(false)
    expect(cookies.has(choiceCookie)).toBe(false)
    expect(cookies.has(updatedCookie)).toBe(false)
  },
)

test('the banner and the Cookie settings control pass an accessibility check', async ({ page }) => {
  await gotoHydrated(page, '/')
  const results = await new AxeBuilder({ page })
    .include('#consent-banner')
    .include('[data-cookie-settings]')
    .analyze()
  expect(results.violations).toEqual([])
})

test('keyboard users reach the choice first, though the banner sits at the foot of the screen', async ({
  page,
}) => {
  await gotoHydrated(page, '/seasonal-overview/')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(banner(page).getByRole('button', { name: 'Accept' })).toBeFocused()
  // On screen it is still the last thing, stuck to the bottom of the window.
  const box = await banner(page).boundingBox()
  const height = page.viewportSize()?.height ?? 0
  expect(box && Math.round(box.y + box.height)).toBe(height)
})

test('the banner never covers the end of the footer', async ({ page }) => {
  await gotoHydrated(page, '/faq/')
  // Scrolling is smooth and the router may still scroll to the top while the page hydrates:
  // jump to the end and measure until the page has settled there.
  await expect
    .poll(async () => {
      await page.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
      )
      const copyright = await page.locator('.copyright').boundingBox()
      const bar = await banner(page).boundingBox()
      return Boolean(copyright && bar && copyright.y + copyright.height <= bar.y)
    })
    .toBe(true)
})

test(
  'Deny: banner gone, choice stored, and still nothing tracked after navigation and reload',
  anyWidth,
  async ({ page, context }) => {
    const tracking = await openWatchingTracking(page, '/')
    await banner(page).getByRole('button', { name: 'Deny' }).click()
    await expect(banner(page)).toBeHidden()

    const cookies = await cookiesByName(context)
    const yearFromNow = Date.now() / 1000 + 365 * 24 * 3600
    for (const [name, value] of [
      [choiceCookie, 'false'],
      [updatedCookie, 'true'],
    ] as const) {
      const cookie = cookies.get(name)
      expect(cookie).toMatchObject({ value, path: '/', sameSite: 'Lax', secure: false })
      expect(Math.abs((cookie?.expires ?? 0) - yearFromNow)).toBeLessThan(3600)
    }

    await goViaFooter(page, 'FAQ', '/faq/')
    await expectNothingTrackedAfterReloadAndOutlink(page, tracking, { banner: 'hidden' })
    expect((await cookiesByName(context)).has(visitorCookie)).toBe(false)
  },
)

test(
  'Accept: page views for this page and each later one, an outlink, and a heartbeat after 15 s',
  anyWidth,
  async ({ page, context, baseURL }) => {
    await page.clock.install()
    const { hits, trackerCode } = await openWatchingTracking(page, '/')
    await settle(page)
    expect(trackerCode).toEqual([])

    await banner(page).getByRole('button', { name: 'Accept' }).click()
    await expect(banner(page)).toBeHidden()
    await expect.poll(() => viewedPaths(hits)).toEqual(['/'])

    const visitorId = (await cookiesByName(context)).get(visitorCookie)?.value
    expect(visitorId).toMatch(/^[0-9a-f]{16}$/)
    const first = Object.fromEntries(pageViews(hits)[0] ?? [])
    expect(first).toMatchObject({
      idsite: '6',
      rec: '1',
      apiv: '1',
      url: `${baseURL}/`,
      action_name: await page.title(),
      _id: visitorId,
    })
    expect(first.rand).toBeTruthy()
    expect(first).toHaveProperty('urlref')
    expect((await cookiesByName(context)).get(choiceCookie)?.value).toBe('true')

    await goViaFooter(page, 'FAQ', '/faq/')
    await expect.poll(() => viewedPaths(hits)).toEqual(['/', '/faq/'])
    await goViaFooter(page, 'Change Log', '/change-log/')
    await expect.poll(() => viewedPaths(hits)).toEqual(['/', '/faq/', '/change-log/'])
    const changeLog = pageViews(hits)[2]
    expect(changeLog?.get('idsite')).toBe('6')
    expect(changeLog?.get('action_name')).toBe('Change Log · Vaultwise')
    expect(changeLog?.get('urlref')).toBe(`${baseURL}/faq/`)
    expect(changeLog?.get('_id')).toBe(visitorId)

    await clickAndCloseExternal(page, footer(page).getByRole('link', { name: /^Feedback/ }))
    await expect
      .poll(() => hits.filter((hit) => hit.has('link')).map((hit) => hit.get('link')))
      .toEqual([siteConfig.feedbackUrl])
    const outlink = hits.find((hit) => hit.has('link'))
    expect(outlink?.get('url')).toBe(`${baseURL}/change-log/`)
    expect(outlink?.get('idsite')).toBe('6')

    const pings = () => hits.filter((hit) => hit.get('ping') === '1')
    expect(pings()).toHaveLength(0)
    await page.clock.fastForward('00:16')
    await expect.poll(() => pings().length).toBe(1)
    expect(pings()[0]?.get('url')).toBe(`${baseURL}/change-log/`)
    expect(viewedPaths(hits)).toHaveLength(3)
  },
)

test(
  'the choice survives a reload, and Cookie settings → Deny stops tracking at once',
  anyWidth,
  async ({ page, context }) => {
    await page.clock.install()
    const { hits } = await openWatchingTracking(page, '/faq/')
    await banner(page).getByRole('button', { name: 'Accept' }).click()
    await expect.poll(() => viewedPaths(hits)).toEqual(['/faq/'])
    const visitorId = (await cookiesByName(context)).get(visitorCookie)?.value

    await page.reload()
    await waitForHydration(page)
    await expect(banner(page)).toBeHidden()
    await expect.poll(() => viewedPaths(hits)).toEqual(['/faq/', '/faq/'])
    expect(pageViews(hits)[1]?.get('_id')).toBe(visitorId)

    await footer(page).getByRole('button', { name: 'Cookie settings' }).click()
    await expect(banner(page)).toBeVisible()
    await expect(banner(page)).toBeFocused()
    await banner(page).getByRole('button', { name: 'Deny' }).click()
    await expect(banner(page)).toBeHidden()
    await expect(footer(page).getByRole('button', { name: 'Cookie settings' })).toBeFocused()

    const cookies = await cookiesByName(context)
    expect(cookies.get(choiceCookie)?.value).toBe('false')
    expect(cookies.get(updatedCookie)?.value).toBe('true')
    expect(cookies.has(visitorCookie)).toBe(false)

    const sentBeforeWithdrawal = hits.length
    await goViaFooter(page, 'Change Log', '/change-log/')
    await clickAndCloseExternal(page, footer(page).getByRole('link', { name: /^Feedback/ }))
    await page.clock.fastForward('01:00')
    await page.reload()
    await waitForHydration(page)
    await expect(banner(page)).toBeHidden()
    await settle(page)
    expect(hits).toHaveLength(sentBeforeWithdrawal)
    expect((await cookiesByName(context)).has(visitorCookie)).toBe(false)
  },
)

test.describe('prerendered HTML, before any script of the app runs', anyWidth, () => {
  test.beforeEach(async ({ context }) => {
    // No hydration: what the visitor sees is the HTML plus the inline head script.
    await context.route('**/assets/*.js', (route) => route.abort())
  })

  test('shows the banner to a visitor who has not chosen', async ({ page }) => {
    await page.goto('/faq/', { waitUntil: 'domcontentloaded' })
    await expect(banner(page)).toBeVisible()
    await expect(banner(page).getByText(bannerText, { exact: true })).toBeVisible()
  })

  test('hides it from a visitor who already chose', async ({ page, context, baseURL }) => {
    await context.addCookies([
      { name: updatedCookie, value: 'true', url: baseURL },
      { name: choiceCookie, value: 'false', url: baseURL },
    ])
    await page.goto('/faq/', { waitUntil: 'domcontentloaded' })
    await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible()
    await expect(banner(page)).toBeHidden()
  })
})

test('showing or hiding the banner on load shifts nothing', async ({ page, context, baseURL }) => {
  // Shifts from the end of parsing on: the head script decides before the banner is parsed, and
  // hydration and every later change come after. On a starved CPU Chromium paints a document
  // half parsed (a header with only its first link), and the rest arriving then counts as a
  // shift of a few thousandths that has nothing to do with the banner.
  const layoutShift = () =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const [navigation] = performance.getEntriesByType(
            'navigation',
          ) as PerformanceNavigationTiming[]
          const parsed = navigation?.domContentLoadedEventStart ?? 0
          let total = 0
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              if (entry.startTime >= parsed) total += (entry as unknown as { value: number }).value
          }).observe({ type: 'layout-shift', buffered: true })
          setTimeout(() => resolve(total), 300)
        }),
    )
  await gotoHydrated(page, '/seasonal-overview/')
  await settle(page)
  expect(await layoutShift()).toBe(0)

  await context.addCookies([
    { name: updatedCookie, value: 'true', url: baseURL },
    { name: choiceCookie, value: 'false', url: baseURL },
  ])
  await page.reload()
  await waitForHydration(page)
  await settle(page)
  await expect(banner(page)).toBeHidden()
  expect(await layoutShift()).toBe(0)
})

async function summary(request: APIRequestContext) {
  const response = await request.get('/api/analytics/summary')
  expect(response.status()).toBe(200)
  return (await response.json()) as {
    pageViews: Array<{ path: string; views: number }>
    outlinks: Array<{ url: string; clicks: number }>
  }
}

test(
  'the local server stores the hits and the summary reports them',
  anyWidth,
  async ({ page, request }) => {
    // Other tests run in parallel against the same server: compare counts before and after.
    const before = await summary(request)
    const views = (data: typeof before, path: string) =>
      data.pageViews.find((row) => row.path === path)?.views ?? 0
    const clicks = (data: typeof before, url: string) =>
      data.outlinks.find((row) => row.url === url)?.clicks ?? 0

    const { hits } = await openWatchingTracking(page, '/seasonal-overview/')
    await banner(page).getByRole('button', { name: 'Accept' }).click()
    await goViaFooter(page, 'FAQ', '/faq/')
    await clickAndCloseExternal(page, footer(page).getByRole('link', { name: /^Feedback/ }))
    await expect.poll(() => hits.length).toBe(3)

    await expect
      .poll(async () => {
        const after = await summary(request)
        return [
          views(after, '/seasonal-overview/') - views(before, '/seasonal-overview/') >= 1,
          views(after, '/faq/') - views(before, '/faq/') >= 1,
          clicks(after, siteConfig.feedbackUrl) - clicks(before, siteConfig.feedbackUrl) >= 1,
        ]
      })
      .toEqual([true, true, true])
  },
)

test('the tracker endpoint refuses a malformed hit', anyWidth, async ({ request, baseURL }) => {
  const response = await request.post(trackerPath, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: new URLSearchParams({ idsite: '999', rec: '1', url: `${baseURL}/` }).toString(),
  })
  expect(response.status()).toBe(400)
  expect(await response.json()).toEqual({ error: 'Unknown idsite 999.' })
})
