// The box a player pastes the SimulationCraft addon's export into, and its Import: a chunk of its
// own (see character-import.tsx). The reader (simc-import.ts) is another, fetched with this one
// when the page is idle, or at the latest on Import.
import { useId, useState } from 'react'
import type { SeasonDataset } from '~/domain/season/schema'
import type { ImportedCharacter } from './character-schema'
import { saveCharacter } from './character-store'

export const loadReader = () => import('./simc-import')

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
}

export function CharacterImportForm({
  dataset,
  again,
  text,
  onTextChange,
  failed,
  onFailed,
  onImported,
}: CharacterImportFormProps) {
  const [busy, setBusy] = useState(false)
  const boxId = useId()
  const hintId = useId()

  async function importExport() {
    setBusy(true)
    try {
      const { readSimcExport } = await loadReader()
      const result = readSimcExport(dataset, text)
      if (!result.ok) {
        onFailed(result.message)
      } else if (!saveCharacter(result.character)) {
        onFailed(
          'Your browser does not let this page keep data, so the character could not be kept. Nothing was changed.',
        )
      } else {
        onImported(result.character)
      }
    } catch {
      onFailed('The importer could not be loaded. Check your connection and press Import again.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      className="character-form"
      onSubmit={(event) => {
        event.preventDefault()
        void importExport()
      }}
    >
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
        <button type="submit" className="button button-primary" disabled={busy}>
          Import
        </button>
      </div>
    </form>
  )
}
