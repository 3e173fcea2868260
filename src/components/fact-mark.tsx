// The mark beside a game fact that no source confirms: inferred (worked out from other facts),
// disputed (sources disagree) or unknown (no stored source gives it). Shown, never hidden.
import './fact-mark.css'

export type FactMarkKind = 'inferred' | 'disputed' | 'unknown'

const labels: Record<FactMarkKind, string> = {
  inferred: 'Inferred',
  disputed: 'Disputed',
  unknown: 'Unknown',
}

type FactMarkProps = {
  kind: FactMarkKind
  /** The numbered note that says why, listed under the table or section. */
  note?: { number: number; id: string }
}

export function FactMark({ kind, note }: FactMarkProps) {
  return (
    <span className={`fact-mark fact-mark-${kind}`}>
      {labels[kind]}
      {note && (
        <a className="fact-mark-note" href={`#${note.id}`}>
          <span className="visually-hidden">, see note </span>
          {note.number}
        </a>
      )}
    </span>
  )
}
