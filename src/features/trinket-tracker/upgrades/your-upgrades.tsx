// The character box's answer to "is it an upgrade for me, by how much?": a trinket from the bags
// for an empty slot, the best upgrade the character already has (vault or bags), the best drops
// to farm in the chosen content, every trinket of the export with its level, track and gain, how
// sure the numbers are, and the profile sets to confirm them. The answer is plain data
// (character-upgrades.ts); every sentence is made here, where it is shown. Loaded on its own, only
// once a character is imported.
import './upgrades.css'
import { Link } from '@tanstack/react-router'
import { Fragment, type ReactNode, useEffect, useState } from 'react'
import { flushSync } from 'react-dom'
import type { SeasonDataset } from '~/domain/season/schema'
import { afterNextPaint } from '~/lib/after-next-paint'
import type { CharacterTrinket } from '../character/character-schema'
import { fightName } from '../sims/sim-words'
import { BeforeChangeMark } from '../ui/before-change'
import { CertaintyMark } from '../ui/certainty-mark'
import { CopyButton } from '../ui/copy-button'
import { TrinketIcon } from '../ui/trinket-icon'
import type { BestUpgrade, CharacterUpgrades, YourTrinket } from './character-upgrades'
import { CrestPlan } from './crest-plan-box'
import { exportSeasonText } from './export-season-words'
import { runsOf, type UpgradeGain } from './upgrade-gain'
import { upgradeProfileSets } from './upgrade-profilesets'
import {
  cannotLootNote,
  gainText,
  missingText,
  readingNote,
  runsNote,
  upgradeAnswerText,
  valuesBeforeChange,
} from './upgrade-words'
import type { UpgradesState } from './upgrades-state'

export const upgradesQuestionSlug = 'how-sure-is-the-upgrade-answer'

type YourUpgradesProps = {
  dataset: SeasonDataset
  state: UpgradesState
  /** The character's spec, in words: "Fire Mage". */
  characterSpecName: string
  onShowCharacterSpec: () => void
}

/** The notes under an answer: a lower level read, two runs mixed, a spec that cannot loot it. */
function answerNotes(
  upgrades: CharacterUpgrades,
  answer: UpgradeGain,
  specName: string,
  withWorn: boolean,
): string[] {
  if (answer.kind === 'unknown') return []
  const values = answer.over === 'empty-slot' ? [answer.candidate] : [answer.candidate, answer.over]
  return [
    readingNote(answer, withWorn),
    upgrades.listRun && runsNote(runsOf(answer), upgrades.listRun, upgrades.sources),
    cannotLootNote(withWorn ? values : [answer.candidate], specName),
  ].filter((note): note is string => Boolean(note))
}

function Notes({ notes }: { notes: readonly string[] }) {
  return notes.map((note) => (
    <span key={note} className="upgrade-note">
      {note}
    </span>
  ))
}

function BestLine({
  label,
  best,
  upgrades,
  dataset,
  specName,
}: {
  label: string
  best: BestUpgrade
  upgrades: CharacterUpgrades
  dataset: SeasonDataset
  specName: string
}) {
  if (!upgrades.unit) return null
  return (
    <p className="upgrade-best">
      {label}:{' '}
      <b>
        {best.seasonTrinket && <TrinketIcon trinket={best.seasonTrinket} size="sm" inline />}
        {best.name}
      </b>{' '}
      {best.from} ({[best.itemLevel, best.place].filter(Boolean).join(', ')}
      {best.level && <CertaintyMark certainty={best.level.certainty} note={best.level.note} />}
      ), <span className="upgrade-gain-text">{upgradeAnswerText(upgrades.unit, best.answer)}</span>
      <BeforeChangeMark note={valuesBeforeChange(dataset, best.answer)} />
      {/* The worn trinkets' own readings are said once, in the Equipped list. */}
      <Notes notes={answerNotes(upgrades, best.answer, specName, false)} />
    </p>
  )
}

/** "Hero 2/6", "Myth 9", "crafted", "Season 1 Hero 4/6": where the ids say it. */
function trackText(trinket: CharacterTrinket): string | undefined {
  const bonus = trinket.bonusLevel
  if (!bonus || (trinket.itemLevel !== null && bonus.itemLevel !== trinket.itemLevel)) {
    return undefined
  }
  return bonus.label
}

/** "Hex Lord's Dooming Idol (344) · Myth 9 · Season 2 raid" */
function TrinketName({ trinket }: { trinket: YourTrinket }) {
  const item = trinket.trinket
  const track = trackText(item)
  const bonus = item.bonusLevel
  return (
    <span className="your-trinket-name">
      {trinket.seasonTrinket && <TrinketIcon trinket={trinket.seasonTrinket} size="sm" inline />}
      {trinket.name} ({item.itemLevel ?? 'level unknown'})
      {track && (
        <span className="your-trinket-track">
          {' '}
          · {track}
          {bonus && <CertaintyMark certainty={bonus.certainty} note={bonus.note} />}
        </span>
      )}
      <span className="your-trinket-kind"> · {trinket.label}</span>
    </span>
  )
}

/** What is said of a trinket beside its gain: where its level comes from, copies, cut ids. */
function itemNotes(trinket: YourTrinket): string[] {
  const item = trinket.trinket
  const bonus = item.bonusLevel
  return [
    item.levelFrom === 'bonus-ids' ? 'Level read from its bonus ids (the export wrote none).' : '',
    bonus && item.itemLevel !== null && bonus.itemLevel !== item.itemLevel
      ? `The export says ${item.itemLevel}; its bonus ids say ${bonus.itemLevel} (${bonus.label}). The export's figure is the game's own, so it is used.`
      : '',
    item.bonusIdsContradict
      ? 'Its bonus ids name two different levels, so none is taken from them.'
      : '',
    item.bonusIdsCut
      ? 'The export lists more bonus ids for it than the site keeps: no profile set is written for it.'
      : '',
    trinket.levelsOverWorn !== undefined && trinket.levelsOverWorn !== 0
      ? `${trinket.levelsOverWorn > 0 ? '+' : ''}${trinket.levelsOverWorn} item levels against the copy you wear.`
      : '',
    trinket.ownedCopy && trinket.trinket.where === 'vault'
      ? `You have a copy at ${trinket.ownedCopy.itemLevel} ${trinket.ownedCopy.where === 'equipped' ? 'equipped' : 'in your bags'} already.`
      : '',
  ].filter(Boolean)
}

function TrinketList({
  title,
  trinkets,
  upgrades,
  dataset,
  specName,
}: {
  title: string
  trinkets: readonly YourTrinket[]
  upgrades: CharacterUpgrades
  dataset: SeasonDataset
  specName: string
}) {
  if (trinkets.length === 0) return null
  const { unit } = upgrades
  return (
    <div className="your-trinkets">
      <h3 className="your-trinkets-title">{title}</h3>
      <ol className="your-trinkets-list">
        {trinkets.map((trinket, index) => {
          const { answer } = trinket
          const worn = trinket.trinket.where === 'equipped'
          return (
            // The export may list one trinket twice (two copies in the bags).
            // biome-ignore lint/suspicious/noArrayIndexKey: the export's order is the identity.
            <li key={index}>
              <TrinketName trinket={trinket} />
              <span className={`your-trinket-gain is-${answer.kind}${worn ? ' is-worn' : ''}`}>
                {!unit
                  ? 'No published value for this spec'
                  : worn && answer.kind === 'gain'
                    ? `${gainText(unit, answer.gain)} over an empty slot`
                    : upgradeAnswerText(unit, answer)}
                <BeforeChangeMark note={valuesBeforeChange(dataset, answer)} />
                <Notes
                  notes={[...itemNotes(trinket), ...answerNotes(upgrades, answer, specName, false)]}
                />
              </span>
            </li>
          )
        })}
      </ol>
    </div>
  )
}

/** The summary when no vault or bag trinket is a known upgrade: never "no upgrade" on a guess. */
function NoKnownUpgrade({ upgrades }: { upgrades: CharacterUpgrades }) {
  const candidates = [...upgrades.vault, ...upgrades.bags]
  if (candidates.length === 0) return null
  const unknown = candidates.filter(
    (t) => t.answer.kind === 'unknown' || t.answer.kind === 'not-over',
  )
  const unvalued = upgrades.unvaluedWorn.map((t) =>
    t.answer.kind === 'unknown' ? missingText(t.answer.missing).replace(/^Gain unknown: /, '') : '',
  )
  if (unknown.length === 0) {
    return (
      <p className="upgrade-best">
        No trinket in your vault or bags is an upgrade over what you wear.
      </p>
    )
  }
  return (
    <p className="upgrade-best">
      No trinket in your vault or bags is a known upgrade, but for {unknown.length} of{' '}
      {candidates.length} the gain is unknown
      {unvalued.length > 0 ? ` (${unvalued.join(' ').replace(/\.$/, '')})` : ''}: see each below.
    </p>
  )
}

export function YourUpgrades({
  dataset,
  state,
  characterSpecName,
  onShowCharacterSpec,
}: YourUpgradesProps) {
  switch (state.kind) {
    case 'none':
      return null
    case 'loading':
      return <p className="code-loading small-note">Working out your upgrades…</p>
    case 'other-spec':
      return (
        <p className="your-upgrades-note small-note">
          Your upgrades are worked out for your character's spec.{' '}
          <button type="button" className="button button-small" onClick={onShowCharacterSpec}>
            Show {characterSpecName}
          </button>
        </p>
      )
    case 'ready':
      break
  }
  const { upgrades } = state
  const { unit } = upgrades
  const farm = upgrades.toFarm[0]
  const beatingBags = upgrades.bags.filter((t) => t.answer.kind === 'gain')
  const count = upgrades.equipped.length + upgrades.vault.length + upgrades.bags.length
  const season = exportSeasonText(dataset, upgrades.exportSeason)
  const fill = upgrades.fillEmptySlot
  return (
    <div className="your-upgrades">
      {season && <p className="upgrade-season">{season}</p>}
      {upgrades.trinketsLeftOut > 0 && (
        <p className="your-upgrades-note small-note">
          Your export lists {upgrades.trinketsLeftOut} more trinkets than the site reads (it keeps
          the first 100); those are left out below.
        </p>
      )}
      {!unit && (
        <p className="your-upgrades-note small-note">
          No publisher has sims for {characterSpecName}, so the site cannot say by how much a
          trinket is an upgrade. Your vault's and bags' trinkets are listed with their levels and
          tracks, and the rows show what the chosen content would add in item levels.
        </p>
      )}
      {fill && (
        <p className="upgrade-best">
          A trinket slot is empty: wear <b>{fill.name}</b> (
          {fill.trinket.itemLevel ?? 'level unknown'}) from your bags
          {unit && fill.answer.kind === 'gain' ? `, ${gainText(unit, fill.answer.gain)}` : ''}.
        </p>
      )}
      {unit && upgrades.bestOwned ? (
        <BestLine
          label="Your best upgrade"
          best={upgrades.bestOwned}
          upgrades={upgrades}
          dataset={dataset}
          specName={characterSpecName}
        />
      ) : (
        unit && <NoKnownUpgrade upgrades={upgrades} />
      )}
      {!unit && upgrades.vault.length > 0 && (
        <p className="upgrade-summary">
          Great Vault: <TrinketsInWords trinkets={upgrades.vault} text={levelsOnly} />.
        </p>
      )}
      {unit && upgrades.vault.length > 0 && (
        <p className="upgrade-summary">
          {upgrades.vault[0]?.answer.kind === 'gain' ? 'Great Vault: take ' : 'Great Vault: '}
          <TrinketsInWords
            trinkets={upgrades.vault}
            text={(t) => `${t.name}: ${shortAnswer(upgrades, t)}`}
          />
          .
        </p>
      )}
      {unit && beatingBags.length > 0 && (
        <p className="upgrade-summary">
          In your bags, better than what you wear:{' '}
          <TrinketsInWords
            trinkets={beatingBags}
            text={(t) => `${t.name} (${t.trinket.itemLevel}), ${shortAnswer(upgrades, t)}`}
          />
          .
        </p>
      )}
      {unit &&
        (farm ? (
          <BestLine
            label="Best to farm"
            best={farm}
            upgrades={upgrades}
            dataset={dataset}
            specName={characterSpecName}
          />
        ) : (
          <p className="your-upgrades-note small-note">
            {upgrades.contentChosen
              ? 'No trinket of your list is a known upgrade in the content you chose that you do not have already.'
              : "Choose the content you run (a key level, raid difficulty or upgrade step, under Item level) to see each trinket's gain at the level it would drop, and the best one to farm."}
          </p>
        ))}
      <AfterTheAnswer>
        <CrestPlan
          plan={upgrades.crestPlan}
          unit={unit}
          specName={characterSpecName}
          fightName={upgrades.fight && fightName(upgrades.fight)}
        />
        <AllTrinkets count={count}>
          <div className="your-trinkets-group">
            {(['Equipped', 'Great Vault choices', 'In your bags'] as const).map((title) => (
              <TrinketList
                key={title}
                title={title}
                trinkets={
                  title === 'Equipped'
                    ? upgrades.equipped
                    : title === 'In your bags'
                      ? upgrades.bags
                      : upgrades.vault
                }
                upgrades={upgrades}
                dataset={dataset}
                specName={characterSpecName}
              />
            ))}
          </div>
        </AllTrinkets>
      </AfterTheAnswer>
      {unit && upgrades.fight && (
        <>
          <p className="upgrade-certainty small-note">
            Estimated from {upgrades.publisher}'s {fightName(upgrades.fight)} sims of a standard
            character with one trinket slot empty, not a sim of your character. To be sure, sim your
            own export with these profile sets.{' '}
            <Link to="/faq/" search={{ tab: 'trinket-tracker' }} hash={upgradesQuestionSlug}>
              How sure is this?
            </Link>
          </p>
          <CopyButton
            label="Copy your upgrades as profile sets"
            getText={() =>
              upgradeProfileSets(upgrades, characterSpecName, fightName(upgrades.fight ?? 'raid'))
            }
            fallbackLabel="Your upgrades as profile sets"
          />
        </>
      )}
    </div>
  )
}

/**
 * Drawn once the box's first frame is on screen: the crest plan and the list of every trinket are
 * most of the box's elements (62 of 75 for the Preservation export) and mostly below the first
 * screen, so Import shows the answer's lines a frame sooner on a slow phone. Drawn at once then
 * (flushSync): as a deferred value or a plain update, React drew them only with the list's marks,
 * which render in the background after an import, 200 ms later at 4× CPU slowdown.
 */
function AfterTheAnswer({ children }: { children: ReactNode }) {
  const [drawn, setDrawn] = useState(false)
  useEffect(
    () => (drawn ? undefined : afterNextPaint(() => flushSync(() => setDrawn(true)))),
    [drawn],
  )
  return drawn ? children : null
}

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

/** "Tumor of the Swarm (318, Hero 5/6, +13 over the copy you wear)": where there is no value. */
function levelsOnly(trinket: YourTrinket): string {
  const over = trinket.levelsOverWorn
  return `${trinket.name} (${[
    trinket.trinket.itemLevel ?? 'level unknown',
    trackText(trinket.trinket),
    over ? `${over > 0 ? '+' : ''}${over} over the copy you wear` : undefined,
  ]
    .filter(Boolean)
    .join(', ')})`
}

/** "+1.8% DPS", "at least +1.8% DPS", "no upgrade" or "gain unknown": a summary line's answer. */
function shortAnswer(upgrades: CharacterUpgrades, trinket: YourTrinket): string {
  const { answer } = trinket
  if (!upgrades.unit) return 'gain unknown'
  if (answer.kind === 'gain') {
    const gain = gainText(upgrades.unit, answer.gain)
    return answer.unvalued.length > 0 ? `at least ${gain}` : gain
  }
  if (trinket.trinket.where === 'vault' && trinket.ownedCopy) return 'you have it already'
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
