// The hotfix guard's words and mark: a value made before its trinket last changed says so where
// it is shown, as a "disputed" mark whose note names the dates ("Simmed 10 Sep, before its
// 22 Sep rework."). The FAQ says what it means.
import type { TrinketChange } from '~/domain/season/trinket-changes'
import { formatShortDate } from '~/lib/format-date'
import { CertaintyMark } from './certainty-mark'

/** "before its 22 Sep rework" */
export function beforeItsChange(change: TrinketChange): string {
  return `before its ${formatShortDate(change.date)} ${change.what}`
}

/** "Simmed 10 Sep, before its 22 Sep rework." */
export function simmedBeforeChange(simmedAt: string, change: TrinketChange): string {
  return `Simmed ${formatShortDate(simmedAt)}, ${beforeItsChange(change)}.`
}

/** The mark; nothing where the value is as new as the trinket. */
export function BeforeChangeMark({ note }: { note: string | undefined }) {
  return note ? <CertaintyMark certainty="disputed" note={note} /> : null
}
