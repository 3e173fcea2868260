// How an item's bonus ids say its level, and what an upgrade step costs: the parts of the season
// dataset that let the site read an addon export's items without a `# Name (ilvl)` comment (the
// season's own track ranks carry their bonus id in `upgradeTracks`), and the crest rules the
// upgrade plan applies. Written by `npm run data:upgrades`.
import { z } from 'zod'
import { gameIdSchema, itemLevelSchema, provenanceSchema, trackNameSchema } from './basic-schemas'

/**
 * A bonus id that sets an item's level without a rank of the season's tracks: a level above a
 * track (Myth 9), a crafted item's base, or an earlier season's crafted or special item.
 */
export const levelBonusSchema = z.object({
  bonusId: gameIdSchema,
  itemLevel: itemLevelSchema,
  /** Among the level-setting ids on one item the lowest priority wins (a track rank's is 0). */
  priority: z.number().int().min(0),
  /** In players' words: "Myth 9", "crafted with Myth crests". */
  label: z.string().min(1),
  kind: z.enum(['above-track', 'crafted', 'previous-season']),
  /** An above-track level's track and rank (Myth 9: Myth, 9); it cannot be upgraded further. */
  track: trackNameSchema.optional(),
  rank: z.number().int().positive().optional(),
  provenance: provenanceSchema,
})

/** A bonus id that adds levels to what the level-setting id gives (a crafting quality). */
export const levelOffsetSchema = z.object({
  bonusId: gameIdSchema,
  adds: z.number().int().min(0),
  kind: z.enum(['crafting-quality', 'secondary']),
  provenance: provenanceSchema,
})

/** The previous season's tracks: their items still sit in bags, at levels of their own. */
export const previousSeasonTracksSchema = z.object({
  name: z.string().min(1),
  crestFamily: z.string().min(1),
  tracks: z
    .array(
      z.object({
        name: trackNameSchema,
        crestCurrencyId: gameIdSchema,
        steps: z
          .array(
            z.object({
              rank: z.number().int().positive(),
              itemLevel: itemLevelSchema,
              bonusId: gameIdSchema,
            }),
          )
          .min(1),
      }),
    )
    .min(1),
  provenance: provenanceSchema,
})

export const itemBonusesSchema = z.object({
  levels: z.array(levelBonusSchema),
  offsets: z.array(levelOffsetSchema),
  previousSeason: previousSeasonTracksSchema,
})

/** What changes a step's price: the slot's high watermark and the "… of the Mist" achievements. */
export const upgradeRulesSchema = z.object({
  /** Every step (rank n to n+1) costs this many of the track's own crest, before any discount. */
  crestsPerStep: z.number().int().positive(),
  stepCostProvenance: provenanceSchema,
  /**
   * A step whose level is at or below the character's high watermark for the item's slot is free
   * of crests (the export's `slot_high_watermarks=`; the two trinkets share one mark, slot 10).
   */
  watermark: z.object({
    trinketSlot: z.number().int().min(0).max(16),
    provenance: provenanceSchema,
  }),
  /** A track's "… of the Mist" achievement makes its steps cost this many crests instead. */
  mistDiscount: z.object({
    crestsPerStep: z.number().int().positive(),
    achievements: z
      .array(
        z.object({
          achievementId: gameIdSchema,
          name: z.string().min(1),
          track: trackNameSchema,
        }),
      )
      .min(1),
    provenance: provenanceSchema,
  }),
})
