// The box a player pastes the SimulationCraft addon's export into. The reader (simc-import.ts) is
// fetched on its own, once the page is idle or on the first Import, so it is not in the page's
// first load. A bad paste gets one message in an alert region and changes nothing. The paste box
// opens on request, so the card is one line until then and the list stays in view.
import './character.css'
import { memo, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import type { SeasonDataset } from '~/domain/season/schema'
import { specNameOf } from '~/domain/season/spec-name'
import { whenIdle } from '~/lib/when-idle'
import type { ImportedCharacter } from './character-schema'
import { forgetCharacter, saveCharacter } from './character-store'

const loadReader = () => import('./simc-import')

type CharacterImportProps = {
  dataset: SeasonDataset
  character: ImportedCharacter | undefined
  /** Shows the imported character's class and spec (the tracker's own action). */
  onShowSpec: (classSlug: string, specSlug: string) => void
  /** What the character's trinkets are worth to it (upgrades/), under the summary. */
  children?: ReactNode
}

type Outcome = { kind: 'error'; message: string } | { kind: 'imported' } | undefined

function countOf(count: number, one: string, many: string) {
  return `${count} ${count === 1 ? one : many}`
}

/** "Jaina, Frost Mage: 2 trinkets equipped, 1 in your bags, 2 in your Great Vault." */
function characterSummary(dataset: SeasonDataset, character: ImportedCharacter): string {
  const specName = specNameOf(dataset, character.classSlug, character.specSlug)
  const equipped = character.trinkets.filter((t) => t.where === 'equipped').length
  const bags = character.trinkets.filter((t) => t.where === 'bags').length
  const vault = character.trinkets.length - equipped - bags
  const name = character.name === '' ? specName : `${character.name}, ${specName}`
  const choices = vault > 0 ? `, ${vault} in your Great Vault` : ''
  return `${name}: ${countOf(equipped, 'trinket', 'trinkets')} equipped, ${bags} in your bags${choices}.`
}

export const CharacterImport = memo(function CharacterImport({
  dataset,
  character,
  onShowSpec,
  children,
}: CharacterImportProps) {
  const [text, setText] = useState('')
  const [outcome, setOutcome] = useState<Outcome>(undefined)
  const [busy, setBusy] = useState(false)
  const [formOpen, setFormOpen] = useState(false)
  const boxId = useId()
  const hintId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)

  // Effects run only in the browser, once hydrated. A failed download is not an error yet: the
  // Import button tries again and says so.
  useEffect(() => whenIdle(() => void loadReader().catch(() => {})), [])

  async function importExport() {
    setBusy(true)
    try {
      const { readSimcExport } = await loadReader()
      const result = readSimcExport(dataset, text)
      if (!result.ok) {
        setOutcome({ kind: 'error', message: result.message })
      } else if (!saveCharacter(result.character)) {
        setOutcome({
          kind: 'error',
          message:
            'Your browser does not let this page keep data, so the character could not be kept. Nothing was changed.',
        })
      } else {
        setOutcome({ kind: 'imported' })
        setText('')
        setFormOpen(false)
        // The Import button is hidden with the form: keyboard users go on from the box's top, and
        // the next Tab reaches the answers under it instead of skipping past them.
        headingRef.current?.focus()
        onShowSpec(result.character.classSlug, result.character.specSlug)
      }
    } catch {
      setOutcome({
        kind: 'error',
        message: 'The importer could not be loaded. Check your connection and press Import again.',
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section
      className={`character-card tracker-card${formOpen ? ' is-open' : ''}${
        character && children ? ' has-upgrades' : ''
      }`}
      aria-labelledby={`${boxId}-heading`}
    >
      <div className="character-head">
        <h2 className="character-title" id={`${boxId}-heading`} ref={headingRef} tabIndex={-1}>
          Your character
        </h2>
        <span className="character-actions">
          <button
            type="button"
            className="button button-small"
            aria-expanded={formOpen}
            aria-controls={`${boxId}-form`}
            onClick={() => setFormOpen((open) => !open)}
          >
            {character ? 'Import again' : 'Import from SimulationCraft'}
          </button>
          {character && (
            <button
              type="button"
              className="button button-quiet button-small"
              onClick={() => {
                forgetCharacter()
                setOutcome(undefined)
              }}
            >
              Forget my character
            </button>
          )}
        </span>
      </div>
      {character && (
        <p className="character-summary" role="status">
          {outcome?.kind === 'imported' ? 'Imported ' : ''}
          {characterSummary(dataset, character)}
        </p>
      )}
      {character && children}
      <form
        id={`${boxId}-form`}
        hidden={!formOpen}
        className="character-form"
        onSubmit={(event) => {
          event.preventDefault()
          void importExport()
        }}
      >
        <label htmlFor={boxId} className="character-label">
          {character ? 'Import again' : 'Import your character'}: paste the SimulationCraft addon's
          export
        </label>
        <p className="character-hint small-note" id={hintId}>
          Type /simc in game and copy all of its text. It stays in this browser: it is never sent to
          us or put in the address.
        </p>
        <div className="character-input">
          <textarea
            id={boxId}
            aria-describedby={hintId}
            aria-invalid={outcome?.kind === 'error' || undefined}
            value={text}
            onChange={(event) => setText(event.target.value)}
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
      <div className="character-alert" role="alert">
        {outcome?.kind === 'error' ? outcome.message : ''}
      </div>
    </section>
  )
})
