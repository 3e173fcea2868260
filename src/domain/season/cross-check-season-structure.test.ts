// The season's specs, instances, dates, upgrade tracks, Mythic+ table and Great Vault against the
// outside reference facts (../shared/gamedata) where present.
import { expect, it } from 'vitest'
import {
  describeCrossCheck,
  isMarked,
  keyLevel,
  numbersIn,
  placement,
  readReference,
  referenceSpecsSchema,
  sorted,
} from './cross-check-reference'

describeCrossCheck(({ dataset, facts, season, raidLevels }) => {
  it('has the same specs with the same role, range and primary stat', () => {
    const reference = readReference('specs.json', referenceSpecsSchema).specs
    const roleOf = { TANK: 'tank', HEAL: 'healer', DD: 'damage' } as const
    expect(sorted(dataset.specs.map((s) => s.id))).toEqual(sorted(reference.map((s) => s.spec_id)))
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
    expect(Object.fromEntries(dataset.greatVault.rows.map((r) => [r.activity, r.unlocks]))).toEqual(
      unlocks,
    )
  })
})
