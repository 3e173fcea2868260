// The reference's corrections, and its inferred and disputed facts, carried into the dataset's
// provenance marks, where the outside reference facts (../shared/gamedata) are present.
import { expect, it } from 'vitest'
import { describeCrossCheck, isMarked } from './cross-check-reference'
import type { Trinket } from './schema'

describeCrossCheck(({ dataset, trinkets, facts, season, ours }) => {
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
