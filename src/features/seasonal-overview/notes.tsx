// Marks and the numbered notes under a table (why a fact is inferred, disputed or qualified), and
// the overview's tables: caption, header row and the box they sit in, written once.
import type { Key, ReactNode } from 'react'
import { FactMark } from '~/components/fact-mark'
import { trackStepLabel } from '~/domain/season/lookups'
import type { RewardItemLevel, SeasonDataset } from '~/domain/season/schema'
import { withReadableDates } from '~/lib/note-dates'
import type { Footnote, Mark } from './overview-model'

/** The mark of a fact, or only its note number when the fact is confirmed but qualified. */
export function Marked({ mark }: { mark: Mark | null }) {
  if (mark === null) return null
  if (mark.kind !== null) return <FactMark kind={mark.kind} note={mark.note} />
  if (!mark.note) return null
  return (
    <a className="note-ref" href={`#${mark.note.id}`}>
      <span className="visually-hidden">note </span>
      {mark.note.number}
    </a>
  )
}

/** "311" over "Hero 3/6"; the step line says unknown when the dataset has no track for it. */
export function RewardLevelCell({
  dataset,
  reward,
}: {
  dataset: SeasonDataset
  reward: RewardItemLevel
}) {
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

/** The season's rules under a table, each with its own mark. */
export function RuleList({
  rules,
}: {
  rules: readonly { rule: { text: string }; mark: Mark | null }[]
}) {
  if (rules.length === 0) return null
  return (
    <ul className="rule-list">
      {rules.map(({ rule, mark }) => (
        <li key={rule.text}>
          {withReadableDates(rule.text)}
          <Marked mark={mark} />
        </li>
      ))}
    </ul>
  )
}

export function Notes({ notes }: { notes: readonly Footnote[] }) {
  if (notes.length === 0) return null
  return (
    <ol className="overview-notes" aria-label="Notes">
      {notes.map((note) => (
        <li key={note.id} id={note.id} value={note.number}>
          {note.text}
        </li>
      ))}
    </ol>
  )
}

/** A column's header: a plain name, or a label with its own key (a number column is aligned so). */
type Column = string | { key: Key; label: ReactNode; numeric?: boolean }

type OverviewTableProps = {
  captionId: string
  caption: ReactNode
  /** Most tables are named by their section heading already; their caption is for screen readers. */
  showCaption?: boolean
  columns: readonly Column[]
  /** The body rows. */
  children: ReactNode
}

function OverviewTable({
  className,
  captionId,
  caption,
  showCaption,
  columns,
  children,
}: OverviewTableProps & { className: string }) {
  return (
    <table className={className}>
      <caption id={captionId} className={showCaption ? 'table-caption' : 'visually-hidden'}>
        {caption}
      </caption>
      <thead>
        <tr>
          {columns.map((column) =>
            typeof column === 'string' ? (
              <th key={column} scope="col">
                {column}
              </th>
            ) : (
              <th key={column.key} scope="col" className={column.numeric ? 'numeric' : undefined}>
                {column.label}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  )
}

/**
 * A grid of numbers wider than a phone scrolls sideways inside its own box, its first column kept
 * in view. The box is focusable so a keyboard can scroll it, and named by the table's caption (a
 * figure, not a landmark: the page has enough of those). The class sets the grid's column widths.
 */
export function ScrollingTable({
  className,
  ...table
}: OverviewTableProps & { className: string }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable box must be reachable by keyboard
    <figure className="table-scroll" aria-labelledby={table.captionId} tabIndex={0}>
      <OverviewTable className={`data-table ${className}`} {...table} />
    </figure>
  )
}

/**
 * A table of words that stacks on phones: each row becomes a small card whose cells carry their
 * column's name (see LabelledCell), so nothing needs a sideways scroll below 768 px.
 */
export function StackedTable(table: OverviewTableProps) {
  return (
    <div className="table-box">
      <OverviewTable className="data-table is-stacked" {...table} />
    </div>
  )
}

type LabelledCellProps = { label: string; className?: string; children: ReactNode }

/**
 * A cell of a StackedTable. The label shows only while rows are stacked and is hidden from screen
 * readers, which announce the column header already.
 */
export function LabelledCell({ label, className, children }: LabelledCellProps) {
  return (
    <td className={className}>
      <span className="cell-label" aria-hidden="true">
        {label}
      </span>
      <span className="cell-value">{children}</span>
    </td>
  )
}
