// Folds API facts into the dataset. An answer may add or update a fact but never blanks a known one;
// every change is recorded so the importer can print a readable diff.
import type {
  PrimaryStat,
  Provenance,
  Role,
  SeasonDataset,
  Spec,
  Trinket,
} from '../../src/domain/season/schema'
import type { ApiFacts, TrinketFacts } from './api-facts'

/** `review`: what a person should check, e.g. that a kept "disputed" mark still holds. */
export type Change =
  | { kind: 'trinket-added'; trinketId: number; name: string; sources: string[] }
  | { kind: 'trinket-removed'; trinketId: number; name: string }
  | {
      kind: 'trinket-changed'
      trinketId: number
      name: string
      field: string
      from: string
      to: string
      review?: string
    }
  | { kind: 'source-added'; trinketId: number; name: string; source: string; review?: string }
  | { kind: 'source-removed'; trinketId: number; name: string; source: string }
  /** The encounter's loot list lacks the trinket, but removals were not allowed: it is kept. */
  | { kind: 'source-missing'; trinketId: number; name: string; source: string }
  | { kind: 'encounter-renamed'; encounterId: number; from: string; to: string }
  | {
      kind: 'spec-changed'
      specId: number
      name: string
      field: string
      from: string
      to: string
      review?: string
    }

/** False for what the diff only reports (a source kept although the API lacks it). */
export function changesDataset(change: Change): boolean {
  return change.kind !== 'source-missing'
}

export interface MergeResult {
  dataset: SeasonDataset
  changes: Change[]
  warnings: string[]
}

export interface MergeContext {
  /** Source label for facts taken from the API, e.g. "Blizzard Game Data API (us, en_US) 2026-11-02". */
  sourceLabel: string
  /** ISO date of the run; becomes dataAsOf when anything changed. */
  today: string
  /**
   * Remove a source (and a trinket left without one) when its encounter's loot list lacks it.
   * Off by default: a stale or partial journal answer must not delete real loot.
   */
  allowRemovals: boolean
}

/** How source labels of API facts begin: "Blizzard Game Data API (us, en_US) 2026-11-02". */
export const API_NAME = 'Blizzard Game Data API'

/**
 * The provenance of a fact after the API changed its value. A curated note is never dropped and an
 * inferred or disputed mark stays: the API is one more source, and a person decides whether it
 * settles the doubt. `part` names what the API gave when it covers only part of the fact (the
 * cooldown of an effect); its source is then added to the fact's sources instead of replacing them.
 */
function updatedProvenance(
  before: Provenance | null,
  apiSource: string,
  part?: string,
): { provenance: Provenance; review?: string } {
  if (before === null) return { provenance: { source: apiSource, certainty: 'confirmed' } }
  const curated = before.certainty !== 'confirmed' || before.note !== undefined
  if (!curated && part === undefined) {
    return { provenance: { source: apiSource, certainty: 'confirmed' } }
  }
  const added = part === undefined ? apiSource : `${part} from ${apiSource}`
  // A later run replaces what an earlier run added for the same part, so sources do not pile up.
  const kept = before.source
    .split('; ')
    .filter((segment) =>
      part === undefined ? !segment.startsWith(API_NAME) : !segment.startsWith(`${part} from `),
    )
  const provenance: Provenance = { ...before, source: [...kept, added].join('; ') }
  if (before.certainty !== 'confirmed') {
    return {
      provenance,
      review: `it was marked ${before.certainty}; the mark and its note are kept: review them`,
    }
  }
  return curated ? { provenance, review: 'its note is kept: check it still holds' } : { provenance }
}

const ROLE_ORDER: Role[] = ['tank', 'healer', 'damage']
const show = (value: unknown): string =>
  value === null ? 'unknown' : Array.isArray(value) ? value.join(', ') || 'none' : String(value)
const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().every((value, i) => value === [...b].sort()[i])

export function mergeApiFacts(
  current: SeasonDataset,
  facts: ApiFacts,
  context: MergeContext,
): MergeResult {
  const dataset = structuredClone(current)
  const changes: Change[] = []
  const warnings: string[] = []

  const encounterPlace = new Map<number, { instanceId: number; label: () => string }>()
  for (const instance of dataset.instances) {
    for (const encounter of instance.encounters) {
      encounterPlace.set(encounter.id, {
        instanceId: instance.id,
        label: () => `${encounter.name ?? `encounter ${encounter.id}`} (${instance.name})`,
      })
      const api = facts.encounters.get(encounter.id)
      if (api?.name && api.name !== encounter.name) {
        changes.push({
          kind: 'encounter-renamed',
          encounterId: encounter.id,
          from: show(encounter.name),
          to: api.name,
        })
        encounter.name = api.name
      }
    }
  }
  const sourceLabel = (encounterId: number) =>
    encounterPlace.get(encounterId)?.label() ?? `encounter ${encounterId}`

  for (const spec of dataset.specs) mergeSpec(spec, facts, context.sourceLabel, changes)
  const specs = new Map(dataset.specs.map((s) => [s.id, s]))

  // Which season encounters drop each trinket, according to answers that listed items at all.
  const droppedBy = new Map<number, number[]>()
  for (const encounter of facts.encounters.values()) {
    for (const itemId of encounter.itemIds) {
      droppedBy.set(itemId, [...(droppedBy.get(itemId) ?? []), encounter.id])
    }
  }
  const answeredWithItems = (encounterId: number) =>
    (facts.encounters.get(encounterId)?.itemIds.length ?? 0) > 0

  const kept: Trinket[] = []
  for (const trinket of dataset.trinkets) {
    const api = facts.trinkets.get(trinket.id)
    if (api) mergeTrinketFields(trinket, api, context.sourceLabel, changes, warnings)

    const droppers = droppedBy.get(trinket.id) ?? []
    const before = trinket.sources.map((s) => s.encounterId)
    // Only an answer that lists loot, without this trinket, says a source is gone.
    const missing = trinket.sources.filter(
      (s) => answeredWithItems(s.encounterId) && !droppers.includes(s.encounterId),
    )
    for (const source of missing) {
      changes.push({
        kind: context.allowRemovals ? 'source-removed' : 'source-missing',
        trinketId: trinket.id,
        name: trinket.name,
        source: sourceLabel(source.encounterId),
      })
    }
    const stays = context.allowRemovals
      ? trinket.sources.filter((s) => !missing.includes(s))
      : trinket.sources
    const added = droppers.filter((id) => !before.includes(id))
    const addedSources = added.flatMap((encounterId) => {
      const place = encounterPlace.get(encounterId)
      return place ? [{ instanceId: place.instanceId, encounterId }] : []
    })
    trinket.sources = [...stays, ...addedSources]
    if (stays.length !== before.length || addedSources.length > 0) {
      const { provenance, review } = updatedProvenance(
        trinket.provenance.sources,
        context.sourceLabel,
      )
      trinket.provenance.sources = provenance
      for (const source of addedSources) {
        changes.push({
          kind: 'source-added',
          trinketId: trinket.id,
          name: trinket.name,
          source: sourceLabel(source.encounterId),
          ...(review ? { review } : {}),
        })
      }
    }
    if (trinket.sources.length === 0) {
      changes.push({ kind: 'trinket-removed', trinketId: trinket.id, name: trinket.name })
      continue
    }
    recomputeRoles(trinket, specs, changes)
    kept.push(trinket)
  }

  const known = new Set(kept.map((t) => t.id))
  for (const [itemId, encounterIds] of droppedBy) {
    const api = facts.trinkets.get(itemId)
    if (!api || known.has(itemId)) continue
    const added = newTrinket(api, encounterIds, dataset, encounterPlace, context, warnings)
    if (!added) continue
    kept.push(added)
    changes.push({
      kind: 'trinket-added',
      trinketId: added.id,
      name: added.name,
      sources: added.sources.map((s) => sourceLabel(s.encounterId)),
    })
  }
  dataset.trinkets = kept.sort((a, b) => a.id - b.id)
  // A removed trinket leaves the guides' rankings too: a page must never recommend an item that
  // is not in the season. A ranking left with nothing ranked goes with it.
  const keptIds = new Set(kept.map((t) => t.id))
  dataset.guideRankings = dataset.guideRankings.flatMap((ranking) => {
    const items = (ranking.items as { itemId: number }[]).filter((i) => keptIds.has(i.itemId))
    return items.length > 0 ? [{ ...ranking, items } as typeof ranking] : []
  })

  if (changes.some(changesDataset) && context.today > dataset.season.dataAsOf) {
    dataset.season.dataAsOf = context.today
  }
  return { dataset, changes, warnings }
}

function mergeSpec(spec: Spec, facts: ApiFacts, apiSource: string, changes: Change[]): void {
  const api = facts.specs.get(spec.id)
  if (!api) return
  const updates: [string, string | null, string][] = []
  if (api.name && api.name !== spec.name) {
    updates.push(['name', spec.name, api.name])
    spec.name = api.name
  }
  if (api.role && api.role !== spec.role) {
    updates.push(['role', spec.role, api.role])
    spec.role = api.role
  }
  if (api.primaryStat && api.primaryStat !== spec.primaryStat) {
    updates.push(['primary stat', spec.primaryStat, api.primaryStat])
    spec.primaryStat = api.primaryStat
  }
  if (updates.length === 0) return
  const { provenance, review } = updatedProvenance(spec.provenance, apiSource)
  spec.provenance = provenance
  for (const [field, from, to] of updates) {
    changes.push({
      kind: 'spec-changed',
      specId: spec.id,
      name: spec.name,
      field,
      from: show(from),
      to,
      ...(review ? { review } : {}),
    })
  }
}

function mergeTrinketFields(
  trinket: Trinket,
  api: TrinketFacts,
  apiSource: string,
  changes: Change[],
  warnings: string[],
): void {
  const { provenance } = trinket
  /** Records one changed field; the provenance update says what to review, if anything. */
  const record = (field: string, from: unknown, to: unknown, update: { review?: string } = {}) =>
    changes.push({
      kind: 'trinket-changed',
      trinketId: trinket.id,
      name: trinket.name,
      field,
      from: show(from),
      to: show(to),
      ...(update.review ? { review: update.review } : {}),
    })
  const identityUpdates: [string, unknown, unknown][] = []
  if (api.name && api.name !== trinket.name) {
    identityUpdates.push(['name', trinket.name, api.name])
    trinket.name = api.name
  }
  if (api.unknownQuality) {
    warnings.push(
      `${trinket.name}: the API calls its quality ${api.unknownQuality}; kept ${trinket.quality}.`,
    )
  }
  if (api.quality && api.quality !== trinket.quality) {
    identityUpdates.push(['quality', trinket.quality, api.quality])
    trinket.quality = api.quality
  }
  if (api.primaryStats.length > 0 && !sameList(api.primaryStats, trinket.primaryStats)) {
    identityUpdates.push(['primary stats', trinket.primaryStats, api.primaryStats])
    trinket.primaryStats = [...api.primaryStats]
  }
  if (identityUpdates.length > 0) {
    const update = updatedProvenance(provenance.identity, apiSource)
    provenance.identity = update.provenance
    for (const [field, from, to] of identityUpdates) record(field, from, to, update)
  }
  if (api.onUse !== null && api.onUse !== trinket.onUse) {
    const update = updatedProvenance(provenance.onUse, apiSource)
    record('on-use', trinket.onUse, api.onUse, update)
    trinket.onUse = api.onUse
    provenance.onUse = update.provenance
  }
  const effect = trinket.effect
  if (
    effect?.kind === 'on-use' &&
    api.useCooldownSeconds !== null &&
    api.useCooldownSeconds !== effect.cooldownSeconds
  ) {
    const update = updatedProvenance(provenance.effect, apiSource, 'cooldown')
    record('cooldown (s)', effect.cooldownSeconds, api.useCooldownSeconds, update)
    effect.cooldownSeconds = api.useCooldownSeconds
    provenance.effect = update.provenance
  }
  if (
    api.icon &&
    (api.icon.name !== trinket.icon.name ||
      (api.icon.fileId ?? trinket.icon.fileId) !== trinket.icon.fileId)
  ) {
    const update = updatedProvenance(provenance.icon, apiSource)
    record('icon', trinket.icon.name, api.icon.name, update)
    trinket.icon = { name: api.icon.name, fileId: api.icon.fileId ?? trinket.icon.fileId }
    provenance.icon = update.provenance
  }
}

/** Roles follow from the eligible specs, so a spec's role change flows through to its trinkets. */
function recomputeRoles(trinket: Trinket, specs: Map<number, Spec>, changes: Change[]): void {
  const roles = ROLE_ORDER.filter((role) =>
    trinket.specIds.some((id) => specs.get(id)?.role === role),
  )
  if (roles.length > 0 && !sameList(roles, trinket.roles)) {
    changes.push({
      kind: 'trinket-changed',
      trinketId: trinket.id,
      name: trinket.name,
      field: 'roles',
      from: show(trinket.roles),
      to: show(roles),
    })
    trinket.roles = roles
  }
}

function newTrinket(
  api: TrinketFacts,
  encounterIds: number[],
  dataset: SeasonDataset,
  encounterPlace: Map<number, { instanceId: number }>,
  context: MergeContext,
  warnings: string[],
): Trinket | undefined {
  const label = `New trinket ${api.id}${api.name ? ` (${api.name})` : ''}`
  if (!api.name || !api.quality) {
    warnings.push(`${label}: the API gave no name or a quality the schema lacks; not added.`)
    return undefined
  }
  const stats: PrimaryStat[] = api.primaryStats
  // The API does not say who may loot a trinket; its primary stats are the best first guess and
  // are marked as inferred so a person checks them against the in-game loot filter.
  const eligible = dataset.specs.filter((s) => stats.includes(s.primaryStat))
  if (eligible.length === 0) {
    warnings.push(
      `${label}: carries no primary stat, so who may use it is unknown; add it by hand.`,
    )
    return undefined
  }
  const sources = encounterIds.flatMap((encounterId) => {
    const place = encounterPlace.get(encounterId)
    return place ? [{ instanceId: place.instanceId, encounterId }] : []
  })
  const fromApi: Provenance = { source: context.sourceLabel, certainty: 'confirmed' }
  return {
    id: api.id,
    name: api.name,
    quality: api.quality,
    primaryStats: stats,
    roles: ROLE_ORDER.filter((role) => eligible.some((s) => s.role === role)),
    specIds: eligible.map((s) => s.id).sort((a, b) => a - b),
    onUse: api.onUse,
    effect: null,
    icon: { name: api.icon?.name ?? null, fileId: api.icon?.fileId ?? null },
    sources,
    itemLevel: {
      min: null,
      max: null,
      upgradeable: null,
      provenance: {
        source: context.sourceLabel,
        certainty: 'inferred',
        note: 'Added by the importer; its item levels are not reviewed yet.',
      },
    },
    provenance: {
      identity: fromApi,
      eligibility: {
        source: context.sourceLabel,
        certainty: 'inferred',
        note: 'Guessed from its primary stats by the importer; check the in-game loot filter.',
      },
      sources: fromApi,
      onUse: api.onUse === null ? null : fromApi,
      effect: null,
      icon: api.icon ? fromApi : null,
    },
    corrections: [],
    notes: [
      `Added by the importer on ${context.today}: its effect summary is still to be written.`,
    ],
  }
}
