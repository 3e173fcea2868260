// What the tracked panel shows once something is tracked: the trinkets side by side (item level,
// source, stats), the farm plan, and the SimulationCraft copy buttons. Its own chunk, fetched when
// the page is idle or on the first star (tracked-panel.tsx), so a first visit does not load it.
import './tracked-comparison.css'
import { Fragment, useEffect, useMemo } from 'react'
import { ExternalLink } from '~/components/external-link'
import type { ItemLevelContext } from '~/domain/season/item-level-context'
import type { SeasonDataset, Trinket } from '~/domain/season/schema'
import { codeOnDemand } from '~/lib/code-on-demand'
import { whenIdle } from '~/lib/when-idle'
import { type OwnedTrinkets, ownedText } from '../character/owned'
import { OwnedMark } from '../character/owned-mark'
import type { SimcExportInput } from '../export/simc-export'
import { contextLabel } from '../item-level/context-labels'
import type { TrinketItemLevel } from '../item-level/item-level-answer'
import { ItemLevelCell } from '../item-level/item-level-cell'
import { contextDropLevel } from '../item-level/key-rewards'
import { dropText, trinketCount, wowheadItemUrl } from '../model/trinket-words'
import type { FightSims } from '../sims/sim-value'
import { fightName, simValueText } from '../sims/sim-words'
import { BeforeChangeMark, simmedBeforeChange } from '../ui/before-change'
import { CopyButton } from '../ui/copy-button'
import { CloseSmallIcon, CopyIcon } from '../ui/tracker-icons'
import { TrinketIcon } from '../ui/trinket-icon'
import { StatTags, UseTag } from '../ui/trinket-tags'
import type { CharacterUpgrades } from '../upgrades/character-upgrades'
import { gainText } from '../upgrades/upgrade-words'
import { upgradesCode } from '../upgrades/upgrades-code'
import { type FarmPlace, type FarmStop, farmLevelText, farmRunText } from './farm-plan'
import { type DropValue, simValueOfDrop } from './farm-value'
import { trackedPlan } from './tracked-plan'

export type TrackedComparisonProps = {
  dataset: SeasonDataset
  tracked: readonly Trinket[]
  unusableIds: ReadonlySet<number>
  /** The chosen spec in players' words ("Fire Mage"), or the class alone. */
  specName: string | undefined
  context: ItemLevelContext | undefined
  /** The chosen spec's top picks by the guides; empty without a spec. */
  topPicks: readonly Trinket[]
  /** What the imported character has; undefined without one. */
  owned: OwnedTrinkets | undefined
  /** The spec's sims for the chosen fight, when the list is in the "sim value" order. */
  rankBySims: FightSims | undefined
  /** The character's upgrades, when the list is in the "Your upgrades" order. */
  rankByUpgrades: CharacterUpgrades | undefined
  onToggleTrack: (itemId: number) => void
}

/** The SimulationCraft export is only needed on a copy: fetched when idle, not with this panel. */
const simcExportCode = codeOnDemand(() => import('../export/simc-export'))

/** The export's code for a copy; a failed download is tried again by the click. */
function simcExport() {
  simcExportCode.retryIfFailed()
  return simcExportCode.load()
}

export function TrackedComparison({
  dataset,
  tracked,
  unusableIds,
  specName,
  context,
  topPicks,
  owned,
  rankBySims,
  rankByUpgrades,
  onToggleTrack,
}: TrackedComparisonProps) {
  const rankBy = useMemo((): DropValue | undefined => {
    if (rankByUpgrades) {
      return (trinket, level) => {
        const found = upgradesCode
          .loaded()
          ?.upgradeAt(rankByUpgrades, dataset, context, trinket, level)
        // "No upgrade" ranks no place: only a gain says where to go.
        return found?.answer.kind === 'gain' ? found.answer.gain : undefined
      }
    }
    return rankBySims && simValueOfDrop(rankBySims)
  }, [rankBySims, rankByUpgrades, dataset, context])
  const { rows, ownedEnough, places, topPicksAt, vault } = useMemo(
    () => trackedPlan(dataset, { tracked, unusableIds, context, owned, topPicks, rankBy }),
    [dataset, tracked, unusableIds, context, owned, topPicks, rankBy],
  )

  // Effects run only in the browser; a failed download is retried on the click.
  useEffect(() => whenIdle(() => void simcExportCode.load().catch(() => {})), [])

  const simcInput = (): SimcExportInput => ({
    seasonName: dataset.season.name,
    specName: specName ?? null,
    contextName: contextLabel(dataset, context),
    contextLevel: contextDropLevel(dataset, context),
    trinkets: rows.map(({ trinket, drop, answer }) => ({
      id: trinket.id,
      name: trinket.name,
      source: dropText(drop),
      itemLevel: answer,
      usable: !unusableIds.has(trinket.id),
    })),
  })

  return (
    <>
      <table className="tracked-table">
        <caption className="visually-hidden">
          Tracked trinkets compared: item level ({contextLabel(dataset, context)}), source and stats
        </caption>
        <thead>
          <tr>
            <th scope="col">Trinket</th>
            <th scope="col">Item level</th>
            <th scope="col">
              <span className="visually-hidden">Stop tracking</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ trinket, drop, answer }) => (
            <tr
              key={trinket.id}
              className={unusableIds.has(trinket.id) ? 'is-unusable' : undefined}
            >
              <th scope="row">
                <span className="tracked-name-row">
                  <TrinketIcon trinket={trinket} size="sm" />
                  <ExternalLink
                    href={wowheadItemUrl(trinket.id)}
                    className={`trinket-name quality-${trinket.quality}`}
                  >
                    {trinket.name}
                  </ExternalLink>
                </span>
                <span className="tracked-source">{dropText(drop)}</span>
                <OwnedCopy
                  dataset={dataset}
                  owned={owned}
                  trinket={trinket}
                  answer={answer}
                  context={context}
                />
                <span className="trinket-tags">
                  <StatTags trinket={trinket} />
                  <UseTag trinket={trinket} />
                  {unusableIds.has(trinket.id) && (
                    <span className="tag tag-warning">Not for {specName ?? 'this spec'}</span>
                  )}
                </span>
              </th>
              <td>
                <ItemLevelCell answer={answer} />
              </td>
              <td>
                <button
                  type="button"
                  className="icon-button untrack-button"
                  aria-label={`Stop tracking ${trinket.name}`}
                  onClick={() => onToggleTrack(trinket.id)}
                >
                  <CloseSmallIcon size={18} />
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <h3 className="farm-title">Farm plan</h3>
      {rankByUpgrades && places.length > 0 && (
        <p className="farm-ranking">
          By your upgrades: each place by the biggest gain over your worn trinkets among the tracked
          trinkets it drops, at the level it drops them. Places without a gain come last.
        </p>
      )}
      {!rankByUpgrades && rankBySims && places.length > 0 && (
        <p className="farm-ranking">
          By sim value: each place by the best {rankBySims.source.publisher}{' '}
          {fightName(rankBySims.fight)} value among the tracked trinkets it drops, at the level it
          drops them. Places without a published value come last.
        </p>
      )}
      {ownedEnough.length > 0 && (
        <p className="farm-owned small-note">
          Left out, you have {ownedEnough.length === 1 ? 'it' : 'them'} at this level or higher:{' '}
          {ownedEnough
            .map(({ trinket }) => {
              const copy = owned?.get(trinket.id)
              return copy ? `${trinket.name} (${ownedText(copy).toLowerCase()})` : trinket.name
            })
            .join('; ')}
          .
        </p>
      )}
      {places.length === 0 && ownedEnough.length > 0 ? null : places.length === 0 ? (
        <p className="tracked-empty small-note">
          None of the tracked trinkets can be used by {specName ?? 'this spec'}.
        </p>
      ) : (
        <ol className="farm-plan">
          {places.map(({ place, best }) => (
            <FarmPlaceItem
              key={place.key}
              place={place}
              runText={farmRunText(dataset, place.sourceKind, context)}
              topPicksAt={topPicksAt}
              topPickCount={topPicks.length}
              simValue={
                rankByUpgrades
                  ? best
                    ? `Best: ${best.trinket.name}${rankByUpgrades.unit ? `, ${gainText(rankByUpgrades.unit, best.value)}` : ''}`
                    : 'No gain over your trinkets from what drops here'
                  : rankBySims &&
                    (best
                      ? `Best: ${best.trinket.name}, ${simValueText(rankBySims.source.unit, best.value)}`
                      : 'No published value for what drops here')
              }
              simValueNote={bestValueNote(
                best,
                rankByUpgrades?.listRun?.simmedAt ?? rankBySims?.set.simmedAt,
              )}
            />
          ))}
          {vault.length > 0 && (
            <li className="farm-stop kind-vault">
              <span className="farm-head">
                <span className="farm-where">Great Vault, each week</span>
                <span className="farm-count">{trinketCount(vault.length)}</span>
              </span>
              <span className="farm-what">
                {vaultRowText(dataset, vault[0]?.sourceKind)} can offer{' '}
                {vault.map((option, index) => (
                  <Fragment key={option.trinket.id}>
                    {index > 0 && '; '}
                    <TrinketIcon trinket={option.trinket} size="sm" inline />
                    {`${option.trinket.name} (${option.itemLevel})`}
                  </Fragment>
                ))}
                .
              </span>
            </li>
          )}
        </ol>
      )}

      <div className="tracked-actions">
        <h3 className="simc-title">SimulationCraft</h3>
        <p className="simc-hint small-note">
          At the item level chosen above, to paste after your addon export.
        </p>
        <CopyButton
          label="Copy profile sets"
          icon={<CopyIcon size={18} />}
          getText={async () => (await simcExport()).simcProfileSets(simcInput())}
          fallbackLabel="SimulationCraft profile sets"
        />
        <CopyButton
          label="Copy Gear from Bags"
          icon={<CopyIcon size={18} />}
          getText={async () => (await simcExport()).simcGearFromBags(simcInput())}
          fallbackLabel="Gear from Bags block"
        />
      </div>
    </>
  )
}

/** One dungeon or raid of the plan: what to run there, then each stop's trinkets. */
/** "Simmed 9 Sep, before its 22 Sep rework." where the place's best value is older than it. */
function bestValueNote(
  best: { trinket: Trinket } | undefined,
  simmedAt: string | undefined,
): string | undefined {
  return best && simmedAt ? simmedBeforeChange(best.trinket, simmedAt) : undefined
}

function FarmPlaceItem({
  place,
  runText,
  topPicksAt,
  topPickCount,
  simValue,
  simValueNote,
}: {
  place: FarmPlace
  runText: string | null
  topPicksAt: ReadonlyMap<string, number>
  topPickCount: number
  /** Why the place ranks where it does in the "sim value" order; undefined in the usual one. */
  simValue: string | undefined
  /** The hotfix guard's note where the best value was simmed before its trinket changed. */
  simValueNote: string | undefined
}) {
  const verb = place.sourceKind === 'dungeon' ? 'Run' : 'Go to'
  return (
    <li className={`farm-stop kind-${place.sourceKind}`}>
      <span className="farm-head">
        <span className="farm-where">
          {verb} {place.instance.name}
          {runText && <span className="farm-run"> · {runText}</span>}
        </span>
        <span className="farm-count">{trinketCount(place.trinketCount)}</span>
      </span>
      <TopPicksHere count={topPicksAt.get(place.key) ?? 0} of={topPickCount} />
      {simValue && (
        <span className="farm-sim">
          {simValue}
          <BeforeChangeMark note={simValueNote} />
        </span>
      )}
      {place.stops.map((stop) => (
        <span key={stop.key} className="farm-what">
          {stop.encounter && <strong>{stop.encounter.name}: </strong>}
          <StopTrinkets stop={stop} />
        </span>
      ))}
    </li>
  )
}

function StopTrinkets({ stop }: { stop: FarmStop }) {
  return stop.drops.map((drop, index) => {
    const level = farmLevelText(drop.itemLevel)
    const where = stop.encounter ? null : (drop.encounter.name ?? 'boss')
    const aside = [where, level].filter(Boolean).join(', ')
    return (
      <Fragment key={drop.trinket.id}>
        {index > 0 && '; '}
        <TrinketIcon trinket={drop.trinket} size="sm" inline />
        {aside ? `${drop.trinket.name} (${aside})` : drop.trinket.name}
      </Fragment>
    )
  })
}

/** Which row of the vault the chosen context fills, with the unlocks the season's table gives. */
function vaultRowText(dataset: SeasonDataset, sourceKind: string | undefined): string {
  const activity = sourceKind === 'raid' ? 'raid' : 'dungeons'
  const row = dataset.greatVault.rows.find((r) => r.activity === activity)
  const unlocks = row ? ` (${row.unlocks.join(', ')} ${row.counts})` : ''
  return `Its ${activity === 'raid' ? 'raid' : 'Mythic+'} row${unlocks}`
}

/** "2 of your top 5": how much of what the guides rate highest a stop gives. */
function TopPicksHere({ count, of }: { count: number; of: number }) {
  if (count === 0) return null
  return (
    <span className="farm-picks">
      {count} of your top {of}
    </span>
  )
}

/** The imported character's copy of a tracked trinket, if it has one. */
function OwnedCopy({
  owned,
  trinket,
  ...props
}: {
  dataset: SeasonDataset
  owned: OwnedTrinkets | undefined
  trinket: Trinket
  answer: TrinketItemLevel
  context: ItemLevelContext | undefined
}) {
  const copy = owned?.get(trinket.id)
  return copy ? <OwnedMark owned={copy} {...props} /> : null
}
