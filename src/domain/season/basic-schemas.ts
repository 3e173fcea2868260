// The pieces every part of the season dataset is built from: how sure a fact is and where it was
// read, ids, slugs, dates and the game's fixed word lists.
import { z } from 'zod'
import { raidDifficulties, upgradeTrackNames } from './vocabulary'

/**
 * How sure a fact is; pages show the inferred and disputed marks with their note.
 * - `confirmed`: read in a source. A note may still qualify it (only one guide says so, a part of
 *   it is not in the sources); pages show that note without a mark.
 * - `inferred`: worked out from other facts (e.g. a step from the track's rhythm), not read in a
 *   source.
 * - `disputed`: sources disagree, or a later source says the value changed without giving the new
 *   one. The dataset keeps the value of the later official source, and the note says who says what.
 * Inferred and disputed facts must say why in a note.
 */
export const certaintySchema = z.enum(['confirmed', 'inferred', 'disputed'])

export const provenanceSchema = z
  .object({
    /** The gist of where the fact was read, e.g. "hotfix notes 2026-08-14". */
    source: z.string().min(1),
    certainty: certaintySchema,
    note: z.string().min(1).optional(),
  })
  .refine((p) => p.certainty === 'confirmed' || p.note !== undefined, {
    message: 'an inferred or disputed fact needs a note saying why',
  })

export const isoDateSchema = z.iso.date()
export const slugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lowercase hyphenated slug')
export const gameIdSchema = z.number().int().positive()
export const itemLevelSchema = z.number().int().positive()

export const roleSchema = z.enum(['tank', 'healer', 'damage'])
export type Role = z.infer<typeof roleSchema>
export const rangeSchema = z.enum(['melee', 'ranged'])
export const primaryStatSchema = z.enum(['strength', 'agility', 'intellect'])
export const qualitySchema = z.enum(['rare', 'epic'])
export const trackNameSchema = z.enum(upgradeTrackNames)
export const raidDifficultySchema = z.enum(raidDifficulties)
export const instanceKindSchema = z.enum(['dungeon', 'raid', 'lair', 'world-bosses'])

/** Per game region; null where no source gives the date. `us` is the Americas region. */
export const regionDatesSchema = z.object({
  us: isoDateSchema.nullable(),
  eu: isoDateSchema.nullable(),
  kr: isoDateSchema.nullable(),
  tw: isoDateSchema.nullable(),
  cn: isoDateSchema.nullable(),
})
