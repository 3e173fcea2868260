// `npm run data:upgrades`: copies the upgrade tracks' bonus ids, crest currencies and upgrade rules
// from the shared reference facts (../shared/gamedata/upgrade_tracks.json, see its
// UPGRADES-README.md) into data/season.json, in the dataset's own schema: each track rank's bonus
// id and each crest's currency id beside the levels the dataset already holds, the bonus ids that
// set a level outside the tracks (`itemBonuses`), and what a step costs (`upgradeRules`).
// The reference is read here, at import time only: the site never reads it at run time.
//
// The dataset's track levels come from the season's own sources; a reference rank whose level
// disagrees with them stops the import (one sentence), so the two can never drift apart quietly.
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import { z } from 'zod'
import { parseSeasonDataset } from '../src/domain/season/parse-dataset'
import type {
  Certainty,
  ItemBonuses,
  Provenance,
  SeasonDataset,
  UpgradeRules,
} from '../src/domain/season/schema'
import { upgradeTrackNames } from '../src/domain/season/vocabulary'

export const upgradesReferenceFile = new URL(
  '../../shared/gamedata/upgrade_tracks.json',
  import.meta.url,
)
const datasetFile = new URL('../data/season.json', import.meta.url)

const trackName = z.enum(upgradeTrackNames)
const referenceSchema = z.object({
  tracks: z.array(
    z.object({
      name: trackName,
      crest: z.object({ currency_id: z.number().int().positive(), name: z.string() }),
      crests_per_step: z.number().int().positive(),
      ranks: z.array(
        z.object({
          rank: z.number().int().positive(),
          item_level: z.number().int().positive(),
          bonus_id: z.number().int().positive(),
          certainty: z.string(),
        }),
      ),
    }),
  ),
  above_track: z.array(
    z.object({
      label: z.string(),
      bonus_id: z.number().int().positive(),
      item_level: z.number().int().positive(),
      certainty: z.string(),
      conflict: z.record(z.string(), z.string()).optional(),
    }),
  ),
  season_1_tracks: z.object({
    tracks: z.record(
      trackName,
      z.object({
        bonus_ids: z.array(z.number().int().positive()),
        item_levels: z.array(z.number().int().positive()),
        crest: z.object({ currency_id: z.number().int().positive(), name: z.string() }),
      }),
    ),
  }),
  other_item_level_bonus_ids: z.object({
    season_2: z.array(
      z.object({
        bonus_id: z.number().int().positive(),
        sets_item_level: z.number().int().positive().nullable(),
        priority: z.number().int().min(0).optional(),
        meaning: z.string().optional(),
        certainty: z.string(),
      }),
    ),
    crafting_quality_offsets: z.array(
      z.object({
        bonus_id: z.number().int().positive(),
        adds: z.number().int().min(0),
        crafting_quality: z.number().int().positive(),
      }),
    ),
    crafting_quality_offsets_certainty: z.string(),
    season_1_still_seen: z.array(
      z.object({
        bonus_id: z.number().int().positive(),
        sets_item_level: z.number().int().positive().optional(),
        adds: z.number().int().min(0).optional(),
        kind: z.string().optional(),
        priority: z.number().int().min(0).optional(),
        tag: z.string().optional(),
        certainty: z.string(),
      }),
    ),
  }),
  rules: z.object({
    step_cost: z.object({ certainty: z.string() }),
    high_watermark: z.object({
      export_slot_to_redundancy_slot: z.object({ trinket1: z.number(), trinket2: z.number() }),
      dissent: z.string(),
    }),
    achievement_discount: z.object({
      achievements: z.array(
        z.object({
          id: z.number().int().positive(),
          name: z.string(),
          crest: z.number().int().positive(),
        }),
      ),
    }),
  }),
})
type Reference = z.infer<typeof referenceSchema>

/** The gist of where the table was read: who, what, when; never the references' pointers. */
const tableSource =
  "Raidbots' bonus-id data 2026-08-12 and SimulationCraft's game-data extract (12.1.0.69933), checked against three real 12.1 addon exports"
const rulesSource =
  "Raidbots' upgrade data 2026-08-12; the SimulationCraft addon; community gearing guide 2026-10-07; upgrade addons"

/** The reference's certainty words ("verified", "inferred (Raidbots only)") as the dataset's. */
export function certaintyOf(words: string): { certainty: Certainty; note?: string } {
  const lower = words.toLowerCase()
  if (lower.startsWith('verified')) return { certainty: 'confirmed' }
  const why = words
    .replace(/^\w+\s*/, '')
    .replace(/^\((.*)\)$/, '$1')
    .replace(/^Raidbots only$/, "read in Raidbots' game data only")
  if (lower.startsWith('disputed'))
    return { certainty: 'disputed', note: why || 'sources disagree' }
  return {
    certainty: 'inferred',
    note: why || 'read in one game-data source only, not seen in an export',
  }
}

function provenance(source: string, words: string, note?: string): Provenance {
  const mark = certaintyOf(words)
  const notes = [note, mark.note].filter(Boolean).join('; ')
  return { source, certainty: mark.certainty, ...(notes ? { note: notes } : {}) }
}

/** "Myth 7" → Myth, 7; "Adventurer 8 (data only)" → Adventurer, 8. */
function trackAndRank(label: string) {
  const match = /^(\w+) (\d+)/.exec(label)
  const track = trackName.safeParse(match?.[1])
  return track.success ? { track: track.data, rank: Number(match?.[2]) } : {}
}

function itemBonusesOf(reference: Reference): ItemBonuses {
  const other = reference.other_item_level_bonus_ids
  const aboveTrack = reference.above_track.map((level) => {
    const place = trackAndRank(level.label)
    // Where sources disagree on a level, the dataset keeps the later official word: the gearing
    // guide of 2026-10-07 quotes a Blizzard post, the game-data snapshot is from 2026-08-12.
    const conflict = Object.entries(level.conflict ?? {})
    const fromGuide = conflict.find(([, who]) => /guide/i.test(who))
    const itemLevel = fromGuide ? Number(fromGuide[0]) : level.item_level
    const disputedBy = conflict.length
      ? `sources disagree: ${conflict.map(([value, who]) => `${value} in ${/guide/i.test(who) ? 'a gearing guide of 2026-10-07 quoting Blizzard' : "Raidbots' game data of 2026-08-12"}`).join(', ')}`
      : undefined
    return {
      bonusId: level.bonus_id,
      itemLevel,
      priority: 0,
      label: level.label.replace(/ \(.*\)$/, ''),
      kind: 'above-track' as const,
      ...place,
      provenance: disputedBy
        ? { source: tableSource, certainty: 'disputed' as const, note: disputedBy }
        : provenance(tableSource, level.certainty),
    }
  })
  const crafted = other.season_2.flatMap((bonus) =>
    bonus.sets_item_level === null
      ? []
      : [
          {
            bonusId: bonus.bonus_id,
            itemLevel: bonus.sets_item_level,
            priority: bonus.priority ?? 0,
            label: bonus.bonus_id === 13751 ? 'crafted' : `crafted (from ${bonus.sets_item_level})`,
            kind: 'crafted' as const,
            provenance: provenance(tableSource, bonus.certainty),
          },
        ],
  )
  const previous = other.season_1_still_seen.flatMap((bonus) =>
    bonus.sets_item_level === undefined
      ? []
      : [
          {
            bonusId: bonus.bonus_id,
            itemLevel: bonus.sets_item_level,
            priority: bonus.priority ?? 0,
            label: `Season 1${bonus.tag ? ` ${bonus.tag}` : ' crafted'}`,
            kind: 'previous-season' as const,
            provenance: provenance(tableSource, bonus.certainty),
          },
        ],
  )
  const offsets = [
    ...other.crafting_quality_offsets.map((offset) => ({
      bonusId: offset.bonus_id,
      adds: offset.adds,
      kind: 'crafting-quality' as const,
      provenance: provenance(
        tableSource,
        offset.bonus_id === 12497 ? 'verified' : 'inferred (Raidbots only, not seen in an export)',
      ),
    })),
    ...other.season_1_still_seen.flatMap((bonus) =>
      bonus.adds === undefined
        ? []
        : [
            {
              bonusId: bonus.bonus_id,
              adds: bonus.adds,
              kind: 'secondary' as const,
              provenance: provenance(tableSource, bonus.certainty),
            },
          ],
    ),
  ]
  const seasonOne = reference.season_1_tracks.tracks
  return {
    levels: [...aboveTrack, ...crafted, ...previous].sort((a, b) => a.bonusId - b.bonusId),
    offsets: offsets.sort((a, b) => a.bonusId - b.bonusId),
    previousSeason: {
      name: 'Season 1',
      crestFamily: 'Dawncrest',
      tracks: upgradeTrackNames.flatMap((name) => {
        const track = seasonOne[name]
        if (!track) return []
        return [
          {
            name,
            crestCurrencyId: track.crest.currency_id,
            steps: track.bonus_ids.map((bonusId, index) => ({
              rank: index + 1,
              itemLevel: track.item_levels[index] ?? 0,
              bonusId,
            })),
          },
        ]
      }),
      provenance: {
        source: tableSource,
        certainty: 'confirmed',
        note: 'Season 1 items are trackless in Season 2: they keep their level and take no crests.',
      },
    },
  }
}

function upgradeRulesOf(reference: Reference): UpgradeRules {
  const costs = new Set(reference.tracks.map((track) => track.crests_per_step))
  const [crestsPerStep] = [...costs]
  if (costs.size !== 1 || crestsPerStep === undefined) {
    throw new Error('The reference gives the tracks different crest costs per step.')
  }
  const slots = reference.rules.high_watermark.export_slot_to_redundancy_slot
  if (slots.trinket1 !== slots.trinket2) {
    throw new Error('The reference gives the two trinket slots different watermark slots.')
  }
  const crestTrack = new Map(reference.tracks.map((track) => [track.crest.currency_id, track.name]))
  return {
    crestsPerStep,
    stepCostProvenance: provenance(rulesSource, reference.rules.step_cost.certainty),
    watermark: {
      trinketSlot: slots.trinket1,
      provenance: {
        source: rulesSource,
        certainty: 'inferred',
        note: 'The game data and five community sources say a step up to the slot’s highest level this character has had is free; Blizzard has not documented it, and one early test was charged full price. The two trinkets share one mark, the lower of the pair.',
      },
    },
    mistDiscount: {
      crestsPerStep: crestsPerStep / 2,
      achievements: reference.rules.achievement_discount.achievements.flatMap((achievement) => {
        const track = crestTrack.get(achievement.crest)
        return track ? [{ achievementId: achievement.id, name: achievement.name, track }] : []
      }),
      provenance: {
        source: rulesSource,
        certainty: 'inferred',
        note: 'Half price per step once the warband has the track’s “… of the Mist” achievement: a guide citing a news post, and two addons; no official post was found, and whether it applies to the character who earned it is disputed.',
      },
    },
  }
}

/** The dataset with the reference's bonus ids, crest ids and rules; the levels must agree. */
export function withUpgrades(dataset: SeasonDataset, rawReference: unknown): SeasonDataset {
  const read = referenceSchema.safeParse(rawReference)
  if (!read.success) {
    const issue = read.error.issues[0]
    throw new Error(
      `The upgrade reference does not read: ${issue?.path.join('.') || 'the file'}: ${issue?.message}.`,
    )
  }
  const reference = read.data
  const upgradeTracks = dataset.upgradeTracks.map((track) => {
    const source = reference.tracks.find((t) => t.name === track.name)
    if (!source) throw new Error(`The upgrade reference has no ${track.name} track.`)
    return {
      ...track,
      crest: { ...track.crest, currencyId: source.crest.currency_id },
      steps: track.steps.map((step) => {
        const rank = source.ranks.find((r) => r.rank === step.rank)
        if (rank?.item_level !== step.itemLevel) {
          throw new Error(
            `${track.name} ${step.rank}/6 is ${step.itemLevel} in the dataset but ${rank?.item_level ?? 'missing'} in the upgrade reference.`,
          )
        }
        return { ...step, bonusId: rank.bonus_id }
      }),
    }
  })
  return {
    ...dataset,
    upgradeTracks,
    itemBonuses: itemBonusesOf(reference),
    upgradeRules: upgradeRulesOf(reference),
  }
}

/**
 * Rewrites the season file with the reference's upgrade facts, validated against the dataset's
 * schema before anything is written, and written whole (a scratch file renamed over it).
 */
export function importUpgradesInto(seasonFile: URL, referenceFile: URL = upgradesReferenceFile) {
  const raw = JSON.parse(readFileSync(seasonFile, 'utf8'))
  const reference = JSON.parse(readFileSync(referenceFile, 'utf8'))
  // The keys this import writes are read without their old values, so a first import works too.
  const current = parseSeasonDataset(
    withUpgrades(
      parseSeasonDataset(
        { ...raw, ...placeholders(raw) },
        'data/season.json without its upgrade facts',
      ),
      reference,
    ),
    'the imported upgrade facts',
  )
  // Only the keys this import owns change; the rest of the file stays as the other importers wrote
  // it, key order and all, so their "writes what is committed" checks and this one agree.
  const written = {
    ...raw,
    upgradeTracks: current.upgradeTracks,
    itemBonuses: current.itemBonuses,
    upgradeRules: current.upgradeRules,
  }
  const scratch = new URL(`${seasonFile.href}.upgrades-tmp`)
  writeFileSync(scratch, `${JSON.stringify(written, null, 2)}\n`)
  renameSync(scratch, seasonFile)
  return current
}

/** Stand-ins for the keys this import writes, so the file reads before its first import. */
function placeholders(raw: { upgradeTracks?: unknown }) {
  const tracks = Array.isArray(raw.upgradeTracks) ? raw.upgradeTracks : []
  const rules: UpgradeRules = {
    crestsPerStep: 1,
    stepCostProvenance: { source: 'placeholder', certainty: 'confirmed' },
    watermark: { trinketSlot: 0, provenance: { source: 'placeholder', certainty: 'confirmed' } },
    mistDiscount: {
      crestsPerStep: 1,
      achievements: [{ achievementId: 1, name: 'placeholder', track: 'Adventurer' }],
      provenance: { source: 'placeholder', certainty: 'confirmed' },
    },
  }
  return {
    upgradeTracks: tracks.map((track: { steps: object[]; crest: object }) => ({
      ...track,
      crest: { currencyId: 1, ...track.crest },
      steps: track.steps.map((step) => ({ bonusId: 1, ...step })),
    })),
    itemBonuses: {
      levels: [],
      offsets: [],
      previousSeason: {
        name: 'placeholder',
        crestFamily: 'placeholder',
        tracks: [
          {
            name: 'Adventurer',
            crestCurrencyId: 1,
            steps: [{ rank: 1, itemLevel: 1, bonusId: 1 }],
          },
        ],
        provenance: { source: 'placeholder', certainty: 'confirmed' },
      },
    },
    upgradeRules: rules,
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const written = importUpgradesInto(datasetFile)
    console.log(
      `Upgrade facts written to data/season.json: ${written.upgradeTracks.length} tracks with their bonus and crest ids, ${written.itemBonuses.levels.length} level-setting bonus ids, ${written.itemBonuses.offsets.length} offsets.`,
    )
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    process.exitCode = 1
  }
}
