// What the specs share: Playwright's test with the Trinket Tracker as a page object, a tag for
// width-independent tests, the waits for a page to answer input, and the change log's releases.
import { readFileSync } from 'node:fs'
import { type Browser, test as base, expect, type Locator, type Page } from '@playwright/test'
import { parseChangelog } from '../src/features/change-log/parse-changelog'

export type { APIRequestContext, BrowserContext, Locator, Page, Response } from '@playwright/test'
export { expect } from '@playwright/test'

/**
 * Marks a test whose behaviour does not depend on the window's width (HTTP headers, the tracking
 * protocol, what a link's parameters mean, history and scroll restoration, page content, item
 * levels, the guides' verdicts and orders): it runs in the desktop project only, which keeps
 * `npm test` within its time budget. Layout, menus and anything the phone layout folds away (the
 * tracker's filters) keep running at both widths.
 */
export const anyWidth = { tag: '@any-width' }

/** The releases of CHANGELOG.md as the site builds them, for specs that check the pages against them. */
export const changelog = parseChangelog(
  readFileSync(new URL('../CHANGELOG.md', import.meta.url), 'utf8'),
).releases

/**
 * Waits until the page answers input. A page paints first and loads its code after
 * (scripts/paint-first.ts), which can be after the load event, while a test's first click comes
 * within milliseconds and would reach plain HTML. Tests that only read what the page shows need
 * not wait.
 */
export async function waitForHydration(page: Page) {
  // A locator's own wait, not an expect poll: it also holds under page.clock's paused timers.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 20_000 })
}

/** Opens a page as a browser with scripts off sees it: the prerendered HTML alone. */
export async function openWithoutScripts(browser: Browser, url: string) {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(url)
  return { context, page }
}

/** Opens a page and waits until it answers input (see waitForHydration). */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url)
  await waitForHydration(page)
  return response
}

/** Opens a page once it answers input and has loaded what it loads on its own. */
export async function gotoSettled(page: Page, url: string) {
  await gotoHydrated(page, url)
  await page.waitForLoadState('networkidle')
}

/**
 * Collects the page's uncaught errors and console errors (a hydration mismatch shows up there).
 * Failed loads of shell icons (favicon, manifest) are not a page's concern, unless a test says
 * that here nothing may fail to load.
 */
export function recordPageErrors(page: Page, { failedLoads = false } = {}): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(String(error)))
  page.on('console', (message) => {
    if (
      message.type() === 'error' &&
      (failedLoads || !message.text().startsWith('Failed to load resource'))
    ) {
      errors.push(message.text())
    }
  })
  return errors
}

/**
 * Fails each test of the calling spec whose page logged an error (a hydration mismatch, a crash).
 * Returns what the current page logged so far, for a test that expects one error and clears it.
 */
export function failOnPageErrors() {
  const logged = new WeakMap<Page, string[]>()
  test.beforeEach(({ page }) => {
    logged.set(page, recordPageErrors(page))
  })
  test.afterEach(({ page }) => {
    expect(logged.get(page) ?? []).toEqual([])
  })
  return (page: Page) => logged.get(page) ?? []
}

/**
 * Makes every download of the code chunk `chunk` (a part of a page fetched on demand, served as
 * /assets/<chunk>-<hash>.js) fail as on a dropped connection; what it returns lets them through.
 */
export async function failCodeDownloads(page: Page, chunk: string) {
  const code = new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`)
  await page.route(code, (route) => route.abort())
  return () => page.unroute(code)
}

/**
 * Lets the failed code through (what failCodeDownloads returned) and presses the part's "Try
 * again": its message goes.
 */
export async function tryAgainWithCode(alert: Locator, letCodeThrough: () => Promise<void>) {
  await letCodeThrough()
  await alert.getByRole('button', { name: 'Try again' }).click()
  await expect(alert).toHaveCount(0)
}

/** Lets the page use the clipboard; what it returns reads what the page copied last. */
export async function allowClipboard(page: Page) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  return () => page.evaluate(() => navigator.clipboard.readText())
}

/** Records CSP violations from the first byte of the page on. */
export async function watchPolicyViolations(page: Page) {
  await page.addInitScript(() => {
    const violations: string[] = []
    Object.assign(window, { __policyViolations: violations })
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(`${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  const consoleProblems: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy/i.test(message.text())) {
      consoleProblems.push(message.text())
    }
  })
  page.on('pageerror', (error) => consoleProblems.push(error.message))
  return async () => ({
    violations: await page.evaluate(
      () => (window as unknown as { __policyViolations: string[] }).__policyViolations,
    ),
    consoleProblems,
  })
}

/**
 * Opens and closes the header's menu as a player of the project's width would: the slide-in menu
 * on a phone (its scroll lock needs an injected <style>, which the security policy must allow),
 * the Tools dropdown on a desktop. Both need the page's code.
 */
export async function openAndCloseHeaderMenu(page: Page, project: string) {
  if (project === 'phone') {
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow))
      .toBe('hidden')
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
  } else {
    await page.getByRole('button', { name: 'Tools' }).hover()
    await expect(page.getByRole('link', { name: 'Seasonal Overview' }).first()).toBeVisible()
  }
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * Adds up the page's layout shifts not caused by input, from its first paint on (call before
 * the page is opened); the returned function reads the sum so far.
 */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = []
    Object.assign(window, { layoutShifts: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value)
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return () =>
    page.evaluate(() =>
      ((window as unknown as { layoutShifts: number[] }).layoutShifts ?? []).reduce(
        (sum, value) => sum + value,
        0,
      ),
    )
}

export const frostMage = '?wowClass=mage&wowSpec=frost'

// Facts from data/season.json the Trinket Tracker specs lean on.
export const lightspireCore = { id: 250214, name: 'Lightspire Core', dungeon: 'The Blinding Vale' }
export const merekthasFang = { id: 158367, name: "Merektha's Fang" } // strength: no mage can use it
export const coiledFangstone = { id: 273795, name: 'Coiled Fangstone' } // Altar of Fangs, strength
export const vileVial = { id: 273796, name: 'Vile Vial of Volatile Venom' } // Altar of Fangs, everyone
export const heartOfUlatek = { id: 270175, name: "Voracious Heart of Ula'tek" } // raid, last boss

/**
 * The Trinket Tracker as a player works it, so each spec says what it tests rather than how to
 * find a row. A spec gets it as the `tracker` fixture; `new Tracker(page)` drives a second page.
 */
export class Tracker {
  static readonly path = '/trinket-tracker/'

  constructor(readonly page: Page) {}

  /**
   * Opens the tracker at a query (`?wowClass=mage&wowSpec=frost`, or nothing for the bare page)
   * and waits until it answers input with its data.
   */
  async open(query = '') {
    const response = await this.page.goto(`${Tracker.path}${query}`)
    await this.whenReady()
    return response
  }

  /** Waits until the list is hydrated with the season's data, after a reload or a navigation. */
  async whenReady() {
    await this.page.locator('.tracker-results[data-hydrated]').waitFor()
  }

  async reload() {
    await this.page.reload()
    await this.whenReady()
  }

  /** Pastes a SimulationCraft export into "Your character" (opening its paste box) and imports it. */
  async importCharacter(text: string) {
    const opener = this.page.getByRole('button', { name: /^Import (from SimulationCraft|again)$/ })
    if ((await opener.getAttribute('aria-expanded')) !== 'true') await opener.click()
    await this.page.getByLabel(/paste the SimulationCraft addon's export/).fill(text)
    await this.page.getByRole('button', { name: 'Import', exact: true }).click()
  }

  /** Below 768 px the guides' bar (top picks, order, fight) folds behind a toggle: opens it. */
  async showGuides() {
    const toggle = this.page.getByRole('button', { name: 'Top picks and order' })
    if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') {
      await toggle.click()
    }
  }

  /** One of the address's parameters. The address follows a change right after the frame that
   * shows it, so read it in an `expect.poll`. */
  param(name: string): string | null {
    return new URL(this.page.url()).searchParams.get(name)
  }

  /** "Trinkets for Frost Mage", "Trinkets for every spec": what the list is for. */
  heading(who: string) {
    return this.page.getByRole('heading', { name: `Trinkets for ${who}` })
  }

  /** A trinket's row in the list. */
  row(name: string) {
    return this.page
      .locator('.trinket-list .trinket-row')
      .filter({ has: this.page.getByRole('link', { name: this.nameStart(name) }) })
  }

  /** A trinket's item-level cell: what the chosen item level means for it. */
  itemLevel(name: string) {
    return this.row(name).locator('.ilvl')
  }

  /** A trinket's name, a link to Wowhead. */
  link(name: string) {
    return this.page.getByRole('main').getByRole('link', { name: this.nameStart(name) })
  }

  /** A trinket's link reads its name first, then more (that it opens in a new tab). */
  private nameStart(name: string) {
    return new RegExp(`^${escapeRegExp(name)}`)
  }

  /** The names of the list's trinkets, top to bottom. */
  async listedNames() {
    const names = await this.page.locator('.trinket-list .trinket-name').allTextContents()
    return names.map((name) => name.replace(' (opens in a new tab)', ''))
  }

  /** "Track Lightspire Core", or "Tracked Lightspire Core" once pressed. */
  trackToggle(name: string) {
    return this.page.getByRole('button', {
      name: new RegExp(`^Track(ed)? ${escapeRegExp(name)}$`),
    })
  }

  async track(name: string) {
    await this.trackToggle(name).click()
  }

  trackedPanel() {
    return this.page.getByRole('region', { name: /^Tracked/ })
  }

  /** Picks a class in the picker, then one of its specs when given. */
  async chooseSpec(className: string, specName?: string) {
    await this.page.getByRole('radio', { name: className, exact: true }).click()
    if (specName) {
      await this.page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(specName)}`) }).click()
    }
  }

  /** Opens a trinket's details dialog and returns it. */
  async openDetails(name: string) {
    await this.page.getByRole('button', { name: `Details of ${name}` }).click()
    return this.page.getByRole('dialog', { name })
  }

  /** Opens the filters and item-level panel, unless it is open already. */
  async showFilters() {
    const toggle = this.page.getByRole('button', { name: /^Filters/ })
    if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') {
      await toggle.click()
    }
  }

  /**
   * Holds the season's data file until the returned function is called, as a slow connection
   * would.
   */
  async holdSeasonFile() {
    let release: () => void = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    await this.page.route(/\/assets\/season-[^/]*\.json$/, async (route) => {
      await released
      await route.continue()
    })
    return release
  }
}

export const test = base.extend<{ tracker: Tracker }>({
  tracker: async ({ page }, use) => {
    await use(new Tracker(page))
  },
})
