// Reads the SimulationCraft addon's export (`/simc` in game): the class line (`mage="Name"`),
// `spec=`, the two equipped trinkets (`trinket1=`, `trinket2=`) and the trinkets in the bags
// (commented `# trinket1=,id=…` lines under `### Gear from Bags`), each with the item level the
// addon writes in the comment above it (`# Mindpiercer's Sigil (305)`). Everything else in the
// export is left alone. Bad input gives one sentence, never an exception.
//
// Loaded on its own (character-import.tsx): it is not part of the tracker's first load. What it
// reads goes through the character's schema, as what comes back from storage does.
import type { SeasonDataset } from '~/domain/season/schema'
import {
  type CharacterFields,
  type ImportedCharacter,
  importedCharacterSchema,
  type OwnedTrinket,
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
/** `trinket1=token,id=1,bonus_id=2/3`, commented (`# trinket1=…`) in the bags. */
const trinketLine = /^(#\s*)?trinket([12])=([^,]*)((?:,.*)?)$/
/** `# Mindpiercer's Sigil (305)`: the name and item level the addon writes above an item. */
const itemComment = /^#\s*(.+?)\s*\((\d{1,4})\)$/
const bagsHeading = /^###\s*gear from bags\s*$/i

function byteLength(text: string): number {
  // Cheap bound first: a UTF-16 unit is at most 3 UTF-8 bytes.
  if (text.length * 3 <= maxExportBytes) return text.length
  return new TextEncoder().encode(text).length
}

/** The class's and spec's words as SimulationCraft writes them: `demonhunter`, `beast_mastery`. */
const simcToken = (slug: string) => slug.replace(/[-_]/g, '')

type ItemOptions = { id: number; ilevel: number | null; bonusIds: number[] }

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
  return id === null ? 'bad-id' : { id, ilevel, bonusIds }
}

/** Reads an addon export against the season: its class, spec and trinkets. Never throws. */
export function readSimcExport(dataset: SeasonDataset, text: string): SimcImport {
  if (byteLength(text) > maxExportBytes) return { ok: false, message: importMessages.tooLarge }
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
  if (lines.some((line) => controlCharacter.test(line))) {
    return { ok: false, message: importMessages.controlCharacters }
  }

  let classFound: { token: string; name: string } | undefined
  let specToken: string | undefined
  let inBags = false
  const found: (OwnedTrinket & { name: string | null })[] = []

  for (const [index, line] of lines.entries()) {
    if (line.startsWith('###')) {
      inBags = bagsHeading.test(line)
      continue
    }
    const item = trinketLine.exec(line)
    if (item) {
      const commented = item[1] !== undefined
      // A commented item outside the bags (the vault's choices, say) is not the character's.
      if (commented && !inBags) continue
      const options = readOptions(item[4] ?? '')
      if (options === 'bad-id') {
        return { ok: false, message: importMessages.itemIdNotNumber(index + 1) }
      }
      const above = itemComment.exec(lines[index - 1] ?? '')
      found.push({
        id: options.id,
        where: commented ? 'bags' : 'equipped',
        itemLevel: above ? Number(above[2]) : options.ilevel,
        bonusIds: options.bonusIds,
        name: above?.[1] ?? null,
      })
      continue
    }
    if (line.startsWith('#')) continue
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

  const known = new Set(dataset.trinkets.map((t) => t.id))
  const trinkets: OwnedTrinket[] = []
  const ignored: { id: number; name: string | null }[] = []
  for (const { name: itemName, ...trinket } of found) {
    if (known.has(trinket.id)) trinkets.push(trinket)
    else if (!ignored.some((i) => i.id === trinket.id))
      ignored.push({ id: trinket.id, name: itemName })
  }
  const read = importedCharacterSchema.safeParse({
    name,
    classSlug: wowClass.slug,
    specSlug: spec.slug,
    trinkets,
    ignored,
  } satisfies CharacterFields)
  // Everything above is within the schema by construction (ids of up to nine digits, levels of up
  // to four); were it not, the paste is not an export this reader understands.
  return read.success
    ? { ok: true, character: read.data }
    : { ok: false, message: importMessages.notAnExport }
}
