// An item's level, track and rank read from its bonus ids, as the game sets them: a rank of the
// season's tracks (Hero 2/6) says the level by itself; otherwise the level-setting id with the
// lowest priority wins (Myth 9, a crafted base, an earlier season's rank) and the crafting-quality
// offsets are added. An addon export writes the bonus ids on every item line but a `# Name (ilvl)`
// comment only above some, so this is how a bag item without one still gets its level.
//
// Nothing is guessed: ids that contradict each other (two different ranks) or that the dataset
// does not know give no level, and the caller says so.
import type { Certainty, SeasonDataset, TrackName } from './schema'

export type ItemBonusLevel = {
  itemLevel: number
  /** Where the level comes from: this season's track, above it, a crafted base, an older season. */
  kind: 'track' | 'above-track' | 'crafted' | 'previous-season'
  /** The track and rank, where the ids name one ("Hero", 2 of 6). */
  track?: { name: TrackName; rank: number; ranks: number }
  /** In players' words where it is not a track rank: "Myth 9", "crafted", "Season 1 Hero 4/6". */
  label: string
  certainty: Certainty
  note?: string
}

export type BonusLevelAnswer =
  | { found: true; level: ItemBonusLevel }
  | { found: false; why: 'no-level-id' | 'contradicting'; bonusIds?: readonly number[] }

type LevelSetter = ItemBonusLevel & { priority: number; bonusId: number }

type BonusIndex = {
  setters: ReadonlyMap<number, LevelSetter>
  offsets: ReadonlyMap<number, { adds: number; certainty: Certainty; note?: string }>
}

const indexes = new WeakMap<SeasonDataset, BonusIndex>()

function bonusIndex(dataset: SeasonDataset): BonusIndex {
  const known = indexes.get(dataset)
  if (known) return known
  const setters = new Map<number, LevelSetter>()
  for (const track of dataset.upgradeTracks) {
    const ranks = track.steps.length
    for (const step of track.steps) {
      setters.set(step.bonusId, {
        bonusId: step.bonusId,
        priority: 0,
        itemLevel: step.itemLevel,
        kind: 'track',
        track: { name: track.name, rank: step.rank, ranks },
        label: `${track.name} ${step.rank}/${ranks}`,
        certainty: step.certainty,
      })
    }
  }
  for (const level of dataset.itemBonuses.levels) {
    setters.set(level.bonusId, {
      bonusId: level.bonusId,
      priority: level.priority,
      itemLevel: level.itemLevel,
      kind: level.kind,
      ...(level.track && level.rank
        ? {
            track: {
              name: level.track,
              rank: level.rank,
              ranks: dataset.upgradeTracks.find((t) => t.name === level.track)?.steps.length ?? 6,
            },
          }
        : {}),
      label: level.label,
      certainty: level.provenance.certainty,
      ...(level.provenance.note ? { note: level.provenance.note } : {}),
    })
  }
  const previous = dataset.itemBonuses.previousSeason
  for (const track of previous.tracks) {
    for (const step of track.steps) {
      setters.set(step.bonusId, {
        bonusId: step.bonusId,
        priority: 0,
        itemLevel: step.itemLevel,
        kind: 'previous-season',
        label: `${previous.name} ${track.name} ${step.rank}/${track.steps.length}`,
        certainty: previous.provenance.certainty,
      })
    }
  }
  const offsets = new Map(
    dataset.itemBonuses.offsets.map((offset) => [
      offset.bonusId,
      {
        adds: offset.adds,
        certainty: offset.provenance.certainty,
        ...(offset.provenance.note ? { note: offset.provenance.note } : {}),
      },
    ]),
  )
  const index = { setters, offsets }
  indexes.set(dataset, index)
  return index
}

const sureness: Record<Certainty, number> = { confirmed: 0, inferred: 1, disputed: 2 }

/** The level the bonus ids give an item, or why they give none. */
export function levelFromBonusIds(
  dataset: SeasonDataset,
  bonusIds: readonly number[],
): BonusLevelAnswer {
  const { setters, offsets } = bonusIndex(dataset)
  const found = bonusIds.flatMap((id) => {
    const setter = setters.get(id)
    return setter ? [setter] : []
  })
  if (found.length === 0) return { found: false, why: 'no-level-id' }
  const lowest = Math.min(...found.map((setter) => setter.priority))
  const winners = found.filter((setter) => setter.priority === lowest)
  const [winner] = winners
  // Two ranks on one item (a pasted line with ids of two items) cannot both be true.
  if (!winner || new Set(winners.map((setter) => setter.itemLevel)).size > 1) {
    return { found: false, why: 'contradicting', bonusIds: winners.map((w) => w.bonusId) }
  }
  // A track rank sets the level by itself; other setters take the crafting-quality offsets.
  const added = winner.kind === 'track' ? [] : bonusIds.flatMap((id) => offsets.get(id) ?? [])
  const itemLevel = added.reduce((level, offset) => level + offset.adds, winner.itemLevel)
  const least = [winner, ...added].reduce((a, b) =>
    sureness[b.certainty] > sureness[a.certainty] ? b : a,
  )
  const { priority: _priority, bonusId: _bonusId, ...level } = winner
  return {
    found: true,
    level: {
      ...level,
      itemLevel,
      certainty: least.certainty,
      ...(least.note ? { note: least.note } : {}),
    },
  }
}
