// A press on a control as a player makes it: the pointer comes to rest on the control, then the
// button goes down and up, as raw input. Playwright's click() also adds listeners of its own to
// the page while it presses, to check what it hits; on a CPU slowed four times they cost the
// page's pointer events 20–40 ms that no player's click does, and Event Timing counts them in the
// interaction. hover() makes the same checks (in view, not covered) before the press instead.
import type { Locator, Page } from '@playwright/test'

export async function pressLikeAPlayer(page: Page, control: Locator): Promise<void> {
  await control.hover()
  // The scroll and the hover are drawn before the press, as when a hand moves and then clicks.
  await page.waitForTimeout(100)
  await page.mouse.down()
  await page.mouse.up()
}
