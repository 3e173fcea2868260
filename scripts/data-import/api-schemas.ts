// Zod schemas for the parts of Blizzard Game Data API responses the importer reads. Fields the API
// may leave out are optional, so a thin response parses and simply adds no facts.
import { z } from 'zod'
import { gameId, MAX_GAME_ID, publisherName } from '../../src/domain/plausibility'

const typed = z.object({ type: z.string(), name: z.string().optional() })
/**
 * A link to a resource, and the id and name every resource below starts with. Names go into the
 * dataset: one with markup or control characters refuses the whole answer, by field and value.
 */
const ref = z.object({
  id: z.number().int().min(0).max(MAX_GAME_ID),
  // Thin answers name nothing (""): the importer then keeps the known name.
  name: z
    .string()
    .refine((name) => name === '' || publisherName.safeParse(name).success, {
      message: 'a name holds letters, digits, spaces and ’:,.!?&()[]/+- only',
    })
    .optional(),
})

/** POST /token (OAuth client credentials). */
export const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.number().optional(),
})

/** GET /data/wow/journal-encounter/{id} */
export const journalEncounterSchema = ref.extend({
  id: gameId,
  items: z.array(z.object({ id: gameId, item: ref.extend({ id: gameId }) })).optional(),
  instance: ref.optional(),
  category: typed.optional(),
})

/** GET /data/wow/item/{id} */
export const itemSchema = ref.extend({
  id: gameId,
  quality: typed.optional(),
  inventory_type: typed.optional(),
  item_class: ref.optional(),
  item_subclass: ref.optional(),
  preview_item: z
    .object({
      stats: z
        .array(
          z.object({
            type: typed,
            value: z.number().optional(),
            is_negated: z.boolean().optional(),
          }),
        )
        .optional(),
      spells: z.array(z.object({ spell: ref, description: z.string().optional() })).optional(),
    })
    .optional(),
})

/** GET /data/wow/media/item/{id} */
export const itemMediaSchema = z.object({
  id: gameId,
  assets: z
    .array(
      z.object({ key: z.string(), value: z.string(), file_data_id: z.number().int().optional() }),
    )
    .optional(),
})

/** GET /data/wow/playable-specialization/{id} */
export const playableSpecializationSchema = ref.extend({
  id: gameId,
  playable_class: ref.optional(),
  role: typed.optional(),
  primary_stat_type: typed.optional(),
})

export type TokenResponse = z.infer<typeof tokenResponseSchema>
export type JournalEncounterResponse = z.infer<typeof journalEncounterSchema>
export type ItemResponse = z.infer<typeof itemSchema>
export type ItemMediaResponse = z.infer<typeof itemMediaSchema>
export type PlayableSpecializationResponse = z.infer<typeof playableSpecializationSchema>
