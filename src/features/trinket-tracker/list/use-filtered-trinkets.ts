// What the list shows for a view: the spec's trinkets, filtered, counted per filter choice and
// grouped by where they drop. The spec's trinkets are worked out again only when the spec changes.
import { useMemo } from 'react'
import type { SeasonDataset } from '~/domain/season/schema'
import type { TrackerView } from '../state/tracker-view'
import {
  filterCounts,
  filterTrinkets,
  groupByInstance,
  inScope,
  trinketIndex,
} from './trinket-filter'

export function useFilteredTrinkets(
  dataset: SeasonDataset,
  view: TrackerView,
  searchText: string | undefined,
) {
  const { scope, filters } = view
  const scoped = useMemo(
    () => trinketIndex(dataset).filter((entry) => inScope(entry, scope)),
    [dataset, scope],
  )
  return useMemo(() => {
    const withText = { ...filters, text: searchText }
    const shown = filterTrinkets(scoped, withText)
    return {
      counts: filterCounts(scoped, withText),
      groups: groupByInstance(shown, withText),
      total: shown.length,
    }
  }, [scoped, filters, searchText])
}

export type FilteredTrinkets = ReturnType<typeof useFilteredTrinkets>
