// The hotfix guard: a sim value, ranking or verdict made before its trinket last changed (a
// rework, a new cooldown) was made for a trinket that no longer exists as it was. Pages show it
// with a mark saying so; a trinket without a recorded change carries nothing.
import type { Trinket } from './schema'

export type TrinketChange = NonNullable<Trinket['lastChanged']>

/**
 * The trinket's last change when it came after `madeOn` (an ISO date, or a date and time as the
 * sims give it); undefined when the value is as new as the trinket or no change is recorded.
 */
export function changedSince(
  trinket: Pick<Trinket, 'lastChanged'> | undefined,
  madeOn: string,
): TrinketChange | undefined {
  const change = trinket?.lastChanged
  return change && madeOn.slice(0, 10) < change.date ? change : undefined
}
