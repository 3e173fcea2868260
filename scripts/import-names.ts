// `npm run data:names`: copies the trinket names of the shared reference facts
// (../shared/gamedata/trinket_names.json, see its NAMES-README.md) into data/trinket-names.json, in
// the project's own schema (src/domain/trinket-names/schema.ts): each name with its category,
// where it comes from, which sources give it and how sure it is. A character export names a
// bag trinket by id only; this file lets the site name it. The site never reads the reference.
//
// What changes on the way:
// - each source becomes the gist of it (who, what, when), written below in our words: the
//   reference's repositories, commits and stored-file ids stay out of what ships;
// - the reference's certainty wording becomes the dataset's mark: "confirmed (N sources)" is
//   confirmed; "single source" and "single publisher" are confirmed with a note saying one source
//   only (the project's rule for a claim one source makes); "probable" is inferred, its reason the
//   note. A rename the reference records (`name_conflicts`) goes into the note too;
// - the reference's own `notes`, icons and export coverage are left out: the site names
//   trinkets from this file, and takes icons and effects from the season dataset.
// Every season trinket of data/season.json must be there under the same name, or nothing is written.
import { readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import { parseSeasonDataset } from '../src/domain/season/parse-dataset'
import type { Certainty, SeasonDataset } from '../src/domain/season/schema'
import {
  type KnownTrinket,
  nameLocales,
  parseTrinketNames,
  type TrinketNames,
  trinketCategories,
} from '../src/domain/trinket-names/schema'
import { exitOnError, HelpRequested, parseCommandFlags, UsageError } from './data-import/options'
import { type ImportIo, processIo } from './data-import/run-import'

/** Beside the repository, as in CI (see /work/shared/gamedata/NAMES-README.md). */
export const referenceNamesFile = new URL(
  '../../shared/gamedata/trinket_names.json',
  import.meta.url,
)

export const NAMES_USAGE = `Usage: npm run data:names -- [options]
  --reference FILE   the reference names (default ../shared/gamedata/trinket_names.json)
  --data DIR         the data folder to write trinket-names.json in (default data)
  --help             print this help`

const referenceSchema = z.object({
  sources: z.array(z.object({ id: z.string() })).min(1),
  trinkets: z
    .array(
      z.object({
        item_id: z.number().int().positive(),
        name: z.string(),
        names: z.record(z.string(), z.string()).optional(),
        category: z.enum(trinketCategories),
        source_id: z.string(),
        also_in: z.array(z.string()).optional(),
        certainty: z.string(),
        obtained: z.string().optional(),
        name_conflicts: z
          .array(z.object({ source_id: z.string(), name: z.string(), why: z.string() }))
          .optional(),
      }),
    )
    .min(1),
})
type ReferenceNames = z.infer<typeof referenceSchema>

/**
 * Each reference source in our words: who, what, when. Written by hand because the reference
 * describes its sources by repository, commit and stored-file id, which must not ship.
 */
export const sourceLabels: Record<string, string> = {
  'house-trinkets':
    "The season's trinket list: an in-game Encounter Journal scan cross-checked with community loot files, 2026-08-14",
  coiled:
    'A public loot site’s Season 2 Mythic+ and raid loot tables (item, name, icon, boss), read 2026-08-21',
  'rc-ej':
    'RCLootCouncil’s export of every Encounter Journal trinket by instance, last changed 2026-02-04 (before patch 12.1)',
  loothing:
    'A loot-council addon’s trinket table, copied from RCLootCouncil’s: Season 1 raids and the Season 2 pool, after 2026-08-17',
  's1-cpp':
    'A trinket option list of the Midnight Season 1 Mythic+ and The Voidspire trinkets, undated',
  'droptimizer-s1': 'A Season 1 Droptimizer loot table: raid and world-boss loot by slot, undated',
  'simc-support':
    'Bloodmallet’s hand-kept trinket source tags (delve, world quest, reputation), 2026-04-05',
  'bloodmallet-yyh':
    'Bloodmallet’s trinket charts as a WoW addon scraped them, 2026-09-10 (Season 2) and 2026-08-10 (Season 1)',
  'qelive-yyh': 'QE Live’s healer trinket scores as a WoW addon scraped them, 2026-09-10',
  'wowanalyzer-mid': 'WoWAnalyzer’s Midnight trinket list (id, name, icon), undated',
  'wowanalyzer-tww': 'WoWAnalyzer’s The War Within trinket list (id, name, icon), 2024-10-24',
  'att-delves-s2': 'AllTheThings’ Season 2 delve rewards, patch 12.1 (August 2026)',
  'att-quelthalas': 'AllTheThings’ Quel’Thalas zone rewards (Season 1), patch 12.0',
  'att-coiled-isle': 'AllTheThings’ Coiled Isle zone rewards (Season 2), patch 12.1',
  'att-rares': 'AllTheThings’ Voidstorm rare drops, patch 12.0',
  'att-pvp-s1': 'AllTheThings’ Midnight Season 1 PvP vendors (Galactic), patch 12.0',
  'att-pvp-s2':
    'AllTheThings’ Midnight Season 2 PvP vendors (Venomous), two versions that agree, patch 12.1',
  'att-alchemy': 'AllTheThings’ Midnight Alchemy items, patch 12.0',
  'att-tww-prof': 'AllTheThings’ The War Within profession items, patch 11',
  'craft-recipes': 'An addon’s profession recipe list naming each crafted item’s slot, undated',
  'wythic-craft':
    'A list of every Season 2 crafted item with its slot, made from Wowhead’s recipe data, 2026-10-04',
  'alch-stones': 'An addon’s list of alchemist stones, undated',
  sporefall: 'An addon’s Sporefall loot list (Rotmire), undated',
  'pvp-cd-table':
    'A cooldown-tracker addon’s Midnight Season 1 on-use table, used for two PvP badges only, undated',
  'qe-names':
    'QE Live’s item-name table: English, German, French, Spanish, Russian and Brazilian Portuguese, 2026-07-31',
  'qe-effects': 'QE Live’s trinket effect modules (names), 2026-08-21',
  exports:
    'The names the SimulationCraft addon writes from the game client, in real character exports other projects published, 2026 (one Chinese-client export of patch 11.0.5)',
}

/** A sentence ends with a full stop. */
const sentence = (text: string) => {
  const trimmed = text.trim()
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`
}

/** The dataset's mark for the reference's certainty wording; throws on wording it does not know. */
export function certaintyOf(text: string): { certainty: Certainty; note?: string } {
  if (/^confirmed\b/i.test(text)) return { certainty: 'confirmed' }
  const one = /^single (source|publisher)\s*(?:\((.*)\))?\s*$/i.exec(text)
  if (one) {
    // A claim only one source makes is confirmed with a note (docs/data.md, provenance marks).
    const why = [one[1]?.toLowerCase() === 'publisher' ? 'one publisher' : '', one[2] ?? '']
      .filter(Boolean)
      .join('; ')
    return { certainty: 'confirmed', note: sentence(`One source only${why ? ` (${why})` : ''}`) }
  }
  const probable = /^probable\s*(?:[—–:-]\s*)?(.*)$/is.exec(text)
  if (probable) {
    const reason = probable[1]?.trim()
    return { certainty: 'inferred', note: sentence(reason ? `Probable: ${reason}` : 'Probable') }
  }
  throw new Error(`the reference's certainty "${text}" is none the importer knows`)
}

function knownTrinket(row: ReferenceNames['trinkets'][number]): KnownTrinket {
  const { certainty, note } = certaintyOf(row.certainty)
  const renamed = (row.name_conflicts ?? []).map((c) =>
    sentence(`Also named "${c.name}" in one source: ${c.why}`),
  )
  const notes = [note, ...renamed].filter((n): n is string => n !== undefined)
  const localized = Object.entries(row.names ?? {})
  for (const [locale] of localized) {
    if (!(nameLocales as readonly string[]).includes(locale)) {
      throw new Error(
        `${row.item_id} ${row.name} has a name in ${locale}, a locale the site does not keep`,
      )
    }
  }
  return {
    itemId: row.item_id,
    name: row.name,
    category: row.category,
    certainty,
    ...(notes.length ? { note: notes.join(' ') } : {}),
    ...(row.obtained ? { obtained: row.obtained } : {}),
    sourceIds: [...new Set([row.source_id, ...(row.also_in ?? [])])],
    ...(localized.length ? { localizedNames: Object.fromEntries(localized) } : {}),
  }
}

/**
 * The reference's names in the project's schema, checked: every season trinket of the dataset is
 * there under the same name. Throws one sentence on anything else.
 */
export function importNames(reference: unknown, dataset: SeasonDataset): TrinketNames {
  const parsed = referenceSchema.safeParse(reference)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(
      `the reference names do not have the expected shape (${issue?.path.join('.') || 'top level'}: ${issue?.message})`,
    )
  }
  const trinkets = parsed.data.trinkets.map(knownTrinket).sort((a, b) => a.itemId - b.itemId)
  const seen = new Set<number>()
  for (const trinket of trinkets) {
    if (seen.has(trinket.itemId)) {
      throw new Error(`the reference names item ${trinket.itemId} twice`)
    }
    seen.add(trinket.itemId)
  }
  const used = new Set(trinkets.flatMap((t) => t.sourceIds))
  const sources = parsed.data.sources
    .filter((source) => used.has(source.id))
    .map((source) => {
      const label = sourceLabels[source.id]
      if (!label) {
        throw new Error(
          `the reference's source ${source.id} has no label: write the gist of it (who, what, when) in scripts/import-names.ts`,
        )
      }
      return { id: source.id, label }
    })
  const listed = new Set(parsed.data.sources.map((s) => s.id))
  const unlisted = [...used].find((id) => !listed.has(id))
  if (unlisted) throw new Error(`the reference cites a source it does not list, ${unlisted}`)
  const byId = new Map(trinkets.map((t) => [t.itemId, t]))
  for (const trinket of dataset.trinkets) {
    const named = byId.get(trinket.id)?.name
    if (named !== trinket.name) {
      throw new Error(
        named === undefined
          ? `the season trinket ${trinket.id} ${trinket.name} is missing from the reference names`
          : `the reference names the season trinket ${trinket.id} "${named}", not "${trinket.name}" as data/season.json does`,
      )
    }
  }
  const names = {
    schemaVersion: 1 as const,
    seasonId: dataset.season.id,
    sources,
    trinkets,
  }
  try {
    return parseTrinketNames(names, 'the imported names')
  } catch (error) {
    // One sentence: the schema's first complaint, where it is.
    const detail = (error instanceof Error ? error.message : String(error)).split('\n').slice(1, 3)
    throw new Error(`the imported names fail their schema: ${detail.join(' ').trim()}`)
  }
}

/** Pretty-printed for review, each trinket's source list on one line. */
export function trinketNamesText(names: TrinketNames): string {
  const text = JSON.stringify(names, null, 2).replace(
    /"sourceIds": \[\n\s+([^\]]*?)\n\s+\]/g,
    (_, ids: string) => `"sourceIds": [${ids.replace(/,\n\s+/g, ', ')}]`,
  )
  return `${text}\n`
}

async function readJson(file: string, what: string): Promise<unknown> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch {
    throw new Error(`cannot read ${what} at ${file}`)
  }
  try {
    return JSON.parse(text)
  } catch {
    throw new Error(`${what} at ${file} is not valid JSON`)
  }
}

/** Writes the names all or nothing: a temporary file beside the target, then a rename. */
async function writeAtomically(file: string, text: string): Promise<void> {
  const temporary = `${file}.new-${process.pid}`
  try {
    await writeFile(temporary, text)
    await rename(temporary, file)
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  }
}

/** Runs `npm run data:names` and returns the exit code: 0 done, 1 failed, 2 called wrongly. */
export async function runNamesImport(io: ImportIo): Promise<number> {
  try {
    const values = parseCommandFlags(
      io.argv,
      {
        reference: { type: 'string' },
        data: { type: 'string' },
        help: { type: 'boolean' },
      },
      NAMES_USAGE,
    )
    const dataDir = path.resolve(io.cwd, values.data ?? 'data')
    const referenceFile = values.reference
      ? path.resolve(io.cwd, values.reference)
      : referenceNamesFile.pathname
    const seasonFile = path.join(dataDir, 'season.json')
    const raw = await readJson(seasonFile, 'the season dataset')
    let dataset: SeasonDataset
    try {
      dataset = parseSeasonDataset(raw, seasonFile)
    } catch {
      throw new Error(`the season dataset at ${seasonFile} does not match its schema`)
    }
    const names = importNames(await readJson(referenceFile, 'the reference names'), dataset)
    await writeAtomically(path.join(dataDir, 'trinket-names.json'), trinketNamesText(names))
    const localized = names.trinkets.filter((t) => t.localizedNames).length
    const unsure = names.trinkets.filter((t) => t.certainty !== 'confirmed').length
    io.stdout(
      `Wrote ${names.trinkets.length} trinket names (${localized} with other languages, ${unsure} not confirmed) from ${names.sources.length} sources to trinket-names.json.\n`,
    )
    return 0
  } catch (error) {
    if (error instanceof UsageError || error instanceof HelpRequested) {
      return exitOnError(error, 'data:names', io)
    }
    const message = (error instanceof Error ? error.message : String(error)).replace(/\.$/, '')
    return exitOnError(new Error(`${message}; nothing was written.`), 'data:names', io)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await runNamesImport(processIo())
}
