// The farm plan in the "sim value" order: each place ranked by the best published value among the
// tracked trinkets it drops, read at the level it drops them in the chosen content (the same value
// the list's rows show). A place whose trinkets have no published value there is not guessed at:
// it comes after the ranked ones, in the plan's usual order, and says so.
import type { Trinket } from '~/domain/season/schema'
import type { TrinketItemLevel } from '../item-level/item-level-answer'
import { type FightSims, shownSimValue, sortingValue } from '../sims/sim-value'
import type { FarmPlace } from './farm-plan'

export type PlaceSimValue = { value: number; trinket: Trinket }

/** A tracked trinket's worth at the level it drops: its sim value, or the character's gain. */
export type DropValue = (trinket: Trinket, itemLevel: TrinketItemLevel) => number | undefined

export const simValueOfDrop =
  (sims: FightSims): DropValue =>
  (trinket, itemLevel) =>
    sortingValue(shownSimValue(sims.curves.get(trinket.id), itemLevel))

/** The best value among the place's drops; undefined where none of them has one. */
export function bestValueAt(place: FarmPlace, worthOf: DropValue): PlaceSimValue | undefined {
  let best: PlaceSimValue | undefined
  for (const stop of place.stops) {
    for (const drop of stop.drops) {
      const value = worthOf(drop.trinket, drop.itemLevel)
      if (value !== undefined && (!best || value > best.value)) {
        best = { value, trinket: drop.trinket }
      }
    }
  }
  return best
}

/** Places with a value, best first; then the others, in the order they came. */
export function rankPlacesBy(
  places: readonly FarmPlace[],
  worthOf: DropValue,
): { place: FarmPlace; best: PlaceSimValue | undefined }[] {
  const valued = places.map((place) => ({ place, best: bestValueAt(place, worthOf) }))
  return [
    ...valued.filter((p) => p.best).sort((a, b) => (b.best?.value ?? 0) - (a.best?.value ?? 0)),
    ...valued.filter((p) => !p.best),
  ]
}
