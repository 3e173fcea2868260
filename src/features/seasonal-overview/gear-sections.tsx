// Item levels and rewards: raid difficulty → track, the upgrade tracks and crests, Mythic+ rewards
// by key level, the Great Vault, the affixes and the start dates. All from the season dataset.
// Below the first screen, so their code is a chunk of its own (gear-sections-code.ts).
import { FactMark } from '~/components/fact-mark'
import { trackByName } from '~/domain/season/lookups'
import { formatDate } from '~/lib/format-date'
import {
  LabelledCell,
  Marked,
  Notes,
  RewardLevelCell,
  RuleList,
  ScrollingTable,
  StackedTable,
} from './notes'
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
      <StackedTable
        captionId="raid-difficulties-caption"
        caption="Raid difficulty and the upgrade track of its loot"
        columns={['Difficulty', 'Upgrade track', 'Track item levels', 'Crest']}
      >
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
      <ScrollingTable
        className="tracks-table"
        captionId="upgrade-tracks-caption"
        caption="Item level at each step of each upgrade track, with its crest"
        columns={[
          'Track',
          ...stepNumbers.map((n) => ({ key: n, label: `${n}/${stepCount}`, numeric: true })),
          'Crest',
          'Crest band',
        ]}
      >
        {rows.map(({ track, mark }) => (
          <tr key={track.name}>
            <th scope="row">
              <span className={`track-name track-${track.name.toLowerCase()}`}>{track.name}</span>
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
      </ScrollingTable>
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
          <dt className="caps-label">Crests</dt>
          <dd>
            {crests.family}
            {crests.replaces && <span className="cell-detail">replaces {crests.replaces}</span>}
            <Marked mark={crestMark} />
          </dd>
        </div>
        <div>
          <dt className="caps-label">Cost of one upgrade step</dt>
          <dd>
            {/* The crest plan's own rule: the step cost is written once, in upgradeRules. */}
            {`${dataset.upgradeRules.crestsPerStep} crests`}
          </dd>
        </div>
        <div>
          <dt className="caps-label">Weekly cap</dt>
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
      <ScrollingTable
        className="rewards-table"
        captionId="mythic-plus-caption"
        caption="Mythic+ rewards by key level"
        columns={['Key level', 'End of dungeon', 'Great Vault', 'Crests']}
      >
        <tr>
          <th scope="row">
            Mythic 0
            <Marked mark={zeroMark} />
            {lockoutNote && <Marked mark={{ kind: null, note: lockoutNote }} />}
          </th>
          <td>
            <RewardLevelCell dataset={dataset} reward={zero.endOfDungeon} />
          </td>
          <td>
            <RewardLevelCell dataset={dataset} reward={zero.vault} />
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
                <RewardLevelCell dataset={dataset} reward={row.reward.endOfDungeon} />
              ) : (
                <FactMark kind="unknown" />
              )}
            </td>
            <td>
              {row.reward ? (
                <RewardLevelCell dataset={dataset} reward={row.reward.vault} />
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
      </ScrollingTable>
      <RuleList rules={rules} />
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
      <StackedTable
        captionId="great-vault-caption"
        caption="Completions needed to unlock each Great Vault slot"
        columns={[
          'Row',
          ...slotNumbers.map((i) => ({ key: i, label: slotName(i), numeric: true })),
          'What counts',
        ]}
      >
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
      </StackedTable>
      <RuleList rules={rules} />
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
      <StackedTable
        captionId="affixes-caption"
        caption="Mythic+ affixes and the key levels they are active at"
        columns={['Affix', 'Key levels', 'What it does']}
      >
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
      <StackedTable
        captionId="start-dates-caption"
        caption="Patch release and season start by region"
        columns={['Region', 'Patch release', 'Season starts']}
      >
        {regionDateRows(season).map((row) => (
          <tr key={row.region}>
            <th scope="row">{row.name}</th>
            <LabelledCell label="Patch release">{date(row.patchRelease)}</LabelledCell>
            <LabelledCell label="Season starts">{date(row.seasonStart)}</LabelledCell>
          </tr>
        ))}
      </StackedTable>
      <Notes notes={footnotes.notes} />
    </>
  )
}
