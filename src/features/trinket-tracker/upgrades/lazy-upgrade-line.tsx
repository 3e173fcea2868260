// A row's upgrade answer (upgrade-line.tsx) comes with the code that works the answers out
// (upgrades-code.ts fetches both once a character is imported), not with the page: a row has an
// answer only after that code has come, so the line's own code is there by then too, and the row
// draws it at once (no Suspense, which would hold a fallback for a moment).
import type { SeasonDataset } from '~/domain/season/schema'
import type { SimUnit } from '~/domain/sims/fight-styles'
import { codeOnDemand } from '~/lib/code-on-demand'
import type { RowUpgrade } from './row-upgrades'

export const upgradeLineCode = codeOnDemand(() => import('./upgrade-line'))

export function UpgradeLine(props: { dataset: SeasonDataset; unit: SimUnit; upgrade: RowUpgrade }) {
  const Line = upgradeLineCode.loaded()?.UpgradeLine
  return Line ? <Line {...props} /> : null
}
