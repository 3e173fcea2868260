// What the tracked panel shows, worked out in one place: each tracked trinket's row (where it
// drops, its item level in the chosen context), the ones the character already has at that level
// (left out of the plan), and the farm plan by place with the Great Vault's options. The panel only
// renders it.
//
// The tracked trinkets arrive resolved (the view turned the link's ids into trinkets); their drops
// are looked up here once, in one pass over the dataset's index, for the rows, the plan and the
// spec's top picks together.

import type { ItemLevelContext } from '~/domain/season/item-level-context'
import type { SeasonDataset, Trinket } from '~/domain/season/schema'
import { type OwnedTrinkets, ownedAtLevel } from '../character/owned'
import { trinketItemLevel } from '../item-level/item-level'
import type { TrinketItemLevel } from '../item-level/item-level-answer'
import type { TrinketDrop } from '../model/trinket-filter'
import {
  countDroppingAtPlaces,
  type FarmPlace,
  farmPlaces,
  farmPlan,
  trinketEntries,
  type VaultOption,
  vaultOptions,
} from './farm-plan'
import { type DropValue, type PlaceSimValue, rankPlacesBy } from './farm-value'

export type TrackedRow = {
  trinket: Trinket
  /** Where the row says it drops: its first drop; undefined where none is in the season. */
  drop: TrinketDrop | undefined
  /** Its item level in the chosen context, at that drop. */
  answer: TrinketItemLevel
}

export type TrackedPlanInput = {
  /** In the order they were tracked. */
  tracked: readonly Trinket[]
  /** Tracked trinkets the chosen spec cannot use: shown, never farmed. */
  unusableIds: ReadonlySet<number>
  context: ItemLevelContext | undefined
  /** What the imported character has; undefined without one. */
  owned: OwnedTrinkets | undefined
  /** The chosen spec's top picks by the guides; empty without a spec. */
  topPicks: readonly Trinket[]
  /**
   * What ranks the places, when the list is in the "sim value" order (each drop's sim value) or
   * in "Your upgrades" (the character's gain from each drop); undefined in the other orders.
   */
  rankBy: DropValue | undefined
}

export type TrackedPlan = {
  /** Every tracked trinket, in the order it was tracked. */
  rows: TrackedRow[]
  /** Tracked trinkets the character has at the context's level or higher: no need to farm. */
  ownedEnough: TrackedRow[]
  /**
   * Where to farm: by how many tracked trinkets each place drops, or in the "sim value" order by
   * the best value there (`best`; undefined in the usual order and where nothing has a value).
   */
  places: { place: FarmPlace; best: PlaceSimValue | undefined }[]
  /** How many of the spec's top picks drop in each place, by place key. */
  topPicksAt: ReadonlyMap<string, number>
  /** The Great Vault as one more way to the planned trinkets. */
  vault: VaultOption[]
}

export function trackedPlan(dataset: SeasonDataset, input: TrackedPlanInput): TrackedPlan {
  const { tracked, unusableIds, context, owned, topPicks, rankBy } = input
  const entries = trinketEntries(dataset, [...tracked, ...topPicks])

  const rows = tracked.map((trinket): TrackedRow => {
    const drop = entries.get(trinket.id)?.drops[0]
    const source = drop?.source ?? trinket.sources[0]
    return {
      trinket,
      drop,
      answer: source
        ? trinketItemLevel(dataset, trinket, source, context)
        : { kind: 'unknown', reason: 'Its source is not known' },
    }
  })
  const ownedEnough = rows.filter(({ trinket, answer }) =>
    ownedAtLevel(dataset, answer, owned?.get(trinket.id), context),
  )

  const farmed = new Set(tracked.map((t) => t.id))
  for (const id of unusableIds) farmed.delete(id)
  for (const { trinket } of ownedEnough) farmed.delete(trinket.id)
  const plan = farmPlan(
    dataset,
    [...entries.values()].filter((entry) => farmed.has(entry.trinket.id)),
    context,
  )

  const byStops = farmPlaces(plan)
  const places = rankBy
    ? rankPlacesBy(byStops, rankBy)
    : byStops.map((place) => ({ place, best: undefined }))
  return {
    rows,
    ownedEnough,
    places,
    topPicksAt: countDroppingAtPlaces(
      places.map(({ place }) => place),
      topPicks.flatMap((pick) => entries.get(pick.id) ?? []),
    ),
    vault: vaultOptions(plan),
  }
}
