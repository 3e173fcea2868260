// The guides' trinket rankings against the outside reference facts (../shared/gamedata) where
// present.
import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { z } from 'zod'
import { describeWithReference } from '../../test/reference-files'
import { referenceDir } from './cross-check-reference'
import { seasonDatasetSchema } from './schema'

describeWithReference(
  'guide rankings against ../shared/gamedata/trinket_rankings.json',
  [`${referenceDir}trinket_rankings.json`],
  () => {
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
  },
)
