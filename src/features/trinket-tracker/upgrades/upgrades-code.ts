// The upgrade answer's code and the box that shows it, each fetched once a character is imported
// (or when the page is idle with one stored), so the tracker's first load carries neither. A row
// reads its answer with `upgradesCode.loaded()`: a row has an answer only once this code is there.
import { codeOnDemand } from '~/lib/code-on-demand'
import { upgradeLineCode } from './lazy-upgrade-line'

/** The answer's code; the rows' answer line (and the styles of both) come with it. */
export const upgradesCode = codeOnDemand(() =>
  Promise.all([import('./upgrades-chunk'), upgradeLineCode.load()]).then(([logic]) => logic),
)

/** The character box's part that says the answer (your-upgrades.tsx). */
export const yourUpgradesCode = codeOnDemand(() => import('./your-upgrades'))

/**
 * Fetches both ahead of an import (the paste box was opened): the answer then shows within a
 * frame or two of Import instead of after two downloads (bench/import-answer.ts). A failure here
 * is not shown: the import itself tries again.
 */
export function prefetchUpgrades() {
  upgradesCode.retryIfFailed()
  yourUpgradesCode.retryIfFailed()
  upgradesCode.load().catch(() => {})
  yourUpgradesCode.load().catch(() => {})
}
