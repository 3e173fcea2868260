// What each activity rewards: raid difficulties and upgrade tracks, levels above the tracks, the
// lair, crests, raid loot by boss group, dungeon difficulties, Mythic+ rewards and affixes, and the
// Great Vault.
import { z } from 'zod'
import {
  certaintySchema,
  gameIdSchema,
  isoDateSchema,
  itemLevelSchema,
  provenanceSchema,
  raidDifficultySchema,
  slugSchema,
  trackNameSchema,
} from './basic-schemas'

export const raidDifficultyTrackSchema = z.object({
  difficulty: raidDifficultySchema,
  name: z.string().min(1),
  track: trackNameSchema,
  provenance: provenanceSchema,
})

export const trackStepSchema = z.object({
  rank: z.number().int().positive(),
  itemLevel: itemLevelSchema,
  certainty: certaintySchema,
  /**
   * The bonus id the game puts on an item at this rank: how an addon export says an item's track,
   * rank and level when it writes no `# Name (ilvl)` comment above it.
   */
  bonusId: gameIdSchema,
})

export const upgradeTrackSchema = z.object({
  name: trackNameSchema,
  steps: z.array(trackStepSchema).min(1),
  crest: z.object({
    name: z.string().min(1),
    /** The game's currency id, as an export's `upgrade_currencies=c:3445:45` names it. */
    currencyId: gameIdSchema,
    /** The item-level range this crest upgrades through (not the track's steps). */
    band: z.object({ from: itemLevelSchema, to: itemLevelSchema }),
  }),
  provenance: provenanceSchema,
})

/** Item levels above a track's last step, e.g. Myth 9 for the raid's last bosses on Mythic. */
export const aboveTrackItemLevelSchema = z.object({
  label: z.string().min(1),
  itemLevel: itemLevelSchema,
  difficulty: raidDifficultySchema,
  encounterIds: z.array(gameIdSchema).min(1),
  appliesTo: z.string().min(1),
  provenance: provenanceSchema,
})

export const lairDropItemLevelSchema = z.object({
  difficulty: z.enum(['world', 'normal', 'heroic', 'mythic']),
  itemLevel: itemLevelSchema,
  provenance: provenanceSchema,
})

export const crestInfoSchema = z.object({
  family: z.string().min(1),
  replaces: z.string().min(1).nullable(),
  weeklyCap: z.number().int().positive().nullable(),
  capLiftedWeekOf: isoDateSchema.nullable(),
  provenance: provenanceSchema,
})

/**
 * An item level with its place on a track; track and rank are null where no source gives them.
 * A rank past the track's last step is an above-track level ("Myth 9", see aboveTrackItemLevels).
 */
export const rewardItemLevelSchema = z.object({
  itemLevel: itemLevelSchema,
  track: trackNameSchema.nullable(),
  rank: z.number().int().positive().nullable(),
})

const bossGroupKeySchema = z.string().regex(/^\d+(-\d+)?$/, 'a boss position or range, e.g. "2-3"')

/**
 * Raid loot rises by boss group (Boss 1, Bosses 2–3, 4–6, 7–8). The groups' levels are agreed;
 * which boss sits in which group comes from fewer sources, so each boss carries its own mark.
 */
export const raidLootSchema = z.object({
  /** The raid's journal instance id. */
  instanceId: gameIdSchema,
  groups: z
    .array(
      z.object({
        key: bossGroupKeySchema,
        /** "Bosses 2–3": by position in the raid, not by name. */
        label: z.string().min(1),
        drops: z.object({
          lfr: rewardItemLevelSchema,
          normal: rewardItemLevelSchema,
          heroic: rewardItemLevelSchema,
          mythic: rewardItemLevelSchema,
        }),
      }),
    )
    .min(1),
  groupsProvenance: provenanceSchema,
  /** Which group each boss drops at (as named for Mythic). */
  bosses: z.array(
    z.object({
      encounterId: gameIdSchema,
      group: bossGroupKeySchema,
      provenance: provenanceSchema,
    }),
  ),
  /** Why LFR, Normal and Heroic per-boss levels are less sure than Mythic's. */
  otherDifficulties: provenanceSchema,
  /** The raid's Great Vault: one level per difficulty (Myth 9 bosses: see aboveTrackItemLevels). */
  vault: z.array(
    z.object({
      difficulty: raidDifficultySchema,
      reward: rewardItemLevelSchema,
      provenance: provenanceSchema,
    }),
  ),
})

/** Normal and Heroic dungeons (Mythic 0 and keys are in mythicPlus). */
export const dungeonDifficultySchema = z.object({
  difficulty: z.enum(['normal', 'heroic']),
  endOfDungeon: rewardItemLevelSchema,
  upgradeable: z.boolean(),
  provenance: provenanceSchema,
})

const keyLevelSchema = z.number().int().min(2)

export const mythicPlusRewardSchema = z.object({
  keyLevel: keyLevelSchema,
  /** True on the last row: the reward holds for this key level and every higher one. */
  andAbove: z.boolean(),
  endOfDungeon: rewardItemLevelSchema,
  vault: rewardItemLevelSchema,
  provenance: provenanceSchema,
})

export const mythicPlusCrestRewardSchema = z.object({
  keyLevel: keyLevelSchema,
  andAbove: z.boolean(),
  crest: z.string().min(1),
  amount: z.number().int().positive(),
  provenance: provenanceSchema,
})

export const ruleSchema = z.object({
  text: z.string().min(1),
  provenance: provenanceSchema,
})

export const mythicPlusSchema = z.object({
  mythicZero: z.object({
    endOfDungeon: rewardItemLevelSchema,
    vault: rewardItemLevelSchema,
    lockout: z.string().min(1).nullable(),
    /** The end-of-dungeon level and the lockout. */
    provenance: provenanceSchema,
    /** The vault level is less sure than the drop (sources disagree). */
    vaultProvenance: provenanceSchema,
  }),
  rewards: z.array(mythicPlusRewardSchema).min(1),
  crests: z.array(mythicPlusCrestRewardSchema),
  rules: z.array(ruleSchema),
})

export const greatVaultSchema = z.object({
  rows: z.array(
    z.object({
      activity: z.enum(['raid', 'dungeons', 'world']),
      /** How many completions unlock the 1st, 2nd and 3rd slot. */
      unlocks: z.array(z.number().int().positive()).min(1),
      counts: z.string().min(1),
    }),
  ),
  rules: z.array(ruleSchema),
  provenance: provenanceSchema,
})

export const affixSchema = z.object({
  slug: slugSchema,
  name: z.string().min(1),
  /** `to` null: active at every key level from `from` up. */
  keyLevels: z.object({ from: keyLevelSchema, to: keyLevelSchema.nullable() }),
  summary: z.string().min(1).nullable(),
  provenance: provenanceSchema,
})
