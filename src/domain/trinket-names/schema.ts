// The names of the trinkets a Midnight character may carry, as data/trinket-names.json holds them:
// the season's own trinkets and the crafted, delve, world, PvP, older and last-season ones that a
// SimulationCraft export can name only by item id (bag lines often have no name comment). Each
// name was copied from a source and says which sources give it and how sure it is; nothing here
// is translated or guessed. `npm run data:names` writes the file from the shared reference.
import { z } from 'zod'
import { certaintySchema, gameIdSchema, slugSchema } from '../season/basic-schemas'
import { sourcePointers } from '../season/source-pointers'

/** Where a trinket comes from, as the sources say; not its item level or upgrade track. */
export const trinketCategories = [
  'season2-dungeon',
  'season2-raid',
  'season1',
  'delve',
  'world',
  'crafted',
  'pvp',
  'older',
] as const

/** The locales the reference gives names in; `es` because the source does not say which Spanish. */
export const nameLocales = ['de_DE', 'fr_FR', 'es', 'ru_RU', 'pt_BR', 'zh_CN'] as const

/** Control characters and angle brackets: a name is shown as text, never as markup. */
function isPlainName(name: string): boolean {
  for (const char of name) {
    const code = char.codePointAt(0) ?? 0
    if (code < 0x20 || (code >= 0x7f && code < 0xa0) || char === '<' || char === '>') return false
  }
  return true
}

const nameSchema = z
  .string()
  .min(1)
  .max(120)
  .refine(isPlainName, 'a name holds no control characters and no < or >')

export const trinketCategorySchema = z.enum(trinketCategories)

export const knownTrinketSchema = z
  .object({
    itemId: gameIdSchema,
    /** English, spelled as the sources spell it. */
    name: nameSchema,
    category: trinketCategorySchema,
    certainty: certaintySchema,
    /** Why a name is not plainly confirmed, or what qualifies it (one source only, a rename). */
    note: z.string().min(1).optional(),
    /** Where the trinket comes from, in words. */
    obtained: z.string().min(1).optional(),
    /** The sources that give this id and name, the first being the primary one. */
    sourceIds: z.array(slugSchema).min(1),
    /** Names in other languages, only where a source gives them. */
    localizedNames: z
      .partialRecord(z.enum(nameLocales), nameSchema)
      .refine((names) => Object.keys(names).length > 0, 'leave localizedNames out when empty')
      .optional(),
  })
  .refine((t) => t.certainty === 'confirmed' || t.note !== undefined, {
    message: 'an inferred or disputed name needs a note saying why',
  })

export const trinketNamesSchema = z
  .object({
    schemaVersion: z.literal(1),
    seasonId: slugSchema,
    sources: z
      .array(
        z.object({
          id: slugSchema,
          /** The gist of the source: who, what, when. */
          label: z.string().min(1),
        }),
      )
      .min(1),
    trinkets: z.array(knownTrinketSchema).min(1),
  })
  .superRefine((names, ctx) => {
    const ids = names.sources.map((s) => s.id)
    if (new Set(ids).size !== ids.length) ctx.addIssue('each source id once')
    const known = new Set(ids)
    names.trinkets.forEach((trinket, i) => {
      const before = names.trinkets[i - 1]
      if (before && before.itemId >= trinket.itemId) {
        ctx.addIssue({
          code: 'custom',
          path: ['trinkets', i, 'itemId'],
          message: `trinkets are sorted by item id, each once (${trinket.itemId} after ${before.itemId})`,
        })
      }
      for (const id of trinket.sourceIds) {
        if (!known.has(id)) {
          ctx.addIssue({
            code: 'custom',
            path: ['trinkets', i, 'sourceIds'],
            message: `${id} is not one of the sources`,
          })
        }
      }
    })
    // The file ships to the browser: it keeps the gist of each source, never the reference's
    // repository commits, stored-file ids or file paths.
    for (const problem of sourcePointers(names)) ctx.addIssue(problem)
  })

export type TrinketNames = z.infer<typeof trinketNamesSchema>
export type KnownTrinket = z.infer<typeof knownTrinketSchema>
export type TrinketCategory = z.infer<typeof trinketCategorySchema>
export type NameLocale = (typeof nameLocales)[number]

/** Validates raw JSON as the trinket names; a mismatch throws one readable Error naming the origin. */
export function parseTrinketNames(value: unknown, origin: string): TrinketNames {
  const result = trinketNamesSchema.safeParse(value)
  if (!result.success) {
    throw new Error(
      `The trinket names from ${origin} do not match the trinket names schema:\n${z.prettifyError(result.error)}`,
    )
  }
  return result.data
}
