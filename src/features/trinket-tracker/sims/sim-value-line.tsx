// A trinket row's published sim value: a bar against the best value of the fight's list, the
// number in its own unit, the level it was read at when that is not the row's, and whose it is.
import './sims.css'
import type { CSSProperties } from 'react'
import type { Trinket } from '~/domain/season/schema'
import { BeforeChangeMark, simmedBeforeChange } from '../ui/before-change'
import { type FightSims, type ShownSimValue, sortingValue } from './sim-value'
import { shownSimWords, simSourceText } from './sim-words'

export function SimValueLine({
  sims,
  shown,
  trinket,
}: {
  sims: FightSims
  shown: ShownSimValue
  /** The row's trinket: a value simmed before its last change says so. */
  trinket: Pick<Trinket, 'lastChanged'>
}) {
  const words = shownSimWords(sims, shown)
  if (!words) return null
  const beforeChange =
    shown.kind === 'at' || shown.kind === 'span'
      ? simmedBeforeChange(trinket, sims.set.simmedAt)
      : undefined
  const high = sortingValue(shown)
  const low = shown.kind === 'span' ? shown.low.value : high
  // A span's bar is solid to its low end and lighter to its high end.
  const bar =
    high === undefined || low === undefined
      ? undefined
      : ({
          '--sim-low': (low / sims.best).toFixed(3),
          '--sim-high': (high / sims.best).toFixed(3),
        } as CSSProperties)
  return (
    <p className={bar ? 'sim-value' : 'sim-value is-none'}>
      {bar && <span className="sim-bar" style={bar} />}
      <span className="sim-reading">
        <b>{words.value}</b>
        {words.level && ` ${words.level}`}
      </span>
      {/* Whose figure it is, on a quieter line of its own, so the value's line stays short. */}
      <span className="sim-source">
        <span className="visually-hidden"> · </span>
        {simSourceText(sims)}
        <BeforeChangeMark note={beforeChange} />
      </span>
    </p>
  )
}
