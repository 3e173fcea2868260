// How the tracker words a trinket's facts for players: stat and role names, use type, where it
// drops, and the initials its placeholder icon shows.
import type {
  Encounter,
  Instance,
  InstanceKind,
  PrimaryStat,
  Role,
  Trinket,
} from '~/domain/season/schema'
import { countOf } from '~/lib/words'
import type { TrinketDrop } from './trinket-filter'

export const statNames: Record<PrimaryStat, { short: string; long: string }> = {
  strength: { short: 'Str', long: 'Strength' },
  agility: { short: 'Agi', long: 'Agility' },
  intellect: { short: 'Int', long: 'Intellect' },
}

export const roleNames: Record<Role, string> = { tank: 'Tank', healer: 'Healer', damage: 'Damage' }

/** "On-use", "Passive" or "Use unknown": passive covers equip effects and procs alike. */
export function useLabel(trinket: Trinket): string {
  if (trinket.onUse === null) return 'Use unknown'
  return trinket.onUse ? 'On-use' : 'Passive'
}

/** "Rav'i, Altar of Fangs"; a whole group of world bosses reads as the group's name only. */
export function placeText(instance: Instance, encounter: Encounter | null): string {
  if (encounter === null || encounter.name === null) return instance.name
  return `${encounter.name}, ${instance.name}`
}

export function dropText(drop: TrinketDrop | undefined): string {
  return drop ? placeText(drop.instance, drop.encounter) : 'Source unknown'
}

/** What kind of place an instance is, for group headings. */
export function placeKindName(kind: InstanceKind): string {
  switch (kind) {
    case 'dungeon':
      return 'Mythic+ dungeon'
    case 'raid':
      return 'Raid'
    case 'lair':
      return 'Lair'
    case 'world-bosses':
      return 'World bosses'
  }
}

/** The boss alone, for a row already under its instance's heading. */
export function bossText(drop: TrinketDrop | undefined): string {
  if (!drop) return 'Source unknown'
  return drop.encounter.name ?? instanceKindName(drop)
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
  return countOf(count, 'trinket', 'trinkets')
}
