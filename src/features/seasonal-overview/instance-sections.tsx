// The places loot comes from: the Mythic+ pool, the raid, the lair and the world bosses.
import { FactMark } from '~/components/fact-mark'
import { dungeons } from '~/features/season-data/lookups'
import { countOf } from '~/lib/words'
import { InstanceCard } from './instance-card'
import { Marked, Notes } from './notes'
import { createFootnotes, instancesOfKind, lairDifficultyNames, markFor } from './overview-model'
import { useSeasonData } from './use-season-data'

export function DungeonPool() {
  const dataset = useSeasonData()
  const pool = dungeons(dataset)
  return (
    <>
      <p className="section-intro">
        The {countOf(pool.length, 'dungeon', 'dungeons')} of the {dataset.season.name} Mythic+ pool,
        bosses in order, with the trinkets each boss drops.
      </p>
      <div className="instance-grid">
        {pool.map((instance) => (
          <InstanceCard key={instance.id} dataset={dataset} instance={instance} />
        ))}
      </div>
    </>
  )
}

export function RaidSection() {
  const dataset = useSeasonData()
  const raids = instancesOfKind(dataset, 'raid')
  const footnotes = createFootnotes('raid')
  const above = dataset.aboveTrackItemLevels.map((level) => ({
    level,
    mark: markFor(level.provenance, footnotes),
  }))

  return (
    <>
      {raids.map((raid) => (
        <InstanceCard
          key={raid.id}
          dataset={dataset}
          instance={raid}
          wide
          bossBadge={(encounterId) =>
            above
              .filter(({ level }) => level.encounterIds.includes(encounterId))
              .map(({ level }) => (
                <span key={level.label} className="boss-badge">
                  Mythic: {level.label} ({level.itemLevel})
                </span>
              ))
          }
        />
      ))}
      {raids.length === 0 && <p className="section-intro">This season has no raid in our data.</p>}
      {above.length > 0 && (
        <ul className="fact-callouts">
          {above.map(({ level, mark }) => (
            <li key={level.label}>
              <strong>
                {level.label} ({level.itemLevel})
              </strong>
              : {level.appliesTo}.
              <Marked mark={mark} />
            </li>
          ))}
        </ul>
      )}
      <Notes notes={footnotes.notes} />
    </>
  )
}

export function LairAndWorldBoss() {
  const dataset = useSeasonData()
  const footnotes = createFootnotes('lair-and-world-boss')
  const lairLevels = dataset.lairDropItemLevels.map((drop) => ({
    drop,
    mark: markFor(drop.provenance, footnotes),
  }))
  const places = [...instancesOfKind(dataset, 'lair'), ...instancesOfKind(dataset, 'world-bosses')]

  return (
    <>
      <div className="instance-grid is-pair">
        {places.map((instance) => (
          <InstanceCard key={instance.id} dataset={dataset} instance={instance}>
            {instance.kind === 'lair' && lairLevels.length > 0 && (
              <div className="lair-levels">
                <p className="lair-levels-title" id={`${instance.slug}-levels`}>
                  Drops at item level
                </p>
                <dl aria-labelledby={`${instance.slug}-levels`}>
                  {lairLevels.map(({ drop, mark }) => (
                    <div key={drop.difficulty} className="lair-level">
                      <dt>{lairDifficultyNames[drop.difficulty]}</dt>
                      <dd>
                        {drop.itemLevel}
                        <Marked mark={mark} />
                      </dd>
                    </div>
                  ))}
                </dl>
              </div>
            )}
            {instance.kind === 'world-bosses' && <WorldBossItemLevel instanceId={instance.id} />}
          </InstanceCard>
        ))}
      </div>
      <Notes notes={footnotes.notes} />
    </>
  )
}

/** A world-boss trinket's item level is often not given: say so with the dataset's reason. */
function WorldBossItemLevel({ instanceId }: { instanceId: number }) {
  const dataset = useSeasonData()
  const trinkets = dataset.trinkets.filter((t) =>
    t.sources.some((s) => s.instanceId === instanceId),
  )
  return (
    <ul className="world-boss-levels">
      {trinkets.map((trinket) => (
        <li key={trinket.id}>
          {trinket.name}: item level{' '}
          {trinket.itemLevel.max === null ? (
            <FactMark kind="unknown" />
          ) : (
            <strong>
              {trinket.itemLevel.min === null || trinket.itemLevel.min === trinket.itemLevel.max
                ? trinket.itemLevel.max
                : `${trinket.itemLevel.min}–${trinket.itemLevel.max}`}
            </strong>
          )}
          {trinket.itemLevel.upgradeable === false && ', cannot be upgraded'}
          {trinket.itemLevel.provenance.note && (
            <span className="trinket-note">{trinket.itemLevel.provenance.note}</span>
          )}
        </li>
      ))}
    </ul>
  )
}
