// What the guides publish: trinket rankings per spec and publisher, and who publishes sims.
import { z } from 'zod'
import { pastDate } from '../plausibility'
import { simUnits } from '../sims/fight-styles'
import { gameIdSchema, isoDateSchema, provenanceSchema, slugSchema } from './basic-schemas'

export const publisherSchema = z.enum([
  'Wowhead',
  'maxroll',
  'Icy Veins',
  'Archon',
  'Method',
  'Warcraft Logs',
])
/** The content a ranking or a pick is for. */
export const rankingScenarioSchema = z.enum(['overall', 'raid', 'mythic-plus'])
/**
 * A tier word as the publisher prints it: S to F, or a word of its own below its letters
 * (maxroll's "Junkyard"). Each list names its words in its own order (`tiers`).
 */
export const tierSchema = z.string().min(1).max(16)
/** The publisher's note on one item, as published: "Mythic+ only", "When trained". */
const itemNote = { note: z.string().min(1).optional() }

/** What every published ranking says about itself. */
const rankingSourceFields = {
  specId: gameIdSchema,
  publisher: publisherSchema,
  /** The season the publisher wrote it for; pages show only the current season's rankings. */
  seasonId: slugSchema,
  /** When the publisher last updated it (or the copy it was read from). */
  date: isoDateSchema,
  /** The content the whole list is for; a best-in-slot pick also names its own. */
  scenario: rankingScenarioSchema,
  /** What the publisher measures, in players' words, e.g. "hand-picked tiers from the guide". */
  measures: z.string().min(1),
  /**
   * Which of the publisher's lists for the spec this is, where the spec has more than one of the
   * same kind, in players' words: "raid", "Mythic+", "trinket tier note".
   */
  list: z.string().min(1).optional(),
  /** The publisher's site: an outbound link. */
  url: z.url({ protocol: /^https$/ }),
  provenance: provenanceSchema,
}

/**
 * One publisher's ranking of trinkets for one spec. Only trinkets the spec can loot are listed
 * (integrity.ts checks it). Published sim values are not rankings: see simSourceSchema.
 */
export const guideRankingSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('tier-list'),
    ...rankingSourceFields,
    /** The tier words the list uses, best first, in the publisher's order. */
    tiers: z.array(tierSchema).min(1),
    /**
     * An item may stand in two places when the publisher rates it under two conditions (maxroll's
     * Ruby Whelp Shell: B trained, Junkyard untrained); each place then has its note.
     */
    items: z.array(z.object({ itemId: gameIdSchema, tier: tierSchema, ...itemNote })).min(1),
  }),
  z.object({
    kind: z.literal('best-in-slot'),
    ...rankingSourceFields,
    items: z
      .array(
        z.object({
          itemId: gameIdSchema,
          pick: z.enum(['best-in-slot', 'alternative']),
          scenario: rankingScenarioSchema,
        }),
      )
      .min(1),
  }),
  z.object({
    kind: z.literal('usage'),
    ...rankingSourceFields,
    /** Whose gear was counted, e.g. "top 100 Mythic raiders and high-key players". */
    population: z.string().min(1),
    items: z
      .array(z.object({ itemId: gameIdSchema, share: z.number().gt(0).max(1), ...itemNote }))
      .min(1),
  }),
])

/**
 * A publisher of trinket sims and how its numbers were made. The numbers themselves are one file
 * per spec (data/sims/<class>/<spec>.json, src/domain/sims/schema.ts), loaded only for the spec a
 * page shows; the dataset says who published them, for which specs, and when.
 */
export const simSourceSchema = z.object({
  id: slugSchema,
  publisher: z.enum(['Bloodmallet', 'QE Live']),
  /** The publisher's site: an outbound link. */
  url: z.url({ protocol: /^https$/ }),
  /** Bloodmallet's % DPS and QE Live's score are never compared or shown in each other's words. */
  unit: z.enum(simUnits),
  /** What a value means, in players' words. */
  measures: z.string().min(1),
  /** The simulator and its version, e.g. "SimulationCraft ba72a9d"; null where none is named. */
  simulator: z.string().min(1).nullable(),
  /** When the numbers were read from the publisher: a real day, not in the future. */
  capturedDate: pastDate(),
  /** The specs it has numbers for this season; each has a file in data/sims. */
  specIds: z.array(gameIdSchema).min(1),
  provenance: provenanceSchema,
})
