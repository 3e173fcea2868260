// Each trinket's eligibility, sources, icon and effect against the outside reference facts
// (../shared/gamedata) where present.
import { expect, it } from 'vitest'
import { describeCrossCheck, numbersIn, sorted } from './cross-check-reference'

describeCrossCheck(({ dataset, trinkets, ours }) => {
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
        expect(referenceNumbers.has(number), `${ref.name}: ${number} is not in the reference`).toBe(
          true,
        )
      }
    }
  })
})
