// Everything the dataset knows about one trinket, in the shell's modal: the tooltip's facts for
// touch screens, item levels in every context, who can use it, and why a fact is marked.
import { seasonIndex } from '~/domain/season/season-index'
import './trinket-details.css'
import type { ReactNode } from 'react'
import { ExternalLink } from '~/components/external-link'
import { Modal } from '~/components/modal'
import { describeEffect } from '~/domain/season/effect-text'
import type { ItemLevelContext } from '~/domain/season/item-level-context'
import { trackStepLabel } from '~/domain/season/lookups'
import type { Certainty, RewardItemLevel, SeasonDataset, Trinket } from '~/domain/season/schema'
import type { SpecSims } from '~/domain/sims/schema'
import { contextLabel, raidDifficultyName } from '../item-level/context-labels'
import { trinketItemLevel } from '../item-level/item-level'
import type { TrinketItemLevel } from '../item-level/item-level-answer'
import { answerSummary } from '../item-level/item-level-words'
import { type TrinketDrop, trinketIndex } from '../model/trinket-filter'
import {
  dropText,
  instanceKindName,
  roleNames,
  statNames,
  useLabel,
  wowheadItemUrl,
} from '../model/trinket-words'
import type { Verdict } from '../rankings/guide-picks'
import { GuideVerdictDetails } from '../rankings/guide-verdicts'
import { SimDetails } from '../sims/sim-chart'
import { TrackToggle } from '../ui/track-toggle'
import { TrinketIcon } from '../ui/trinket-icon'

type TrinketDetailsProps = {
  dataset: SeasonDataset
  /** The trinket shown, kept while the dialog closes. */
  trinket: Trinket | undefined
  open: boolean
  context: ItemLevelContext | undefined
  tracked: boolean
  /**
   * The guides' verdicts for the chosen spec, who that is, and the spec's published sims (null
   * where it has none); undefined without a spec.
   */
  guides: { specName: string; verdicts: readonly Verdict[]; sims: SpecSims | null } | undefined
  onToggleTrack: (itemId: number) => void
  onClose: () => void
}

export function TrinketDetails({ trinket, open, onClose, ...body }: TrinketDetailsProps) {
  return (
    <Modal
      open={open && trinket !== undefined}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title={trinket?.name ?? 'Trinket'}
    >
      {trinket && <DetailsBody {...body} trinket={trinket} />}
    </Modal>
  )
}

type Mark = { certainty: Certainty; note?: string | undefined }

function MarkText({ mark }: { mark: Mark | null | undefined }) {
  if (!mark || mark.certainty === 'confirmed') return null
  return <span className={`certainty-text certainty-${mark.certainty}`}> ({mark.certainty})</span>
}

const footnoteLabels: Record<Certainty, string> = {
  confirmed: 'Note',
  inferred: 'Inferred',
  disputed: 'Disputed',
}

/** Why a fact is marked, and the caveats a source put on a confirmed fact. */
function Footnotes({ marks }: { marks: (Mark | null | undefined)[] }) {
  const notes = new Map<string, Certainty>()
  for (const mark of marks) {
    if (mark?.note) notes.set(mark.note, mark.certainty)
  }
  if (notes.size === 0) return null
  return (
    <ul className="details-footnotes">
      {[...notes].map(([note, certainty]) => (
        <li key={note}>
          <span className={`certainty-text certainty-${certainty}`}>
            {footnoteLabels[certainty]}:
          </span>{' '}
          {note}
        </li>
      ))}
    </ul>
  )
}

const answerText = answerSummary

function answerMark(answer: TrinketItemLevel): Mark | null {
  if (answer.kind === 'drop') return leastSureFact(answer.drop, answer.vault)
  if (answer.kind === 'track') return answer.level
  if (answer.kind === 'range') return answer
  if (answer.kind === 'span') return leastSureFact(answer.lowest, answer.vault?.lowest ?? null)
  if (answer.kind === 'unknown' && answer.certainty && answer.note) {
    return { certainty: answer.certainty, note: answer.note }
  }
  if (answer.kind === 'off-track' && answer.note)
    return { certainty: 'confirmed', note: answer.note }
  return null
}

const sureness = { confirmed: 0, inferred: 1, disputed: 2 } as const

/** The mark a line carries: the less sure of its parts. */
function leastSureFact(a: Mark, b: Mark | null): Mark {
  return b && sureness[b.certainty] > sureness[a.certainty] ? b : a
}

/** A small table of the dialog: a caption, one header row, its rows. */
function DetailsTable({
  caption,
  columns,
  children,
}: {
  caption: string
  columns: readonly string[]
  children: ReactNode
}) {
  return (
    <table className="details-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  )
}

/** "311 Hero 3/6", with its mark. */
function RewardCell({
  dataset,
  reward,
  mark,
}: {
  dataset: SeasonDataset
  reward: RewardItemLevel
  mark: Mark
}) {
  return (
    <td>
      {reward.itemLevel}{' '}
      <span className="details-aside">{trackStepLabel(dataset, reward.track, reward.rank)}</span>
      <MarkText mark={mark} />
    </td>
  )
}

function DungeonLevels({ dataset }: { dataset: SeasonDataset }) {
  const rows = dataset.mythicPlus.rewards
  const zero = dataset.mythicPlus.mythicZero
  return (
    <>
      <DetailsTable
        caption="Mythic+ rewards by key level"
        columns={['Key', 'End of dungeon', 'Great Vault']}
      >
        <tr>
          <th scope="row">Mythic 0</th>
          <RewardCell dataset={dataset} reward={zero.endOfDungeon} mark={zero.provenance} />
          <RewardCell dataset={dataset} reward={zero.vault} mark={zero.vaultProvenance} />
        </tr>
        {rows.map((row) => (
          <tr key={row.keyLevel}>
            <th scope="row">
              +{row.keyLevel}
              {row.andAbove ? ' and up' : ''}
            </th>
            <RewardCell dataset={dataset} reward={row.endOfDungeon} mark={row.provenance} />
            <RewardCell dataset={dataset} reward={row.vault} mark={row.provenance} />
          </tr>
        ))}
      </DetailsTable>
      <Footnotes marks={[zero.vaultProvenance, ...rows.map((row) => row.provenance)]} />
    </>
  )
}

function RaidLevels({
  dataset,
  trinket,
  drop,
}: {
  dataset: SeasonDataset
  trinket: Trinket
  drop: TrinketDrop
}) {
  const answers = dataset.raidDifficulties.map((row) => ({
    name: raidDifficultyName(dataset, row.difficulty),
    answer: trinketItemLevel(dataset, trinket, drop.source, {
      kind: 'raid',
      difficulty: row.difficulty,
    }),
  }))
  return (
    <>
      <DetailsTable caption="Drops by difficulty" columns={['Difficulty', 'Drop, and Great Vault']}>
        {answers.map(({ name, answer }) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td>
              {answerText(answer)}
              <MarkText mark={answerMark(answer)} />
            </td>
          </tr>
        ))}
      </DetailsTable>
      <Footnotes marks={answers.map(({ answer }) => answerMark(answer))} />
    </>
  )
}

function whoCanUse(dataset: SeasonDataset, trinket: Trinket) {
  const bySpec = new Set(trinket.specIds)
  const index = seasonIndex(dataset)
  return dataset.classes
    .map((wowClass) => ({
      wowClass,
      specs: index.specsOfClass(wowClass.slug).filter((s) => bySpec.has(s.id)),
    }))
    .filter(({ specs }) => specs.length > 0)
}

function DetailsBody({
  dataset,
  trinket,
  context,
  tracked,
  guides,
  onToggleTrack,
}: Omit<TrinketDetailsProps, 'trinket' | 'open' | 'onClose'> & { trinket: Trinket }) {
  const entry = trinketIndex(dataset).find((e) => e.trinket.id === trinket.id)
  const drops = entry?.drops ?? []
  const firstSource = drops[0]?.source ?? trinket.sources[0]
  const current = firstSource ? trinketItemLevel(dataset, trinket, firstSource, context) : null
  const range = firstSource ? trinketItemLevel(dataset, trinket, firstSource, undefined) : null
  const { provenance } = trinket
  const users = whoCanUse(dataset, trinket)

  return (
    <div className="details">
      <div className="details-head">
        <TrinketIcon trinket={trinket} />
        <p className="details-kind">
          <span className={`quality-${trinket.quality}`}>
            {trinket.quality === 'epic' ? 'Epic' : 'Rare'}
          </span>{' '}
          trinket · {useLabel(trinket)}
          <MarkText mark={provenance.onUse} />
          <br />
          {trinket.primaryStats.map((s) => statNames[s].long).join(' or ') || 'No primary stat'} ·{' '}
          {trinket.roles.map((r) => roleNames[r]).join(', ')}
        </p>
      </div>

      {guides && (
        <>
          <h3 className="details-heading">What the guides say for {guides.specName}</h3>
          <GuideVerdictDetails verdicts={guides.verdicts} trinket={trinket} />
          <h3 className="details-heading">Published sims for {guides.specName}</h3>
          <SimDetails
            dataset={dataset}
            specName={guides.specName}
            sims={guides.sims}
            itemId={trinket.id}
          />
        </>
      )}

      <h3 className="details-heading">Effect</h3>
      <p>
        {describeEffect(trinket.effect)}
        <MarkText mark={provenance.effect} />
      </p>
      {trinket.effect?.note && <p className="details-aside">{trinket.effect.note}</p>}
      <Footnotes marks={[provenance.onUse, provenance.effect]} />

      <h3 className="details-heading">Drops from</h3>
      <ul className="details-list">
        {drops.map((drop) => (
          <li key={`${drop.instance.id}-${drop.encounter.id}`}>
            {dropText(drop)} <span className="details-aside">{instanceKindName(drop)}</span>
            <MarkText mark={provenance.sources} />
          </li>
        ))}
        {drops.length === 0 && <li>Not known</li>}
      </ul>
      <Footnotes marks={[provenance.sources]} />

      <h3 className="details-heading">Item level</h3>
      {current && context && (
        <p>
          <strong>{contextLabel(dataset, context)}:</strong> {answerText(current)}
          <MarkText mark={answerMark(current)} />
        </p>
      )}
      {range && (
        <p>
          <strong>Range:</strong> {answerText(range)}
          <MarkText mark={answerMark(range) ?? trinket.itemLevel.provenance} />
          {trinket.itemLevel.upgradeable === false && ' · cannot be upgraded'}
        </p>
      )}
      <Footnotes
        marks={[
          current ? answerMark(current) : null,
          range ? answerMark(range) : null,
          // An unknown range already says its note as the reason.
          range?.kind === 'unknown' ? null : trinket.itemLevel.provenance,
        ]}
      />
      {drops.some((d) => d.instance.kind === 'dungeon') && <DungeonLevels dataset={dataset} />}
      {drops
        .filter((d) => d.instance.kind === 'raid' || d.instance.kind === 'lair')
        .slice(0, 1)
        .map((drop) => (
          <RaidLevels key={drop.encounter.id} dataset={dataset} trinket={trinket} drop={drop} />
        ))}

      <h3 className="details-heading">Who can use it</h3>
      <ul className="details-list details-users">
        {users.map(({ wowClass, specs }) => (
          <li
            key={wowClass.slug}
            style={{ '--class-color': wowClass.color } as React.CSSProperties}
          >
            <span className="details-class">{wowClass.name}</span>:{' '}
            {specs.map((s) => s.name).join(', ')}
          </li>
        ))}
      </ul>

      {(trinket.notes.length > 0 || trinket.corrections.length > 0) && (
        <>
          <h3 className="details-heading">Notes</h3>
          <ul className="details-list">
            {trinket.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
            {trinket.corrections.map((correction) => (
              <li key={`${correction.date}-${correction.change}`}>
                {correction.change}{' '}
                <span className="details-aside">
                  ({correction.source}, {correction.date})
                </span>
              </li>
            ))}
          </ul>
        </>
      )}

      <div className="details-actions">
        <TrackToggle trinket={trinket} tracked={tracked} onToggle={onToggleTrack} />
        <ExternalLink href={wowheadItemUrl(trinket.id)} className="button" showIcon>
          Wowhead
        </ExternalLink>
      </div>
    </div>
  )
}
