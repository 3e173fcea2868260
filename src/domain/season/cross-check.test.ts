// Checks the project's dataset against the outside reference facts (../shared/gamedata) where present.
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { type Provenance, type SeasonDataset, seasonDatasetSchema, type Trinket } from './schema'

// Beside the repository, as in CI; found from this file so the working directory does not matter.
const referenceUrl = new URL('../../../../shared/gamedata/', import.meta.url)
const referenceDir = fileURLToPath(referenceUrl)
const hasReference = existsSync(new URL('trinkets.json', referenceUrl))

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

function readReference<T>(file: string, schema: z.ZodType<T>): T {
  return schema.parse(JSON.parse(readFileSync(new URL(file, referenceUrl), 'utf8')))
}

const sorted = (values: Iterable<number | string>) => [...values].map(String).sort()
const keyLevel = (value: number | string) => Number.parseInt(String(value), 10)
/** "Champion 2" or "Champion 1/6" → { track: 'Champion', rank: 2 }. */
function placement(text: string) {
  const match = /^(\w+) (\d+)(?:\/\d+)?$/.exec(text)
  return match ? { track: match[1], rank: Number(match[2]) } : { track: text, rank: null }
}
const numbersIn = (text: string) => text.match(/\d+(?:\.\d+)?/g) ?? []
const isMarked = (provenance: Provenance | null | undefined) =>
  provenance !== null && provenance !== undefined && provenance.certainty !== 'confirmed'

if (!hasReference) {
  const reason = `skipped: no reference facts at ${referenceDir} (they sit beside the repository in CI)`
  // Also printed, so the default reporter shows why the cross-check did not run.
  console.warn(`cross-check against ../shared/gamedata ${reason}`)
  describe('cross-check against ../shared/gamedata', () => {
    it.skip(reason, () => {})
  })
} else {
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
          // A spec fact the reference says is unconfirmed carries a mark.
          marked: isMarked(spec?.provenance),
        }).toEqual({
          name: ref.spec,
          className: ref.class,
          classId: ref.class_id,
          role: roleOf[ref.raid_role],
          range: ref.role.toLowerCase(),
          primaryStat: ref.primary_stat.toLowerCase(),
          marked: ref.note !== undefined && /not confirmed/i.test(ref.note),
        })
      }
    })

    it('has the same dungeons, raid and lair with the same names and encounters in order', () => {
      const referenceInstances = [...season.mythic_plus_dungeons, ...season.raids].map((i) => ({
        id: i.journal_instance_id,
        name: i.name.replace(/ \(lair\)$/, ''),
        encounters: ('bosses' in i ? i.bosses : i.bosses_in_order).map((b) => ({
          id: b.journal_encounter_id,
          name: b.name,
        })),
      }))
      const instances = dataset.instances
        .filter((i) => i.kind !== 'world-bosses')
        .map((i) => ({
          id: i.id,
          name: i.name,
          encounters: i.encounters.map(({ id, name }) => ({ id, name })),
        }))
      expect(instances).toEqual(referenceInstances)
      const dungeonIds = dataset.instances.filter((i) => i.kind === 'dungeon').map((i) => i.id)
      expect(dungeonIds).toEqual(season.mythic_plus_dungeons.map((d) => d.journal_instance_id))
      expect(
        Object.fromEntries(dataset.lairDropItemLevels.map((l) => [l.difficulty, l.itemLevel])),
      ).toEqual(
        Object.fromEntries(
          Object.entries(season.ilvl_evidence.lair_drops).map(([k, v]) => [k.toLowerCase(), v]),
        ),
      )
      expect(dataset.aboveTrackItemLevels.map((l) => [l.label, l.itemLevel])).toEqual([
        ['Myth 9', season.ilvl_evidence.myth_9],
      ])
    })

    it('has the same season dates, track steps, crest bands and raid tracks', () => {
      expect(dataset.season.patchReleaseDates).toMatchObject({
        us: facts.patch_12_1_release.NA,
        eu: facts.patch_12_1_release.EU,
      })
      expect(dataset.season.startDates).toMatchObject({
        us: facts.season_2_start.NA,
        eu: facts.season_2_start.EU,
      })
      const { ranks, crest_bands, raid_difficulty_to_track } = facts.upgrade_tracks
      for (const track of dataset.upgradeTracks) {
        expect(track.steps.map((s) => s.itemLevel)).toEqual(ranks[track.name])
        expect([track.crest.band.from, track.crest.band.to]).toEqual(crest_bands[track.name])
      }
      expect(dataset.upgradeTracks).toHaveLength(Object.keys(ranks).length)
      expect(Object.fromEntries(dataset.raidDifficulties.map((d) => [d.name, d.track]))).toEqual(
        raid_difficulty_to_track,
      )
    })

    it('has the same Mythic+ table, with the same track placements, and the same Mythic 0 row', () => {
      const { mythic_0, by_keystone_level, crests_by_keystone_level } = facts.mythic_plus_rewards
      const zero = dataset.mythicPlus.mythicZero
      // The raid file's Mythic 0 vault (the later guides' value) gives its track step too.
      const zeroVault = raidLevels.dungeons.mythic_0.great_vault.values[0]
      expect(zeroVault?.ilvl).toBe(mythic_0.vault_ilvl)
      expect({
        endOfDungeon: zero.endOfDungeon,
        vault: zero.vault,
        lockout: zero.lockout,
      }).toEqual({
        endOfDungeon: { itemLevel: mythic_0.end_of_dungeon_ilvl, ...placement(mythic_0.track) },
        vault: { itemLevel: mythic_0.vault_ilvl, ...placement(zeroVault?.track_step ?? '') },
        lockout: mythic_0.lockout,
      })
      expect(raidLevels.dungeons.mythic_0.end_of_run_ilvl).toBe(zero.endOfDungeon.itemLevel)
      expect(zero.vaultProvenance.certainty).toBe(
        raidLevels.dungeons.mythic_0.great_vault.conflict ? 'disputed' : 'confirmed',
      )
      expect(
        dataset.mythicPlus.rewards.map((r) => ({
          keyLevel: r.keyLevel,
          andAbove: r.andAbove,
          endOfDungeon: r.endOfDungeon,
          vault: r.vault,
        })),
      ).toEqual(
        by_keystone_level.map((r) => ({
          keyLevel: keyLevel(r.key_level),
          andAbove: String(r.key_level).endsWith('+'),
          endOfDungeon: { itemLevel: r.end_of_dungeon_ilvl, ...placement(r.end_of_dungeon_track) },
          vault: { itemLevel: r.vault_ilvl, ...placement(r.vault_track) },
        })),
      )
      expect(
        dataset.mythicPlus.crests.map((c) => [c.keyLevel, c.andAbove, c.crest, c.amount]),
      ).toEqual(
        crests_by_keystone_level.map((c) => [
          keyLevel(c.key_level),
          String(c.key_level).endsWith('+'),
          c.crest,
          c.amount,
        ]),
      )
    })

    it('has the same Great Vault rows', () => {
      const unlocks = Object.fromEntries(
        Object.entries(facts.great_vault.rows).map(([activity, text]) => [
          activity,
          numbersIn(text).map(Number),
        ]),
      )
      expect(
        Object.fromEntries(dataset.greatVault.rows.map((r) => [r.activity, r.unlocks])),
      ).toEqual(unlocks)
    })

    it('has the same trinkets with the same eligibility, sources, on-use flags and icons', () => {
      const roleOf: Record<string, string> = { TANK: 'tank', HEAL: 'healer', DD: 'damage' }
      expect(sorted(dataset.trinkets.map((t) => t.id))).toEqual(
        sorted(trinkets.trinkets.map((t) => t.item_id)),
      )
      for (const ref of trinkets.trinkets) {
        const trinket = ours(ref.item_id)
        expect({
          name: trinket.name,
          quality: trinket.quality,
          primaryStats: sorted(trinket.primaryStats),
          roles: sorted(trinket.roles),
          specIds: sorted(trinket.specIds),
          onUse: trinket.onUse,
          icon: trinket.icon,
          sources: sorted(trinket.sources.map((s) => `${s.instanceId}:${s.encounterId}`)),
        }).toEqual({
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

    it('has the same effect kind, duration, cooldown and internal cooldown numbers', () => {
      for (const ref of trinkets.trinkets) {
        const { effect } = ours(ref.item_id)
        if (ref.effect === null) {
          expect(effect, ref.name).toBeNull()
          continue
        }
        // A proc with a small use beside it keeps the use's cooldown on `alsoOnUse`.
        const useBeside = ref.effect.use_effect !== undefined
        expect(
          effect && {
            kind: effect.kind,
            durationSeconds: effect.durationSeconds,
            cooldownSeconds: effect.cooldownSeconds,
            internalCooldownSeconds: effect.internalCooldownSeconds,
            alsoOnUseCooldownSeconds: effect.alsoOnUse?.cooldownSeconds,
            hasAlsoOnEquip: effect.alsoOnEquip !== undefined,
            hasNote: effect.note !== undefined,
          },
          ref.name,
        ).toEqual({
          kind: ref.effect.kind ?? null,
          durationSeconds: ref.effect.duration_s ?? null,
          cooldownSeconds: useBeside ? null : (ref.effect.cooldown_s ?? null),
          internalCooldownSeconds: ref.effect.internal_cooldown_s ?? null,
          alsoOnUseCooldownSeconds: useBeside ? (ref.effect.cooldown_s ?? null) : undefined,
          hasAlsoOnEquip: ref.effect.equip_effect !== undefined,
          hasNote: ref.effect.note !== undefined,
        })
      }
    })

    it('words effects in its own words, with no number the reference lacks', () => {
      for (const ref of trinkets.trinkets) {
        const { effect } = ours(ref.item_id)
        if (ref.effect === null || effect === null) continue
        const referenceTexts = [
          ...ref.effect.gives,
          ref.effect.use_effect,
          ref.effect.equip_effect,
          ref.effect.note,
        ].flatMap((text) => (text === undefined ? [] : [text]))
        const ownTexts = [
          ...effect.gives,
          effect.alsoOnUse?.does,
          effect.alsoOnEquip,
          effect.note,
        ].flatMap((text) => (text === undefined ? [] : [text]))
        const copied = new Set(referenceTexts.map((text) => text.trim().toLowerCase()))
        for (const text of ownTexts) {
          expect(copied.has(text.trim().toLowerCase()), `${ref.name}: "${text}" is copied`).toBe(
            false,
          )
        }
        const referenceNumbers = new Set([
          ...referenceTexts.flatMap(numbersIn),
          ...[ref.effect.duration_s, ref.effect.cooldown_s, ref.effect.internal_cooldown_s].map(
            String,
          ),
        ])
        for (const number of ownTexts.flatMap(numbersIn)) {
          expect(
            referenceNumbers.has(number),
            `${ref.name}: ${number} is not in the reference`,
          ).toBe(true)
        }
      }
    })

    it('has the same trinket item-level range, Myth 9 included, and each boss its own lowest drop', () => {
      const mythicZero = raidLevels.dungeons.mythic_0.end_of_run_ilvl
      for (const ref of trinkets.trinkets) {
        const { itemLevel } = ours(ref.item_id)
        const source = ref.sources[0]
        // The raid file is later and per boss: raid loot starts at its boss's LFR level, and
        // dungeon loot at Mythic 0, where the trinket file left the lowest drop open.
        const boss = raidLevels.raid_loot_by_boss.find(
          (b) => b.journal_encounter_id === source?.journal_encounter_id,
        )
        const isDungeon = season.mythic_plus_dungeons.some(
          (d) => d.journal_instance_id === source?.journal_instance_id,
        )
        const min = boss
          ? boss.ilvl.LFR
          : isDungeon && ref.ilvl.min === null
            ? mythicZero
            : ref.ilvl.min
        expect({ min: itemLevel.min, max: itemLevel.max }, ref.name).toEqual({
          min,
          max: ref.ilvl.max_incl_myth9 ?? ref.ilvl.max_track,
        })
      }
    })

    it('has the raid loot by boss group and difficulty, each boss in its group, and the raid vault', () => {
      const { raidLoot } = dataset
      expect(raidLoot.instanceId).toBe(raidLevels.journal_instance_id)
      expect(
        raidLoot.groups.map((g) => [
          g.key,
          ...Object.values(difficultyOf).map((name) => [
            g.drops[raidDifficultyOf(name)].itemLevel,
            `${g.drops[raidDifficultyOf(name)].track} ${g.drops[raidDifficultyOf(name)].rank}`,
          ]),
        ]),
      ).toEqual(
        raidLevels.raid_loot_by_boss_group.groups.map((g) => [
          g.group,
          ...Object.values(difficultyOf).map((name) => {
            const cell = g.by_difficulty[name]
            // "Myth 9 (above the 6-rank track; not upgradeable)" and "Hero 1/6" alike.
            const step = /^(\w+) (\d+)/.exec(cell?.track_step ?? '')
            return [cell?.ilvl, `${step?.[1]} ${step?.[2]}`]
          }),
        ]),
      )
      expect(raidLoot.groupsProvenance.certainty).toBe('confirmed')
      for (const ref of raidLevels.raid_loot_by_boss) {
        const boss = raidLoot.bosses.find((b) => b.encounterId === ref.journal_encounter_id)
        expect(boss?.group, ref.name).toBe(ref.ilvl_group)
        expect(boss?.provenance.certainty, ref.name).toBe(ref.conflict ? 'disputed' : 'confirmed')
      }
      expect(raidLoot.bosses).toHaveLength(raidLevels.raid_loot_by_boss.length)
      // Per-boss LFR, Normal and Heroic follow the Mythic grouping: worked out, so inferred.
      if (raidLevels.raid_loot_by_boss.some((b) => /inferred/.test(b.note ?? ''))) {
        expect(raidLoot.otherDifficulties.certainty).toBe('inferred')
      }
      for (const [difficulty, name] of Object.entries(difficultyOf)) {
        const ref = raidLevels.raid_great_vault.by_difficulty[name]
        const ours = raidLoot.vault.find((v) => v.difficulty === difficulty)
        expect(ours?.reward.itemLevel, `${name} vault`).toBe(ref?.ilvl)
        expect(`${ours?.reward.track} ${ours?.reward.rank}/6`, `${name} vault`).toBe(
          ref?.track_step,
        )
        expect(ours?.provenance.certainty, `${name} vault`).toBe(
          /^inferred/.test(ref?.confidence ?? '') ? 'inferred' : 'confirmed',
        )
        if (ref?.bosses_7_8_and_very_rare) {
          const above = dataset.aboveTrackItemLevels.find((l) => l.difficulty === difficulty)
          expect(above?.itemLevel).toBe(ref.bosses_7_8_and_very_rare.ilvl)
        }
      }
    })

    it('has the Normal and Heroic dungeon levels, the disputed one marked', () => {
      const { normal, heroic } = raidLevels.dungeons
      const ours = (difficulty: string) =>
        dataset.dungeonDifficulties.find((d) => d.difficulty === difficulty)
      expect(ours('normal')?.endOfDungeon.itemLevel).toBe(normal.end_of_run_ilvl)
      expect(ours('normal')?.upgradeable).toBe(false)
      expect(heroic.values.map((v) => v.end_of_run_ilvl)).toContain(
        ours('heroic')?.endOfDungeon.itemLevel,
      )
      expect(ours('heroic')?.provenance.certainty).toBe(heroic.conflict ? 'disputed' : 'confirmed')
    })

    it('applies and records the reference corrections, and invents none', () => {
      for (const ref of trinkets.trinkets) {
        const { corrections } = ours(ref.item_id)
        const referenceDates = (ref.corrections ?? []).map(
          (text) => /\d{4}-\d{2}-\d{2}/.exec(text)?.[0],
        )
        expect(
          corrections.map((c) => c.date),
          ref.name,
        ).toEqual(referenceDates)
      }
    })

    it('marks what the reference says is inferred or disputed', () => {
      // A trinket conflict marks the fact it is about, named by its first word.
      const fieldOf = (conflict: string): keyof Trinket['provenance'] | 'itemLevel' => {
        const subject = /^(\w+)/.exec(conflict)?.[1]?.toLowerCase()
        if (subject === 'on_use') return 'onUse'
        if (subject === 'source') return 'sources'
        if (subject === 'season') return 'itemLevel'
        return 'effect'
      }
      for (const ref of trinkets.trinkets) {
        const trinket = ours(ref.item_id)
        for (const conflict of ref.conflicts ?? []) {
          const field = fieldOf(conflict)
          const provenance =
            field === 'itemLevel' ? trinket.itemLevel.provenance : trinket.provenance[field]
          expect(provenance?.certainty, `${ref.name} ${field}: ${conflict}`).toBe('disputed')
        }
        // A later source that changed or extended the effect without the details also disputes it.
        if (ref.notes && /reworked|hotfix mentions/i.test(ref.notes)) {
          expect(trinket.provenance.effect?.certainty, `${ref.name}: ${ref.notes}`).toBe('disputed')
        }
      }

      // The shared world-boss loot: one boss in the scan, several in loot databases.
      const worldBossConflict = trinkets.cross_file_conflicts.find((c) =>
        /world boss/i.test(c.detail),
      )
      if (worldBossConflict) {
        const worldBosses = dataset.instances.find((i) => i.kind === 'world-bosses')
        expect(worldBosses?.provenance.certainty).toBe('disputed')
      }

      const mythSteps = dataset.upgradeTracks.find((t) => t.name === 'Myth')?.steps ?? []
      if (/intermediate myth steps.*\(inferred\)/i.test(season.ilvl_evidence._src)) {
        expect(mythSteps.map((s) => s.certainty)).toEqual([
          'confirmed',
          ...mythSteps.slice(1, -1).map(() => 'inferred'),
          'confirmed',
        ])
      }

      // "matches the addon at +6..+9 and +10 from play data": only keys below that stay disputed.
      const { caveats } = facts.mythic_plus_rewards
      const confirmedFrom = caveats
        .map((c) => /matches the addon at \+(\d+)/.exec(c)?.[1])
        .find((level) => level !== undefined)
      expect(confirmedFrom).toBeDefined()
      for (const row of dataset.mythicPlus.rewards) {
        expect(row.provenance.certainty, `+${row.keyLevel} rewards`).toBe(
          row.keyLevel < Number(confirmedFrom) ? 'disputed' : 'confirmed',
        )
      }
      const crestRange = caveats
        .map((c) => /crest amounts for \+(\d+)\.\.\+(\d+) are disputed/i.exec(c))
        .find((match) => match !== null)
      expect(crestRange).toBeDefined()
      for (const row of dataset.mythicPlus.crests) {
        const disputed =
          row.keyLevel >= Number(crestRange?.[1]) && row.keyLevel <= Number(crestRange?.[2])
        expect(row.provenance.certainty, `+${row.keyLevel} crests`).toBe(
          disputed ? 'disputed' : 'confirmed',
        )
      }

      for (const evidence of facts.mythic_plus_affixes.season_2_specific_evidence) {
        if (evidence.confidence !== 'low') continue
        const affix = dataset.affixes.find((a) => a.name === evidence.affix)
        expect(isMarked(affix?.provenance), evidence.affix).toBe(true)
      }

      // A claim only one guide makes was still read in a source: confirmed, with a note saying so.
      if (/guide claim/i.test(facts.great_vault.pvp_row)) {
        const rule = dataset.greatVault.rules.find((r) => /PvP/.test(r.text))
        expect(rule?.provenance.certainty).toBe('confirmed')
        expect(rule?.provenance.note).toMatch(/one .*guide/i)
      }
    })
  })

  describe('guide rankings against ../shared/gamedata/trinket_rankings.json', () => {
    const reference = z
      .object({
        specs: z.array(
          z.object({
            spec_id: z.number(),
            rankings: z.array(
              z.object({
                publisher: z.string(),
                stale: z.boolean(),
                items: z.array(
                  z.object({
                    item_id: z.number(),
                    in_dataset: z.boolean(),
                    spec_eligible_in_trinkets_json: z.boolean().optional(),
                    tier: z.string().optional(),
                    bispulse_rank: z.string().optional(),
                    wowhead_context: z.string().optional(),
                    note: z.string().optional(),
                  }),
                ),
              }),
            ),
          }),
        ),
      })
      .parse(JSON.parse(readFileSync(`${referenceDir}trinket_rankings.json`, 'utf8')))
    const dataset = seasonDatasetSchema.parse(
      JSON.parse(readFileSync(new URL('../../../data/season.json', import.meta.url), 'utf8')),
    )

    it('holds every current ranking of a lootable trinket, with its tier or pick as published, and no other', () => {
      const said = (specId: number, itemId: number) =>
        dataset.guideRankings
          .filter((r) => r.specId === specId)
          .flatMap((r) =>
            r.items
              .filter((item) => item.itemId === itemId)
              .map((item) =>
                'tier' in item
                  ? item.tier
                  : 'pick' in item
                    ? item.pick
                    : 'share' in item
                      ? item.share
                      : '',
              ),
          )
          .sort()
      for (const spec of reference.specs) {
        const expected = new Map<number, string[]>()
        for (const ranking of spec.rankings) {
          if (ranking.stale) continue
          for (const item of ranking.items) {
            const lootable = item.in_dataset && item.spec_eligible_in_trinkets_json !== false
            // Wowhead's "trinket" context is its trinket tier note: a tier, not a pick.
            const verdict =
              item.bispulse_rank && item.wowhead_context !== 'trinket'
                ? item.bispulse_rank === 'BiS'
                  ? 'best-in-slot'
                  : 'alternative'
                : item.tier
            if (!lootable) continue
            expected.set(item.item_id, [...(expected.get(item.item_id) ?? []), verdict ?? ''])
          }
        }
        for (const [itemId, verdicts] of expected) {
          const mine = said(spec.spec_id, itemId).map(String)
          for (const verdict of verdicts.filter(Boolean)) {
            expect(mine, `spec ${spec.spec_id}, item ${itemId}`).toContain(verdict)
          }
        }
        for (const ranking of spec.rankings) {
          for (const item of ranking.items.filter((i) => i.note && i.in_dataset)) {
            const notes = dataset.guideRankings
              .filter((r) => r.specId === spec.spec_id)
              .flatMap((r) => r.items.filter((i) => i.itemId === item.item_id))
              .map((i) => ('note' in i ? i.note : undefined))
            expect(notes, `spec ${spec.spec_id}, item ${item.item_id}`).toContain(item.note)
          }
        }
        const mentioned = new Set(
          dataset.guideRankings
            .filter((r) => r.specId === spec.spec_id)
            .flatMap((r) => r.items.map((item) => item.itemId)),
        )
        expect(
          [...mentioned].filter((id) => !expected.has(id)),
          `spec ${spec.spec_id}`,
        ).toEqual([])
      }
    })
  })
}
