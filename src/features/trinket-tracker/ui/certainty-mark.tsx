import { useId, useState } from 'react'
import { Tooltip } from '~/components/tooltip'
import type { Certainty } from '~/domain/season/schema'

const words: Record<Certainty, string> = {
  confirmed: 'Note',
  inferred: 'Inferred',
  disputed: 'Disputed',
}

/**
 * A small "inferred" or "disputed" badge beside a fact, or a "note" mark for a long note on a
 * confirmed one. Hovering or focusing it shows why; a click or tap opens the note in place, so
 * touch screens read it too and long notes never crowd the column they sit in.
 */
export function CertaintyMark({
  certainty,
  note,
  showConfirmedNote = false,
}: {
  certainty: Certainty
  note?: string | undefined
  /** A confirmed fact's note is shown only where asked (a long note moved out of a column). */
  showConfirmedNote?: boolean
}) {
  const [open, setOpen] = useState(false)
  const noteId = useId()
  if (certainty === 'confirmed' && (note === undefined || !showConfirmedNote)) return null
  const reason =
    note ?? (certainty === 'inferred' ? 'Worked out, not read in a source.' : 'Sources disagree.')
  const text = (
    <>
      <strong>{words[certainty]}.</strong> {reason}
    </>
  )
  return (
    <>
      <Tooltip sideOffset={6} content={<span className="certainty-tip">{text}</span>}>
        <button
          type="button"
          className={`certainty certainty-${certainty}`}
          aria-expanded={open}
          aria-controls={open ? noteId : undefined}
          onClick={() => setOpen((shown) => !shown)}
        >
          {certainty === 'confirmed' ? 'note' : certainty}
        </button>
      </Tooltip>
      {open && (
        <span id={noteId} className="certainty-note" role="note">
          {text}
        </span>
      )}
    </>
  )
}
