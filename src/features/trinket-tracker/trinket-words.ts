// How the tracker words a trinket's facts for players: stat and role names, use type, where it
// drops, and the initials its placeholder icon shows.
import { encounterDisplayName } from '~/features/season-data/lookups'
import type { PrimaryStat, Role, Trinket } from '~/features/season-data/schema'
import type { TrinketSourceKind } from '~/lib/search-params'
import type { TrinketDrop } from './trinket-filter'

export const statNames: Record<PrimaryStat, { short: string; long: string }> = {
  strength: { short: 'Str', long: 'Strength' },
  agility: { short: 'Agi', long: 'Agility' },
  intellect: { short: 'Int', long: 'Intellect' },
}

export const roleNames: Record<Role, string> = { tank: 'Tank', healer: 'Healer', damage: 'Damage' }

export const sourceKindNames: Record<TrinketSourceKind, string> = {
  raid: 'Raid',
  dungeon: 'Dungeon',
  other: 'Other',
}

/** "On-use", "Passive" or "Use unknown": passive covers equip effects and procs alike. */
export function useLabel(trinket: Trinket): string {
  if (trinket.onUse === null) return 'Use unknown'
  return trinket.onUse ? 'On-use' : 'Passive'
}

/** "Rav'i, Altar of Fangs"; a whole group of world bosses reads as the group's name only. */
export function dropText(drop: TrinketDrop | undefined): string {
  if (!drop) return 'Source unknown'
  if (drop.encounter.name === null) return drop.instance.name
  return `${encounterDisplayName(drop.encounter)}, ${drop.instance.name}`
}

export function instanceKindName(drop: TrinketDrop): string {
  switch (drop.instance.kind) {
    case 'dungeon':
      return 'Mythic+ dungeon'
    case 'raid':
      return 'Raid boss'
    case 'lair':
      return 'Lair boss'
    case 'world-bosses':
      return 'World boss'
  }
}

const smallWords = new Set(['of', 'the', 'a', 'an', 'in', 'and'])

/** Two letters for the placeholder icon: "Lightspire Core" → "LC", "Idol of the War Loa" → "IW". */
export function trinketInitials(name: string): string {
  const words = name
    .replace(/['’]s\b/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '' && !smallWords.has(word.toLowerCase()))
  const letters = words.slice(0, 2).map((word) => word[0]?.toUpperCase() ?? '')
  return letters.join('') || '?'
}

export function wowheadItemUrl(itemId: number): string {
  return `https://www.wowhead.com/item=${itemId}`
}

/** "1 trinket", "12 trinkets". */
export function trinketCount(count: number): string {
  return `${count} ${count === 1 ? 'trinket' : 'trinkets'}`
}
