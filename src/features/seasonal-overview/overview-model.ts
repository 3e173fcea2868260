// The Seasonal Overview's facts, shaped for its tables straight from the season dataset: nothing
// here is typed twice, and a fact no source gives comes back as null, never as a guess.
import type { FactMarkKind } from '~/components/fact-mark'
import type {
  Encounter,
  Instance,
  MythicPlus,
  MythicPlusCrestReward,
  MythicPlusReward,
  Provenance,
  Season,
  SeasonDataset,
  Trinket,
  UpgradeTrack,
} from '~/domain/season/schema'
import { withReadableDates } from '../../lib/note-dates'

// ---- numbered notes ----------------------------------------------------------------------------

export type Footnote = { number: number; id: string; text: string }

/**
 * Numbers the notes of one section in the order they are first asked for; the same text asked for
 * twice keeps its number, so four disputed rows with one reason share note 1.
 */
export function createFootnotes(sectionId: string) {
  const notes: Footnote[] = []
  return {
    notes,
    add(note: string): Footnote {
      // Shown with dates as players read them ("18 August 2026", not "2026-08-18").
      const text = withReadableDates(note)
      const existing = notes.find((footnote) => footnote.text === text)
      if (existing) return existing
      const number = notes.length + 1
      const footnote = { number, id: `${sectionId}-note-${number}`, text }
      notes.push(footnote)
      return footnote
    },
  }
}

export type Footnotes = ReturnType<typeof createFootnotes>

/** How sure a fact is, and its note; kind null is a confirmed fact that still carries a note. */
export type Mark = { kind: FactMarkKind | null; note?: Footnote }

/** The mark a provenance calls for: null for a confirmed fact with nothing to add. */
export function markFor(provenance: Provenance, footnotes: Footnotes): Mark | null {
  const note = provenance.note === undefined ? undefined : footnotes.add(provenance.note)
  const kind = provenance.certainty === 'confirmed' ? null : provenance.certainty
  if (kind === null && note === undefined) return null
  return note ? { kind, note } : { kind }
}

/** A mark for a fact no source gives, with the note saying so when there is one. */
export function unknownMark(footnotes: Footnotes, note?: string): Mark {
  return note === undefined ? { kind: 'unknown' } : { kind: 'unknown', note: footnotes.add(note) }
}

// ---- regions and dates -------------------------------------------------------------------------

export const regionNames = {
  us: 'Americas',
  eu: 'Europe',
  kr: 'Korea',
  tw: 'Taiwan',
  cn: 'China',
} as const

export type RegionCode = keyof typeof regionNames

export type RegionDatesRow = {
  region: RegionCode
  name: string
  patchRelease: string | null
  seasonStart: string | null
}

export function regionDateRows(season: Season): RegionDatesRow[] {
  return (Object.keys(regionNames) as RegionCode[]).map((region) => ({
    region,
    name: regionNames[region],
    patchRelease: season.patchReleaseDates[region],
    seasonStart: season.startDates[region],
  }))
}

/** The earliest known start date and the regions that open on it: the overview header's "Season start". */
export function firstSeasonStart(season: Season): { date: string; regions: string[] } | null {
  const known = regionDateRows(season).filter((row) => row.seasonStart !== null)
  const first = known.map((row) => row.seasonStart ?? '').sort()[0]
  if (first === undefined) return null
  return {
    date: first,
    regions: known.filter((row) => row.seasonStart === first).map((row) => row.name),
  }
}

// ---- tracks ------------------------------------------------------------------------------------

/** "279–295": a track's first and last item level. */
export function trackRange(track: UpgradeTrack): string {
  const levels = track.steps.map((step) => step.itemLevel)
  return `${Math.min(...levels)}–${Math.max(...levels)}`
}

/** The most steps any track has: the number of step columns in the tracks table. */
export function maxTrackSteps(dataset: SeasonDataset): number {
  return Math.max(...dataset.upgradeTracks.map((track) => track.steps.length))
}

// ---- instances and their trinkets ---------------------------------------------------------------

export type BossLoot = { encounter: Encounter; trinkets: Trinket[] }

/** An instance's bosses in order (kill order in the raid), each with the trinkets it drops. */
export function bossLoot(dataset: SeasonDataset, instance: Instance): BossLoot[] {
  return [...instance.encounters]
    .sort((a, b) => a.order - b.order)
    .map((encounter) => ({
      encounter,
      trinkets: dataset.trinkets.filter((trinket) =>
        trinket.sources.some(
          (source) => source.instanceId === instance.id && source.encounterId === encounter.id,
        ),
      ),
    }))
}

export function instancesOfKind(dataset: SeasonDataset, kind: Instance['kind']): Instance[] {
  return dataset.instances.filter((instance) => instance.kind === kind)
}

// ---- keystones ---------------------------------------------------------------------------------

/** "+7", or "+10 and above" on a table's last row. */
export function keyLevelLabel(keyLevel: number, andAbove: boolean): string {
  return andAbove ? `+${keyLevel} and above` : `+${keyLevel}`
}

/** Which row of a key-level table applies to a key: exact, or the last "and above" row below it. */
export function rowForKey<T extends { keyLevel: number; andAbove: boolean }>(
  rows: readonly T[],
  keyLevel: number,
): T | undefined {
  const exact = rows.find((row) => row.keyLevel === keyLevel)
  if (exact) return exact
  return rows.find((row) => row.andAbove && row.keyLevel < keyLevel)
}

export type MythicPlusRow = {
  keyLevel: number
  /** True on the last row: it holds for every higher key too. */
  andAbove: boolean
  reward: MythicPlusReward | undefined
  crest: MythicPlusCrestReward | undefined
}

/**
 * One row per key level from the lowest to the highest either table lists. The item-level table
 * stops at "+10 and above" while crests keep rising to +12, so +11 and +12 repeat the +10 loot.
 */
export function mythicPlusRows(mythicPlus: MythicPlus): MythicPlusRow[] {
  const levels = [...mythicPlus.rewards, ...mythicPlus.crests].map((row) => row.keyLevel)
  if (levels.length === 0) return []
  const lowest = Math.min(...levels)
  const highest = Math.max(...levels)
  const rows: MythicPlusRow[] = []
  for (let keyLevel = lowest; keyLevel <= highest; keyLevel++) {
    const reward = rowForKey(mythicPlus.rewards, keyLevel)
    const crest = rowForKey(mythicPlus.crests, keyLevel)
    const lastRow = keyLevel === highest
    rows.push({
      keyLevel,
      andAbove: lastRow && (reward?.andAbove ?? true) && (crest?.andAbove ?? true),
      reward,
      crest,
    })
  }
  return rows
}

// ---- affixes -----------------------------------------------------------------------------------

/** "+2 to +5", "+7 and above". */
export function affixKeyLevels(keyLevels: { from: number; to: number | null }): string {
  if (keyLevels.to === null) return `+${keyLevels.from} and above`
  if (keyLevels.to === keyLevels.from) return `+${keyLevels.from}`
  return `+${keyLevels.from} to +${keyLevels.to}`
}

// ---- words -------------------------------------------------------------------------------------

const roleWords = { tank: 'Tank', healer: 'Healer', damage: 'Damage' } as const
const statWords = { strength: 'Strength', agility: 'Agility', intellect: 'Intellect' } as const

/** "Strength · Tank, Damage": who a trinket is for, at a glance. */
export function trinketAudience(trinket: Trinket): string {
  const stats = trinket.primaryStats.map((stat) => statWords[stat]).join('/')
  const roles = trinket.roles.map((role) => roleWords[role]).join(', ')
  return stats ? `${stats} · ${roles}` : roles
}

export const greatVaultActivityNames = {
  raid: 'Raid',
  dungeons: 'Dungeons',
  world: 'World',
} as const

export const lairDifficultyNames = {
  world: 'World',
  normal: 'Normal',
  heroic: 'Heroic',
  mythic: 'Mythic',
} as const
