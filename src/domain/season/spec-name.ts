// A spec's name as players say it: the spec, then the class ("Fire Mage", "Beast Mastery Hunter").
import type { SeasonDataset } from './schema'
import { seasonIndex } from './season-index'

/** "Fire Mage"; the class alone, or the slugs, where the dataset lacks a part. */
export function specNameOf(dataset: SeasonDataset, classSlug: string, specSlug: string): string {
  const index = seasonIndex(dataset)
  const className = index.classBySlug(classSlug)?.name
  const specName = index.specBySlug(classSlug, specSlug)?.name
  return [specName, className].filter(Boolean).join(' ') || `${specSlug} ${classSlug}`
}
