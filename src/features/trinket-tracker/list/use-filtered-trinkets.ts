// What the list shows for a view: the spec's trinkets, filtered, counted per filter choice and
// grouped by where they drop. The spec's trinkets are worked out again only when the spec changes.
import { useMemo } from 'react'
import type { SeasonDataset } from '~/domain/season/schema'
import {
  filterCounts,
  filterTrinkets,
  groupByInstance,
  inScope,
  trinketIndex,
} from '../model/trinket-filter'
import { groupByGuidePicks } from '../rankings/picks-order'
import type { FightSims } from '../sims/sim-value'
import { groupBySimValue } from '../sims/sims-order'
import { searchWords } from '../state/tracker-search'
import type { TrackerView } from '../state/tracker-view'
import type { CharacterUpgrades } from '../upgrades/character-upgrades'
import { upgradesCode } from '../upgrades/upgrades-code'

export function useFilteredTrinkets(
  dataset: SeasonDataset,
  view: TrackerView,
  /** The chosen spec's sims for the chosen fight; undefined without them. */
  sims: FightSims | undefined,
  /** The imported character's upgrades for this spec and fight; undefined without them. */
  upgrades: CharacterUpgrades | undefined,
) {
  const { scope, filters, order, context, picks } = view
  const searchText = searchWords(filters.text)
  const scoped = useMemo(
    () => trinketIndex(dataset).filter((entry) => inScope(entry, scope)),
    [dataset, scope],
  )
  return useMemo(() => {
    const withText = { ...filters, text: searchText }
    const shown = filterTrinkets(scoped, withText)
    return {
      counts: filterCounts(scoped, withText),
      groups:
        order === 'picks' && picks
          ? groupByGuidePicks(dataset, shown, withText, picks, context)
          : order === 'sims' && sims
            ? groupBySimValue(dataset, shown, withText, sims, context)
            : order === 'upgrades' && upgrades
              ? byUpgrades(dataset, context, upgrades, shown, withText)
              : groupByInstance(shown, withText),
      total: shown.length,
    }
  }, [dataset, scoped, filters, searchText, order, picks, sims, context, upgrades])
}

export type FilteredTrinkets = ReturnType<typeof useFilteredTrinkets>

/** The "Your upgrades" order, once the upgrade answer's code is there (it is, with an answer). */
function byUpgrades(
  dataset: SeasonDataset,
  context: TrackerView['context'],
  answer: CharacterUpgrades,
  shown: Parameters<typeof groupByInstance>[0],
  withText: Parameters<typeof groupByInstance>[1],
) {
  const code = upgradesCode.loaded()
  if (!code) return groupByInstance(shown, withText)
  return code.groupByUpgrade(shown, withText, (row) => code.rowGain(answer, dataset, context, row))
}
