// `npm run data:rankings`: copies the guides' trinket rankings from the shared reference facts
// (../shared/gamedata/trinket_rankings.json) into data/season.json, in the dataset's own schema.
// The reference is read here, at import time only: the site never reads it at run time.
//
// What is left out, so that a page can never show it as a recommendation:
// - items that are not trinkets of this season's dataset, or that the spec cannot loot;
// - rankings marked stale or written for another season.
// Everything else is kept as published: every tier word in the publisher's order (maxroll's
// "Junkyard" below its letters), each item's note, and which list a verdict is from where a
// publisher has two for the spec.
import { z } from 'zod'
import { gameId, parseOrRefuse, publisherText } from '../src/domain/plausibility'
import { parseSeasonDataset } from '../src/domain/season/parse-dataset'
import type { GuideRanking, Publisher, SeasonDataset } from '../src/domain/season/schema'
import { sourcePointers } from '../src/domain/season/source-pointers'
import { readTextFileSync } from './data-import/safe-fetch'
import { writeFileWholeSync } from './data-import/whole-write'

const referenceFile = new URL('../../shared/gamedata/trinket_rankings.json', import.meta.url)
const datasetFile = new URL('../data/season.json', import.meta.url)

const referenceItem = z.object({
  item_id: gameId,
  in_dataset: z.boolean(),
  spec_eligible_in_trinkets_json: z.boolean().optional(),
  tier: z.string().optional(),
  bispulse_rank: z.enum(['BiS', 'strong']).optional(),
  wowhead_context: z.enum(['overall', 'raid', 'mythic', 'trinket']).optional(),
  usage_share: z.number().optional(),
  note: publisherText.optional(),
})
const referenceRanking = z.object({
  publisher: z.string(),
  kind: z.string(),
  scenario: z.string(),
  season: z.string(),
  stale: z.boolean(),
  source_date: z.string(),
  via: publisherText.optional(),
  notes: publisherText.optional(),
  items: z.array(referenceItem),
})
const referenceSchema = z.object({
  specs: z.array(z.object({ spec_id: gameId, rankings: z.array(referenceRanking) })),
})

const publishers: Record<string, { name: Publisher; url: string }> = {
  Wowhead: { name: 'Wowhead', url: 'https://www.wowhead.com/' },
  maxroll: { name: 'maxroll', url: 'https://maxroll.gg/wow' },
  'Icy Veins': { name: 'Icy Veins', url: 'https://www.icy-veins.com/wow/' },
  Archon: { name: 'Archon', url: 'https://www.archon.gg/wow' },
  Method: { name: 'Method', url: 'https://www.method.gg/guides' },
  'WarcraftLogs census in a third-party gearing guide': {
    name: 'Warcraft Logs',
    url: 'https://www.warcraftlogs.com/',
  },
}

/** "Wowhead's", "Icy Veins'" */
function possessive(name: string): string {
  return name.endsWith('s') ? `${name}'` : `${name}'s`
}

/** What each publisher's list measures, in players' words. */
function measures(publisher: Publisher, kind: GuideRanking['kind']): string {
  if (kind === 'best-in-slot')
    return `the best-in-slot table of ${possessive(publisher)} spec guide`
  if (kind === 'usage') return 'how many of the top players wear it, counted in their logs'
  if (publisher === 'Archon') return 'tiers from how often top players wear it'
  if (publisher === 'maxroll')
    return "the trinket tiers of maxroll's spec guide, written for the patch before sims"
  return `the trinket tiers of ${possessive(publisher)} spec guide`
}

function scenarioOf(text: string) {
  if (/^raid\b/.test(text)) return 'raid' as const
  if (/^mythic_plus\b/.test(text)) return 'mythic-plus' as const
  return 'overall' as const
}

/**
 * Every tier word a publisher in the reference uses, best first. A word not here stops the
 * import: its place in the publisher's order has to be read, not guessed.
 */
const tierOrder = ['S', 'A', 'B', 'C', 'D', 'F', 'Junkyard']

function tiersOf(items: readonly { tier?: string | undefined }[]): string[] {
  const used = new Set(items.flatMap((item) => (item.tier ? [item.tier] : [])))
  for (const tier of used) if (!tierOrder.includes(tier)) throw new Error(`Unknown tier: ${tier}`)
  return tierOrder.filter((tier) => used.has(tier))
}

const listNames = { raid: 'raid', 'mythic-plus': 'Mythic+' } as const

/**
 * The reference's note on a list without its sentences that point at the files it was read
 * from: the dataset keeps who, what and when, never a stored file's path or id.
 */
function gistOf(notes: string | undefined): string | undefined {
  const kept = (notes ?? '')
    .split(/(?<=\.)\s+/)
    .filter((sentence) => sourcePointers(sentence).length === 0)
    .join(' ')
  return kept || undefined
}

/** A publisher's note on an item, as the reference gives it. */
function noteOf(item: { note?: string | undefined }) {
  return item.note ? { note: item.note } : {}
}

export function importRankings(reference: unknown, dataset: SeasonDataset): GuideRanking[] {
  const lootable = new Map(dataset.trinkets.map((t) => [t.id, new Set(t.specIds)]))
  const rankings: GuideRanking[] = []
  for (const spec of parseOrRefuse(referenceSchema, reference, 'the reference rankings').specs) {
    for (const ranking of spec.rankings) {
      if (ranking.stale || ranking.season !== dataset.season.name) continue
      const publisher = publishers[ranking.publisher]
      if (!publisher) throw new Error(`Unknown publisher: ${ranking.publisher}`)
      const items = ranking.items.filter(
        (item) => item.in_dataset && lootable.get(item.item_id)?.has(spec.spec_id),
      )
      const date = /^\d{4}-\d{2}-\d{2}/.exec(ranking.source_date)?.[0]
      if (!date) throw new Error(`No date in ${ranking.source_date}`)
      const kind = ranking.kind.startsWith('tier_list')
        ? 'tier-list'
        : ranking.kind === 'bis_list'
          ? 'best-in-slot'
          : 'usage'
      const common = {
        specId: spec.spec_id,
        publisher: publisher.name,
        seasonId: dataset.season.id,
        date,
        scenario: scenarioOf(ranking.scenario),
        measures: measures(publisher.name, kind),
        url: publisher.url,
        provenance: {
          source: ranking.via ?? 'a third-party gearing guide quoting a Warcraft Logs census',
          certainty: 'confirmed' as const,
          ...(gistOf(ranking.notes) ? { note: gistOf(ranking.notes) } : {}),
        },
      }
      if (kind === 'tier-list') {
        const ranked = items.flatMap((item) =>
          item.tier ? [{ itemId: item.item_id, tier: item.tier, ...noteOf(item) }] : [],
        )
        // Two lists of one publisher for the spec (maxroll's raid and Mythic+) say which they are.
        const twin = spec.rankings.filter(
          (r) => r.publisher === ranking.publisher && r.kind === ranking.kind && !r.stale,
        )
        const list =
          twin.length > 1 && common.scenario !== 'overall' ? listNames[common.scenario] : undefined
        if (ranked.length)
          rankings.push({
            kind,
            ...common,
            ...(list ? { list } : {}),
            tiers: tiersOf(ranked),
            items: ranked,
          })
      } else if (kind === 'best-in-slot') {
        // Wowhead's "trinket" context is its guide's trinket tier note, not its best-in-slot
        // table: those entries are a tier list of their own, with the tiers the note gives.
        const fromTierNote = items.filter((item) => item.wowhead_context === 'trinket')
        const ranked = items
          .filter((item) => item.wowhead_context !== 'trinket')
          .map((item) => ({
            itemId: item.item_id,
            pick:
              item.bispulse_rank === 'BiS' ? ('best-in-slot' as const) : ('alternative' as const),
            scenario:
              item.wowhead_context === 'raid'
                ? ('raid' as const)
                : item.wowhead_context === 'mythic'
                  ? ('mythic-plus' as const)
                  : ('overall' as const),
          }))
        if (ranked.length) rankings.push({ kind, ...common, items: ranked })
        const noted = fromTierNote.map((item) => {
          if (!item.tier) throw new Error(`No tier for item ${item.item_id} of a trinket tier note`)
          return { itemId: item.item_id, tier: item.tier }
        })
        if (noted.length)
          rankings.push({
            kind: 'tier-list',
            ...common,
            list: 'trinket tier note',
            measures: `the trinket tier note of ${possessive(publisher.name)} spec guide`,
            tiers: tiersOf(noted),
            items: noted,
          })
      } else {
        const ranked = items.flatMap((item) =>
          item.usage_share
            ? [{ itemId: item.item_id, share: item.usage_share, ...noteOf(item) }]
            : [],
        )
        if (ranked.length) {
          rankings.push({
            kind,
            ...common,
            population: 'the top 100 Mythic raiders and high-key (18–23) Mythic+ players',
            items: ranked,
          })
        }
      }
    }
  }
  return rankings
}

/**
 * Replaces the season file's rankings with the reference's, checked against the dataset's schema
 * before anything is written. Returns how many rankings the file held before and after.
 */
export function importRankingsInto(seasonFile: string | URL): { before: number; after: number } {
  const file = seasonFile instanceof URL ? seasonFile.pathname : seasonFile
  const raw = JSON.parse(readTextFileSync(file))
  const dataset = parseSeasonDataset({ ...raw, guideRankings: [] }, 'season.json')
  const before = raw.guideRankings?.length ?? 0
  const reference = readTextFileSync(referenceFile.pathname, undefined, 'the reference rankings')
  raw.guideRankings = importRankings(JSON.parse(reference), dataset)
  parseSeasonDataset(raw, 'the imported rankings')
  writeFileWholeSync(file, `${JSON.stringify(raw, null, 2)}\n`)
  return { before, after: raw.guideRankings.length }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { after } = importRankingsInto(datasetFile)
  console.log(`${after} rankings written to data/season.json`)
}
