// A trinket's item level in the chosen context: the number players look for first, where it sits
// on the tracks under it, and a mark when the dataset is unsure.
import { CertaintyMark } from '../certainty-mark'
import type { LevelFact, TrinketItemLevel } from './item-level'

function Fact({ fact, label }: { fact: LevelFact; label?: string }) {
  return (
    <span className="ilvl-fact">
      {label && <span className="ilvl-label">{label} </span>}
      <span className="ilvl-number">{fact.itemLevel}</span>
      {fact.placement && <span className="ilvl-placement"> {fact.placement}</span>}
      <CertaintyMark certainty={fact.certainty} note={fact.note} />
    </span>
  )
}

export function ItemLevelCell({ answer }: { answer: TrinketItemLevel }) {
  switch (answer.kind) {
    case 'drop':
      return (
        <div className="ilvl">
          <Fact fact={answer.drop} label={answer.vault ? 'Drop' : undefined} />
          {answer.vault && <Fact fact={answer.vault} label="Vault" />}
        </div>
      )
    case 'track':
      return (
        <div className="ilvl">
          <Fact fact={answer.level} />
        </div>
      )
    case 'range': {
      const text =
        answer.min === null
          ? `up to ${answer.max}`
          : answer.max === null
            ? `from ${answer.min}`
            : `${answer.min}–${answer.max}`
      return (
        <div className="ilvl">
          <span className="ilvl-fact">
            <span className="ilvl-number ilvl-range">{text}</span>
            <CertaintyMark certainty={answer.certainty} note={answer.note} />
          </span>
          {answer.min === null && <span className="ilvl-aside">lowest drop unknown</span>}
        </div>
      )
    }
    case 'elsewhere':
      return (
        <div className="ilvl ilvl-elsewhere">
          <span className="ilvl-aside">{answer.reason}</span>
        </div>
      )
    case 'unknown':
      return (
        <div className="ilvl ilvl-unknown">
          <span className="ilvl-number">unknown</span>
          <span className="ilvl-aside">{answer.reason}</span>
        </div>
      )
  }
}
