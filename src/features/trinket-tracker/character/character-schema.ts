// The imported character's shape, as the SimulationCraft reader makes it and as localStorage keeps
// it. What is read back from storage was written by this site, or by anyone with the browser's
// devtools: it is parsed again, never trusted, and anything that does not read counts as no
// character.
//
// zod is not in the tracker's first load (this module's chunk, zod's mini build with the schema, is
// 7 KB gzip), so it is fetched on demand: with the reader (simc-import.ts), and by the store when
// a character is stored. The store only takes a character this schema parsed (the brand says so).
import * as z from 'zod/mini'
import { upgradeTrackNames } from '~/domain/season/vocabulary'

/**
 * Caps, far above what an addon export holds, so a tampered store (100,000 ids) costs nothing to
 * read: longer lists keep their first entries, as the reader keeps the first it meets.
 */
export const characterLimits = {
  /** The equipped two, the ones in the bags and the Great Vault's choices. */
  trinkets: 100,
  /** Bonus ids of one item, kept as the export wrote them. */
  bonusIds: 32,
  /** A character's name: the reader keeps its first 48 characters. */
  name: 48,
  /** An item's name, from the comment above it. */
  itemName: 120,
  /** Currencies, watermarks and achievements: an export lists a few dozen. */
  lists: 200,
} as const

/** The first `max` entries of a list; anything else is left for the schema to refuse. */
const capped = <T extends z.ZodMiniType>(item: T, max: number) =>
  z.pipe(
    z.transform((value: unknown) => (Array.isArray(value) ? value.slice(0, max) : value)),
    z.array(item),
  )

/** A string's first `max` characters. */
const clipped = (max: number) =>
  z.pipe(
    z.string(),
    z.transform((text) => text.slice(0, max)),
  )

/** An item id as the export writes it: up to nine digits. */
const itemId = z.int().check(z.minimum(0), z.maximum(999_999_999))

/** A currency and how many the character holds; the upgrade plan says what is out of range. */
const currencySchema = z.object({
  id: itemId,
  amount: z.int().check(z.minimum(-999_999_999), z.maximum(999_999_999)),
})
/** A slot (0 to 16, the game's redundancy slots) and the character's highest level in it. */
const watermarkSchema = z.object({
  slot: z.int().check(z.minimum(0), z.maximum(16)),
  itemLevel: z.int().check(z.minimum(0), z.maximum(9999)),
})
const slug = z.string().check(z.maxLength(40), z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/))

/**
 * A trinket the export lists: one of the two equipped (`slot` says which), one in the bags, or one
 * of the Great Vault's choices (not the character's until taken). Any trinket, this season's or
 * not: the site's data says which it knows.
 */
/** What the item's bonus ids say: its level, and its track and rank where they name one. */
const bonusLevelSchema = z.object({
  itemLevel: z.int().check(z.minimum(1), z.maximum(9999)),
  kind: z.enum(['track', 'above-track', 'crafted', 'previous-season']),
  track: z.optional(
    z.object({
      name: z.enum(upgradeTrackNames),
      rank: z.int().check(z.minimum(1), z.maximum(99)),
      ranks: z.int().check(z.minimum(1), z.maximum(99)),
    }),
  ),
  /** "Myth 9", "crafted", "Season 1 Hero 4/6". */
  label: z.string().check(z.maxLength(80)),
  certainty: z.enum(['confirmed', 'inferred', 'disputed']),
  note: z.optional(z.string().check(z.maxLength(400))),
})

export const characterTrinketSchema = z.object({
  id: itemId,
  where: z.enum(['equipped', 'bags', 'vault']),
  /** `trinket1=` or `trinket2=`: only an equipped trinket has one. */
  slot: z.optional(z.union([z.literal(1), z.literal(2)])),
  /**
   * From the `# Name (305)` comment above the item (the game's own figure), else its `ilevel=`,
   * else what its bonus ids say; null where none of them does.
   */
  itemLevel: z.nullable(z.int().check(z.minimum(0), z.maximum(9999))),
  /** Whether the level is the export's own figure or was read from the bonus ids. */
  levelFrom: z._default(z.enum(['export', 'bonus-ids']), 'export'),
  /** What the bonus ids say, kept where the export's figure wins too (for the track and rank). */
  bonusLevel: z._default(z.nullable(bonusLevelSchema), null),
  /** The bonus ids name two different levels: none of them is taken. */
  bonusIdsContradict: z._default(z.boolean(), false),
  /** Kept as the export wrote them; the upgrade answer reads the level and track from them. */
  bonusIds: capped(itemId, characterLimits.bonusIds),
  /**
   * The export listed more bonus ids than the site keeps: the kept ones may describe another item
   * (a different level), so no profile set is written for it and the box says so.
   */
  bonusIdsCut: z._default(z.boolean(), false),
  /**
   * The name in the comment above the item, in the game client's language. A character stored
   * before names were kept has none: it reads as null, so nothing the player had is lost.
   */
  name: z._default(z.nullable(clipped(characterLimits.itemName)), null),
})

// A character stored by an earlier version may carry `ignored` (trinkets of other seasons, now kept
// in `trinkets` instead): an object drops keys it does not name, so that one still reads.
const characterFields = z.object({
  name: clipped(characterLimits.name),
  classSlug: slug,
  specSlug: slug,
  /** Every trinket the export lists, in the export's order. */
  trinkets: capped(characterTrinketSchema, characterLimits.trinkets),
  /** Trinkets past the first 100 the export listed, which were not kept. */
  trinketsLeftOut: z._default(z.int().check(z.minimum(0), z.maximum(1_000_000)), 0),
  /** `# WoW 12.1.0.69933` (or the addon's own version): which patch the export was made in. */
  gameVersion: z._default(
    z.nullable(z.string().check(z.maxLength(24), z.regex(/^\d{1,3}(\.\d{1,6}){1,3}$/))),
    null,
  ),
  /** `level=90`: the character's level. */
  level: z._default(z.nullable(z.int().check(z.minimum(1), z.maximum(999))), null),
  /** `# upgrade_currencies=c:3445:45/…`: the currencies (crests among them) the character holds. */
  currencies: z._default(capped(currencySchema, characterLimits.lists), []),
  /** `# slot_high_watermarks=10:308:308/…`: each slot's highest level this character has had. */
  watermarks: z._default(capped(watermarkSchema, characterLimits.lists), []),
  /** `# upgrade_achievements=62410/…`: the achievements the addon lists as done. */
  achievements: z._default(capped(itemId, characterLimits.lists), []),
})

export const importedCharacterSchema = characterFields.brand<'ImportedCharacter'>()

export type CharacterTrinket = z.infer<typeof characterTrinketSchema>
export type BonusLevel = z.infer<typeof bonusLevelSchema>
export type CharacterCurrency = z.infer<typeof currencySchema>
export type CharacterWatermark = z.infer<typeof watermarkSchema>
/** A character this schema read: the only kind the store keeps. */
export type ImportedCharacter = z.infer<typeof importedCharacterSchema>
/** The same fields before the schema has read them (what the reader puts together). */
export type CharacterFields = z.infer<typeof characterFields>

/** What was stored, if it still reads as a character; anything else counts as none. */
export function characterFromStorage(raw: string | null): ImportedCharacter | undefined {
  if (raw === null) return undefined
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return undefined
  }
  const read = importedCharacterSchema.safeParse(value)
  return read.success ? read.data : undefined
}
