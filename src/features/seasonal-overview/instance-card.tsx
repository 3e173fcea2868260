// One dungeon, raid, lair or world boss: its bosses in order and the trinkets each one drops.
import type { ReactNode } from 'react'
import { FactMark } from '~/components/fact-mark'
import { encounterDisplayName } from '~/domain/season/lookups'
import type { Instance, SeasonDataset } from '~/domain/season/schema'
import { countOf } from '~/lib/words'
import { withReadableDates } from '../../lib/note-dates'
import { bossLoot, trinketAudience } from './overview-model'
import { TrackerInstanceLink } from './tracker-instance-link'

type InstanceCardProps = {
  dataset: SeasonDataset
  instance: Instance
  /** Extra facts under the boss list (the lair's drop levels, for example). */
  children?: ReactNode
  /** A short word beside each boss name, e.g. an item level above the track. */
  bossBadge?: (encounterId: number) => ReactNode
  wide?: boolean
}

export function InstanceCard({ dataset, instance, children, bossBadge, wide }: InstanceCardProps) {
  const bosses = bossLoot(dataset, instance)
  const trinketTotal = bosses.reduce((sum, boss) => sum + boss.trinkets.length, 0)
  const headingId = `instance-${instance.slug}`
  const { provenance } = instance

  return (
    <article
      className={wide ? 'instance-card is-wide' : 'instance-card'}
      aria-labelledby={headingId}
    >
      <header className="instance-card-header">
        <h3 id={headingId} className="instance-name">
          {instance.name}
          {provenance.certainty !== 'confirmed' && <FactMark kind={provenance.certainty} />}
        </h3>
        <p className="instance-meta">
          {countOf(bosses.length, 'boss', 'bosses')} ·{' '}
          {countOf(trinketTotal, 'trinket', 'trinkets')}
        </p>
      </header>
      {provenance.certainty !== 'confirmed' && provenance.note && (
        <p className="instance-note small-note">{withReadableDates(provenance.note)}</p>
      )}
      <ol className="boss-list">
        {bosses.map((boss) => (
          <li key={boss.encounter.id} className="boss">
            <span className="boss-order" aria-hidden="true">
              {boss.encounter.order}
            </span>
            <div className="boss-body">
              <p className="boss-name">
                {encounterDisplayName(boss.encounter, instance)}
                {boss.encounter.name === null && <FactMark kind="unknown" />}
                {bossBadge?.(boss.encounter.id)}
              </p>
              {boss.trinkets.length === 0 ? (
                <p className="no-trinket">No trinket</p>
              ) : (
                <ul className="boss-trinkets">
                  {boss.trinkets.map((trinket) => (
                    <li key={trinket.id} className="overview-trinket">
                      <span className={`overview-trinket-name quality-${trinket.quality}`}>
                        {trinket.name}
                      </span>
                      <span className="overview-trinket-audience">{trinketAudience(trinket)}</span>
                      {trinket.notes.map((note) => (
                        <span key={note} className="overview-trinket-note">
                          {withReadableDates(note)}
                        </span>
                      ))}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </li>
        ))}
      </ol>
      {children}
      <TrackerInstanceLink slug={instance.slug} className="instance-tracker-link">
        Open in the Trinket Tracker
        <span className="visually-hidden">: {instance.name}</span>
        <span aria-hidden="true">{'\u00a0'}→</span>
      </TrackerInstanceLink>
    </article>
  )
}
