// The list in the "Your upgrades" order: the rows with a number (a gain, then "No upgrade"),
// biggest gain first; then the rows whose gain is unknown or that have no one level in the
// chosen content, in the usual order by place, under a heading that says so.
import { groupByNumber } from '../model/row-order'
import type {
  TrinketEntry,
  TrinketFilters,
  TrinketGroup,
  TrinketRowData,
} from '../model/trinket-filter'

export const upgradesHeading = 'Your upgrades, biggest gain first'
export const noGainHeading = 'No gain to show: value or item level unknown'

const heads = [
  { key: 'upgrades', title: upgradesHeading },
  { key: 'no-gain', title: noGainHeading },
] as const

export function groupByUpgrade(
  entries: readonly TrinketEntry[],
  filters: TrinketFilters,
  /** A row's gain (row-upgrades.ts's rowGain); undefined where it has none. */
  gainOf: (row: TrinketRowData) => number | undefined,
): TrinketGroup[] {
  return groupByNumber(entries, filters, heads, gainOf)
}
