// Every spec's `test`: Playwright's, with page.goto and page.reload waiting until the page has
// hydrated. A page paints first and loads its code after (scripts/paint-first.ts), which can be
// after the load event, while a player's first click in a test comes within milliseconds.
// Tests about the moments before hydration navigate with waitUntil 'commit' or
// 'domcontentloaded', which skips the wait.
import { test as base, type Page } from '@playwright/test'

export type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test'
export { expect } from '@playwright/test'

/**
 * Marks a test whose behaviour does not depend on the window's width (HTTP headers, the tracking
 * protocol, what a link's parameters mean, history, page content): it runs in the desktop project
 * only, which keeps `npm test` within its time budget. Layout, scrolling and anything the phone
 * layout folds away (the tracker's filters) keep running at both widths.
 */
export const anyWidth = { tag: '@any-width' }

const hydrated = 'html[data-hydrated]'

type WaitUntil = NonNullable<Parameters<Page['goto']>[1]>['waitUntil']

function waitsForHydration(waitUntil: WaitUntil): boolean {
  return waitUntil === undefined || waitUntil === 'load' || waitUntil === 'networkidle'
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      if (waitsForHydration(options?.waitUntil) && (response?.ok() ?? true)) {
        await page.locator(hydrated).waitFor({ state: 'attached', timeout: 20_000 })
      }
      return response
    }
    page.reload = async (options) => {
      const response = await reload(options)
      if (waitsForHydration(options?.waitUntil)) {
        await page.locator(hydrated).waitFor({ state: 'attached', timeout: 20_000 })
      }
      return response
    }
    await use(page)
  },
})
