// The head of a spec's tracker page: title, description with the spec's trinket count and the
// guides' top picks, canonical address and preview image, and its sims' preload. Loaded only for
// an address that names a spec (the route's head fetches it with codeOnDemand), so other pages do
// not carry the picks' code or the sims' map.

import type { QueryClient } from '@tanstack/react-query'
import type { SeasonDataset } from '~/domain/season/schema'
import { seasonIndex } from '~/domain/season/season-index'
import { pageHead } from '~/lib/page-head'
import { listInWords } from '~/lib/words'
import { seasonQueryOptions } from '~/queries/season'
import { specSimsPreload } from '~/queries/spec-sims'
import { cachedSpecPicks, playersOf } from '../rankings/guide-picks'
import type { PrerenderedSpec } from '../state/prerendered-spec'
import { specPagePath, specPageTitle, specPreviewImage } from './spec-page-paths'

/** How many of the guides' picks the description names; more would be cut by search results. */
const picksInDescription = 3

export function specPageDescription(
  dataset: SeasonDataset,
  pageSpec: PrerenderedSpec,
): string | undefined {
  const found = findSpec(dataset, pageSpec)
  if (!found) return undefined
  const { spec, specName } = found
  const count = dataset.trinkets.filter((trinket) => trinket.specIds.includes(spec.id)).length
  const top = cachedSpecPicks(dataset, spec, specName).top.slice(0, picksInDescription)
  const picks =
    top.length > 0 ? ` The guides' top picks: ${listInWords(top.map((t) => t.name))}.` : ''
  return `${count} ${dataset.season.name} ${count === 1 ? 'trinket' : 'trinkets'} ${playersOf(specName)} can use: where each drops, at what item level, and which key or boss to farm.${picks}`
}

function findSpec(
  dataset: SeasonDataset,
  { wowClass: classSlug, wowSpec: specSlug }: PrerenderedSpec,
) {
  const index = seasonIndex(dataset)
  const wowClass = index.classBySlug(classSlug)
  const spec = index.specBySlug(classSlug, specSlug)
  return wowClass && spec
    ? { wowClass, spec, specName: `${spec.name} ${wowClass.name}` }
    : undefined
}

/** The spec page's head, or undefined when the parameters name no spec of the season. */
export function specPageHead(dataset: SeasonDataset, pageSpec: PrerenderedSpec) {
  const found = findSpec(dataset, pageSpec)
  const description = specPageDescription(dataset, pageSpec)
  if (!found || description === undefined) return undefined
  const slugs = { classSlug: found.wowClass.slug, specSlug: found.spec.slug }
  return pageHead({
    title: specPageTitle(dataset, found.specName),
    description,
    path: specPagePath(slugs),
    image: specPreviewImage(slugs),
  })
}

/**
 * The route's head for a spec's address: the spec page's head with its sims' preload, which loads
 * beside the season data; undefined when the parameters name no spec of the season.
 */
export async function specTrackerHead(
  queryClient: QueryClient,
  pageSpec: Required<PrerenderedSpec>,
) {
  const [dataset, sims] = await Promise.all([
    queryClient.ensureQueryData(seasonQueryOptions()),
    specSimsPreload(queryClient, pageSpec.wowClass, pageSpec.wowSpec),
  ])
  const head = specPageHead(dataset, pageSpec)
  return head && { ...head, links: [...head.links, ...sims] }
}
