// The hotfix guard's words and mark: a value made before its trinket last changed says so where
// it is shown, as a "disputed" mark whose note names the dates ("Simmed 10 Sep, before its
// 22 Sep rework."). The FAQ says what it means.
import type { Trinket } from '~/domain/season/schema'
import { changedSince, type TrinketChange } from '~/domain/season/trinket-changes'
import { formatShortDate } from '~/lib/format-date'
import { CertaintyMark } from './certainty-mark'

/** "22 Sep rework" */
export function changeName(change: TrinketChange): string {
  return `${formatShortDate(change.date)} ${change.what}`
}

/** "before its 22 Sep rework" */
export function beforeItsChange(change: TrinketChange): string {
  return `before its ${changeName(change)}`
}

/**
 * "Simmed 10 Sep, before its 22 Sep rework." where values simmed at `simmedAt` are older than the
 * trinket's last change; undefined where they are as new as the trinket.
 */
export function simmedBeforeChange(
  trinket: Pick<Trinket, 'lastChanged'> | undefined,
  simmedAt: string,
): string | undefined {
  const change = changedSince(trinket, simmedAt)
  return change && `Simmed ${formatShortDate(simmedAt)}, ${beforeItsChange(change)}.`
}

/** The mark; nothing where the value is as new as the trinket. */
export function BeforeChangeMark({ note }: { note: string | undefined }) {
  return note ? <CertaintyMark certainty="disputed" note={note} /> : null
}
