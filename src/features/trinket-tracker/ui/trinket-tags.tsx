// The short facts under a trinket's name: primary stats, roles, and on-use or passive.
import type { Trinket } from '~/domain/season/schema'
import { roleNames, statNames, useLabel } from '../model/trinket-words'
import { CertaintyMark } from './certainty-mark'
import { RoleIcon } from './tracker-icons'

export function StatTags({ trinket }: { trinket: Trinket }) {
  if (trinket.primaryStats.length === 0) return <span className="tag">No primary stat</span>
  const short = trinket.primaryStats.map((stat) => statNames[stat].short).join('/')
  const long = trinket.primaryStats.map((stat) => statNames[stat].long).join(' or ')
  return (
    <span className="tag tag-stats">
      <span aria-hidden="true">{short}</span>
      <span className="visually-hidden">{long}</span>
    </span>
  )
}

export function RoleTags({ trinket }: { trinket: Trinket }) {
  return (
    <span className="tag tag-roles">
      {trinket.roles.map((role) => (
        <span key={role} className={`role role-${role}`}>
          <RoleIcon role={role} size={14} />
          <span className="visually-hidden">{roleNames[role]}</span>
        </span>
      ))}
    </span>
  )
}

export function UseTag({ trinket }: { trinket: Trinket }) {
  const kind = trinket.onUse === null ? 'unknown' : trinket.onUse ? 'on-use' : 'passive'
  const provenance = trinket.provenance.onUse
  return (
    <span className={`tag tag-use tag-use-${kind}`}>
      {useLabel(trinket)}
      {provenance && <CertaintyMark certainty={provenance.certainty} note={provenance.note} />}
    </span>
  )
}
