// What the specs share: Playwright's test, a tag for width-independent tests, and the wait for a
// page to answer input.
import { type Browser, expect, type Page } from '@playwright/test'

export type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test'
export { expect, test } from '@playwright/test'

/**
 * Marks a test whose behaviour does not depend on the window's width (HTTP headers, the tracking
 * protocol, what a link's parameters mean, history and scroll restoration, page content, item
 * levels, the guides' verdicts and orders): it runs in the desktop project only, which keeps
 * `npm test` within its time budget. Layout, menus and anything the phone layout folds away (the
 * tracker's filters) keep running at both widths.
 */
export const anyWidth = { tag: '@any-width' }

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

/**
 * Collects the page's uncaught errors and console errors (a hydration mismatch shows up there);
 * failed loads of shell icons (favicon, manifest) are not a page's concern.
 */
export function recordPageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(String(error)))
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text())
    }
  })
  return errors
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
