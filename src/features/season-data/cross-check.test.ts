// Checks the project's dataset against the outside reference facts (../shared/gamedata) where present.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { type SeasonDataset, seasonDatasetSchema } from './schema'

const referenceDir = path.resolve(process.cwd(), '../shared/gamedata')
const hasReference = existsSync(path.join(referenceDir, 'trinkets.json'))

// Only the parts of the reference files this test compares; unknown keys are ignored.
const referenceSpecsSchema = z.object({
  specs: z.array(
    z.object({
      spec_id: z.number(),
      spec: z.string(),
      class: z.string(),
      class_id: z.number(),
      raid_role: z.enum(['TANK', 'HEAL', 'DD']),
      role: z.enum(['MELEE', 'RANGED']),
      primary_stat: z.enum(['STRENGTH', 'AGILITY', 'INTELLECT']),
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
      bosses_in_order: z.array(referenceBossSchema),
    }),
  ),
  ilvl_evidence: z.object({ lair_drops: z.record(z.string(), z.number()) }),
})
const referenceFactsSchema = z.object({
  upgrade_tracks: z.object({
    ranks: z.record(z.string(), z.array(z.number())),
    crest_bands: z.record(z.string(), z.tuple([z.number(), z.number()])),
    raid_difficulty_to_track: z.record(z.string(), z.string()),
  }),
  mythic_plus_rewards: z.object({
    by_keystone_level: z.array(
      z.object({
        key_level: z.union([z.number(), z.string()]),
        end_of_dungeon_ilvl: z.number(),
        vault_ilvl: z.number(),
      }),
    ),
    crests_by_keystone_level: z.array(
      z.object({
        key_level: z.union([z.number(), z.string()]),
        crest: z.string(),
        amount: z.number(),
      }),
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
    }),
  ),
})

function readReference<T>(file: string, schema: z.ZodType<T>): T {
  return schema.parse(JSON.parse(readFileSync(path.join(referenceDir, file), 'utf8')))
}

const sorted = (values: Iterable<number | string>) => [...values].map(String).sort()
const keyLevel = (value: number | string) => Number.parseInt(String(value), 10)

if (!hasReference) {
  describe('cross-check against ../shared/gamedata', () => {
    it.skip(`skipped: no reference facts at ${referenceDir}`, () => {})
  })
} else {
  const dataset: SeasonDataset = seasonDatasetSchema.parse(
    JSON.parse(readFileSync(new URL('../../../data/season.json', import.meta.url), 'utf8')),
  )

  describe('cross-check against ../shared/gamedata', () => {
    it('has the same specs with the same role, range and primary stat', () => {
      const reference = readReference('specs.json', referenceSpecsSchema).specs
      const roleOf = { TANK: 'tank', HEAL: 'healer', DD: 'damage' } as const
      expect(sorted(dataset.specs.map((s) => s.id))).toEqual(
        sorted(reference.map((s) => s.spec_id)),
      )
      for (const ref of reference) {
        const spec = dataset.specs.find((s) => s.id === ref.spec_id)
        const wowClass = dataset.classes.find((c) => c.slug === spec?.classSlug)
        expect({
          name: spec?.name,
          className: wowClass?.name,
          classId: wowClass?.id,
          role: spec?.role,
          range: spec?.range,
          primaryStat: spec?.primaryStat,
        }).toEqual({
          name: ref.spec,
          className: ref.class,
          classId: ref.class_id,
          role: roleOf[ref.raid_role],
          range: ref.role.toLowerCase(),
          primaryStat: ref.primary_stat.toLowerCase(),
        })
      }
    })

    it('has the same dungeons, raid and lair with the same encounters in the same order', () => {
      const reference = readReference('season.json', referenceSeasonSchema)
      const referenceInstances = [...reference.mythic_plus_dungeons, ...reference.raids].map(
        (i) => ({
          id: i.journal_instance_id,
          encounters: ('bosses' in i ? i.bosses : i.bosses_in_order).map((b) => ({
            id: b.journal_encounter_id,
            name: b.name,
          })),
        }),
      )
      const ours = dataset.instances
        .filter((i) => i.kind !== 'world-bosses')
        .map((i) => ({ id: i.id, encounters: i.encounters.map(({ id, name }) => ({ id, name })) }))
      expect(ours).toEqual(referenceInstances)
      const dungeonIds = dataset.instances.filter((i) => i.kind === 'dungeon').map((i) => i.id)
      expect(dungeonIds).toEqual(reference.mythic_plus_dungeons.map((d) => d.journal_instance_id))
      expect(
        Object.fromEntries(dataset.lairDropItemLevels.map((l) => [l.difficulty, l.itemLevel])),
      ).toEqual(
        Object.fromEntries(
          Object.entries(reference.ilvl_evidence.lair_drops).map(([k, v]) => [k.toLowerCase(), v]),
        ),
      )
    })

    it('has the same track steps, crest bands, raid tracks and Mythic+ table', () => {
      const facts = readReference('season_facts.json', referenceFactsSchema)
      const { ranks, crest_bands, raid_difficulty_to_track } = facts.upgrade_tracks
      for (const track of dataset.upgradeTracks) {
        expect(track.steps.map((s) => s.itemLevel)).toEqual(ranks[track.name])
        expect([track.crest.band.from, track.crest.band.to]).toEqual(crest_bands[track.name])
      }
      expect(dataset.upgradeTracks).toHaveLength(Object.keys(ranks).length)
      expect(Object.fromEntries(dataset.raidDifficulties.map((d) => [d.name, d.track]))).toEqual(
        raid_difficulty_to_track,
      )
      const { by_keystone_level, crests_by_keystone_level } = facts.mythic_plus_rewards
      expect(
        dataset.mythicPlus.rewards.map((r) => [
          r.keyLevel,
          r.endOfDungeon.itemLevel,
          r.vault.itemLevel,
        ]),
      ).toEqual(
        by_keystone_level.map((r) => [keyLevel(r.key_level), r.end_of_dungeon_ilvl, r.vault_ilvl]),
      )
      expect(dataset.mythicPlus.crests.map((c) => [c.keyLevel, c.crest, c.amount])).toEqual(
        crests_by_keystone_level.map((c) => [keyLevel(c.key_level), c.crest, c.amount]),
      )
    })

    it('has the same trinkets with the same eligibility, sources, on-use flags and icons', () => {
      const reference = readReference('trinkets.json', referenceTrinketsSchema).trinkets
      const roleOf: Record<string, string> = { TANK: 'tank', HEAL: 'healer', DD: 'damage' }
      expect(sorted(dataset.trinkets.map((t) => t.id))).toEqual(
        sorted(reference.map((t) => t.item_id)),
      )
      for (const ref of reference) {
        const trinket = dataset.trinkets.find((t) => t.id === ref.item_id)
        expect(
          trinket && {
            name: trinket.name,
            quality: trinket.quality,
            primaryStats: sorted(trinket.primaryStats),
            roles: sorted(trinket.roles),
            specIds: sorted(trinket.specIds),
            onUse: trinket.onUse,
            icon: trinket.icon,
            sources: sorted(trinket.sources.map((s) => `${s.instanceId}:${s.encounterId}`)),
          },
        ).toEqual({
          name: ref.name,
          quality: ref.quality,
          primaryStats: sorted(ref.primary_stats.map((s) => s.toLowerCase())),
          roles: sorted(ref.raid_roles.map((r) => roleOf[r] ?? r)),
          specIds: sorted(ref.spec_ids),
          onUse: ref.on_use,
          icon: { name: ref.icon, fileId: ref.icon_file_id },
          sources: sorted(
            ref.sources.map((s) => `${s.journal_instance_id}:${s.journal_encounter_id}`),
          ),
        })
      }
    })
  })
}
