import ogs from 'open-graph-scraper'
import { pngSize } from '../scripts/app-icons'
import { decodeEntities } from '../scripts/render-check'
import { siteConfig } from '../src/config/site'
import {
  anyWidth,
  expect,
  openWithoutScripts,
  type Page,
  recordPageErrors,
  Tracker,
  test,
  waitForHydration,
} from './fixtures'
import { dataset } from './season-dataset'

const season = dataset.season.name

type Spec = { classSlug: string; specSlug: string; who: string; id: number }
function specOf(classSlug: string, specSlug: string): Spec {
  const wowClass = dataset.classes.find((c) => c.slug === classSlug)
  const spec = dataset.specs.find((s) => s.classSlug === classSlug && s.slug === specSlug)
  if (!wowClass || !spec) throw new Error(`no spec ${classSlug}/${specSlug} in data/season.json`)
  return { classSlug, specSlug, who: `${spec.name} ${wowClass.name}`, id: spec.id }
}
const fireMage = specOf('mage', 'fire')
const beastMastery = specOf('hunter', 'beast-mastery')
const addressOf = (spec: Spec) =>
  `/trinket-tracker/?wowClass=${spec.classSlug}&wowSpec=${spec.specSlug}`
const usableBy = (spec: Spec) => dataset.trinkets.filter((t) => t.specIds.includes(spec.id))

/** The decoded attribute of the first tag matching `selector` in raw HTML. */
function attributeIn(html: string, selector: RegExp, attribute: string): string | undefined {
  const tag = html.match(selector)?.[0]
  const value = tag?.match(new RegExp(`\\s${attribute}="([^"]*)"`))?.[1]
  return value === undefined ? undefined : decodeEntities(value)
}
const metaTag = (key: string) => new RegExp(`<meta (?:name|property)="${key}"[^>]*>`)

/** Whether the pending-view script marked the page by the time its HTML was parsed. */
async function watchPendingMark(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, {
        __pendingAtParse: document.documentElement.hasAttribute('data-tracker-pending'),
      })
    })
  })
  return () =>
    page.evaluate(() => (window as unknown as { __pendingAtParse: boolean }).__pendingAtParse)
}

test.describe('spec pages', () => {
  for (const spec of [fireMage, beastMastery]) {
    test(
      `${spec.who}: the HTML at ${addressOf(spec)} has the spec's head, preview card and list`,
      anyWidth,
      async ({ request }) => {
        const response = await request.get(addressOf(spec))
        expect(response.status()).toBe(200)
        const html = await response.text()
        const title = `${spec.who} trinkets · ${season} · ${siteConfig.title}`
        expect(html).toContain(`<title>${title.replaceAll("'", '&#x27;')}</title>`)
        const description = attributeIn(html, metaTag('description'), 'content') ?? ''
        expect(description).toMatch(
          new RegExp(`^${usableBy(spec).length} ${season} trinkets ${spec.who}s can use: `),
        )
        // Both specs have guide rankings in data/season.json.
        expect(description).toMatch(/ The guides' top picks: [^.]+\.$/)
        const canonical = `${siteConfig.origin}${addressOf(spec)}`
        expect(attributeIn(html, /<link rel="canonical"[^>]*>/, 'href')).toBe(canonical)
        expect(attributeIn(html, metaTag('og:url'), 'content')).toBe(canonical)
        expect(attributeIn(html, metaTag('og:title'), 'content')).toBe(title)
        expect(attributeIn(html, metaTag('og:description'), 'content')).toBe(description)
        const image = attributeIn(html, metaTag('og:image'), 'content') ?? ''
        expect(image).toBe(
          `${siteConfig.origin}/og/trinket-tracker/${spec.classSlug}-${spec.specSlug}.png`,
        )
        expect(attributeIn(html, metaTag('twitter:image'), 'content')).toBe(image)
        const png = await request.get(new URL(image).pathname)
        expect(png.status()).toBe(200)
        expect(pngSize(await png.body())).toEqual({ width: 1200, height: 630 })

        // The first paint is the spec's list, not "Choose a class".
        expect(html).toContain(`Trinkets for ${spec.who}`)
        expect(html).not.toContain('Choose a class to see its specs.')
      },
    )
  }

  test("every spec page's first HTML names every trinket the spec can use", async ({ request }) => {
    for (const { classSlug, slug } of dataset.specs) {
      const spec = specOf(classSlug, slug)
      const html = await (await request.get(addressOf(spec))).text()
      // The page's own text, not its head (whose description names some of them too).
      const main = decodeEntities(html.slice(html.indexOf('<main'), html.indexOf('</main>')))
      const missing = usableBy(spec)
        .map((trinket) => trinket.name)
        .filter((name) => !main.includes(name))
      expect(missing, spec.who).toEqual([])
    }
  })

  test(
    'the bare page answers anything that names no spec exactly, with 200',
    anyWidth,
    async ({ request }) => {
      const bare = await (await request.get('/trinket-tracker/')).text()
      expect(bare).toContain('<title>Trinket Tracker · Vaultwise</title>')
      for (const address of [
        '/trinket-tracker/?wowClass=Mage&wowSpec=fire',
        '/trinket-tracker/?wowClass=mage&wowSpec=fire&wowSpec=fire',
        '/trinket-tracker/?wowClass=mage&wowSpec=holy',
      ]) {
        const response = await request.get(address)
        expect(response.status(), address).toBe(200)
        expect(await response.text(), address).toBe(bare)
      }
      const reordered = await request.get('/trinket-tracker/?items=1&wowSpec=fire&wowClass=mage')
      expect(await reordered.text()).toContain(`<title>${fireMage.who} trinkets`)
    },
  )

  test(
    'with JavaScript off, the first paint shows only the trinkets the spec can use',
    anyWidth,
    async ({ browser }) => {
      const { context, page } = await openWithoutScripts(browser, addressOf(fireMage))
      await expect(new Tracker(page).heading(fireMage.who)).toBeVisible()
      // The picker is drawn folded on the chosen spec, as the page will be once it runs.
      await expect(page.getByRole('region', { name: 'Class and spec' })).toContainText(fireMage.who)
      await expect(page.getByText('Choose a class to see its specs.')).toHaveCount(0)
      const names = await new Tracker(page).listedNames()
      expect(names.length).toBeGreaterThan(0)
      const usable = new Set(usableBy(fireMage).map((t) => t.name))
      expect(names.filter((name) => !usable.has(name))).toEqual([])
      await context.close()
    },
  )

  test(
    'hydrates without a mismatch and without hiding its list, then the address applies in full',
    anyWidth,
    async ({ page, tracker }) => {
      const errors = recordPageErrors(page, { failedLoads: true })
      const pendingAtParse = await watchPendingMark(page)
      await page.goto(addressOf(fireMage))
      await waitForHydration(page)
      expect(await pendingAtParse()).toBe(false)
      await expect(page).toHaveTitle(`${fireMage.who} trinkets · ${season} · Vaultwise`)
      await expect(tracker.heading(fireMage.who)).toBeVisible()
      expect(errors).toEqual([])

      // Another spec chosen in the page: its own head follows.
      await page.getByRole('button', { name: /^Change/ }).click()
      await page.getByRole('radio', { name: /^Frost/ }).click()
      await expect(page).toHaveTitle(`Frost Mage trinkets · ${season} · Vaultwise`)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${siteConfig.origin}/trinket-tracker/?wowClass=mage&wowSpec=frost`,
      )
      expect(errors).toEqual([])
    },
  )

  test(
    "on a static host the bare page draws the spec's list in the browser",
    anyWidth,
    async ({ page, request, tracker }) => {
      // What a host without the server does: the same bare page for every query.
      const bare = await (await request.get('/trinket-tracker/')).text()
      await page.route('**/trinket-tracker/?*', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: bare }),
      )
      const errors = recordPageErrors(page, { failedLoads: true })
      const pendingAtParse = await watchPendingMark(page)
      await page.goto(`${addressOf(fireMage)}&order=picks`)
      await waitForHydration(page)
      expect(await pendingAtParse()).toBe(true)
      await expect(tracker.heading(fireMage.who)).toBeVisible()
      await expect(page).toHaveTitle(`${fireMage.who} trinkets · ${season} · Vaultwise`)
      await expect(page.locator('html')).not.toHaveAttribute('data-tracker-pending')
      expect(errors).toEqual([])
    },
  )

  test(
    "a chat app's Open Graph reader sees the spec's card and the bare page's",
    anyWidth,
    async ({ baseURL }) => {
      const read = async (address: string) => {
        const { error, result } = await ogs({ url: new URL(address, baseURL).href, timeout: 10 })
        expect(error).toBe(false)
        return result
      }
      const spec = await read(addressOf(fireMage))
      expect(spec.ogTitle).toBe(`${fireMage.who} trinkets · ${season} · Vaultwise`)
      expect(spec.ogDescription).toMatch(/^\d+ .* trinkets Fire Mages can use: .* top picks: /)
      expect(spec.ogUrl).toBe(`${siteConfig.origin}${addressOf(fireMage)}`)
      expect(spec.ogImage?.[0]).toMatchObject({
        url: `${siteConfig.origin}/og/trinket-tracker/mage-fire.png`,
        width: '1200',
        height: '630',
      })
      expect(spec.twitterCard).toBe('summary_large_image')

      const bare = await read('/trinket-tracker/')
      expect(bare.ogTitle).toBe('Trinket Tracker · Vaultwise')
      expect(bare.ogUrl).toBe(`${siteConfig.origin}/trinket-tracker/`)
      expect(bare.ogImage?.[0]?.url).toBe(`${siteConfig.origin}/og/trinket-tracker.png`)
    },
  )
})
