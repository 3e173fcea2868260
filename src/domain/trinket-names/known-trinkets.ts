// The part of data/trinket-names.json the browser needs to name what a character carries: each
// id's English name, where it comes from and how sure the name is. The whole file (sources,
// localized names, notes) is ~13 KB gzip; this is a few, built at build time
// (vite-plugin-known-trinkets.ts) and loaded only with the upgrade answer.
import type { Certainty } from '../season/schema'
import type { TrinketCategory, TrinketNames } from './schema'

export type KnownTrinketName = {
  itemId: number
  name: string
  category: TrinketCategory
  certainty: Certainty
}

export function knownTrinketTable(names: TrinketNames): KnownTrinketName[] {
  return names.trinkets.map(({ itemId, name, category, certainty }) => ({
    itemId,
    name,
    category,
    certainty,
  }))
}

/** One label per item, on every spec, in players' words. */
export const categoryLabels: Record<TrinketCategory, string> = {
  'season2-dungeon': 'Season 2 dungeon',
  'season2-raid': 'Season 2 raid',
  season1: 'Season 1',
  delve: 'delve',
  world: 'world',
  crafted: 'crafted',
  pvp: 'PvP',
  older: 'The War Within',
}
