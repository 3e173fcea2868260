// What the cross-check tests share: the outside reference facts (../shared/gamedata) where present,
// read in the shapes they compare, and the project's dataset beside them.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { describeWithReference } from '../../test/reference-files'
import { type Provenance, type SeasonDataset, seasonDatasetSchema, type Trinket } from './schema'

// Beside the repository, as in CI; found from this file so the working directory does not matter.
const referenceUrl = new URL('../../../../shared/gamedata/', import.meta.url)
export const referenceDir = fileURLToPath(referenceUrl)
/** The reference files the shared cross-check reads (readCrossCheck). */
const crossCheckFiles = [
  'trinkets.json',
  'season_facts.json',
  'season.json',
  'raid_boss_item_levels.json',
].map((file) => new URL(file, referenceUrl))

// Only the parts of the reference files these tests compare; unknown keys are ignored.
export const referenceSpecsSchema = z.object({
  specs: z.array(
    z.object({
      spec_id: z.number(),
      spec: z.string(),
      class: z.string(),
      class_id: z.number(),
      raid_role: z.enum(['TANK', 'HEAL', 'DD']),
      role: z.enum(['MELEE', 'RANGED']),
      primary_stat: z.enum(['STRENGTH', 'AGILITY', 'INTELLECT']),
      note: z.string().optional(),
    }),
  ),
})
const referenceBossSchema = z.object({ journal_encounter_id: z.number(), name: z.string() })
const referenceSeasonSchema = z.object({
  mythic_plus_dungeons: z.array(
    z.object({
      journal_instance_id: z.number(),
      name: z.string(),
      bosses: z.array(referenceBossSchema),
    }),
  ),
  raids: z.array(
    z.object({
      journal_instance_id: z.number(),
      name: z.string(),
      bosses_in_order: z.array(referenceBossSchema),
    }),
  ),
  ilvl_evidence: z.object({
    lair_drops: z.record(z.string(), z.number()),
    myth_9: z.number(),
    _src: z.string(),
  }),
})
const keyLevelField = z.union([z.number(), z.string()])
const referenceFactsSchema = z.object({
  patch_12_1_release: z.object({ NA: z.string(), EU: z.string() }),
  season_2_start: z.object({ NA: z.string(), EU: z.string() }),
  upgrade_tracks: z.object({
    ranks: z.record(z.string(), z.array(z.number())),
    crest_bands: z.record(z.string(), z.tuple([z.number(), z.number()])),
    raid_difficulty_to_track: z.record(z.string(), z.string()),
  }),
  mythic_plus_rewards: z.object({
    mythic_0: z.object({
      end_of_dungeon_ilvl: z.number(),
      track: z.string(),
      vault_ilvl: z.number(),
      lockout: z.string(),
    }),
    by_keystone_level: z.array(
      z.object({
        key_level: keyLevelField,
        end_of_dungeon_ilvl: z.number(),
        end_of_dungeon_track: z.string(),
        vault_ilvl: z.number(),
        vault_track: z.string(),
      }),
    ),
    crests_by_keystone_level: z.array(
      z.object({ key_level: keyLevelField, crest: z.string(), amount: z.number() }),
    ),
    caveats: z.array(z.string()),
  }),
  great_vault: z.object({ rows: z.record(z.string(), z.string()), pvp_row: z.string() }),
  mythic_plus_affixes: z.object({
    season_2_specific_evidence: z.array(
      z.object({ affix: z.string(), confidence: z.string().optional() }),
    ),
  }),
})
const referenceTrinketsSchema = z.object({
  trinkets: z.array(
    z.object({
      item_id: z.number(),
      name: z.string(),
      quality: z.string(),
      primary_stats: z.array(z.string()),
      raid_roles: z.array(z.string()),
      spec_ids: z.array(z.number()),
      on_use: z.boolean().nullable(),
      icon: z.string().nullable(),
      icon_file_id: z.number().nullable(),
      sources: z.array(
        z.object({ journal_instance_id: z.number(), journal_encounter_id: z.number() }),
      ),
      effect: z
        .object({
          kind: z.enum(['on-use', 'proc', 'passive']).optional(),
          gives: z.array(z.string()),
          duration_s: z.number().optional(),
          cooldown_s: z.number().optional(),
          internal_cooldown_s: z.number().optional(),
          use_effect: z.string().optional(),
          equip_effect: z.string().optional(),
          note: z.string().optional(),
        })
        .nullable(),
      ilvl: z.object({
        min: z.number().nullable(),
        max_track: z.number().nullable(),
        max_incl_myth9: z.number().nullable().optional(),
      }),
      corrections: z.array(z.string()).nullable().optional(),
      conflicts: z.array(z.string()).nullable().optional(),
      notes: z.string().nullable().optional(),
    }),
  ),
  cross_file_conflicts: z.array(
    z.object({
      item_id: z.union([z.number(), z.array(z.number()), z.null()]),
      issue: z.string(),
      detail: z.string(),
    }),
  ),
})

const referenceDifficulty = z.enum(['LFR', 'Normal', 'Heroic', 'Mythic'])
const referenceRaidLevelsSchema = z.object({
  journal_instance_id: z.number(),
  raid_loot_by_boss_group: z.object({
    groups: z.array(
      z.object({
        group: z.string(),
        by_difficulty: z.record(
          referenceDifficulty,
          z.object({ ilvl: z.number(), track_step: z.string(), confidence: z.string() }),
        ),
      }),
    ),
  }),
  raid_loot_by_boss: z.array(
    z.object({
      journal_encounter_id: z.number(),
      name: z.string(),
      ilvl_group: z.string(),
      ilvl: z.record(referenceDifficulty, z.number()),
      conflict: z.string().optional(),
      note: z.string().optional(),
    }),
  ),
  raid_great_vault: z.object({
    by_difficulty: z.record(
      referenceDifficulty,
      z.object({
        ilvl: z.number(),
        track_step: z.string(),
        confidence: z.string(),
        bosses_7_8_and_very_rare: z.object({ ilvl: z.number() }).optional(),
      }),
    ),
  }),
  dungeons: z.object({
    normal: z.object({ end_of_run_ilvl: z.number(), confidence: z.string() }),
    heroic: z.object({
      conflict: z.boolean(),
      values: z.array(z.object({ end_of_run_ilvl: z.number(), track_step: z.string() })),
    }),
    mythic_0: z.object({
      end_of_run_ilvl: z.number(),
      great_vault: z.object({
        conflict: z.boolean(),
        values: z.array(z.object({ ilvl: z.number(), track_step: z.string() })),
      }),
    }),
  }),
})

export function readReference<T>(file: string, schema: z.ZodType<T>): T {
  return schema.parse(JSON.parse(readFileSync(new URL(file, referenceUrl), 'utf8')))
}

export const sorted = (values: Iterable<number | string>) => [...values].map(String).sort()
export const keyLevel = (value: number | string) => Number.parseInt(String(value), 10)
/** "Champion 2" or "Champion 1/6" → { track: 'Champion', rank: 2 }. */
export function placement(text: string) {
  const match = /^(\w+) (\d+)(?:\/\d+)?$/.exec(text)
  return match ? { track: match[1], rank: Number(match[2]) } : { track: text, rank: null }
}
export const numbersIn = (text: string) => text.match(/\d+(?:\.\d+)?/g) ?? []
export const isMarked = (provenance: Provenance | null | undefined) =>
  provenance !== null && provenance !== undefined && provenance.certainty !== 'confirmed'

/** The dataset and the reference files, read once the reference is known to be there. */
export function readCrossCheck() {
  const dataset: SeasonDataset = seasonDatasetSchema.parse(
    JSON.parse(readFileSync(new URL('../../../data/season.json', import.meta.url), 'utf8')),
  )
  const trinkets = readReference('trinkets.json', referenceTrinketsSchema)
  const facts = readReference('season_facts.json', referenceFactsSchema)
  const season = readReference('season.json', referenceSeasonSchema)
  const raidLevels = readReference('raid_boss_item_levels.json', referenceRaidLevelsSchema)
  const difficultyOf = {
    lfr: 'LFR',
    normal: 'Normal',
    heroic: 'Heroic',
    mythic: 'Mythic',
  } as const
  const raidDifficultyOf = (name: (typeof difficultyOf)[keyof typeof difficultyOf]) => {
    const found = (Object.keys(difficultyOf) as (keyof typeof difficultyOf)[]).find(
      (key) => difficultyOf[key] === name,
    )
    if (!found) throw new Error(`unknown difficulty ${name}`)
    return found
  }
  const ours = (itemId: number): Trinket => {
    const trinket = dataset.trinkets.find((t) => t.id === itemId)
    if (!trinket) throw new Error(`trinket ${itemId} is missing from the dataset`)
    return trinket
  }
  return { dataset, trinkets, facts, season, raidLevels, difficultyOf, raidDifficultyOf, ours }
}

/**
 * The calling file's cross-check against ../shared/gamedata: its tests, given the dataset and the
 * reference files; without them, a failure in CI and a skipped test elsewhere (describeWithReference).
 */
export function describeCrossCheck(tests: (check: ReturnType<typeof readCrossCheck>) => void) {
  describeWithReference('cross-check against ../shared/gamedata', crossCheckFiles, () =>
    tests(readCrossCheck()),
  )
}
