// The character box's answer to "is it an upgrade for me, by how much?": the best upgrade the
// character already has (vault or bags), the best drops to farm in the chosen content, every
// trinket of the export with its level and gain, how sure the numbers are, and the profile sets
// to confirm them. Loaded on its own, only once a character is imported.
import './upgrades.css'
import { Link } from '@tanstack/react-router'
import { Fragment, type ReactNode, useState } from 'react'
import { BeforeChangeMark } from '../before-change'
import { CertaintyMark } from '../certainty-mark'
import { CopyButton } from '../export/copy-button'
import { TrinketIcon } from '../list/trinket-icon'
import { fightName } from '../sims/sim-words'
import {
  type BestUpgrade,
  type CharacterUpgrades,
  trinketKindNames,
  type YourTrinket,
} from './character-upgrades'
import { upgradeProfileSets } from './upgrade-profilesets'
import { gainText } from './upgrade-words'
import type { UpgradesState } from './use-character-upgrades'

export const upgradesQuestionSlug = 'how-sure-is-the-upgrade-answer'

type YourUpgradesProps = {
  state: UpgradesState
  /** The character's spec, in words: "Fire Mage". */
  characterSpecName: string
  onShowCharacterSpec: () => void
}

function BestLine({
  label,
  best,
  upgrades,
}: {
  label: string
  best: BestUpgrade
  upgrades: CharacterUpgrades
}) {
  // The worn trinkets' own readings are said once, in the Equipped list.
  const { note } = upgrades.words(best.words.answer, false)
  return (
    <p className="upgrade-best">
      {label}:{' '}
      <b>
        {best.seasonTrinket && <TrinketIcon trinket={best.seasonTrinket} size="sm" inline />}
        {best.name}
      </b>{' '}
      {best.from} ({[best.itemLevel, best.place].filter(Boolean).join(', ')}
      {best.level && <CertaintyMark certainty={best.level.certainty} note={best.level.note} />}
      ), <span className="upgrade-gain-text">{best.words.text}</span>
      <BeforeChangeMark note={best.words.beforeChange} />
      {note && <span className="upgrade-note">{note}</span>}
    </p>
  )
}

function kindText(trinket: YourTrinket): string {
  return trinket.kind === 'season' ? '' : ` · ${trinketKindNames[trinket.kind]}`
}

function TrinketList({
  title,
  trinkets,
  upgrades,
}: {
  title: string
  trinkets: readonly YourTrinket[]
  upgrades: CharacterUpgrades
}) {
  if (trinkets.length === 0) return null
  return (
    <div className="your-trinkets">
      <h3 className="your-trinkets-title">{title}</h3>
      <ol className="your-trinkets-list">
        {trinkets.map((trinket, index) => {
          const words = upgrades.words(trinket.answer, false)
          const worn = trinket.trinket.where === 'equipped'
          return (
            // The export may list one trinket twice (two copies in the bags).
            // biome-ignore lint/suspicious/noArrayIndexKey: the export's order is the identity.
            <li key={index}>
              <span className="your-trinket-name">
                {trinket.seasonTrinket && (
                  <TrinketIcon trinket={trinket.seasonTrinket} size="sm" inline />
                )}
                {trinket.name} ({trinket.trinket.itemLevel ?? 'level unknown'})
                <span className="your-trinket-kind">{kindText(trinket)}</span>
              </span>
              <span
                className={`your-trinket-gain is-${words.answer.kind}${worn ? ' is-worn' : ''}`}
              >
                {worn && words.answer.kind === 'gain'
                  ? `${gainText(upgrades.unit, words.answer.gain)} over an empty slot`
                  : words.text}
                <BeforeChangeMark note={words.beforeChange} />
                {words.note && <span className="upgrade-note">{words.note}</span>}
              </span>
            </li>
          )
        })}
      </ol>
    </div>
  )
}

export function YourUpgrades({ state, characterSpecName, onShowCharacterSpec }: YourUpgradesProps) {
  switch (state.kind) {
    case 'none':
    case 'loading':
      return null
    case 'other-spec':
      return (
        <p className="your-upgrades-note small-note">
          Your upgrades are worked out for your character's spec.{' '}
          <button type="button" className="button button-small" onClick={onShowCharacterSpec}>
            Show {characterSpecName}
          </button>
        </p>
      )
    case 'no-sims':
      return (
        <p className="your-upgrades-note small-note">
          No publisher has sims for {characterSpecName}, so the site cannot say by how much a
          trinket is an upgrade; the rows still show what the chosen content would add in item
          levels.
        </p>
      )
    case 'ready':
      break
  }
  const { upgrades } = state
  const farm = upgrades.toFarm[0]
  const beatingBags = upgrades.bags.filter((t) => t.answer.kind === 'gain')
  const count = upgrades.equipped.length + upgrades.vault.length + upgrades.bags.length
  return (
    <div className="your-upgrades">
      {upgrades.bestOwned ? (
        <BestLine label="Your best upgrade" best={upgrades.bestOwned} upgrades={upgrades} />
      ) : (
        (upgrades.vault.length > 0 || upgrades.bags.length > 0) && (
          <p className="upgrade-best">
            No trinket in your vault or bags is a known upgrade over what you wear.
          </p>
        )
      )}
      {upgrades.vault.length > 0 && (
        <p className="upgrade-summary">
          {upgrades.vault[0]?.answer.kind === 'gain' ? 'Great Vault: take ' : 'Great Vault: '}
          <TrinketsInWords
            trinkets={upgrades.vault}
            text={(t) => `${t.name}: ${shortAnswer(upgrades, t)}`}
          />
          .
        </p>
      )}
      {beatingBags.length > 0 && (
        <p className="upgrade-summary">
          In your bags, better than what you wear:{' '}
          <TrinketsInWords
            trinkets={beatingBags}
            text={(t) => `${t.name} (${t.trinket.itemLevel}), ${shortAnswer(upgrades, t)}`}
          />
          .
        </p>
      )}
      {farm ? (
        <BestLine label="Best to farm" best={farm} upgrades={upgrades} />
      ) : (
        <p className="your-upgrades-note small-note">
          {upgrades.contentChosen
            ? 'No trinket of your list is a known upgrade in the content you chose.'
            : "Choose the content you run (a key level, raid difficulty or upgrade step, under Item level) to see each trinket's gain at the level it would drop, and the best one to farm."}
        </p>
      )}
      <AllTrinkets count={count}>
        <div className="your-trinkets-group">
          <TrinketList title="Equipped" trinkets={upgrades.equipped} upgrades={upgrades} />
          <TrinketList title="Great Vault choices" trinkets={upgrades.vault} upgrades={upgrades} />
          <TrinketList title="In your bags" trinkets={upgrades.bags} upgrades={upgrades} />
        </div>
      </AllTrinkets>
      <p className="upgrade-certainty small-note">
        Estimated from {upgrades.publisher}'s {fightName(upgrades.fight)} sims of a standard
        character with one trinket slot empty, not a sim of your character. To be sure, sim your own
        export with these profile sets.{' '}
        <Link to="/faq/" search={{ tab: 'trinket-tracker' }} hash={upgradesQuestionSlug}>
          How sure is this?
        </Link>
      </p>
      <CopyButton
        label="Copy your upgrades as profile sets"
        getText={() => upgradeProfileSets(upgrades, characterSpecName, fightName(upgrades.fight))}
        fallbackLabel="Your upgrades as profile sets"
      />
    </div>
  )
}

/** "+1.8% DPS", "no upgrade" or "gain unknown": a choice's answer in a summary line. */
/** "A: +1.8% DPS; B: +1.2% DPS", each season trinket with its icon. */
function TrinketsInWords({
  trinkets,
  text,
}: {
  trinkets: readonly YourTrinket[]
  text: (trinket: YourTrinket) => string
}) {
  return trinkets.map((trinket, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the export may list one trinket twice (two copies in the bags)
    <Fragment key={index}>
      {index > 0 && '; '}
      {trinket.seasonTrinket && <TrinketIcon trinket={trinket.seasonTrinket} size="sm" inline />}
      {text(trinket)}
    </Fragment>
  ))
}

function shortAnswer(upgrades: CharacterUpgrades, trinket: YourTrinket): string {
  const { answer } = trinket
  if (answer.kind === 'gain') return gainText(upgrades.unit, answer.gain)
  return answer.kind === 'no-upgrade' ? 'no upgrade' : 'gain unknown'
}

/**
 * Every trinket of the export with its level and value. Open from 768 px up; on a phone folded,
 * so the list stays near the first screen (the summary lines above say what matters).
 */
function AllTrinkets({ count, children }: { count: number; children: ReactNode }) {
  const [open] = useState(
    () => typeof window !== 'undefined' && window.matchMedia('(min-width: 768px)').matches,
  )
  return (
    <details className="your-trinkets-details" open={open}>
      <summary>Every trinket in your export ({count}), with its value</summary>
      {children}
    </details>
  )
}
