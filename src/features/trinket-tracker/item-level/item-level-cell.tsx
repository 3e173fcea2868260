// A trinket's item level in the chosen context: the number players look for first, where it sits
// on the tracks under it, and a mark when the dataset is unsure. Long notes stay behind the mark.
import './item-level.css'
import { CertaintyMark } from '../ui/certainty-mark'
import type { LevelFact, LevelFrom, TrinketItemLevel } from './item-level-answer'
import { headlineNumber, levelText } from './item-level-words'

function Fact({ fact, label }: { fact: LevelFact; label?: string | undefined }) {
  return (
    <span className="ilvl-fact">
      {label && <span className="ilvl-label">{label} </span>}
      <span className="ilvl-number">{fact.itemLevel}</span>
      {fact.placement && <span className="ilvl-placement"> {fact.placement}</span>}
      <CertaintyMark certainty={fact.certainty} note={fact.note} />
    </span>
  )
}

/** One short line under the headline: "Lowest drop 292 (Mythic 0)". */
function SpanLine({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <span className="ilvl-line">
      <span className="ilvl-label">{label} </span>
      {children}
    </span>
  )
}

function Marked({ fact }: { fact: LevelFrom }) {
  return <CertaintyMark certainty={fact.certainty} note={fact.note} />
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
          {answer.from && <span className="ilvl-aside">from the {answer.from}</span>}
        </div>
      )
    case 'span': {
      const { lowest, highestDrop, vault, ceiling } = answer
      return (
        <div className="ilvl ilvl-span">
          <span className="ilvl-fact">
            <span className="ilvl-number ilvl-range">{headlineNumber(answer)}</span>
            {answer.aside && (
              <CertaintyMark certainty="confirmed" note={answer.aside} showConfirmedNote />
            )}
          </span>
          <SpanLine label="Lowest drop">
            {lowest.itemLevel} ({lowest.from})
            <Marked fact={lowest} />
          </SpanLine>
          <SpanLine label={highestDrop.from === 'Mythic' ? 'Mythic drop' : 'End of run'}>
            {highestDrop.from === 'Mythic'
              ? levelText(highestDrop)
              : `up to ${highestDrop.itemLevel} (${highestDrop.from})`}
            <Marked fact={highestDrop} />
          </SpanLine>
          {vault && (
            <SpanLine label="Vault">
              {vault.lowest.itemLevel}–{vault.highest.itemLevel}
              <Marked fact={vault.lowest} />
            </SpanLine>
          )}
          <SpanLine label={ceiling ? 'Upgrades to' : 'Upgrades'}>
            {ceiling ? ceiling.itemLevel : 'none'}
          </SpanLine>
        </div>
      )
    }
    case 'range': {
      const text = headlineNumber(answer)
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
    case 'off-track':
      return (
        <div className="ilvl ilvl-elsewhere">
          <span className="ilvl-aside">
            {answer.reason}
            {answer.note && (
              <CertaintyMark certainty="confirmed" note={answer.note} showConfirmedNote />
            )}
          </span>
          {answer.nearest && (
            <span className="ilvl-aside">
              Nearest: {levelText(answer.nearest)}, {answer.nearest.from}
              <Marked fact={answer.nearest} />
            </span>
          )}
        </div>
      )
    case 'elsewhere':
      return (
        <div className="ilvl ilvl-elsewhere">
          <span className="ilvl-aside">{answer.reason}</span>
        </div>
      )
    case 'unknown':
      return (
        <div className="ilvl ilvl-unknown">
          <span className="ilvl-fact">
            <span className="ilvl-number">unknown</span>
            {answer.note && (
              <CertaintyMark
                certainty={answer.certainty ?? 'confirmed'}
                note={answer.note}
                showConfirmedNote
              />
            )}
          </span>
          <span className="ilvl-aside">{answer.reason}</span>
        </div>
      )
  }
}
