// Parts of prerendered pages whose code is a chunk of its own: the Change Log's releases, the
// home page's latest changes and the Seasonal Overview's sections below its first screen. A first load keeps the prerendered part readable when its code
// cannot be downloaded; a page reached by a navigation in the browser shows one message in the
// part's place instead, and "Try again" brings the part.
import {
  changelog,
  expect,
  failCodeDownloads,
  gotoSettled,
  type Page,
  recordPageErrors,
  test,
  tryAgainWithCode,
} from './fixtures'

const newest = changelog[0]
if (!newest) throw new Error('CHANGELOG.md has no release')

type Part = {
  name: string
  chunk: string
  message: string
  /** The page it is on. */
  path: string
  /** A page with a link on the way to it. */
  from: string
  /** Goes from there to the part's page by its links, in the browser. */
  reach: (page: Page) => Promise<void>
  /** The part is on screen. */
  shown: (page: Page) => Promise<void>
  /** Other parts on the page from the same chunk, which come with it after "Try again". */
  sharing?: (page: Page) => Promise<void>
}

const parts: Part[] = [
  {
    name: "the Change Log's releases",
    chunk: 'change-log-releases',
    message: 'The Change Log could not be loaded. Check your connection',
    path: '/change-log/',
    from: '/',
    reach: async (page) => {
      await page.getByRole('region', { name: 'Latest changes' }).getByRole('link').first().click()
      await expect(page.getByRole('heading', { level: 1, name: 'Change Log' })).toBeVisible()
    },
    shown: (page) =>
      expect(page.locator(`#${newest.anchor}`).getByRole('heading', { level: 2 })).toBeVisible(),
  },
  {
    name: 'the latest changes',
    chunk: 'latest-changes',
    message: 'The latest changes could not be loaded. Check your connection',
    path: '/',
    from: '/faq/',
    reach: async (page) => {
      await page.getByRole('link', { name: 'Vaultwise home' }).click()
      await expect(page.getByRole('link', { name: 'Full Change Log' })).toBeVisible()
    },
    shown: (page) =>
      expect(
        page.getByRole('region', { name: 'Latest changes' }).getByRole('heading', { level: 3 }),
      ).toContainText(`Version ${newest.title}`),
  },
  {
    name: "the Seasonal Overview's lower sections",
    chunk: 'gear-sections',
    message: 'The Great Vault section could not be loaded. Check your connection',
    path: '/seasonal-overview/',
    from: '/',
    reach: async (page) => {
      await page
        .getByRole('region', { name: 'Tools' })
        .getByRole('link', { name: 'Seasonal Overview' })
        .click()
      await expect(page.getByRole('heading', { level: 1, name: 'Seasonal Overview' })).toBeVisible()
    },
    shown: (page) =>
      expect(
        page.getByRole('table', { name: 'Completions needed to unlock each Great Vault slot' }),
      ).toBeVisible(),
    sharing: async (page) => {
      await expect(
        page.getByRole('table', { name: 'Patch release and season start by region' }),
      ).toBeVisible()
      await expect(page.getByRole('alert')).toHaveCount(0)
    },
  },
]

for (const part of parts) {
  test(`if the code of ${part.name} cannot be downloaded, the prerendered page keeps them, a page reached in the browser says so, and Try again brings them`, async ({
    page,
  }) => {
    const errors = recordPageErrors(page)
    const letCodeThrough = await failCodeDownloads(page, part.chunk)
    // Opened first: the prerendered part stays readable, with no message over it.
    await gotoSettled(page, part.path)
    await part.shown(page)
    await expect(page.getByRole('alert').filter({ hasText: part.message })).toHaveCount(0)

    // Reached in the browser from another page, it has nothing to show but the message.
    // Settled, not only hydrated: a link clicked before the page's route hydrates is followed by
    // the browser, which loads the next page afresh.
    await gotoSettled(page, part.from)
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await part.reach(page)
    expect(await page.evaluate(() => 'sameDocument' in window), 'moved in the browser').toBe(true)
    const alert = page.getByRole('alert').filter({ hasText: part.message })
    await expect(alert).toBeVisible()
    expect(errors.filter((error) => !error.includes(part.chunk))).toEqual([])

    await tryAgainWithCode(alert, letCodeThrough)
    await part.shown(page)
    await part.sharing?.(page)
  })
}
