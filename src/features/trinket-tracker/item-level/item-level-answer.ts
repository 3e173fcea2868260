// What the tracker can say about a trinket's item level: a fact with where it sits and how sure
// it is, or a plain reason it cannot say. item-level.ts works the answers out.
import type { Certainty } from '~/domain/season/schema'

/** One item level with where it sits ("Hero 3/6", "Myth 9") and how sure the dataset is. */
export type LevelFact = {
  itemLevel: number
  /** Null where the dataset does not place the level on a track. */
  placement: string | null
  certainty: Certainty
  /** Why the level is inferred or disputed; absent when confirmed. */
  note?: string
}

/** A level and where in the game it comes from, in players' words ("Mythic 0", "Heroic vault"). */
export type LevelFrom = LevelFact & { from: string }

/** What the tracker shows in a trinket's item-level cell. */
export type TrinketItemLevel =
  /** No context chosen, for a source without per-activity facts (the lair): its known range. */
  | {
      kind: 'range'
      min: number | null
      max: number | null
      certainty: Certainty
      note?: string
    }
  /**
   * No context chosen: everything the trinket can be, from its lowest drop to its ceiling, with
   * the end-of-run (or Mythic) top and the Great Vault's range.
   */
  | {
      kind: 'span'
      lowest: LevelFrom
      /** The best the drop itself gets: +10's end of run, or the Mythic drop. */
      highestDrop: LevelFrom
      vault: { lowest: LevelFrom; highest: LevelFrom } | null
      /** The highest level an upgrade reaches; null where it cannot be upgraded. */
      ceiling: LevelFrom | null
      max: number
      /** What the span leaves out, in plain words (e.g. Normal and Heroic dungeons). */
      aside?: string
    }
  /** A drop level, and the Great Vault level beside it where the activity has one. */
  | { kind: 'drop'; drop: LevelFact; vault: LevelFact | null }
  /** A track step it can really have: the level, and how it gets there. */
  | { kind: 'track'; level: LevelFact; from?: string }
  /** A track step it can never have: why, and the nearest step it can. */
  | { kind: 'off-track'; reason: string; nearest: LevelFrom | null; note?: string }
  /** The chosen activity does not drop this trinket (e.g. a raid trinket at a key level). */
  | { kind: 'elsewhere'; reason: string }
  /** A short reason; a long one goes in `note`, behind a mark. */
  | { kind: 'unknown'; reason: string; certainty?: Certainty; note?: string }

/** The highest level an answer shows (a drop's vault included); null where it shows none. */
export function highestItemLevel(answer: TrinketItemLevel): number | null {
  switch (answer.kind) {
    case 'range':
    case 'span':
      return answer.max
    case 'drop':
      return Math.max(answer.drop.itemLevel, answer.vault?.itemLevel ?? 0)
    case 'track':
      return answer.level.itemLevel
    default:
      return null
  }
}
