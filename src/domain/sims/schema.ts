// One spec's published trinket sims, as data/sims/<class>/<spec>.json holds them: for each fight,
// whose numbers (a simSources entry of the season dataset), when they were run, and each
// trinket's value per item level. Numbers are the publisher's, copied as published; nothing here
// is simmed or recomputed. What the schema cannot see (sources, units, lootable items) is
// checked against the season dataset by integrity.ts.
import { z } from 'zod'
import {
  gameId,
  parseOrRefuse,
  pastDateMaybeTime,
  publisherName,
  publisherTag,
} from '../plausibility'
import { fightStyles } from './fight-styles'

const slugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lowercase hyphenated slug')
const gameIdSchema = gameId

/** `[itemLevel, value]`: one published point of a trinket's curve. */
const simPointSchema = z.tuple([z.number().int().positive(), z.number().positive()])

/** Ascending item levels, as published; never extended past the published range. */
const simPointsSchema = z
  .array(simPointSchema)
  .min(1)
  .refine(
    (points) => points.every((point, i) => i === 0 || point[0] > (points[i - 1]?.[0] ?? 0)),
    'item levels must rise, each once',
  )

/**
 * A trinket the publisher simmed for the spec that is not one of the season's drops (crafted,
 * delve, PvP and older trinkets): kept only so that a character wearing one can be compared.
 * It is never a row of the season's list, so it carries the publisher's name for it.
 */
export const wornOnlySimSchema = z.object({
  itemId: gameIdSchema,
  name: publisherName,
  /** The publisher's own tag: Profession, Delve, High PvP, Raid, Dungeon; null where none. */
  sourceCategory: publisherTag.nullable(),
  points: simPointsSchema,
})

/** One fight's sims for the spec: each trinket's curve over item levels. */
export const simSetSchema = z.object({
  sourceId: slugSchema,
  fightStyle: z.enum(fightStyles),
  /** When the publisher ran it: a date, with the time where the publisher gives one. */
  simmedAt: pastDateMaybeTime(),
  /** The playstyle the scores hold for (QE Live names one per spec); null where none is named. */
  playstyle: publisherName.nullable(),
  items: z
    .array(
      z.object({
        itemId: gameIdSchema,
        points: simPointsSchema,
      }),
    )
    .min(1)
    .refine(
      (items) => new Set(items.map((i) => i.itemId)).size === items.length,
      'one curve per item',
    ),
  /** Values for trinkets players wear that are not the season's drops; never rows. */
  wornOnly: z
    .array(wornOnlySimSchema)
    .refine(
      (items) => new Set(items.map((i) => i.itemId)).size === items.length,
      'one curve per item',
    ),
})

export const specSimsSchema = z.object({
  schemaVersion: z.literal(1),
  seasonId: slugSchema,
  specId: gameIdSchema,
  classSlug: slugSchema,
  specSlug: slugSchema,
  sets: z
    .array(simSetSchema)
    .min(1)
    .refine(
      (sets) => new Set(sets.map((set) => set.fightStyle)).size === sets.length,
      'one set per fight style',
    ),
})

export type SimSet = z.infer<typeof simSetSchema>
export type SpecSims = z.infer<typeof specSimsSchema>
export type SimPoint = SimSet['items'][number]['points'][number]
export type WornOnlySim = z.infer<typeof wornOnlySimSchema>

/**
 * Validates raw JSON as one spec's sims; a mismatch throws one sentence naming the origin, the
 * field and the value. `parseSpecSimsFor` (plausible-sims.ts) adds the season's bounds.
 */
export function parseSpecSims(value: unknown, origin: string): SpecSims {
  return parseOrRefuse(specSimsSchema, value, origin)
}
