// The box a player pastes the SimulationCraft addon's export into, and its Import: a chunk of its
// own (see character-import.tsx). The reader (simc-import.ts) is another, fetched with this one
// when the page is idle, or at the latest on Import.
import './character-import-form.css'
import { useEffect, useId, useRef, useState } from 'react'
import type { SeasonDataset } from '~/domain/season/schema'
import { codeOnDemand } from '~/lib/code-on-demand'
import { whenIdle } from '~/lib/when-idle'
import type { ImportedCharacter } from './character-schema'
import { saveCharacter } from './character-store'

export const readerCode = codeOnDemand(() => import('./simc-import'))
type Reader = NonNullable<ReturnType<typeof readerCode.loaded>>
type Reading = ReturnType<Reader['readSimcExport']>

type CharacterImportFormProps = {
  dataset: SeasonDataset
  /** A character is imported already: this import replaces it. */
  again: boolean
  text: string
  onTextChange: (text: string) => void
  /** The last import failed (its message is in the card's alert region). */
  failed: boolean
  onFailed: (message: string) => void
  onImported: (character: ImportedCharacter) => void
  /** The paste was read ahead of Import: the character it holds, undefined when none. */
  onPasteRead?: (character: ImportedCharacter | undefined) => void
}

export function CharacterImportForm({
  dataset,
  again,
  text,
  onTextChange,
  failed,
  onFailed,
  onImported,
  onPasteRead,
}: CharacterImportFormProps) {
  const [busy, setBusy] = useState(false)
  const boxId = useId()
  const hintId = useId()

  // The paste is read while the player reaches for Import (when the browser is idle after it), and
  // the character handed to the page, which works out and draws its answer in a background render
  // of its own, so Import only keeps the character and shows the answer. Import reads the paste
  // itself if the text changed since, or the reader came too late.
  const readAhead = useRef<{ dataset: SeasonDataset; text: string; result: Reading }>(undefined)
  // The latest callback, so a new one (the list's sims came, say) does not read the paste again.
  const pasteRead = useRef(onPasteRead)
  pasteRead.current = onPasteRead
  useEffect(() => {
    if (text === '') {
      pasteRead.current?.(undefined)
      return
    }
    return whenIdle(() => {
      const reader = readerCode.loaded()
      if (!reader) return
      const result = reader.readSimcExport(dataset, text)
      readAhead.current = { dataset, text, result }
      pasteRead.current?.(result.ok ? result.character : undefined)
    })
  }, [dataset, text])

  function importWith({ readSimcExport }: Reader) {
    const ahead = readAhead.current
    const result =
      ahead?.dataset === dataset && ahead.text === text
        ? ahead.result
        : readSimcExport(dataset, text)
    if (!result.ok) {
      onFailed(result.message)
    } else if (!saveCharacter(result.character)) {
      onFailed(
        'Your browser does not let this page keep data, so the character could not be kept. Nothing was changed.',
      )
    } else {
      onImported(result.character)
    }
  }

  function importExport() {
    // Come already (fetched when the page was idle): read in the click's own task, so the answer
    // is drawn in the next frame, with no "busy" frame and no wait for a promise before it.
    const reader = readerCode.loaded()
    if (reader) {
      importWith(reader)
      return
    }
    setBusy(true)
    readerCode.retryIfFailed()
    readerCode
      .load()
      .then(importWith)
      .catch(() =>
        onFailed('The importer could not be loaded. Check your connection and press Import again.'),
      )
      .finally(() => setBusy(false))
  }

  return (
    // Not a <form>: a submit makes the browser check the fields and hand them to its autofill
    // before the submit event, about 10 ms more at 4x CPU slowdown for a long paste (issue #41).
    // Enter in a textarea starts a new line, so a form would add no way to import either.
    <div className="character-form">
      <label htmlFor={boxId} className="character-label">
        {again ? 'Import again' : 'Import your character'}: paste the SimulationCraft addon's export
      </label>
      <p className="character-hint small-note" id={hintId}>
        Type /simc in game and copy all of its text. It stays in this browser: it is never sent to
        us or put in the address.
      </p>
      <div className="character-input">
        <textarea
          id={boxId}
          aria-describedby={hintId}
          aria-invalid={failed || undefined}
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          rows={2}
          spellCheck={false}
          autoComplete="off"
          autoCapitalize="off"
          placeholder={'mage="Name"\nspec=frost …'}
        />
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={importExport}
        >
          Import
        </button>
      </div>
    </div>
  )
}
