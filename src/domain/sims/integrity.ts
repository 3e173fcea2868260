// What the schema alone cannot check: that a spec's sims fit the season dataset. The unit tests
// run it over every file in data/sims, and the importer refuses to write a file that fails it.

import type { SeasonDataset } from '../season/schema'
import { seasonIndex } from '../season/season-index'
import { fightStylesOfUnit, simUnitOfRole } from './fight-styles'
import type { SpecSims } from './schema'

export function simsProblems(sims: SpecSims, dataset: SeasonDataset): string[] {
  const problems: string[] = []
  const where = `${sims.classSlug}/${sims.specSlug}`
  if (sims.seasonId !== dataset.season.id) {
    problems.push(`${where}: sims for ${sims.seasonId}, not ${dataset.season.id}`)
  }
  const index = seasonIndex(dataset)
  const spec = index.specById(sims.specId)
  if (!spec || spec.classSlug !== sims.classSlug || spec.slug !== sims.specSlug) {
    problems.push(`${where}: spec ${sims.specId} is not ${where}`)
    return problems
  }
  const unit = simUnitOfRole(spec.role)
  for (const set of sims.sets) {
    const source = dataset.simSources.find((s) => s.id === set.sourceId)
    if (!source) {
      problems.push(`${where} ${set.fightStyle}: no sim source ${set.sourceId} in the dataset`)
      continue
    }
    // Units are never mixed: a spec's numbers all mean what its role's publisher measures.
    if (source.unit !== unit) problems.push(`${where}: ${source.id} is ${source.unit}, not ${unit}`)
    if (!fightStylesOfUnit[source.unit].includes(set.fightStyle)) {
      problems.push(`${where}: ${source.id} publishes no ${set.fightStyle} sims`)
    }
    if (!source.specIds.includes(spec.id)) {
      problems.push(`${where}: ${source.id} does not list the spec among those it covers`)
    }
    for (const item of set.items) {
      const trinket = index.trinketById(item.itemId)
      // A trinket the spec cannot loot gets no value for that spec, even where a sim ran it.
      if (!trinket) problems.push(`${where} ${set.fightStyle}: ${item.itemId} is not a trinket`)
      else if (!trinket.specIds.includes(spec.id)) {
        problems.push(`${where} ${set.fightStyle}: ${trinket.name} is not lootable by the spec`)
      }
    }
    const fight = `${where} ${set.fightStyle}`
    for (const item of set.wornOnly)
      problems.push(...apartProblems(item, fight, spec.id, index, 'worn-only'))
    const seen = new Set([...set.items, ...set.wornOnly].map((item) => item.itemId))
    for (const run of set.laterRuns) {
      const later = dataset.simSources.find((s) => s.id === run.sourceId)
      if (!later) {
        problems.push(`${fight}: no sim source ${run.sourceId} in the dataset for a later run`)
      } else {
        if (later.unit !== source.unit) {
          problems.push(`${fight}: the later run ${later.id} is ${later.unit}, not ${source.unit}`)
        }
        if (!later.specIds.includes(spec.id)) {
          problems.push(`${where}: ${later.id} does not list the spec among those it covers`)
        }
      }
      for (const item of run.items) {
        // One curve per item in a set: a later run adds only what the set's own run lacks.
        if (seen.has(item.itemId)) {
          problems.push(`${fight}: ${item.name} (${item.itemId}) has two curves in the set`)
        }
        seen.add(item.itemId)
        problems.push(
          ...apartProblems(item, `${fight} ${run.sourceId}`, spec.id, index, 'later run'),
        )
      }
    }
  }
  return problems
}

/**
 * What a curve kept apart from the rows may be. Worn-only: no season trinket, or, marked
 * `cannotLoot`, a season trinket the spec cannot loot (a lootable one there would skip the rows'
 * checks). A later run's: any trinket, marked `cannotLoot` exactly when it is a season trinket the
 * spec cannot loot. A mark on anything else would be untrue.
 */
function apartProblems(
  item: { itemId: number; name: string; cannotLoot?: true },
  where: string,
  specId: number,
  index: ReturnType<typeof seasonIndex>,
  kind: 'worn-only' | 'later run',
): string[] {
  const trinket = index.trinketById(item.itemId)
  const unlootable = trinket !== undefined && !trinket.specIds.includes(specId)
  if (item.cannotLoot && !trinket) {
    return [`${where}: ${item.name} is marked cannotLoot but is no season trinket`]
  }
  if (item.cannotLoot && !unlootable) {
    return [`${where}: ${item.name} is marked cannotLoot but the spec can loot it`]
  }
  if (!item.cannotLoot && unlootable) {
    return [
      `${where}: ${item.name} is a season trinket the spec cannot loot, not marked cannotLoot`,
    ]
  }
  if (!item.cannotLoot && trinket && kind === 'worn-only') {
    return [`${where}: ${item.name} is a season trinket, not worn-only`]
  }
  return []
}

/** The sims files the dataset's sim sources call for, one per covered spec: `mage/fire.json`. */
export function simsFilesCovered(dataset: SeasonDataset): string[] {
  const index = seasonIndex(dataset)
  const files = dataset.simSources.flatMap((source) =>
    source.specIds.map((id) => {
      const spec = index.specById(id)
      return `${spec?.classSlug}/${spec?.slug}.json`
    }),
  )
  return [...new Set(files)].sort()
}
