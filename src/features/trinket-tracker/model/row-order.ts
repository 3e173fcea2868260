// What the list's orders other than "where it drops" share: the list cut into two headed groups
// (the rows the order ranks, then the rest).

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
