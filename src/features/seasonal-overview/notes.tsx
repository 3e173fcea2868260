// Marks and the numbered notes under a table (why a fact is inferred, disputed or qualified), and
// the boxes the overview's tables sit in.
import type { ReactNode } from 'react'
import { FactMark } from '~/components/fact-mark'
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

type TableScrollProps = { captionId: string; children: ReactNode }

/**
 * A grid of numbers wider than a phone scrolls sideways inside its own box, its first column kept
 * in view. The box is focusable so a keyboard can scroll it, and named by the table's caption (a
 * figure, not a landmark: the page has enough of those).
 */
export function TableScroll({ captionId, children }: TableScrollProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable box must be reachable by keyboard
    <figure className="table-scroll" aria-labelledby={captionId} tabIndex={0}>
      {children}
    </figure>
  )
}

/**
 * A table of words that stacks on phones: each row becomes a small card whose cells carry their
 * column's name (see LabelledCell), so nothing needs a sideways scroll below 768 px.
 */
export function StackedTable({ children }: { children: ReactNode }) {
  return <div className="table-box">{children}</div>
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
