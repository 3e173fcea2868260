// Folds API facts into the dataset. An answer may add or update a fact but never blanks a known one;
// every change is recorded so the importer can print a readable diff.
import type {
  PrimaryStat,
  Provenance,
  Role,
  SeasonDataset,
  Spec,
  Trinket,
} from '../../src/features/season-data/schema'
import type { ApiFacts, TrinketFacts } from './api-facts'

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
    }
  | { kind: 'source-added'; trinketId: number; name: string; source: string }
  | { kind: 'source-removed'; trinketId: number; name: string; source: string }
  | { kind: 'encounter-renamed'; encounterId: number; from: string; to: string }
  | { kind: 'spec-changed'; specId: number; name: string; field: string; from: string; to: string }

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
  const fromApi: Provenance = { source: context.sourceLabel, certainty: 'confirmed' }

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

  for (const spec of dataset.specs) mergeSpec(spec, facts, fromApi, changes)
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
    if (api) mergeTrinketFields(trinket, api, fromApi, changes, warnings)

    const before = trinket.sources.map((s) => s.encounterId)
    // A source goes only when its encounter's answer lists loot without this trinket.
    const stays = trinket.sources.filter(
      (s) =>
        !answeredWithItems(s.encounterId) ||
        (droppedBy.get(trinket.id) ?? []).includes(s.encounterId),
    )
    const added = (droppedBy.get(trinket.id) ?? []).filter((id) => !before.includes(id))
    for (const source of trinket.sources.filter((s) => !stays.includes(s))) {
      changes.push({
        kind: 'source-removed',
        trinketId: trinket.id,
        name: trinket.name,
        source: sourceLabel(source.encounterId),
      })
    }
    trinket.sources = [
      ...stays,
      ...added.flatMap((encounterId) => {
        const place = encounterPlace.get(encounterId)
        if (!place) return []
        changes.push({
          kind: 'source-added',
          trinketId: trinket.id,
          name: trinket.name,
          source: sourceLabel(encounterId),
        })
        return [{ instanceId: place.instanceId, encounterId }]
      }),
    ]
    if (stays.length !== before.length || added.length > 0) trinket.provenance.sources = fromApi
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

  if (changes.length > 0 && context.today > dataset.season.dataAsOf) {
    dataset.season.dataAsOf = context.today
  }
  return { dataset, changes, warnings }
}

function mergeSpec(spec: Spec, facts: ApiFacts, fromApi: Provenance, changes: Change[]): void {
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
  for (const [field, from, to] of updates) {
    changes.push({
      kind: 'spec-changed',
      specId: spec.id,
      name: spec.name,
      field,
      from: show(from),
      to,
    })
  }
  if (updates.length > 0) spec.provenance = fromApi
}

function mergeTrinketFields(
  trinket: Trinket,
  api: TrinketFacts,
  fromApi: Provenance,
  changes: Change[],
  warnings: string[],
): void {
  const record = (field: string, from: unknown, to: unknown) =>
    changes.push({
      kind: 'trinket-changed',
      trinketId: trinket.id,
      name: trinket.name,
      field,
      from: show(from),
      to: show(to),
    })
  if (api.name && api.name !== trinket.name) {
    record('name', trinket.name, api.name)
    trinket.name = api.name
    trinket.provenance.identity = fromApi
  }
  if (api.unknownQuality) {
    warnings.push(
      `${trinket.name}: the API calls its quality ${api.unknownQuality}; kept ${trinket.quality}.`,
    )
  }
  if (api.quality && api.quality !== trinket.quality) {
    record('quality', trinket.quality, api.quality)
    trinket.quality = api.quality
    trinket.provenance.identity = fromApi
  }
  if (api.primaryStats.length > 0 && !sameList(api.primaryStats, trinket.primaryStats)) {
    record('primary stats', trinket.primaryStats, api.primaryStats)
    trinket.primaryStats = [...api.primaryStats]
    trinket.provenance.identity = fromApi
  }
  if (api.onUse !== null && api.onUse !== trinket.onUse) {
    record('on-use', trinket.onUse, api.onUse)
    trinket.onUse = api.onUse
    trinket.provenance.onUse = fromApi
  }
  const effect = trinket.effect
  if (
    effect?.kind === 'on-use' &&
    api.useCooldownSeconds !== null &&
    api.useCooldownSeconds !== effect.cooldownSeconds
  ) {
    record('cooldown (s)', effect.cooldownSeconds, api.useCooldownSeconds)
    effect.cooldownSeconds = api.useCooldownSeconds
    trinket.provenance.effect = {
      source: `${trinket.provenance.effect?.source ?? 'own summary'}; cooldown from ${fromApi.source}`,
      certainty: 'confirmed',
    }
  }
  if (
    api.icon &&
    (api.icon.name !== trinket.icon.name ||
      (api.icon.fileId ?? trinket.icon.fileId) !== trinket.icon.fileId)
  ) {
    record('icon', trinket.icon.name, api.icon.name)
    trinket.icon = { name: api.icon.name, fileId: api.icon.fileId ?? trinket.icon.fileId }
    trinket.provenance.icon = fromApi
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
