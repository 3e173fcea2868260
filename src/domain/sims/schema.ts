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
  /**
   * A season trinket the publisher simmed for the spec that the loot data says the spec cannot
   * loot: never a row, but a character who owns one keeps its published value (issue 41).
   */
  cannotLoot: z.literal(true).optional(),
  points: simPointsSchema,
})

const simmedAtSchema = pastDateMaybeTime()

const uniqueItems = (items: readonly { itemId: number }[]) =>
  new Set(items.map((i) => i.itemId)).size === items.length

/**
 * A later or longer run of the same fight than the set's own (Bloodmallet's whole chart of a later
 * day, QE Live's rows beyond its top 15): values for trinkets the set's list lacks, kept apart
 * because they are not one chart with the set's numbers. Never rows of the list.
 */
export const laterRunSchema = z.object({
  /** A simSources id of the season dataset, of the set's unit. */
  sourceId: slugSchema,
  simmedAt: simmedAtSchema,
  /**
   * True where the site worked the values out from the publisher's raw numbers (Bloodmallet's DPS
   * turned into percent over the empty slot with its own rule); false where copied as published.
   */
  derived: z.boolean(),
  items: z
    .array(
      z.object({
        itemId: gameIdSchema,
        name: publisherName,
        sourceCategory: publisherTag.nullable(),
        /** A season trinket the spec cannot loot (see wornOnlySimSchema). */
        cannotLoot: z.literal(true).optional(),
        points: simPointsSchema,
      }),
    )
    .min(1)
    .refine(uniqueItems, 'one curve per item'),
})

/** One fight's sims for the spec: each trinket's curve over item levels. */
export const simSetSchema = z
  .object({
    sourceId: slugSchema,
    fightStyle: z.enum(fightStyles),
    /** When the publisher ran it: a date, with the time where the publisher gives one. */
    simmedAt: simmedAtSchema,
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
    /** Values from later or longer runs for trinkets the set lacks; absent in older files. */
    laterRuns: z.array(laterRunSchema).default([]),
  })
  .refine(
    (set) =>
      uniqueItems([...set.items, ...set.wornOnly, ...set.laterRuns.flatMap((run) => run.items)]),
    'an item has one curve in a set: in its items, its wornOnly or one later run',
  )

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
export type LaterRun = z.infer<typeof laterRunSchema>
export type LaterRunItem = LaterRun['items'][number]

/**
 * Validates raw JSON as one spec's sims; a mismatch throws one sentence naming the origin, the
 * field and the value. `parseSpecSimsFor` (plausible-sims.ts) adds the season's bounds.
 */
export function parseSpecSims(value: unknown, origin: string): SpecSims {
  return parseOrRefuse(specSimsSchema, value, origin)
}
