// What a trinket of the export is, in players' words: its English name and one label for where it
// comes from, the same on every spec. The season's own trinkets come from the dataset; every
// other id from the site's table of the trinkets a level-90 character may carry
// (data/trinket-names.json); then the publisher's name where it simmed the item for the spec;
// then the export's own comment. "Not known to this site" only for an id no table knows.

import type { SeasonDataset, Trinket } from '~/domain/season/schema'
import { seasonIndex } from '~/domain/season/season-index'
import { categoryLabels, type KnownTrinketName } from '~/domain/trinket-names/known-trinkets'
import type { ValueBook } from './upgrade-gain'

export type KnownTrinkets = ReadonlyMap<number, KnownTrinketName>

export type TrinketIdentity = {
  name: string
  /** "Season 2 raid", "crafted", "PvP"…; "source unknown" where no table says. */
  label: string
  /** False for an id no table of the site knows. */
  known: boolean
  /** The season's trinket of that id, for its icon; undefined for others. */
  seasonTrinket: Trinket | undefined
}

export const unknownLabel = 'not known to this site'
export const sourceUnknownLabel = 'source unknown'

export function trinketIdentity(
  dataset: SeasonDataset,
  names: KnownTrinkets,
  book: ValueBook | undefined,
  trinket: { id: number; name: string | null },
): TrinketIdentity {
  const seasonTrinket = seasonIndex(dataset).trinketById(trinket.id)
  const known = names.get(trinket.id)
  const published = book?.curves.get(trinket.id)?.name
  const name =
    seasonTrinket?.name ?? known?.name ?? published ?? trinket.name ?? `Item ${trinket.id}`
  // The names table holds every season trinket too, so a season trinket always has its label.
  const label = known
    ? categoryLabels[known.category]
    : seasonTrinket || published
      ? sourceUnknownLabel
      : unknownLabel
  return { name, label, known: Boolean(seasonTrinket || known || published), seasonTrinket }
}
