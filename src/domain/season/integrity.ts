// Cross-record checks the schema alone cannot express; run by npm test and by the importer before it writes.

import type { Provenance, SeasonDataset, Trinket } from './schema'
import { seasonIndex } from './season-index'
import { sourcePointers } from './source-pointers'

function duplicates<T>(values: readonly T[]): T[] {
  const seen = new Set<T>()
  const repeated = new Set<T>()
  for (const value of values) {
    if (seen.has(value)) repeated.add(value)
    seen.add(value)
  }
  return [...repeated]
}

function checkProvenanceMatchesValue(
  label: string,
  field: string,
  known: boolean,
  provenance: Provenance | null,
  problems: string[],
): void {
  // A known fact must say where it was read; an unknown one must not pretend to have a source.
  if (known && provenance === null) problems.push(`${label}: ${field} is known but has no source`)
  if (!known && provenance !== null) problems.push(`${label}: ${field} is unknown but has a source`)
}

function trackStepItemLevels(dataset: SeasonDataset): number[] {
  return dataset.upgradeTracks.flatMap((track) => track.steps.map((step) => step.itemLevel))
}

/** The last step of the highest track: as high as any item upgrades. */
function topOfTracks(dataset: SeasonDataset): number {
  return Math.max(...trackStepItemLevels(dataset))
}

/** Every item level an item of the season can have: track steps, above-track levels, lair drops. */
function possibleItemLevels(dataset: SeasonDataset): Set<number> {
  return new Set([
    ...trackStepItemLevels(dataset),
    ...dataset.aboveTrackItemLevels.map((level) => level.itemLevel),
    ...dataset.lairDropItemLevels.map((level) => level.itemLevel),
  ])
}

function checkTrinketItemLevels(
  dataset: SeasonDataset,
  trinket: Trinket,
  label: string,
  problems: string[],
): void {
  const { min, max } = trinket.itemLevel
  if (min !== null && max !== null && min > max) {
    problems.push(`${label}: item level min ${min} is above max ${max}`)
  }
  // A typo such as 999 would show players an item level that cannot drop.
  const possible = possibleItemLevels(dataset)
  for (const [bound, value] of [
    ['min', min],
    ['max', max],
  ] as const) {
    if (value !== null && !possible.has(value)) {
      problems.push(
        `${label}: item level ${bound} ${value} is not a track step, an above-track level or a lair drop level`,
      )
    }
  }
  // An above-track level (Myth 9) only comes from the encounters that give it.
  const above = dataset.aboveTrackItemLevels.find((level) => level.itemLevel === max)
  if (
    above &&
    max !== null &&
    max > topOfTracks(dataset) &&
    !trinket.sources.some((source) => above.encounterIds.includes(source.encounterId))
  ) {
    problems.push(
      `${label}: item level max ${max} is ${above.label}, but it drops from none of its encounters`,
    )
  }
  if (min !== null && max !== null)
    checkRaidTrinketRange(dataset, trinket, { min, max }, label, problems)
}

type RewardCheck = (
  where: string,
  reward: { itemLevel: number; track: string | null; rank: number | null },
) => void

/** Every raid boss has one group, every group and difficulty its levels, and the vault each. */
function checkRaidLoot(dataset: SeasonDataset, checkReward: RewardCheck, problems: string[]) {
  const { raidLoot } = dataset
  const raid = seasonIndex(dataset).instanceById(raidLoot.instanceId)
  if (raid?.kind !== 'raid') {
    problems.push(`raid loot: instance ${raidLoot.instanceId} is not a raid of the season`)
    return
  }
  for (const key of duplicates(raidLoot.groups.map((g) => g.key)))
    problems.push(`raid loot: group ${key} repeats`)
  for (const group of raidLoot.groups) {
    for (const [difficulty, reward] of Object.entries(group.drops))
      checkReward(`raid loot ${group.label} ${difficulty}`, reward)
  }
  for (const id of duplicates(raidLoot.bosses.map((b) => b.encounterId)))
    problems.push(`raid loot: boss ${id} is in two groups`)
  for (const boss of raidLoot.bosses) {
    if (!raid.encounters.some((e) => e.id === boss.encounterId))
      problems.push(`raid loot: boss ${boss.encounterId} is not in ${raid.name}`)
    if (!raidLoot.groups.some((g) => g.key === boss.group))
      problems.push(`raid loot: boss ${boss.encounterId} names unknown group ${boss.group}`)
  }
  for (const encounter of raid.encounters) {
    if (!raidLoot.bosses.some((b) => b.encounterId === encounter.id))
      problems.push(`raid loot: ${encounter.name ?? encounter.id} has no boss group`)
  }
  for (const row of dataset.raidDifficulties) {
    const vault = raidLoot.vault.filter((v) => v.difficulty === row.difficulty)
    if (vault.length !== 1) problems.push(`raid vault: ${row.name} needs one level`)
  }
  for (const vault of raidLoot.vault) checkReward(`raid vault ${vault.difficulty}`, vault.reward)
}

/**
 * A raid trinket's range is what its boss gives: from the LFR drop to the higher of the Mythic
 * drop and the top of the tracks (a vault item upgraded to the last step).
 */
function checkRaidTrinketRange(
  dataset: SeasonDataset,
  trinket: Trinket,
  { min, max }: { min: number; max: number },
  label: string,
  problems: string[],
): void {
  const top = topOfTracks(dataset)
  for (const source of trinket.sources) {
    if (source.instanceId !== dataset.raidLoot.instanceId) continue
    const boss = dataset.raidLoot.bosses.find((b) => b.encounterId === source.encounterId)
    const group = dataset.raidLoot.groups.find((g) => g.key === boss?.group)
    if (!group) continue
    const expected = [group.drops.lfr.itemLevel, Math.max(group.drops.mythic.itemLevel, top)]
    if (min !== expected[0] || max !== expected[1])
      problems.push(
        `${label}: item level ${min}–${max} differs from its boss's ${expected[0]}–${expected[1]}`,
      )
  }
}

function checkTrinket(
  dataset: SeasonDataset,
  trinket: Trinket,
  encounterInstance: ReadonlyMap<number, number>,
  problems: string[],
): void {
  const label = `trinket ${trinket.id} (${trinket.name})`
  const specs = new Map(dataset.specs.map((s) => [s.id, s]))

  for (const id of duplicates(trinket.specIds)) problems.push(`${label}: spec ${id} listed twice`)
  const eligible = trinket.specIds.flatMap((id) => {
    const spec = specs.get(id)
    if (!spec) problems.push(`${label}: spec id ${id} does not exist`)
    return spec ? [spec] : []
  })
  if (eligible.length === 0) problems.push(`${label}: no spec may use it`)

  const rolesOfSpecs = new Set(eligible.map((s) => s.role))
  const roles = new Set(trinket.roles)
  if (rolesOfSpecs.size !== roles.size || [...roles].some((r) => !rolesOfSpecs.has(r))) {
    problems.push(
      `${label}: roles [${[...roles].join(', ')}] differ from its specs' roles [${[...rolesOfSpecs].join(', ')}]`,
    )
  }
  for (const spec of eligible) {
    if (!trinket.primaryStats.includes(spec.primaryStat)) {
      problems.push(
        `${label}: ${spec.classSlug}/${spec.slug} uses ${spec.primaryStat}, which it lacks`,
      )
    }
  }

  const sourceKeys = trinket.sources.map((s) => `${s.instanceId}:${s.encounterId}`)
  for (const key of duplicates(sourceKeys)) problems.push(`${label}: source ${key} listed twice`)
  for (const source of trinket.sources) {
    const instanceId = encounterInstance.get(source.encounterId)
    if (instanceId === undefined) {
      problems.push(
        `${label}: source encounter ${source.encounterId} is not an encounter of the season`,
      )
    } else if (instanceId !== source.instanceId) {
      problems.push(
        `${label}: encounter ${source.encounterId} belongs to instance ${instanceId}, not ${source.instanceId}`,
      )
    }
  }

  const { effect, provenance } = trinket
  checkProvenanceMatchesValue(label, 'onUse', trinket.onUse !== null, provenance.onUse, problems)
  checkProvenanceMatchesValue(label, 'effect', effect !== null, provenance.effect, problems)
  const iconKnown = trinket.icon.name !== null || trinket.icon.fileId !== null
  checkProvenanceMatchesValue(label, 'icon', iconKnown, provenance.icon, problems)

  if (effect !== null && effect.kind !== null && trinket.onUse !== null) {
    const hasUse = effect.kind === 'on-use' || effect.alsoOnUse !== undefined
    if (hasUse !== trinket.onUse) {
      problems.push(
        `${label}: onUse is ${trinket.onUse} but its effect ${hasUse ? 'has' : 'lacks'} a use`,
      )
    }
  }

  checkTrinketItemLevels(dataset, trinket, label, problems)
  for (const correction of trinket.corrections) {
    if (correction.date > dataset.season.dataAsOf) {
      problems.push(`${label}: correction of ${correction.date} is newer than dataAsOf`)
    }
  }
  if (trinket.lastChanged && trinket.lastChanged.date > dataset.season.dataAsOf)
    problems.push(`${label}: last changed ${trinket.lastChanged.date}, after dataAsOf`)
}

/** Every problem found, as one readable line each; an empty list means the dataset is sound. */
export function checkIntegrity(dataset: SeasonDataset): string[] {
  const problems: string[] = []

  for (const id of duplicates(dataset.classes.map((c) => c.id)))
    problems.push(`class id ${id} repeats`)
  for (const slug of duplicates(dataset.classes.map((c) => c.slug))) {
    problems.push(`class slug ${slug} repeats`)
  }
  const classSlugs = new Set(dataset.classes.map((c) => c.slug))
  for (const id of duplicates(dataset.specs.map((s) => s.id)))
    problems.push(`spec id ${id} repeats`)
  for (const key of duplicates(dataset.specs.map((s) => `${s.classSlug}/${s.slug}`))) {
    problems.push(`spec ${key} repeats`)
  }
  for (const spec of dataset.specs) {
    if (!classSlugs.has(spec.classSlug)) {
      problems.push(`spec ${spec.id} (${spec.name}) names unknown class ${spec.classSlug}`)
    }
  }
  for (const wowClass of dataset.classes) {
    if (!dataset.specs.some((s) => s.classSlug === wowClass.slug)) {
      problems.push(`class ${wowClass.slug} has no spec`)
    }
  }

  for (const id of duplicates(dataset.instances.map((i) => i.id))) {
    problems.push(`instance id ${id} repeats`)
  }
  for (const slug of duplicates(dataset.instances.map((i) => i.slug))) {
    problems.push(`instance slug ${slug} repeats`)
  }
  const encounterInstance = new Map<number, number>()
  const allEncounterIds: number[] = []
  for (const instance of dataset.instances) {
    if (instance.encounters.length === 0) problems.push(`${instance.name} has no encounter`)
    instance.encounters.forEach((encounter, index) => {
      allEncounterIds.push(encounter.id)
      encounterInstance.set(encounter.id, instance.id)
      if (encounter.order !== index + 1) {
        problems.push(
          `${instance.name}: encounter ${encounter.id} is listed at ${index + 1} but has order ${encounter.order}`,
        )
      }
    })
  }
  for (const id of duplicates(allEncounterIds)) problems.push(`encounter id ${id} repeats`)
  if (!dataset.instances.some((i) => i.kind === 'dungeon')) problems.push('no Mythic+ dungeon')

  const tracks = new Map(dataset.upgradeTracks.map((t) => [t.name, t]))
  for (const name of duplicates(dataset.upgradeTracks.map((t) => t.name))) {
    problems.push(`track ${name} repeats`)
  }
  for (const track of dataset.upgradeTracks) {
    track.steps.forEach((step, index) => {
      if (step.rank !== index + 1)
        problems.push(`track ${track.name}: step ${index + 1} has rank ${step.rank}`)
      const previous = track.steps[index - 1]
      if (previous && step.itemLevel <= previous.itemLevel) {
        problems.push(`track ${track.name}: step ${step.rank} (${step.itemLevel}) does not rise`)
      }
    })
    if (track.crest.band.from >= track.crest.band.to) {
      problems.push(`track ${track.name}: crest band does not rise`)
    }
  }
  const crestNames = new Set(dataset.upgradeTracks.map((t) => t.crest.name))

  for (const difficulty of duplicates(dataset.raidDifficulties.map((d) => d.difficulty))) {
    problems.push(`raid difficulty ${difficulty} repeats`)
  }
  for (const { difficulty, track } of dataset.raidDifficulties) {
    if (!tracks.has(track))
      problems.push(`raid difficulty ${difficulty} names unknown track ${track}`)
  }
  for (const above of dataset.aboveTrackItemLevels) {
    for (const id of above.encounterIds) {
      if (!encounterInstance.has(id))
        problems.push(`${above.label}: encounter ${id} is not in the season`)
    }
  }

  const checkReward = (
    where: string,
    reward: { itemLevel: number; track: string | null; rank: number | null },
  ) => {
    if (reward.track === null || reward.rank === null) return
    const track = dataset.upgradeTracks.find((t) => t.name === reward.track)
    const step = track?.steps.find((s) => s.rank === reward.rank)
    // Past the track's last step only a known above-track level ("Myth 9") may sit.
    const above = dataset.aboveTrackItemLevels.find(
      (level) => level.label === `${reward.track} ${reward.rank}`,
    )
    if (track && reward.rank > track.steps.length && above) {
      if (above.itemLevel !== reward.itemLevel)
        problems.push(
          `${where}: ${reward.itemLevel} differs from ${above.label} (${above.itemLevel})`,
        )
      return
    }
    if (!step) problems.push(`${where}: ${reward.track} ${reward.rank} is not a track step`)
    else if (step.itemLevel !== reward.itemLevel) {
      problems.push(
        `${where}: ${reward.itemLevel} differs from ${reward.track} ${reward.rank} (${step.itemLevel})`,
      )
    }
  }
  const { mythicPlus } = dataset
  checkReward('Mythic 0 end of dungeon', mythicPlus.mythicZero.endOfDungeon)
  checkReward('Mythic 0 vault', mythicPlus.mythicZero.vault)
  for (const row of dataset.dungeonDifficulties)
    checkReward(`${row.difficulty} dungeon`, row.endOfDungeon)
  for (const id of duplicates(dataset.dungeonDifficulties.map((d) => d.difficulty)))
    problems.push(`dungeon difficulty ${id} repeats`)
  checkRaidLoot(dataset, checkReward, problems)
  const checkKeyLevels = (
    table: string,
    rows: readonly { keyLevel: number; andAbove: boolean }[],
  ) => {
    rows.forEach((row, index) => {
      const previous = rows[index - 1]
      if (previous && row.keyLevel <= previous.keyLevel)
        problems.push(`${table}: +${row.keyLevel} is out of order`)
      if (row.andAbove && index !== rows.length - 1)
        problems.push(`${table}: only the last row may hold "and above"`)
    })
  }
  checkKeyLevels('Mythic+ rewards', mythicPlus.rewards)
  checkKeyLevels('Mythic+ crests', mythicPlus.crests)
  for (const reward of mythicPlus.rewards) {
    checkReward(`+${reward.keyLevel} end of dungeon`, reward.endOfDungeon)
    checkReward(`+${reward.keyLevel} vault`, reward.vault)
  }
  for (const row of mythicPlus.crests) {
    if (!crestNames.has(row.crest)) problems.push(`+${row.keyLevel}: unknown crest ${row.crest}`)
  }
  for (const slug of duplicates(dataset.affixes.map((a) => a.slug)))
    problems.push(`affix ${slug} repeats`)

  for (const id of duplicates(dataset.trinkets.map((t) => t.id)))
    problems.push(`trinket id ${id} repeats`)
  for (const trinket of dataset.trinkets)
    checkTrinket(dataset, trinket, encounterInstance, problems)
  checkGuideRankings(dataset, problems)
  problems.push(...sourcePointers(dataset))

  return problems
}

/** A guide's ranking may only recommend trinkets of the season that its spec can loot. */
function checkGuideRankings(dataset: SeasonDataset, problems: string[]) {
  const trinkets = new Map(dataset.trinkets.map((t) => [t.id, t]))
  for (const ranking of dataset.guideRankings) {
    const label = `${ranking.publisher} ${ranking.kind} for spec ${ranking.specId}`
    if (!dataset.specs.some((spec) => spec.id === ranking.specId))
      problems.push(`${label}: no such spec`)
    if (ranking.date > dataset.season.dataAsOf)
      problems.push(`${label}: dated ${ranking.date}, after dataAsOf`)
    const ids = ranking.items.map((item) => item.itemId)
    for (const id of duplicates(ids)) {
      // A second place is a second condition of the publisher's, which each place must name.
      const places = ranking.items.filter((item) => item.itemId === id)
      if (ranking.kind !== 'tier-list' || places.some((item) => !('note' in item && item.note)))
        problems.push(`${label}: item ${id} listed twice`)
    }
    if (ranking.kind === 'tier-list') {
      for (const item of ranking.items)
        if (!ranking.tiers.includes(item.tier))
          problems.push(`${label}: tier ${item.tier} is not one of the list's tiers`)
    }
    const sameKind = dataset.guideRankings.filter(
      (r) =>
        r.specId === ranking.specId && r.publisher === ranking.publisher && r.kind === ranking.kind,
    )
    if (sameKind.length > 1 && new Set(sameKind.map((r) => r.list ?? '')).size < sameKind.length)
      problems.push(`${label}: the publisher's lists for the spec need names that tell them apart`)
    for (const id of ids) {
      const trinket = trinkets.get(id)
      if (!trinket) problems.push(`${label}: item ${id} is not a trinket of the season`)
      else if (!trinket.specIds.includes(ranking.specId))
        problems.push(`${label}: ${trinket.name} cannot be looted by the spec`)
    }
  }
}
