// Reads the SimulationCraft addon's export (`/simc` in game): the class line (`mage="Name"`),
// `spec=`, and every trinket it lists: the two equipped (`trinket1=`, `trinket2=`), those in the
// bags (commented `# trinket1=,id=…` lines under `### Gear from Bags`) and the Great Vault's
// choices (the same, between `### Weekly Reward Choices` and `### End of Weekly Reward Choices`).
// Each keeps the name and item level the addon writes in the comment above it
// (`# Mindpiercer's Sigil (305)`), whether or not it is one of this season's trinkets. Everything
// else in the export (other slots, saved loadouts, `### Additional Character Info`, the checksum)
// is left alone. Bad input gives one sentence, never an exception.
//
// Loaded on its own (character-import.tsx): it is not part of the tracker's first load. What it
// reads goes through the character's schema, as what comes back from storage does.
import { levelFromBonusIds } from '~/domain/season/item-bonus'
import type { SeasonDataset } from '~/domain/season/schema'
import {
  type CharacterCurrency,
  type CharacterFields,
  type CharacterTrinket,
  type CharacterWatermark,
  characterLimits,
  type ImportedCharacter,
  importedCharacterSchema,
} from './character-schema'

export type SimcImport =
  | {
      ok: true
      character: ImportedCharacter
    }
  | { ok: false; message: string }

/** Far more than an export is (a few KB), little enough to read at once. */
export const maxExportBytes = 64 * 1024

export const importMessages = {
  tooLarge:
    'That paste is larger than 64 KB, far more than an addon export. Paste only the text /simc shows.',
  controlCharacters:
    'That paste has control characters in it, so it is not an addon export. Copy the text /simc shows again.',
  notAnExport:
    'That is not a SimulationCraft addon export: it has no class line (like mage="Name") and spec= line. Type /simc in game and copy all of its text.',
  itemIdNotNumber: (line: number) =>
    `An item id on line ${line} is not a number. Copy the text /simc shows again, unchanged.`,
  unknownClass: (token: string) =>
    `The export's class ${quoted(token)} is not a class the site knows, so nothing was imported.`,
  unknownSpec: (token: string, className: string) =>
    `The export's spec ${quoted(token)} is not a ${className} spec the site knows, so nothing was imported.`,
} as const

function quoted(value: string): string {
  return `“${value.length > 24 ? `${value.slice(0, 23)}…` : value}”`
}

// C0 controls other than tab and the line breaks, DEL and C1 controls.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/

/** `mage="Name"` (how every addon version writes it) or `mage=Name`. */
const classLine = /^([a-z_]+)=(?:"([^"]*)"|([^"]*))$/
const specLine = /^spec=([a-z_]+)$/
const levelLine = /^level=(\d{1,3})$/
/** `# WoW 12.1.0.69933, TOC 120100`; older addon versions write only `# SimC Addon 12.0.5-04`. */
const gameVersionLine = /^#\s*WoW\s+(\d{1,3}(?:\.\d{1,6}){1,3})\b/
const addonVersionLine = /^#\s*SimC Addon\s+(\d{1,3}(?:\.\d{1,6}){1,2})\b/
/** The lines under `### Additional Character Info` the upgrade plan reads. */
const currenciesLine = /^#\s*upgrade_currencies=(.*)$/
const watermarksLine = /^#\s*slot_high_watermarks=(.*)$/
const achievementsLine = /^#\s*upgrade_achievements=(.*)$/
/** `trinket1=token,id=1,bonus_id=2/3`, commented (`# trinket1=…`) in the bags and the vault. */
const trinketLine = /^(#\s*)?trinket([12])=([^,]*)((?:,.*)?)$/
/** `# Mindpiercer's Sigil (305)`: the name and item level the addon writes above an item. */
const nameWithLevel = /^#\s*(.+?)\s*\((\d{1,4})\)$/
/** `# Jan'thrazet`: a name the addon had no level for. */
const nameOnly = /^#\s*([^#\s].*)$/
/**
 * `# upgrade_levels=…`: data the addon may write between an item's name and its line. A commented
 * item line (`# trinket1=,id=…`) is one too, but it belongs to the item before: the search ends.
 */
const keyValueComment = /^#\s*[a-z][a-z0-9_]*=/i
const itemOptions = /(?:^|[=,])id=/
/** How far above an item line its name may be: the name, and a few `# key=value` lines. */
const lookBack = 6

/** The headings that start the sections whose commented items are the export's trinkets. */
const sectionHeadings: readonly [RegExp, Section][] = [
  [/^###\s*gear from bags\b/i, 'bags'],
  [/^###\s*weekly reward choices\b/i, 'vault'],
]
/** Where a line is: before any heading (the equipped gear), in the bags, the vault, or elsewhere. */
type Section = 'top' | 'bags' | 'vault' | 'other'

function byteLength(text: string): number {
  // Cheap bound first: a UTF-16 unit is at most 3 UTF-8 bytes.
  if (text.length * 3 <= maxExportBytes) return text.length
  return new TextEncoder().encode(text).length
}

/** The class's and spec's words as SimulationCraft writes them: `demonhunter`, `beast_mastery`. */
const simcToken = (slug: string) => slug.replace(/[-_]/g, '')

/** An item line's options: the trinket's own fields as the schema has them, and its `ilevel=`. */
type ItemOptions = Pick<CharacterTrinket, 'id' | 'bonusIds' | 'bonusIdsCut'> & {
  ilevel: number | null
}

/** `,id=…,bonus_id=…`: the id must be a number; a bad bonus id list is dropped, not decoded. */
function readOptions(text: string): ItemOptions | 'bad-id' {
  let id: number | null = null
  let ilevel: number | null = null
  let bonusIds: number[] = []
  for (const part of text.split(',')) {
    const [key = '', value = ''] = part.split('=', 2).map((piece) => piece.trim())
    if (key === 'id') {
      if (!/^\d{1,9}$/.test(value)) return 'bad-id'
      id = Number(value)
    } else if (key === 'ilevel' && /^\d{1,4}$/.test(value)) {
      ilevel = Number(value)
    } else if (key === 'bonus_id' && /^\d{1,9}(\/\d{1,9})*$/.test(value)) {
      bonusIds = value.split('/').map(Number)
    }
  }
  // An item with more ids than the site keeps is kept with the first ones, and marked: what is
  // kept may describe another item, so nothing is written as if it were whole.
  const bonusIdsCut = bonusIds.length > characterLimits.bonusIds
  return id === null
    ? 'bad-id'
    : { id, ilevel, bonusIds: bonusIds.slice(0, characterLimits.bonusIds), bonusIdsCut }
}

/** `c:3445:45/i:224072:3`: the currencies (`c:`) and their amounts; items (`i:`) are not crests. */
function readCurrencies(list: string): CharacterCurrency[] {
  return list.split('/').flatMap((entry) => {
    const currency = /^c:(\d{1,9}):(-?\d{1,9})$/.exec(entry.trim())
    return currency ? [{ id: Number(currency[1]), amount: Number(currency[2]) }] : []
  })
}

/** `10:308:308`: slot, this character's mark, the warband's; the character's counts. */
function readWatermarks(list: string): CharacterWatermark[] {
  return list.split('/').flatMap((entry) => {
    const mark = /^(\d{1,2}):(\d{1,4}):\d{1,4}$/.exec(entry.trim())
    const slot = Number(mark?.[1])
    return mark && slot <= 16 ? [{ slot, itemLevel: Number(mark[2]) }] : []
  })
}

function readIds(list: string): number[] {
  return list.split('/').flatMap((id) => (/^\d{1,9}$/.test(id.trim()) ? [Number(id)] : []))
}

/** The name and level in the comments above an item line, looking past `# key=value` lines. */
function commentAbove(lines: readonly string[], index: number) {
  for (let above = index - 1; above >= 0 && above >= index - lookBack; above -= 1) {
    const line = lines[above] ?? ''
    const named = nameWithLevel.exec(line)
    if (named) return { name: named[1] ?? null, itemLevel: Number(named[2]) }
    if (keyValueComment.test(line)) {
      if (itemOptions.test(line)) return null
      continue
    }
    const plain = line.startsWith('###') ? null : nameOnly.exec(line)
    return plain ? { name: plain[1]?.trim() ?? null, itemLevel: null } : null
  }
  return null
}

/** Reads an addon export against the season: its class, spec and trinkets. Never throws. */
export function readSimcExport(dataset: SeasonDataset, text: string): SimcImport {
  if (byteLength(text) > maxExportBytes) return { ok: false, message: importMessages.tooLarge }
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|[\r\n\u2028\u2029]/)
    .map((line) => line.trim())
  if (lines.some((line) => controlCharacter.test(line))) {
    return { ok: false, message: importMessages.controlCharacters }
  }

  let classFound: { token: string; name: string } | undefined
  let specToken: string | undefined
  let level: number | null = null
  let gameVersion: string | null = null
  let addonVersion: string | null = null
  let currencies: CharacterCurrency[] = []
  let watermarks: CharacterWatermark[] = []
  let achievements: number[] = []
  let section: Section = 'top'
  const trinkets: CharacterTrinket[] = []
  const equippedSlots = new Set<1 | 2>()

  for (const [index, line] of lines.entries()) {
    if (line.startsWith('###')) {
      // Any other heading (`### End of Weekly Reward Choices`, `### Linked gear`,
      // `### Additional Character Info`) ends the section before it.
      section = sectionHeadings.find(([heading]) => heading.test(line))?.[1] ?? 'other'
      continue
    }
    const item = trinketLine.exec(line)
    if (item) {
      const commented = item[1] !== undefined
      // A commented item outside the bags and the vault (linked gear, say) is not the character's.
      if (commented && section !== 'bags' && section !== 'vault') continue
      const options = readOptions(item[4] ?? '')
      if (options === 'bad-id') {
        return { ok: false, message: importMessages.itemIdNotNumber(index + 1) }
      }
      const slot = item[2] === '2' ? 2 : 1
      // A second `trinket1=` is not a third trinket worn (two exports pasted at once, say).
      if (!commented && equippedSlots.has(slot)) continue
      const above = commentAbove(lines, index)
      const exportLevel = above?.itemLevel ?? options.ilevel
      // Ids cut at the cap may describe another item: only the export's own figure counts then.
      const fromIds = options.bonusIdsCut ? undefined : levelFromBonusIds(dataset, options.bonusIds)
      const bonusLevel = fromIds?.found ? fromIds.level : null
      const found = {
        id: options.id,
        itemLevel: exportLevel ?? bonusLevel?.itemLevel ?? null,
        levelFrom:
          exportLevel === null && bonusLevel ? ('bonus-ids' as const) : ('export' as const),
        bonusLevel,
        bonusIdsContradict: fromIds?.found === false && fromIds.why === 'contradicting',
        bonusIds: options.bonusIds,
        bonusIdsCut: options.bonusIdsCut,
        name: above?.name ?? null,
      }
      if (commented) {
        trinkets.push({ ...found, where: section === 'vault' ? 'vault' : 'bags' })
      } else {
        equippedSlots.add(slot)
        trinkets.push({ ...found, where: 'equipped', slot })
      }
      continue
    }
    if (line.startsWith('#')) {
      gameVersion ??= gameVersionLine.exec(line)?.[1] ?? null
      addonVersion ??= addonVersionLine.exec(line)?.[1] ?? null
      const currencyList = currenciesLine.exec(line)?.[1]
      if (currencyList !== undefined) currencies = readCurrencies(currencyList)
      const watermarkList = watermarksLine.exec(line)?.[1]
      if (watermarkList !== undefined) watermarks = readWatermarks(watermarkList)
      const achievementList = achievementsLine.exec(line)?.[1]
      if (achievementList !== undefined) achievements = readIds(achievementList)
      continue
    }
    const levelFound = levelLine.exec(line)
    if (levelFound) {
      level ??= Number(levelFound[1])
      continue
    }
    const spec = specLine.exec(line)
    if (spec) {
      specToken ??= spec[1]
      continue
    }
    const wowClass = classLine.exec(line)
    // Quoted, it is the class line whatever the class; unquoted, only if it names a class.
    if (wowClass?.[1] && classFound === undefined) {
      const token = wowClass[1]
      const known = dataset.classes.some((c) => simcToken(c.slug) === simcToken(token))
      if (wowClass[2] !== undefined || known) {
        classFound = { token, name: (wowClass[2] ?? wowClass[3] ?? '').slice(0, 48) }
      }
    }
  }

  if (classFound === undefined || specToken === undefined) {
    return { ok: false, message: importMessages.notAnExport }
  }
  const { token: classToken, name } = classFound
  const wowClass = dataset.classes.find((c) => simcToken(c.slug) === simcToken(classToken))
  if (!wowClass) return { ok: false, message: importMessages.unknownClass(classToken) }
  const token = specToken
  const spec = dataset.specs.find(
    (s) => s.classSlug === wowClass.slug && simcToken(s.slug) === simcToken(token),
  )
  if (!spec) return { ok: false, message: importMessages.unknownSpec(token, wowClass.name) }

  const kept = trinkets.slice(0, characterLimits.trinkets)
  const read = importedCharacterSchema.safeParse({
    name,
    classSlug: wowClass.slug,
    specSlug: spec.slug,
    trinkets: kept,
    trinketsLeftOut: trinkets.length - kept.length,
    // The addon's version follows the game's (12.1.0-03 is made for 12.1.0).
    gameVersion: gameVersion ?? addonVersion,
    level: level !== null && level >= 1 ? level : null,
    currencies: currencies.slice(0, characterLimits.lists),
    watermarks: watermarks.slice(0, characterLimits.lists),
    achievements: achievements.slice(0, characterLimits.lists),
  } satisfies CharacterFields)
  // Everything above is within the schema by construction (ids of up to nine digits, levels of up
  // to four); were it not, the paste is not an export this reader understands.
  return read.success
    ? { ok: true, character: read.data }
    : { ok: false, message: importMessages.notAnExport }
}
