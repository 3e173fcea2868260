// Trinket, raid and dungeon item levels against the outside reference facts (../shared/gamedata)
// where present.
import { expect, it } from 'vitest'
import { describeCrossCheck } from './cross-check-reference'

describeCrossCheck(
  ({ dataset, trinkets, season, raidLevels, difficultyOf, raidDifficultyOf, ours }) => {
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
  },
)
