// What the guides say about each trinket for one spec, and the rule that puts the trinkets the
// guides rate highest first (the tracker's "guides' picks" order; the FAQ says it in words):
//
// 1. Each publisher's verdict becomes points: tier S 5, A 4, B 3, C 2, D 1, F 0, and maxroll's
//    Junkyard, below its letters, 0; a best-in-slot pick 5 and an alternative pick 4; a share of
//    top players wearing it, that share of 5 points. A list that places a trinket twice, under
//    two conditions (trained, untrained), counts its better place: the condition is the player's
//    to meet.
// 2. A trinket's score is the mean of its verdicts' points: a guide rating it low counts against
//    it as much as one rating it high counts for it, and no verdict is left out.
// 3. Equal scores: more guides rating it first (more agreement), then the higher item level in
//    the chosen content, then the name.
// 4. Trinkets no guide rates come after every rated one, in their usual order.
//
// Only rankings written for the dataset's season are used. Sim values have no source this
// season; the schema can hold them, and this module ignores them until one exists.
import type { GuideRanking, SeasonDataset, Spec, Tier, Trinket } from '~/domain/season/schema'
import { changedSince } from '~/domain/season/trinket-changes'
import { byName } from '~/lib/by-name'
import { byIsoDate, formatDate, formatShortDate } from '~/lib/format-date'
import { beforeItsChange } from '../ui/before-change'

/** One publisher's word on one trinket, from one of its lists. */
export type Verdict = {
  ranking: GuideRanking
  /**
   * What the publisher says, without its name, with its note where it gives one: "S",
   * "best in slot", "92% of top Fire Mages", "B (Trained) · Junkyard (Untrained)".
   */
  says: string
  points: number
}

export type SpecPicks = {
  /** The current season's rankings for the spec, newest first. */
  rankings: readonly Verdict['ranking'][]
  /** Verdicts per item id, in the rankings' order. */
  verdicts: ReadonlyMap<number, readonly Verdict[]>
  /** Each rated trinket's score (see the rule above). */
  scores: ReadonlyMap<number, number>
  /** The best-rated trinkets, up to topPickCount, best first (ties: season's top level, name). */
  top: readonly Trinket[]
}

/** How many picks the top-picks line and the farm plan speak of. */
export const topPickCount = 5

const tierPoints: Readonly<Record<Tier, number>> = {
  S: 5,
  A: 4,
  B: 3,
  C: 2,
  D: 1,
  F: 0,
  Junkyard: 0,
}
export const maxPoints = 5

const scenarioWords = { overall: '', raid: ' for raid', 'mythic-plus': ' for Mythic+' } as const

/** "Fire Mages": a spec's players, for usage shares. */
export function playersOf(specName: string): string {
  return `${specName}s`
}

function withNote(says: string, note: string | undefined): string {
  return note ? `${says} (${note})` : says
}

function verdictsOf(ranking: Verdict['ranking'], specName: string): [number, Verdict][] {
  switch (ranking.kind) {
    case 'tier-list': {
      const places = new Map<number, (typeof ranking.items)[number][]>()
      for (const item of ranking.items)
        places.set(item.itemId, [...(places.get(item.itemId) ?? []), item])
      return [...places].map(([itemId, items]) => [
        itemId,
        {
          ranking,
          says: items.map((item) => withNote(item.tier, item.note)).join(' · '),
          // The importer refuses a tier word it does not know the place of.
          points: Math.max(...items.map((item) => tierPoints[item.tier] ?? 0)),
        },
      ])
    }
    case 'best-in-slot':
      return ranking.items.map((item) => [
        item.itemId,
        {
          ranking,
          says: `${item.pick === 'best-in-slot' ? 'best in slot' : 'alternative'}${scenarioWords[item.scenario]}`,
          points: item.pick === 'best-in-slot' ? 5 : 4,
        },
      ])
    case 'usage':
      return ranking.items.map((item) => [
        item.itemId,
        {
          ranking,
          says: withNote(
            `${Math.round(item.share * 100)}% of top ${playersOf(specName)}`,
            item.note,
          ),
          points: item.share * maxPoints,
        },
      ])
  }
}

/** The guides' verdicts and scores for a spec. `specName` is the spec in players' words ("Fire Mage"). */
export function specPicks(dataset: SeasonDataset, spec: Spec, specName: string): SpecPicks {
  const rankings = dataset.guideRankings
    .filter((r) => r.specId === spec.id && r.seasonId === dataset.season.id)
    .sort((a, b) => byIsoDate(b.date, a.date))
  const verdicts = new Map<number, Verdict[]>()
  for (const ranking of rankings) {
    for (const [itemId, verdict] of verdictsOf(ranking, specName)) {
      verdicts.set(itemId, [...(verdicts.get(itemId) ?? []), verdict])
    }
  }
  const scores = new Map<number, number>()
  for (const [itemId, said] of verdicts) {
    scores.set(itemId, said.reduce((sum, v) => sum + v.points, 0) / said.length)
  }
  const picks = { rankings, verdicts, scores, top: [] }
  const top = dataset.trinkets
    .filter((t) => scores.has(t.id))
    .sort(
      byGuidePicks<Trinket>(
        picks,
        (t) => t.id,
        (t) => t.itemLevel.max,
        (a, b) => byName(a.name, b.name),
      ),
    )
    .slice(0, topPickCount)
  return { ...picks, top }
}

const cache = new WeakMap<SeasonDataset, Map<number, SpecPicks>>()

/** specPicks, worked out once per dataset and spec. */
export function cachedSpecPicks(dataset: SeasonDataset, spec: Spec, specName: string): SpecPicks {
  let bySpec = cache.get(dataset)
  if (!bySpec) {
    bySpec = new Map()
    cache.set(dataset, bySpec)
  }
  let picks = bySpec.get(spec.id)
  if (!picks) {
    picks = specPicks(dataset, spec, specName)
    bySpec.set(spec.id, picks)
  }
  return picks
}

/**
 * Compares two trinkets by the rule above. `itemLevelOf` is the highest item level the trinket
 * has in the chosen content (null where unknown); `usualOrder` their order otherwise.
 */
export function byGuidePicks<T>(
  picks: SpecPicks,
  itemIdOf: (row: T) => number,
  itemLevelOf: (row: T) => number | null,
  usualOrder: (a: T, b: T) => number,
): (a: T, b: T) => number {
  return (a, b) => {
    const scoreA = picks.scores.get(itemIdOf(a))
    const scoreB = picks.scores.get(itemIdOf(b))
    if (scoreA === undefined || scoreB === undefined) {
      if (scoreA !== scoreB) return scoreA === undefined ? 1 : -1
      return usualOrder(a, b)
    }
    return (
      scoreB - scoreA ||
      (picks.verdicts.get(itemIdOf(b))?.length ?? 0) -
        (picks.verdicts.get(itemIdOf(a))?.length ?? 0) ||
      (itemLevelOf(b) ?? 0) - (itemLevelOf(a) ?? 0) ||
      usualOrder(a, b)
    )
  }
}

/** "Wowhead trinket tier note", "maxroll raid": the publisher, and its list where it has two. */
export function listName(ranking: GuideRanking): string {
  return ranking.list ? `${ranking.publisher} ${ranking.list}` : ranking.publisher
}

/**
 * "maxroll: S", "maxroll raid: A", "Wowhead: best in slot", or a usage share as it stands.
 * `publisherShown` false leaves out the publisher for a verdict that follows one of its other
 * lists' ("maxroll raid: A · Mythic+: S").
 */
export function verdictText(verdict: Verdict, publisherShown = true): string {
  const { ranking } = verdict
  if (ranking.kind === 'usage') return verdict.says
  if (!publisherShown && ranking.list) return `${ranking.list}: ${verdict.says}`
  return `${listName(ranking)}: ${verdict.says}`
}

/**
 * A row's verdicts in runs: the lists of a publisher that has two for the spec go together, in
 * the place of the first, so a row can say "maxroll raid: A · Mythic+: S".
 */
export function verdictRuns(verdicts: readonly Verdict[]): Verdict[][] {
  const runs: Verdict[][] = []
  const runOfLists = new Map<string, Verdict[]>()
  for (const verdict of verdicts) {
    if (verdict.ranking.list === undefined) {
      runs.push([verdict])
      continue
    }
    const key = `${verdict.ranking.publisher}/${verdict.ranking.kind}`
    const run = runOfLists.get(key)
    if (run) run.push(verdict)
    else {
      const first = [verdict]
      runOfLists.set(key, first)
      runs.push(first)
    }
  }
  return runs
}

/** What a verdict stands on: who, when and what they measure, for tooltips and details. */
export function verdictSource(verdict: Verdict): string {
  const { ranking } = verdict
  const whose =
    ranking.kind === 'usage'
      ? `${ranking.publisher}, ${formatDate(ranking.date)}: ${ranking.population}`
      : `${listName(ranking)}, ${formatDate(ranking.date)}`
  return `${whose}; ${ranking.measures}.`
}

/**
 * Where some of a trinket's verdicts were given before it last changed, says which and when:
 * "Rated 5 Sep (Archon, Method) and 21 Sep (Wowhead trinket tier note), before its 22 Sep
 * rework." Undefined where every verdict is as new as the trinket.
 */
export function ratedBeforeChange(
  verdicts: readonly Verdict[] | undefined,
  trinket: Pick<Trinket, 'lastChanged'>,
): string | undefined {
  const byDate = new Map<string, string[]>()
  let change: NonNullable<Trinket['lastChanged']> | undefined
  for (const verdict of verdicts ?? []) {
    const older = changedSince(trinket, verdict.ranking.date)
    if (!older) continue
    change = older
    const names = byDate.get(verdict.ranking.date) ?? []
    const name = listName(verdict.ranking)
    if (!names.includes(name)) names.push(name)
    byDate.set(verdict.ranking.date, names)
  }
  if (!change) return undefined
  const dates = [...byDate]
    .sort(([a], [b]) => byIsoDate(a, b))
    .map(([date, names]) => `${formatShortDate(date)} (${names.join(', ')})`)
  return `Rated ${dates.join(' and ')}, ${beforeItsChange(change)}.`
}
