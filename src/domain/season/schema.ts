// The season dataset's one schema: data/season.json is validated by it and every type comes from it.
// The parts live beside it by shape (basic-, loot-, trinket- and guide-schemas.ts); this file holds
// the season, its classes, specs and places, the whole dataset and the names of every part.
import { z } from 'zod'
import { publisherName } from '../plausibility'
import {
  type certaintySchema,
  gameIdSchema,
  instanceKindSchema,
  isoDateSchema,
  primaryStatSchema,
  provenanceSchema,
  type qualitySchema,
  type raidDifficultySchema,
  rangeSchema,
  regionDatesSchema,
  roleSchema,
  slugSchema,
  type trackNameSchema,
} from './basic-schemas'
import {
  guideRankingSchema,
  type publisherSchema,
  type rankingScenarioSchema,
  simSourceSchema,
  type tierSchema,
} from './guide-schemas'
import {
  itemBonusesSchema,
  type levelBonusSchema,
  type levelOffsetSchema,
  upgradeRulesSchema,
} from './item-bonus-schemas'
import {
  aboveTrackItemLevelSchema,
  affixSchema,
  crestInfoSchema,
  dungeonDifficultySchema,
  greatVaultSchema,
  lairDropItemLevelSchema,
  type mythicPlusCrestRewardSchema,
  type mythicPlusRewardSchema,
  mythicPlusSchema,
  raidDifficultyTrackSchema,
  raidLootSchema,
  type rewardItemLevelSchema,
  type ruleSchema,
  type trackStepSchema,
  upgradeTrackSchema,
} from './loot-schemas'
import {
  type correctionSchema,
  type effectKindSchema,
  type effectSchema,
  trinketSchema,
  type trinketSourceSchema,
} from './trinket-schemas'

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
  name: publisherName.nullable(),
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
  /** Bonus ids that set an item's level outside the season's track ranks (data:upgrades). */
  itemBonuses: itemBonusesSchema,
  /** What an upgrade step costs in crests, and what makes it cheaper (data:upgrades). */
  upgradeRules: upgradeRulesSchema,
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
// Defined beside its schema part, where the sims' word lists (fight-styles.ts) read it too.
export type { Role } from './basic-schemas'
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
export type LevelBonus = z.infer<typeof levelBonusSchema>
export type LevelOffset = z.infer<typeof levelOffsetSchema>
export type ItemBonuses = z.infer<typeof itemBonusesSchema>
export type UpgradeRules = z.infer<typeof upgradeRulesSchema>
