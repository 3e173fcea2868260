// What a value from a publisher (Bloodmallet, QE Live, the Blizzard API, the shared reference) may
// be before it is stored: one set of zod rules that the importers and the integrity checks share,
// so that a number, a date or a name that no real source would send is refused where it is read,
// by field and value, and never reaches data/ or the terminal. The bounds are chosen, not learnt:
// README ("Refreshing the data each week") and docs/data.md say what they are and why.
// Only scripts and the server-side parse use this module: browser code never imports zod.
import { z } from 'zod'

/**
 * The highest percent DPS over an empty slot a trinket may show. The season's best real value is
 * 14.36 %; past seasons' broken trinkets stayed under 25 %. 50 % leaves room for an outlier and
 * refuses a chart whose numbers are off by a factor (1e12 DPS read as "+99,999,900 %").
 */
export const MAX_DPS_PERCENT = 50

/**
 * The highest QE Live score (an HPS-like number) a trinket may show: the season's best is 42,292,
 * and a healer's whole HPS is far below 500,000.
 */
export const MAX_QE_SCORE = 500_000

/** The game's ids are signed 32-bit integers above 0. */
export const MAX_GAME_ID = 2 ** 31 - 1

/** How far a publisher's clock may run ahead of ours (time zones, a date without its time). */
export const FUTURE_SLACK_MS = 24 * 60 * 60 * 1000

/** World of Warcraft came out on 23 November 2004: no sim or reading of it is older. */
const EARLIEST_DATE = '2004-11-23'

/** A positive game id (item, spec, encounter...). */
export const gameId = z.number().int().positive().max(MAX_GAME_ID)

/** An item level inside the season's range (see `seasonItemLevelRange`). */
export function itemLevelIn(range: ItemLevelRange) {
  return z
    .number()
    .int()
    .min(range.min, `an item level of the season is ${range.min} to ${range.max}`)
    .max(range.max, `an item level of the season is ${range.min} to ${range.max}`)
}

export interface ItemLevelRange {
  min: number
  max: number
}

/** Percent DPS over an empty trinket slot: above 0 and at most MAX_DPS_PERCENT. */
export const simValuePercent = z
  .number()
  .positive('a gain over the empty slot is above 0')
  .max(MAX_DPS_PERCENT, `a trinket adds at most ${MAX_DPS_PERCENT} % over an empty slot`)

/** A QE Live score: above 0 and at most MAX_QE_SCORE. */
export const qeScore = z
  .number()
  .positive('a score is above 0')
  .max(MAX_QE_SCORE, `a QE Live score is at most ${MAX_QE_SCORE}`)

const datePattern = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}))?$/

/** The instant a "YYYY-MM-DD" or "YYYY-MM-DD HH:MM" (UTC) names, or null when it is no real one. */
export function instantOf(text: string): number | null {
  const match = datePattern.exec(text)
  if (!match) return null
  const [year, month, day, hour, minute] = match.slice(1).map((part) => Number(part ?? 0))
  if (
    year === undefined ||
    month === undefined ||
    day === undefined ||
    hour === undefined ||
    minute === undefined
  )
    return null
  const time = Date.UTC(year, month - 1, day, hour, minute)
  const back = new Date(time)
  const real =
    back.getUTCFullYear() === year &&
    back.getUTCMonth() === month - 1 &&
    back.getUTCDate() === day &&
    hour < 24 &&
    minute < 60
  return real ? time : null
}

type Clock = () => Date

function pastDateRule(text: string, now: Clock): string | null {
  const time = instantOf(text)
  if (time === null) return 'not a real date'
  if (text < EARLIEST_DATE) return 'before World of Warcraft existed'
  if (time > now().getTime() + FUTURE_SLACK_MS) {
    return `in the future (today is ${now().toISOString().slice(0, 10)})`
  }
  return null
}

function pastDateSchema(pattern: RegExp, shape: string, now: Clock) {
  return z
    .string()
    .regex(pattern, shape)
    .superRefine((text, ctx) => {
      const wrong = pastDateRule(text, now)
      if (wrong) ctx.addIssue({ code: 'custom', message: wrong, input: text })
    })
}

/** "YYYY-MM-DD": a real day, not in the future. */
export const pastDate = (now: Clock = () => new Date()) =>
  pastDateSchema(/^\d{4}-\d{2}-\d{2}$/, 'a date, YYYY-MM-DD', now)

/** "YYYY-MM-DD HH:MM" (UTC): a real moment, not in the future. */
export const pastDateTime = (now: Clock = () => new Date()) =>
  pastDateSchema(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/, 'a UTC time, YYYY-MM-DD HH:MM', now)

/** A date, with the time where the publisher gives one: real, not in the future. */
export const pastDateMaybeTime = (now: Clock = () => new Date()) =>
  pastDateSchema(datePattern, 'a date, YYYY-MM-DD, with HH:MM or without', now)

// Letters of any script (the API answers in Korean or Russian too), digits, single spaces and the
// punctuation real names use ("Hex Lord's Dooming Idol", "Darkmoon Deck: Void", "Ruby Whelp Shell
// [St]", "Yu'lon"). No markup, no line breaks, no control or direction-changing characters.
const nameCharacters = /^[\p{L}\p{M}\p{N}'’:,.!?&()[\]/+ -]+$/u

function nameSchema(maxLength: number, what: string) {
  return z
    .string()
    .min(1, `${what} is not empty`)
    .max(maxLength, `${what} has at most ${maxLength} characters`)
    .regex(nameCharacters, `${what} holds letters, digits, spaces and ’:,.!?&()[]/+- only`)
    .refine(
      (text) => text === text.trim() && !text.includes('  ') && /[\p{L}\p{N}]/u.test(text),
      `${what} has words, single spaces and no space at either end`,
    )
}

/** A name a publisher gives a trinket, a boss, a spec or a playstyle. */
export const publisherName = nameSchema(100, 'a name')

/** A publisher's short tag for where an item comes from (Raid, Dungeon, High PvP...). */
export const publisherTag = nameSchema(40, 'a tag')

/** A publisher's free-text note: one paragraph, no markup, no control or direction characters. */
export const publisherText = z
  .string()
  .min(1, 'a note is not empty')
  .max(1000, 'a note has at most 1000 characters')
  .refine(
    (text) => !/[<>\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(text),
    'a note holds no markup, line breaks or control characters',
  )

/** A SimulationCraft build: a git commit hash, 7 to 40 hex digits. */
export const simcHash = z.string().regex(/^[0-9a-fA-F]{7,40}$/, 'a git hash, 7 to 40 hex digits')

/** A publisher's code word (a season tier "MID2", a fight style "castingpatchwerk5"). */
export const publisherCode = z
  .string()
  .regex(/^[A-Za-z0-9_]{1,40}$/, 'letters, digits and _ only, up to 40')

// ---------------------------------------------------------------------------------------------
// Saying a refusal: one line that names the file, the field and the value, safe for a terminal.

/**
 * Characters that must not reach a terminal as they are: controls (escape sequences, carriage
 * returns, backspaces), line and paragraph separators, zero-width and direction-changing marks.
 */
const unsafeCharacters = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu

const escaped = (char: string) => `\\u${(char.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`

/** Text for the terminal: line breaks and tabs kept, every other unsafe character written out. */
export function terminalSafe(text: string): string {
  return text.replace(unsafeCharacters, (char) =>
    char === '\n' || char === '\t' ? char : escaped(char),
  )
}

/** One line: line breaks and tabs written out as well. */
export function oneLine(text: string): string {
  return terminalSafe(text).replace(/[\n\t]/g, escaped)
}

/** A value as a message shows it: quoted when a string, shortened, on one line. */
export function shown(value: unknown, maxLength = 60): string {
  let text: string
  if (typeof value === 'string') text = JSON.stringify(value)
  else if (typeof value === 'number' || typeof value === 'boolean' || value === null)
    text = String(value)
  else if (value === undefined) text = 'missing'
  else if (Array.isArray(value)) text = `a list of ${value.length}`
  else text = 'an object'
  text = oneLine(text)
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text
}

/** "sets[0].items[3].points[1][0]", "data[\"Ruby Whelp Shell\"][\"334\"]". */
export function fieldName(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'the file'
  return path
    .map((key, i) => {
      if (typeof key === 'number') return `[${key}]`
      const name = String(key)
      if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) return i === 0 ? name : `.${name}`
      return `[${shown(name, 40)}]`
    })
    .join('')
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let at = value
  for (const key of path) {
    if (at === null || typeof at !== 'object') return undefined
    at = (at as Record<PropertyKey, unknown>)[key]
  }
  return at
}

/** The first problem of a failed parse as one sentence (without its final period). */
export function schemaSentence(error: z.ZodError, value: unknown, origin: string): string {
  const [first] = error.issues
  if (!first) return `${origin} was refused`
  // A record's key that fails its rule is the value in question, not the record.
  // A rule written here may name the key itself (`params.key`, an item level keyed by level).
  const customKey =
    first.code === 'custom' ? (first.params as { key?: string } | undefined)?.key : undefined
  const keyIssue = first.code === 'invalid_key' ? first.issues[0] : undefined
  const issue = keyIssue ?? first
  const path = customKey === undefined ? first.path : [...first.path, customKey]
  const isKey = keyIssue !== undefined || customKey !== undefined
  const at = isKey ? path.slice(0, -1) : path
  const bad = isKey ? path.at(-1) : valueAt(value, path)
  const what = isKey ? `${fieldName(at)} has the key ${shown(bad)}` : fieldName(path)
  const more = error.issues.length - 1
  const rest = more > 0 ? ` (and ${more} more problem${more === 1 ? '' : 's'})` : ''
  const is = isKey ? '' : ` is ${shown(bad)}`
  return `${origin}: ${what}${is}, ${oneLine(issue.message).replace(/\.$/, '')}${rest}`
}

/** Parses or throws one sentence naming the origin, the field and the value. */
export function parseOrRefuse<T>(schema: z.ZodType<T>, value: unknown, origin: string): T {
  const result = schema.safeParse(value)
  if (!result.success) throw new Error(`${schemaSentence(result.error, value, origin)}.`)
  return result.data
}

/** What item levels the season's items can have: its tracks, above-track levels and lair drops. */
export function seasonItemLevelRange(dataset: {
  upgradeTracks: readonly { steps: readonly { itemLevel: number }[] }[]
  aboveTrackItemLevels: readonly { itemLevel: number }[]
  lairDropItemLevels: readonly { itemLevel: number }[]
}): ItemLevelRange {
  const levels = [
    ...dataset.upgradeTracks.flatMap((track) => track.steps.map((step) => step.itemLevel)),
    ...dataset.aboveTrackItemLevels.map((level) => level.itemLevel),
    ...dataset.lairDropItemLevels.map((level) => level.itemLevel),
  ]
  return { min: Math.min(...levels), max: Math.max(...levels) }
}
