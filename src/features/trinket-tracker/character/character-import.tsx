// The card a player imports their character with: its heading, the imported character's summary
// and what its trinkets are worth, and the box to paste the SimulationCraft addon's export into.
// The paste box opens on request, so the card is one line until then and the list stays in view;
// the box and the reader behind it (character-import-form.tsx, simc-import.ts) are chunks of their
// own, fetched once the page is idle or on the first open, so they are not in the page's first
// load. A bad paste gets one message in an alert region and changes nothing.
import './character.css'
import {
  Activity,
  memo,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { CodePart } from '~/components/code-part'
import type { SeasonDataset } from '~/domain/season/schema'
import { specNameOf } from '~/domain/season/spec-name'
import { afterNextPaint } from '~/lib/after-next-paint'
import { codeOnDemand } from '~/lib/code-on-demand'
import { whenIdle } from '~/lib/when-idle'
import { countOf } from '~/lib/words'
import type { ImportedCharacter } from './character-schema'
import { forgetCharacter } from './character-store'

const formCode = codeOnDemand(() => import('./character-import-form'))

type CharacterImportProps = {
  dataset: SeasonDataset
  character: ImportedCharacter | undefined
  /** Shows the imported character's class and spec (the tracker's own action). */
  onShowSpec: (classSlug: string, specSlug: string) => void
  /**
   * The paste box was opened: an import is likely, so the page may fetch the answer's code now
   * rather than after Import (upgrades/).
   */
  onBoxOpened?: () => void
  /**
   * A paste was read ahead of Import (undefined: the box holds no character): the page may work
   * out its answer now and hand it over as `children`.
   */
  onPasteRead?: (character: ImportedCharacter | undefined) => void
  /**
   * What the character's trinkets are worth to it (upgrades/), under the summary. Before Import it
   * may be the pasted character's answer: drawn hidden, so Import only has to show it.
   */
  children?: ReactNode
}

type Outcome = { kind: 'error'; message: string } | { kind: 'imported' } | undefined

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
  onBoxOpened,
  onPasteRead,
  children,
}: CharacterImportProps) {
  // Kept here, not in the box: closing the box and opening it again keeps what was pasted.
  const [text, setText] = useState('')
  const [outcome, setOutcome] = useState<Outcome>(undefined)
  const [formOpen, setFormOpen] = useState(false)
  const boxId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  // Set by an import; the heading takes focus once the card is drawn (see onImported).
  const focusHeading = useRef(false)
  const closeAfterImport = useRef<() => void>(undefined)
  useEffect(() => () => closeAfterImport.current?.(), [])
  useLayoutEffect(() => {
    if (!focusHeading.current) return
    focusHeading.current = false
    headingRef.current?.focus()
  })

  // Effects run only in the browser, once hydrated. A failed download is not an error yet: opening
  // the box tries again and says so.
  useEffect(
    () =>
      whenIdle(() => {
        formCode
          .load()
          .then(
            (form) => form.readerCode.load(),
            () => {},
          )
          .catch(() => {})
      }),
    [],
  )

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
            onClick={() => {
              formCode.retryIfFailed()
              if (!formOpen) onBoxOpened?.()
              setFormOpen((open) => !open)
            }}
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
      {!character && (
        <p className="character-pitch small-note">
          Paste what <code>/simc</code> shows in game to see your best upgrades from your vault,
          your bags and this week's runs, and by how much.
        </p>
      )}
      {character && (
        <p className="character-summary" role="status">
          {outcome?.kind === 'imported' ? 'Imported ' : ''}
          {characterSummary(dataset, character)}
        </p>
      )}
      {/* Hidden until a character is imported: its effects wait, and nothing in it is announced or
          reached by Tab. */}
      <Activity mode={character ? 'visible' : 'hidden'}>{children}</Activity>
      {/* Hidden while closed: an empty box would still take a gap in the card's grid. */}
      <div id={`${boxId}-form`} hidden={!formOpen}>
        {formOpen && (
          <CodePart code={formCode} what="The import box" loading="Loading the import box…">
            {({ CharacterImportForm }) => (
              <CharacterImportForm
                dataset={dataset}
                again={character !== undefined}
                text={text}
                onTextChange={setText}
                failed={outcome?.kind === 'error'}
                onFailed={(message) => setOutcome({ kind: 'error', message })}
                onPasteRead={onPasteRead}
                onImported={(imported) => {
                  setOutcome({ kind: 'imported' })
                  onShowSpec(imported.classSlug, imported.specSlug)
                  // The answer is drawn first; the box closes once it is on screen. Letting go of
                  // a long paste and focusing the heading each lay the page out again, which on
                  // a slow phone would hold the answer back by a frame or two.
                  closeAfterImport.current?.()
                  closeAfterImport.current = afterNextPaint(() => {
                    closeAfterImport.current = undefined
                    setText('')
                    setFormOpen(false)
                    // The Import button is hidden with the box: keyboard users go on from the
                    // card's top, and the next Tab reaches the answers under it instead of
                    // skipping past them.
                    focusHeading.current = true
                  })
                }}
              />
            )}
          </CodePart>
        )}
      </div>
      <div className="character-alert" role="alert">
        {outcome?.kind === 'error' ? outcome.message : ''}
      </div>
    </section>
  )
})
