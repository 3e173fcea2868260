// What the list's orders other than "where it drops" share: the list cut into two headed groups
// (the rows the order ranks, then the rest), by a number where the order has one.

import {
  groupByInstance,
  type TrinketEntry,
  type TrinketFilters,
  type TrinketGroup,
  type TrinketRowData,
} from './trinket-filter'

/** Headed groups without a place, the empty ones left out. */
function headedGroups(
  groups: readonly { key: string; title: string; rows: TrinketRowData[] }[],
): TrinketGroup[] {
  return groups
    .filter((group) => group.rows.length > 0)
    .map((group) => ({ ...group, instance: undefined, sourceKind: undefined }))
}

type GroupHead = { key: string; title: string }

/**
 * The rows in the usual order by place, cut by `split` into the rows the order ranks (already in
 * its order) and the rest (kept in the usual order), each under its heading.
 */
export function twoHeadedGroups(
  entries: readonly TrinketEntry[],
  filters: TrinketFilters,
  heads: readonly [ranked: GroupHead, rest: GroupHead],
  split: (usual: TrinketRowData[]) => readonly [ranked: TrinketRowData[], rest: TrinketRowData[]],
): TrinketGroup[] {
  const usual = groupByInstance(entries, filters).flatMap((group) => group.rows)
  const [ranked, rest] = split(usual)
  return headedGroups([
    { ...heads[0], rows: ranked },
    { ...heads[1], rows: rest },
  ])
}

/**
 * The rows with a number (a sim value, a gain), biggest first, then the rows without one in the
 * usual order, each under its heading: the "sim value" and "Your upgrades" orders.
 */
export function groupByNumber(
  entries: readonly TrinketEntry[],
  filters: TrinketFilters,
  heads: readonly [ranked: GroupHead, rest: GroupHead],
  numberOf: (row: TrinketRowData) => number | undefined,
): TrinketGroup[] {
  return twoHeadedGroups(entries, filters, heads, (usual) => {
    const numbers = new Map(usual.map((row) => [row, numberOf(row)]))
    // Array.prototype.sort is stable: equal numbers keep the usual order.
    const ranked = usual
      .filter((row) => numbers.get(row) !== undefined)
      .sort((a, b) => (numbers.get(b) ?? 0) - (numbers.get(a) ?? 0))
    return [ranked, usual.filter((row) => numbers.get(row) === undefined)]
  })
}
