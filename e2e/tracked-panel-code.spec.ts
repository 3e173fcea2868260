// The tracked panel's comparison and farm plan are a chunk of their own, fetched when the page is
// idle or on the first star: a failed download is one message inside the panel, and what the
// player tracked stays.
import { expect, failCodeDownloads, failOnPageErrors, frostMage, test, vileVial } from './fixtures'

const pageErrors = failOnPageErrors()

test("if the tracked panel's code cannot be downloaded, one message says so and a retry shows the farm plan", async ({
  page,
  tracker,
}) => {
  const letCodeThrough = await failCodeDownloads(page, 'tracked-comparison')
  await tracker.open(frostMage)
  await tracker.track(vileVial.name)

  const panel = tracker.trackedPanel()
  const alert = panel
    .getByRole('alert')
    .filter({ hasText: 'The tracked trinkets could not be loaded' })
  await expect(alert).toBeVisible()
  // The star and the address keep what the player tracked.
  await expect(tracker.trackToggle(vileVial.name)).toHaveAttribute('aria-pressed', 'true')
  await expect(panel.getByRole('heading', { name: 'Tracked 1' })).toBeVisible()
  await expect.poll(() => tracker.param('items')).not.toBeNull()
  const errors = pageErrors(page)
  expect(errors.filter((e) => !/tracked-comparison/.test(e))).toEqual([])
  errors.splice(0)

  await letCodeThrough()
  await alert.getByRole('button', { name: 'Try again' }).click()
  await expect(alert).toHaveCount(0)
  await expect(panel.getByRole('heading', { name: 'Farm plan' })).toBeVisible()
  await expect(panel.getByRole('rowheader', { name: new RegExp(vileVial.name) })).toBeVisible()
})
