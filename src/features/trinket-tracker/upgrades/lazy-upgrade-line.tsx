// A row's upgrade answer (upgrade-line.tsx) comes with the code that works the answers out
// (use-character-upgrades.ts fetches both once a character is imported), not with the page: a row
// has an answer only after that code has come, so the line's own code is there by then too.
import { lazy, Suspense } from 'react'
import type { RowUpgrade } from './character-upgrades'

export const loadUpgradeLine = () => import('./upgrade-line')

const Line = lazy(() => loadUpgradeLine().then((module) => ({ default: module.UpgradeLine })))

export function UpgradeLine({ upgrade }: { upgrade: RowUpgrade }) {
  return (
    <Suspense fallback={null}>
      <Line upgrade={upgrade} />
    </Suspense>
  )
}
