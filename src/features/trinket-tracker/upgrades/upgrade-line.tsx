// A row's upgrade answer once a character is imported: its gain over the weaker worn trinket at
// the level the chosen content gives it, "No upgrade", or which value is missing. Styled by
// upgrades.css, which arrives with the code that works the answers out.
import { BeforeChangeMark } from '../before-change'
import { CertaintyMark } from '../certainty-mark'
import type { RowUpgrade } from './character-upgrades'

export function UpgradeLine({ upgrade }: { upgrade: RowUpgrade }) {
  const { answer } = upgrade
  const level = answer.kind === 'unknown' ? undefined : answer.candidate.itemLevel
  return (
    <p className={`upgrade-line is-${answer.kind}`}>
      <b>{upgrade.text}</b>
      <BeforeChangeMark note={upgrade.beforeChange} />
      {level !== undefined && (
        <span className="upgrade-from">
          {' '}
          at {level} {upgrade.from}
          <CertaintyMark certainty={upgrade.certainty} note={upgrade.levelNote} />
        </span>
      )}
      {upgrade.note && <span className="upgrade-note">{upgrade.note}</span>}
    </p>
  )
}
