// The season dataset's one schema: data/season.json is validated by it and every type comes from it.
import { z } from 'zod'
import { simUnits } from '../sims/fight-styles'
import { raidDifficulties, upgradeTrackNames } from './vocabulary'

/**
 * How sure a fact is; pages show the inferred and disputed marks with their note.
 * - `confirmed`: read in a source. A note may still qualify it (only one guide says so, a part of
 *   it is not in the sources); pages show that note without a mark.
 * - `inferred`: worked out from other facts (e.g. a step from the track's rhythm), not read in a
 *   source.
 * - `disputed`: sources disagree, or a later source says the value changed without giving the new
 *   one. The dataset keeps the value of the later official source, and the note says who says what.
 * Inferred and disputed facts must say why in a note.
 */
export const certaintySchema = z.enum(['confirmed', 'inferred', 'disputed'])

export const provenanceSchema = z
  .object({
    /** The gist of where the fact was read, e.g. "hotfix notes 2026-08-14". */
    source: z.string().min(1),
    certainty: certaintySchema,
    note: z.string().min(1).optional(),
  })
  .refine((p) => p.certainty === 'confirmed' || p.note !== undefined, {
    message: 'an inferred or disputed fact needs a note saying why',
  })

const isoDateSchema = z.iso.date()
const slugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lowercase hyphenated slug')
const gameIdSchema = z.number().int().positive()
const itemLevelSchema = z.number().int().positive()

export const roleSchema = z.enum(['tank', 'healer', 'damage'])
export const rangeSchema = z.enum(['melee', 'ranged'])
export const primaryStatSchema = z.enum(['strength', 'agility', 'intellect'])
export const qualitySchema = z.enum(['rare', 'epic'])
export const trackNameSchema = z.enum(upgradeTrackNames)
export const raidDifficultySchema = z.enum(raidDifficulties)
export const instanceKindSchema = z.enum(['dungeon', 'raid', 'lair', 'world-bosses'])

/** Per game region; null where no source gives the date. `us` is the Americas region. */
const regionDatesSchema = z.object({
  us: isoDateSchema.nullable(),
  eu: isoDateSchema.nullable(),
  kr: isoDateSchema.nullable(),
  tw: isoDateSchema.nullable(),
  cn: isoDateSchema.nullable(),
})

export const seasonSchema = z.object({
  /** Stable id used in query keys and URLs, e.g. "midnight-s2". */
  id: slugSchema,
  name: z.string().min(1),
  expansion: z.string().min(1),
  patch: z.string().regex(/^\d+\.\d+(\.\d+)?$/),
  patchName: z.string().min(1).nullable(),
  patchReleaseDates: regionDatesSchema,
  startDates: regionDatesSchema,
  /** The newest source date among the facts: the dataset is true as of this day. */
  dataAsOf: isoDateSchema,
  provenance: provenanceSchema,
})

export const wowClassSchema = z.object({
  /** The game's class id. */
  id: gameIdSchema,
  slug: slugSchema,
  name: z.string().min(1),
  /** The game's standard class colour, e.g. "#C41E3A". */
  color: z.string().regex(/^#[0-9A-F]{6}$/),
  provenance: provenanceSchema,
})

export const specSchema = z.object({
  /** The game's specialization id. */
  id: gameIdSchema,
  /** Unique only within its class (Frost Mage vs Frost Death Knight). */
  slug: slugSchema,
  name: z.string().min(1),
  classSlug: slugSchema,
  role: roleSchema,
  range: rangeSchema,
  primaryStat: primaryStatSchema,
  provenance: provenanceSchema,
})

export const encounterSchema = z.object({
  /** The game's journal encounter id. */
  id: gameIdSchema,
  /** Null where no source names the boss. */
  name: z.string().min(1).nullable(),
  /** 1-based: in-game order in dungeons, kill order in the raid. */
  order: z.number().int().positive(),
})

export const instanceSchema = z.object({
  /** The game's journal instance id. */
  id: gameIdSchema,
  slug: slugSchema,
  name: z.string().min(1),
  /** Dungeons are the season's Mythic+ pool. */
  kind: instanceKindSchema,
  encounters: z.array(encounterSchema).min(1),
  provenance: provenanceSchema,
})

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
})

export const upgradeTrackSchema = z.object({
  name: trackNameSchema,
  steps: z.array(trackStepSchema).min(1),
  crest: z.object({
    name: z.string().min(1),
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
  costPerUpgrade: z.number().int().positive().nullable(),
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

export const effectKindSchema = z.enum(['on-use', 'proc', 'passive'])

/**
 * A trinket's effect in the project's own structured words (never tooltip text).
 * Null numbers are unknown or do not apply to that kind; describeEffect turns it into a sentence.
 */
export const effectSchema = z.object({
  /** Null: whether it is used, procs or is always on is unknown. */
  kind: effectKindSchema.nullable(),
  /**
   * What it does, as short phrases in the project's own words that read after "Use:", "Proc:" or
   * "Equip:" ("gain haste", "deal Nature damage split between enemies"). A part with a duration of
   * its own says it in its words ("allies move 25% faster for 10 s"); no number the sources lack.
   */
  gives: z.array(z.string().min(1)).min(1),
  /** How long the effect lasts; the sources do not say which part it covers when there are several. */
  durationSeconds: z.number().positive().nullable(),
  /** The on-use cooldown; null on an on-use effect means unknown. */
  cooldownSeconds: z.number().positive().nullable(),
  internalCooldownSeconds: z.number().positive().nullable(),
  /** A second, smaller use effect beside a proc (e.g. training a summoned helper), as a phrase. */
  alsoOnUse: z
    .object({ does: z.string().min(1), cooldownSeconds: z.number().positive().nullable() })
    .optional(),
  /** A second, smaller equip effect beside an on-use, as a phrase. */
  alsoOnEquip: z.string().min(1).optional(),
  note: z.string().min(1).optional(),
})

export const trinketSourceSchema = z.object({
  instanceId: gameIdSchema,
  encounterId: gameIdSchema,
})

export const correctionSchema = z.object({
  date: isoDateSchema,
  source: z.string().min(1),
  change: z.string().min(1),
})

export const trinketSchema = z.object({
  /** The game's item id. */
  id: gameIdSchema,
  name: z.string().min(1),
  quality: qualitySchema,
  primaryStats: z.array(primaryStatSchema),
  roles: z.array(roleSchema).min(1),
  /** The specs that may loot and use it: the source of truth for eligibility. */
  specIds: z.array(gameIdSchema).min(1),
  /** Null: unknown (show "unknown", never guess). */
  onUse: z.boolean().nullable(),
  effect: effectSchema.nullable(),
  icon: z.object({
    /** The game's icon name, e.g. "inv_misc_food_87_sporelingsnack"; null where unknown. */
    name: z.string().min(1).nullable(),
    fileId: gameIdSchema.nullable(),
  }),
  sources: z.array(trinketSourceSchema).min(1),
  itemLevel: z.object({
    min: itemLevelSchema.nullable(),
    max: itemLevelSchema.nullable(),
    upgradeable: z.boolean().nullable(),
    provenance: provenanceSchema,
  }),
  /** Where each group of facts was read; null where the fact itself is unknown. */
  provenance: z.object({
    identity: provenanceSchema,
    eligibility: provenanceSchema,
    sources: provenanceSchema,
    onUse: provenanceSchema.nullable(),
    effect: provenanceSchema.nullable(),
    icon: provenanceSchema.nullable(),
  }),
  /** Later official fixes applied on top of the first source, newest last. */
  corrections: z.array(correctionSchema),
  /** Caveats a page should show beside the trinket. */
  notes: z.array(z.string().min(1)),
})

/** Whose ranking it is, in the names players know them by. */
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
export const tierSchema = z.enum(['S', 'A', 'B', 'C', 'D', 'F'])

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
    items: z.array(z.object({ itemId: gameIdSchema, tier: tierSchema })).min(1),
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
    items: z.array(z.object({ itemId: gameIdSchema, share: z.number().gt(0).max(1) })).min(1),
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
  /** When the numbers were read from the publisher. */
  capturedDate: isoDateSchema,
  /** The specs it has numbers for this season; each has a file in data/sims. */
  specIds: z.array(gameIdSchema).min(1),
  provenance: provenanceSchema,
})

export const seasonDatasetSchema = z.object({
  schemaVersion: z.literal(1),
  season: seasonSchema,
  classes: z.array(wowClassSchema).min(1),
  specs: z.array(specSchema).min(1),
  instances: z.array(instanceSchema).min(1),
  raidDifficulties: z.array(raidDifficultyTrackSchema),
  upgradeTracks: z.array(upgradeTrackSchema).min(1),
  aboveTrackItemLevels: z.array(aboveTrackItemLevelSchema),
  lairDropItemLevels: z.array(lairDropItemLevelSchema),
  raidLoot: raidLootSchema,
  dungeonDifficulties: z.array(dungeonDifficultySchema),
  crests: crestInfoSchema,
  mythicPlus: mythicPlusSchema,
  greatVault: greatVaultSchema,
  affixes: z.array(affixSchema),
  trinkets: z.array(trinketSchema).min(1),
  /** The guides' published rankings, per spec and publisher. */
  guideRankings: z.array(guideRankingSchema),
  /** Who published trinket sims this season, for which specs and when. */
  simSources: z.array(simSourceSchema),
})

export type Certainty = z.infer<typeof certaintySchema>
export type Provenance = z.infer<typeof provenanceSchema>
export type Role = z.infer<typeof roleSchema>
export type Range = z.infer<typeof rangeSchema>
export type PrimaryStat = z.infer<typeof primaryStatSchema>
export type Quality = z.infer<typeof qualitySchema>
export type TrackName = z.infer<typeof trackNameSchema>
export type RaidDifficulty = z.infer<typeof raidDifficultySchema>
export type InstanceKind = z.infer<typeof instanceKindSchema>
export type Season = z.infer<typeof seasonSchema>
export type WowClass = z.infer<typeof wowClassSchema>
export type Spec = z.infer<typeof specSchema>
export type Encounter = z.infer<typeof encounterSchema>
export type Instance = z.infer<typeof instanceSchema>
export type RaidDifficultyTrack = z.infer<typeof raidDifficultyTrackSchema>
export type TrackStep = z.infer<typeof trackStepSchema>
export type UpgradeTrack = z.infer<typeof upgradeTrackSchema>
export type AboveTrackItemLevel = z.infer<typeof aboveTrackItemLevelSchema>
export type LairDropItemLevel = z.infer<typeof lairDropItemLevelSchema>
export type RaidLoot = z.infer<typeof raidLootSchema>
export type DungeonDifficulty = z.infer<typeof dungeonDifficultySchema>
export type CrestInfo = z.infer<typeof crestInfoSchema>
export type RewardItemLevel = z.infer<typeof rewardItemLevelSchema>
export type MythicPlusReward = z.infer<typeof mythicPlusRewardSchema>
export type MythicPlusCrestReward = z.infer<typeof mythicPlusCrestRewardSchema>
export type MythicPlus = z.infer<typeof mythicPlusSchema>
export type GreatVault = z.infer<typeof greatVaultSchema>
export type Rule = z.infer<typeof ruleSchema>
export type Affix = z.infer<typeof affixSchema>
export type EffectKind = z.infer<typeof effectKindSchema>
export type Effect = z.infer<typeof effectSchema>
export type TrinketSource = z.infer<typeof trinketSourceSchema>
export type Correction = z.infer<typeof correctionSchema>
export type Trinket = z.infer<typeof trinketSchema>
export type Publisher = z.infer<typeof publisherSchema>
export type RankingScenario = z.infer<typeof rankingScenarioSchema>
export type Tier = z.infer<typeof tierSchema>
export type GuideRanking = z.infer<typeof guideRankingSchema>
export type SimSource = z.infer<typeof simSourceSchema>
export type SeasonDataset = z.infer<typeof seasonDatasetSchema>
