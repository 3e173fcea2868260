// A row's upgrade answer once a character is imported: its gain over the weaker worn trinket at
// the level the chosen content gives it, "No upgrade", or which value is missing. Styled by
// upgrades.css, which arrives with the code that works the answers out.
import type { SeasonDataset } from '~/domain/season/schema'
import type { SimUnit } from '~/domain/sims/fight-styles'
import { BeforeChangeMark } from '../ui/before-change'
import { CertaintyMark } from '../ui/certainty-mark'
import type { RowUpgrade } from './row-upgrades'
import { readingNote, upgradeAnswerText, valuesBeforeChange } from './upgrade-words'

export function UpgradeLine({
  dataset,
  unit,
  upgrade,
}: {
  dataset: SeasonDataset
  unit: SimUnit
  upgrade: RowUpgrade
}) {
  const { answer } = upgrade
  const level = answer.kind === 'unknown' ? undefined : answer.candidate.itemLevel
  const note = readingNote(answer)
  return (
    <p className={`upgrade-line is-${answer.kind}`}>
      <b>{upgradeAnswerText(unit, answer)}</b>
      <BeforeChangeMark note={valuesBeforeChange(dataset, answer)} />
      {level !== undefined && (
        <span className="upgrade-from">
          {' '}
          at {level} {upgrade.from}
          <CertaintyMark certainty={upgrade.certainty} note={upgrade.levelNote} />
        </span>
      )}
      {note && <span className="upgrade-note">{note}</span>}
    </p>
  )
}
