// The places loot comes from: the Mythic+ pool, the raid, the lair and the world bosses.

import { FactMark } from '~/components/fact-mark'
import { dungeons } from '~/domain/season/lookups'
import { seasonIndex } from '~/domain/season/season-index'
import { countOf } from '~/lib/words'
import { InstanceCard } from './instance-card'
import { Marked, Notes, RewardLevelCell, ScrollingTable } from './notes'
import {
  createFootnotes,
  instancesOfKind,
  lairDifficultyNames,
  markFor,
  unknownMark,
} from './overview-model'
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
      {raids.length > 0 && <RaidLootLevels footnotes={footnotes} />}
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

/**
 * Loot by boss group and difficulty, then the Great Vault, then which bosses are in each group
 * (the disputed ones marked with why).
 */
function RaidLootLevels({ footnotes }: { footnotes: ReturnType<typeof createFootnotes> }) {
  const dataset = useSeasonData()
  const { raidLoot, raidDifficulties } = dataset
  const index = seasonIndex(dataset)
  const raid = index.instanceById(raidLoot.instanceId)
  const raidBossName = (encounterId: number) => {
    const place = index.encounterById(encounterId)
    return place && place.instance === raid ? place.encounter.name : null
  }
  const groupsMark = markFor(raidLoot.groupsProvenance, footnotes)
  const otherMark = markFor(raidLoot.otherDifficulties, footnotes)
  const vaultMarks = raidLoot.vault.map((v) => ({
    vault: v,
    mark: markFor(v.provenance, footnotes),
  }))
  const above = dataset.aboveTrackItemLevels.find((level) => level.difficulty === 'mythic')
  const bossesIn = (key: string) =>
    raidLoot.bosses
      .filter((b) => b.group === key)
      .map((boss) => ({
        boss,
        name: raidBossName(boss.encounterId) ?? 'A boss our sources do not name',
        mark:
          boss.provenance.certainty === 'confirmed' ? null : markFor(boss.provenance, footnotes),
      }))
  return (
    <>
      <p className="section-intro">
        Raid loot rises by boss: the later the boss, the higher the step of the difficulty's track.
        The bosses of each group are as one guide names them for Mythic
        <Marked mark={otherMark} />.
      </p>
      <ScrollingTable
        className="raid-levels-table"
        captionId="raid-levels-caption"
        caption="Item level by boss and difficulty, and the raid's Great Vault"
        showCaption
        columns={[
          {
            key: 'bosses',
            label: (
              <>
                Bosses
                <Marked mark={groupsMark} />
              </>
            ),
          },
          ...raidDifficulties.map((d) => ({ key: d.difficulty, label: d.name })),
        ]}
      >
        {raidLoot.groups.map((group) => (
          <tr key={group.key}>
            <th scope="row">
              <span className="group-label">{group.label}</span>
              <span className="cell-detail raid-group-bosses">
                {bossesIn(group.key).map(({ boss, name, mark }, index) => (
                  <span key={boss.encounterId}>
                    {index > 0 && ', '}
                    {name}
                    <Marked mark={mark} />
                  </span>
                ))}
              </span>
            </th>
            {raidDifficulties.map((d) => (
              <td key={d.difficulty}>
                <RewardLevelCell dataset={dataset} reward={group.drops[d.difficulty]} />
              </td>
            ))}
          </tr>
        ))}
        <tr>
          <th scope="row">Great Vault</th>
          {raidDifficulties.map((d) => {
            const row = vaultMarks.find(({ vault }) => vault.difficulty === d.difficulty)
            return (
              <td key={d.difficulty}>
                {row ? (
                  <>
                    <RewardLevelCell dataset={dataset} reward={row.vault.reward} />
                    <Marked mark={row.mark} />
                    {d.difficulty === 'mythic' && above && (
                      <span className="cell-detail">{above.itemLevel} for the last two bosses</span>
                    )}
                  </>
                ) : (
                  <FactMark kind="unknown" />
                )}
              </td>
            )
          })}
        </tr>
      </ScrollingTable>
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
  // World-boss loot often has no known item level this season: say so, with the dataset's reason.
  const worldBossLevels = instancesOfKind(dataset, 'world-bosses').map((instance) => ({
    instance,
    trinkets: dataset.trinkets
      .filter((trinket) => trinket.sources.some((source) => source.instanceId === instance.id))
      .map((trinket) => {
        const { min, max, provenance } = trinket.itemLevel
        const known = max !== null
        return {
          trinket,
          text: !known ? null : min === null || min === max ? String(max) : `${min}–${max}`,
          mark: known ? markFor(provenance, footnotes) : unknownMark(footnotes, provenance.note),
        }
      }),
  }))

  return (
    <>
      <div className="instance-grid is-pair">
        {places.map((instance) => (
          <InstanceCard key={instance.id} dataset={dataset} instance={instance}>
            {instance.kind === 'lair' && lairLevels.length > 0 && (
              <div className="lair-levels">
                <p className="lair-levels-title caps-label" id={`${instance.slug}-levels`}>
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
            {worldBossLevels
              .filter((entry) => entry.instance.id === instance.id)
              .flatMap((entry) => entry.trinkets)
              .map(({ trinket, text, mark }) => (
                <p key={trinket.id} className="world-boss-level">
                  {trinket.name}: item level {text}
                  <Marked mark={mark} />
                </p>
              ))}
          </InstanceCard>
        ))}
      </div>
      <Notes notes={footnotes.notes} />
    </>
  )
}
