// Item levels and rewards: raid difficulty → track, the upgrade tracks and crests, Mythic+ rewards
// by key level, the Great Vault, the affixes and the start dates. All from the season dataset.
import type { ReactNode } from 'react'
import { FactMark } from '~/components/fact-mark'
import { trackByName, trackStepLabel } from '~/domain/season/lookups'
import type { RewardItemLevel, SeasonDataset } from '~/domain/season/schema'
import { formatDate } from '~/lib/format-date'
import { withReadableDates } from '../../lib/note-dates'
import { LabelledCell, Marked, Notes, StackedTable, TableScroll } from './notes'
import {
  affixKeyLevels,
  createFootnotes,
  greatVaultActivityNames,
  keyLevelLabel,
  markFor,
  maxTrackSteps,
  mythicPlusRows,
  regionDateRows,
  trackRange,
  unknownMark,
} from './overview-model'
import { useSeasonData } from './use-season-data'

export function Caption({
  id,
  children,
  hidden,
}: {
  id: string
  children: ReactNode
  hidden?: boolean
}) {
  return (
    <caption id={id} className={hidden ? 'visually-hidden' : 'table-caption'}>
      {children}
    </caption>
  )
}

/** "311" over "Hero 3/6"; the step line says unknown when the dataset has no track for it. */
function ItemLevelCell({ dataset, reward }: { dataset: SeasonDataset; reward: RewardItemLevel }) {
  const step = trackStepLabel(dataset, reward.track, reward.rank)
  return (
    <>
      <span className="item-level">{reward.itemLevel}</span>
      <span className="cell-detail">
        {step ?? (
          <>
            track <FactMark kind="unknown" />
          </>
        )}
      </span>
    </>
  )
}

export function RaidDifficulties() {
  const dataset = useSeasonData()
  const footnotes = createFootnotes('raid-difficulties')
  const rows = dataset.raidDifficulties.map((difficulty) => ({
    difficulty,
    track: trackByName(dataset, difficulty.track),
    mark: markFor(difficulty.provenance, footnotes),
  }))
  return (
    <>
      <p className="section-intro">
        The raid's difficulty decides the upgrade track of its loot: the harder the difficulty, the
        higher the track.
      </p>
      <StackedTable>
        <table className="data-table is-stacked">
          <Caption id="raid-difficulties-caption" hidden>
            Raid difficulty and the upgrade track of its loot
          </Caption>
          <thead>
            <tr>
              <th scope="col">Difficulty</th>
              <th scope="col">Upgrade track</th>
              <th scope="col">Track item levels</th>
              <th scope="col">Crest</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ difficulty, track, mark }) => (
              <tr key={difficulty.difficulty}>
                <th scope="row">
                  {difficulty.name}
                  <Marked mark={mark} />
                </th>
                <LabelledCell label="Upgrade track">
                  <span className={`track-name track-${difficulty.track.toLowerCase()}`}>
                    {difficulty.track}
                  </span>
                </LabelledCell>
                <LabelledCell label="Track item levels">
                  {track ? trackRange(track) : <FactMark kind="unknown" />}
                </LabelledCell>
                <LabelledCell label="Crest">
                  {track ? track.crest.name : <FactMark kind="unknown" />}
                </LabelledCell>
              </tr>
            ))}
          </tbody>
        </table>
      </StackedTable>
      <Notes notes={footnotes.notes} />
    </>
  )
}

export function UpgradeTracks() {
  const dataset = useSeasonData()
  const footnotes = createFootnotes('upgrade-tracks')
  const stepCount = maxTrackSteps(dataset)
  const stepNumbers = Array.from({ length: stepCount }, (_, i) => i + 1)
  const rows = dataset.upgradeTracks.map((track) => ({
    track,
    mark: markFor(track.provenance, footnotes),
  }))
  const { crests } = dataset
  const crestMark = markFor(crests.provenance, footnotes)

  return (
    <>
      <p className="section-intro">
        Each track has {stepCount} steps. Crests of the track's kind upgrade an item one step at a
        time; each crest works through its own band of item levels.
      </p>
      <TableScroll captionId="upgrade-tracks-caption">
        <table className="data-table tracks-table">
          <Caption id="upgrade-tracks-caption" hidden>
            Item level at each step of each upgrade track, with its crest
          </Caption>
          <thead>
            <tr>
              <th scope="col">Track</th>
              {stepNumbers.map((n) => (
                <th key={n} scope="col" className="numeric">
                  {n}/{stepCount}
                </th>
              ))}
              <th scope="col">Crest</th>
              <th scope="col">Crest band</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ track, mark }) => (
              <tr key={track.name}>
                <th scope="row">
                  <span className={`track-name track-${track.name.toLowerCase()}`}>
                    {track.name}
                  </span>
                  <Marked mark={mark} />
                </th>
                {stepNumbers.map((n) => {
                  const step = track.steps.find((s) => s.rank === n)
                  if (!step) return <td key={n} className="numeric" />
                  const unsure = step.certainty !== 'confirmed'
                  return (
                    <td key={n} className={unsure ? `numeric is-${step.certainty}` : 'numeric'}>
                      {step.itemLevel}
                      {unsure && <span className="visually-hidden"> ({step.certainty})</span>}
                    </td>
                  )
                })}
                <td>{track.crest.name}</td>
                <td className="numeric">
                  {track.crest.band.from}–{track.crest.band.to}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {rows.some(({ track }) => track.steps.some((s) => s.certainty !== 'confirmed')) && (
        <p className="table-legend">
          <span className="legend-swatch is-inferred" aria-hidden="true">
            321
          </span>{' '}
          Underlined dotted: an inferred step, not read in a source.
        </p>
      )}
      <dl className="fact-grid">
        <div>
          <dt>Crests</dt>
          <dd>
            {crests.family}
            {crests.replaces && <span className="cell-detail">replaces {crests.replaces}</span>}
            <Marked mark={crestMark} />
          </dd>
        </div>
        <div>
          <dt>Cost of one upgrade step</dt>
          <dd>
            {crests.costPerUpgrade === null ? (
              <FactMark kind="unknown" />
            ) : (
              `${crests.costPerUpgrade} crests`
            )}
          </dd>
        </div>
        <div>
          <dt>Weekly cap</dt>
          <dd>
            {crests.weeklyCap === null ? <FactMark kind="unknown" /> : crests.weeklyCap}
            {crests.capLiftedWeekOf && (
              <span className="cell-detail">
                lifted from the week of {formatDate(crests.capLiftedWeekOf)}
              </span>
            )}
          </dd>
        </div>
      </dl>
      <Notes notes={footnotes.notes} />
    </>
  )
}

export function MythicPlusRewards() {
  const dataset = useSeasonData()
  const { mythicPlus } = dataset
  const footnotes = createFootnotes('mythic-plus-rewards')
  const zero = mythicPlus.mythicZero
  const zeroMark = markFor(zero.provenance, footnotes)
  const zeroVaultMark = markFor(zero.vaultProvenance, footnotes)
  const lockoutNote = zero.lockout ? footnotes.add(`Mythic 0 lockout: ${zero.lockout}.`) : undefined
  const rows = mythicPlusRows(mythicPlus).map((row) => ({
    row,
    rewardMark: row.reward ? markFor(row.reward.provenance, footnotes) : null,
    crestMark: row.crest ? markFor(row.crest.provenance, footnotes) : null,
  }))
  const crestUnknown = unknownMark(footnotes, 'Our sources list crests from +2 up only.')
  const rules = mythicPlus.rules.map((rule) => ({
    rule,
    mark: markFor(rule.provenance, footnotes),
  }))

  return (
    <>
      <p className="section-intro">
        What a key gives in the chest at the end of the dungeon, what the same key level puts in the
        Great Vault, and the crests it awards.
      </p>
      <TableScroll captionId="mythic-plus-caption">
        <table className="data-table rewards-table">
          <Caption id="mythic-plus-caption" hidden>
            Mythic+ rewards by key level
          </Caption>
          <thead>
            <tr>
              <th scope="col">Key level</th>
              <th scope="col">End of dungeon</th>
              <th scope="col">Great Vault</th>
              <th scope="col">Crests</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">
                Mythic 0
                <Marked mark={zeroMark} />
                {lockoutNote && <Marked mark={{ kind: null, note: lockoutNote }} />}
              </th>
              <td>
                <ItemLevelCell dataset={dataset} reward={zero.endOfDungeon} />
              </td>
              <td>
                <ItemLevelCell dataset={dataset} reward={zero.vault} />
                <Marked mark={zeroVaultMark} />
              </td>
              <td>
                <Marked mark={crestUnknown} />
              </td>
            </tr>
            {rows.map(({ row, rewardMark, crestMark }) => (
              <tr key={row.keyLevel}>
                <th scope="row">
                  {keyLevelLabel(row.keyLevel, row.andAbove)}
                  <Marked mark={rewardMark} />
                </th>
                <td>
                  {row.reward ? (
                    <ItemLevelCell dataset={dataset} reward={row.reward.endOfDungeon} />
                  ) : (
                    <FactMark kind="unknown" />
                  )}
                </td>
                <td>
                  {row.reward ? (
                    <ItemLevelCell dataset={dataset} reward={row.reward.vault} />
                  ) : (
                    <FactMark kind="unknown" />
                  )}
                </td>
                <td>
                  {row.crest ? (
                    <>
                      <span className="item-level">{row.crest.amount}</span>
                      <span className="cell-detail">
                        {row.crest.crest}
                        <Marked mark={crestMark} />
                      </span>
                    </>
                  ) : (
                    <FactMark kind="unknown" />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {rules.length > 0 && (
        <ul className="rule-list">
          {rules.map(({ rule, mark }) => (
            <li key={rule.text}>
              {withReadableDates(rule.text)}
              <Marked mark={mark} />
            </li>
          ))}
        </ul>
      )}
      <Notes notes={footnotes.notes} />
    </>
  )
}

const ordinals = ['1st', '2nd', '3rd', '4th', '5th']
const slotName = (index: number) => `${ordinals[index] ?? `${index + 1}th`} slot`

export function GreatVault() {
  const dataset = useSeasonData()
  const vault = dataset.greatVault
  const footnotes = createFootnotes('great-vault')
  const vaultMark = markFor(vault.provenance, footnotes)
  const slots = Math.max(0, ...vault.rows.map((row) => row.unlocks.length))
  const slotNumbers = Array.from({ length: slots }, (_, i) => i)
  const rules = vault.rules.map((rule) => ({ rule, mark: markFor(rule.provenance, footnotes) }))

  return (
    <>
      <p className="section-intro">
        How many completions in a week unlock each slot of the Great Vault.
        <Marked mark={vaultMark} />
      </p>
      <StackedTable>
        <table className="data-table is-stacked">
          <Caption id="great-vault-caption" hidden>
            Completions needed to unlock each Great Vault slot
          </Caption>
          <thead>
            <tr>
              <th scope="col">Row</th>
              {slotNumbers.map((i) => (
                <th key={i} scope="col" className="numeric">
                  {slotName(i)}
                </th>
              ))}
              <th scope="col">What counts</th>
            </tr>
          </thead>
          <tbody>
            {vault.rows.map((row) => (
              <tr key={row.activity}>
                <th scope="row">{greatVaultActivityNames[row.activity]}</th>
                {slotNumbers.map((i) => (
                  <LabelledCell key={i} label={slotName(i)} className="numeric">
                    {row.unlocks[i] ?? '—'}
                  </LabelledCell>
                ))}
                <LabelledCell label="What counts" className="wrap">
                  {row.counts}
                </LabelledCell>
              </tr>
            ))}
          </tbody>
        </table>
      </StackedTable>
      {rules.length > 0 && (
        <ul className="rule-list">
          {rules.map(({ rule, mark }) => (
            <li key={rule.text}>
              {withReadableDates(rule.text)}
              <Marked mark={mark} />
            </li>
          ))}
        </ul>
      )}
      <Notes notes={footnotes.notes} />
    </>
  )
}

export function Affixes() {
  const dataset = useSeasonData()
  const footnotes = createFootnotes('affixes')
  const rows = [...dataset.affixes]
    .sort((a, b) => a.keyLevels.from - b.keyLevels.from)
    .map((affix) => ({
      affix,
      mark: markFor(affix.provenance, footnotes),
    }))
  return (
    <>
      <StackedTable>
        <table className="data-table is-stacked">
          <Caption id="affixes-caption" hidden>
            Mythic+ affixes and the key levels they are active at
          </Caption>
          <thead>
            <tr>
              <th scope="col">Affix</th>
              <th scope="col">Key levels</th>
              <th scope="col">What it does</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ affix, mark }) => (
              <tr key={affix.slug}>
                <th scope="row">
                  {affix.name}
                  <Marked mark={mark} />
                </th>
                <LabelledCell label="Key levels" className="nowrap">
                  {affixKeyLevels(affix.keyLevels)}
                </LabelledCell>
                <LabelledCell label="What it does" className="wrap">
                  {affix.summary === null ? (
                    // Plain words rather than a bare "Unknown": the rotation is in its note.
                    <span className="cell-detail">Not described in our sources</span>
                  ) : (
                    affix.summary
                  )}
                </LabelledCell>
              </tr>
            ))}
          </tbody>
        </table>
      </StackedTable>
      <Notes notes={footnotes.notes} />
    </>
  )
}

export function StartDates() {
  const dataset = useSeasonData()
  const { season } = dataset
  const footnotes = createFootnotes('start-dates')
  const seasonMark = markFor(season.provenance, footnotes)
  const date = (value: string | null) =>
    value === null ? <FactMark kind="unknown" /> : <time dateTime={value}>{formatDate(value)}</time>
  return (
    <>
      <p className="section-intro">
        Patch {season.patch}
        {season.patchName && ` (${season.patchName})`} and {season.name} by region.
        <Marked mark={seasonMark} />
      </p>
      <StackedTable>
        <table className="data-table is-stacked">
          <Caption id="start-dates-caption" hidden>
            Patch release and season start by region
          </Caption>
          <thead>
            <tr>
              <th scope="col">Region</th>
              <th scope="col">Patch release</th>
              <th scope="col">Season starts</th>
            </tr>
          </thead>
          <tbody>
            {regionDateRows(season).map((row) => (
              <tr key={row.region}>
                <th scope="row">{row.name}</th>
                <LabelledCell label="Patch release">{date(row.patchRelease)}</LabelledCell>
                <LabelledCell label="Season starts">{date(row.seasonStart)}</LabelledCell>
              </tr>
            ))}
          </tbody>
        </table>
      </StackedTable>
      <Notes notes={footnotes.notes} />
    </>
  )
}
