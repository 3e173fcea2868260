// Marks and the numbered notes under a table: why a fact is inferred, disputed or qualified.
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

type TableScrollProps = { captionId: string; children: React.ReactNode }

/** Wide tables scroll sideways inside their own box on phones; the box is labelled and focusable. */
export function TableScroll({ captionId, children }: TableScrollProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="table-scroll" aria-labelledby={captionId} tabIndex={0}>
      {children}
    </section>
  )
}
