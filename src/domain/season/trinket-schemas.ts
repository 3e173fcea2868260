// A trinket: its effect in the project's own words, where it drops and what the sources corrected.
import { z } from 'zod'
import { publisherName } from '../plausibility'
import {
  gameIdSchema,
  isoDateSchema,
  itemLevelSchema,
  primaryStatSchema,
  provenanceSchema,
  qualitySchema,
  roleSchema,
} from './basic-schemas'

export const effectKindSchema = z.enum(['on-use', 'proc', 'passive'])

/**
 * A trinket's effect in the project's own structured words (never tooltip text).
 * Null numbers are unknown or do not apply to that kind; describeEffect turns it into a sentence.
 */
export const effectSchema = z.object({
  /** Null: whether it is used, procs or is always on is unknown. */
  kind: effectKindSchema.nullable(),
  /**
   * What it does, as short phrases in the project's own words that read after "Use:", "Proc:" or
   * "Equip:" ("gain haste", "deal Nature damage split between enemies"). A part with a duration of
   * its own says it in its words ("allies move 25% faster for 10 s"); no number the sources lack.
   */
  gives: z.array(z.string().min(1)).min(1),
  /** How long the effect lasts; the sources do not say which part it covers when there are several. */
  durationSeconds: z.number().positive().nullable(),
  /** The on-use cooldown; null on an on-use effect means unknown. */
  cooldownSeconds: z.number().positive().nullable(),
  internalCooldownSeconds: z.number().positive().nullable(),
  /** A second, smaller use effect beside a proc (e.g. training a summoned helper), as a phrase. */
  alsoOnUse: z
    .object({ does: z.string().min(1), cooldownSeconds: z.number().positive().nullable() })
    .optional(),
  /** A second, smaller equip effect beside an on-use, as a phrase. */
  alsoOnEquip: z.string().min(1).optional(),
  note: z.string().min(1).optional(),
})

export const trinketSourceSchema = z.object({
  instanceId: gameIdSchema,
  encounterId: gameIdSchema,
})

export const correctionSchema = z.object({
  date: isoDateSchema,
  source: z.string().min(1),
  change: z.string().min(1),
})

/**
 * The last change to what a trinket does (its effect, its cooldown), as the hotfix or tuning notes
 * the sources cite give it. Who may loot it is not what it does: those fixes are `corrections`.
 */
export const trinketChangeSchema = z.object({
  date: isoDateSchema,
  /** The gist of where it was read, e.g. "2026-09-22 trinket tuning notes". */
  source: z.string().min(1),
  /** What changed, reading after "before its 22 Sep": "rework", "cooldown cut (120 → 90 s)". */
  what: z.string().min(1),
})

export const trinketSchema = z.object({
  /** The game's item id. */
  id: gameIdSchema,
  /** As the game names it (the Blizzard API's answer): no markup, no control characters. */
  name: publisherName,
  quality: qualitySchema,
  primaryStats: z.array(primaryStatSchema),
  roles: z.array(roleSchema).min(1),
  /** The specs that may loot and use it: the source of truth for eligibility. */
  specIds: z.array(gameIdSchema).min(1),
  /** Null: unknown (show "unknown", never guess). */
  onUse: z.boolean().nullable(),
  effect: effectSchema.nullable(),
  icon: z.object({
    /** The game's icon name, e.g. "inv_misc_food_87_sporelingsnack"; null where unknown. */
    name: z.string().min(1).nullable(),
    fileId: gameIdSchema.nullable(),
  }),
  sources: z.array(trinketSourceSchema).min(1),
  itemLevel: z.object({
    min: itemLevelSchema.nullable(),
    max: itemLevelSchema.nullable(),
    upgradeable: z.boolean().nullable(),
    provenance: provenanceSchema,
  }),
  /** Where each group of facts was read; null where the fact itself is unknown. */
  provenance: z.object({
    identity: provenanceSchema,
    eligibility: provenanceSchema,
    sources: provenanceSchema,
    onUse: provenanceSchema.nullable(),
    effect: provenanceSchema.nullable(),
    icon: provenanceSchema.nullable(),
  }),
  /** Later official fixes applied on top of the first source, newest last. */
  corrections: z.array(correctionSchema),
  /**
   * Absent where no source says it changed this season. A sim value, ranking or verdict older
   * than this was made for the trinket before the change, and pages say so.
   */
  lastChanged: trinketChangeSchema.optional(),
  /** Caveats a page should show beside the trinket. */
  notes: z.array(z.string().min(1)),
})

/** Whose ranking it is, in the names players know them by. */
