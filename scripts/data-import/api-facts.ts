// Reduces raw API answers to the few facts the dataset keeps. Anything the answer lacks becomes
// null or empty, which the merge reads as "no news", never as "blank it".
import type { PrimaryStat, Quality, Role } from '../../src/domain/season/schema'
import type {
  ItemMediaResponse,
  ItemResponse,
  JournalEncounterResponse,
  PlayableSpecializationResponse,
} from './api-schemas'

export interface EncounterFacts {
  id: number
  name: string | null
  /** Every item the encounter drops; empty when the answer listed none. */
  itemIds: number[]
}

export interface TrinketFacts {
  id: number
  name: string | null
  quality: Quality | null
  /** The API's own quality word when it is one the schema does not know (e.g. LEGENDARY). */
  unknownQuality: string | null
  primaryStats: PrimaryStat[]
  onUse: boolean | null
  /** The on-use cooldown read from the use spell, in seconds. */
  useCooldownSeconds: number | null
  icon: { name: string; fileId: number | null } | null
}

export interface SpecFacts {
  id: number
  name: string | null
  role: Role | null
  primaryStat: PrimaryStat | null
}

export interface ApiFacts {
  encounters: Map<number, EncounterFacts>
  trinkets: Map<number, TrinketFacts>
  specs: Map<number, SpecFacts>
}

const PRIMARY_STATS: Record<string, PrimaryStat> = {
  STRENGTH: 'strength',
  AGILITY: 'agility',
  INTELLECT: 'intellect',
}
const ROLES: Record<string, Role> = { TANK: 'tank', HEALER: 'healer', DAMAGE: 'damage' }
const QUALITIES: Record<string, Quality> = { RARE: 'rare', EPIC: 'epic' }

const nonEmpty = (value: string | undefined): string | null =>
  value !== undefined && value.trim() !== '' ? value : null

/** Names are kept only from English answers: the site is in English. */
export function encounterFacts(
  response: JournalEncounterResponse,
  readsEnglish: boolean,
): EncounterFacts {
  return {
    id: response.id,
    name: readsEnglish ? nonEmpty(response.name) : null,
    itemIds: (response.items ?? []).map((entry) => entry.item.id),
  }
}

export function isTrinket(response: ItemResponse): boolean {
  return response.inventory_type?.type === 'TRINKET'
}

const UNIT_SECONDS: Record<string, number> = {
  day: 86_400,
  hr: 3_600,
  hour: 3_600,
  min: 60,
  sec: 1,
}

/** "(1 Min, 30 Sec Cooldown)" → 90; null when the text names no cooldown. English tooltips only. */
export function cooldownFromDescription(description: string): number | null {
  const inner = /\(([^()]*?)\s*Cooldown\)/i.exec(description)?.[1]
  if (inner === undefined) return null
  let total = 0
  for (const match of inner.matchAll(/(\d+(?:\.\d+)?)\s*(day|hr|hour|min|sec)/gi)) {
    const [, amount, unit] = match
    total += Number(amount) * (UNIT_SECONDS[(unit ?? '').toLowerCase()] ?? 0)
  }
  return total > 0 ? total : null
}

/**
 * Reads spell text only to tell "Use:" from "Equip:" and to find the cooldown; the words themselves
 * are never kept (effect summaries are written by hand). Only English answers are read this way,
 * and only they give names (the site is in English).
 */
export function trinketFacts(
  item: ItemResponse,
  media: ItemMediaResponse | null,
  readsEnglish: boolean,
): TrinketFacts {
  const qualityType = item.quality?.type ?? null
  const quality = qualityType === null ? null : (QUALITIES[qualityType] ?? null)
  const primaryStats = [
    ...new Set(
      (item.preview_item?.stats ?? []).flatMap((stat) => {
        const primary = PRIMARY_STATS[stat.type.type]
        return primary ? [primary] : []
      }),
    ),
  ].sort()
  const descriptions = (item.preview_item?.spells ?? []).flatMap((spell) =>
    spell.description ? [spell.description.trim()] : [],
  )
  const useDescription = descriptions.find((d) => d.startsWith('Use:'))
  let onUse: boolean | null = null
  if (readsEnglish && descriptions.length > 0) onUse = useDescription !== undefined
  const iconAsset = media?.assets?.find((asset) => asset.key === 'icon')
  const iconName = iconAsset ? nonEmpty(iconNameFromUrl(iconAsset.value)) : null
  return {
    id: item.id,
    name: readsEnglish ? nonEmpty(item.name) : null,
    quality,
    unknownQuality: qualityType !== null && quality === null ? qualityType : null,
    primaryStats,
    onUse,
    useCooldownSeconds:
      readsEnglish && useDescription !== undefined ? cooldownFromDescription(useDescription) : null,
    icon: iconName === null ? null : { name: iconName, fileId: iconAsset?.file_data_id ?? null },
  }
}

/** ".../icons/56/inv_misc_food_87_sporelingsnack.jpg" → "inv_misc_food_87_sporelingsnack". */
function iconNameFromUrl(url: string): string {
  const withoutQuery = url.split(/[?#]/)[0] ?? ''
  const file = withoutQuery.split('/').filter(Boolean).at(-1) ?? ''
  return file.replace(/\.(jpg|jpeg|png|webp|blp)$/i, '')
}

export function specFacts(
  response: PlayableSpecializationResponse,
  readsEnglish: boolean,
): SpecFacts {
  const role = response.role ? (ROLES[response.role.type] ?? null) : null
  const stat = response.primary_stat_type
    ? (PRIMARY_STATS[response.primary_stat_type.type] ?? null)
    : null
  return {
    id: response.id,
    name: readsEnglish ? nonEmpty(response.name) : null,
    role,
    primaryStat: stat,
  }
}
