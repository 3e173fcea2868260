// What hovering or focusing a trinket's name shows: its facts in a few lines.
import { describeEffect } from '~/domain/season/effect-text'
import type { Trinket } from '~/domain/season/schema'
import type { TrinketItemLevel } from '../item-level/item-level-answer'
import { answerSummary } from '../item-level/item-level-words'
import type { TrinketDrop } from '../model/trinket-filter'
import { dropText, roleNames, statNames, useLabel } from '../model/trinket-words'

export function TrinketTooltip({
  trinket,
  drop,
  answer,
}: {
  trinket: Trinket
  drop: TrinketDrop | undefined
  answer: TrinketItemLevel
}) {
  return (
    <span className="trinket-tip">
      <span className={`trinket-tip-name quality-${trinket.quality}`}>{trinket.name}</span>
      <span className="trinket-tip-line">
        {trinket.quality === 'epic' ? 'Epic' : 'Rare'} trinket · {useLabel(trinket)}
      </span>
      <span className="trinket-tip-line">Item level: {answerSummary(answer)}</span>
      <span className="trinket-tip-line">
        {trinket.primaryStats.map((s) => statNames[s].long).join(' or ') || 'No primary stat'} ·{' '}
        {trinket.roles.map((r) => roleNames[r]).join(', ')}
      </span>
      <span className="trinket-tip-effect">{describeEffect(trinket.effect)}</span>
      <span className="trinket-tip-line">Drops from {dropText(drop)}</span>
      {trinket.notes.map((note) => (
        <span key={note} className="trinket-tip-note">
          {note}
        </span>
      ))}
      <span className="trinket-tip-hint">Opens its Wowhead page in a new tab</span>
    </span>
  )
}
