// Where each spec's tracker page lives: its address (the specification's own parameters, in a fixed
// order), its prerendered file in the build and its link preview image, and its title. Shared by
// the page head, the build (scripts/spec-pages.ts) and the tests; the server finds the files by the
// same layout. (The rest of the head, spec-page-head.ts, reads the sims' map Vite makes, so the
// build's scripts cannot import it.)

import type { SeasonDataset } from '~/domain/season/schema'
import type { TrackerSearchKey } from '../state/tracker-search'

type SpecSlugs = { classSlug: string; specSlug: string }

/** The two parameters of the tracker's schema that choose a spec page, class first. */
export const specPageKeys = ['wowClass', 'wowSpec'] as const satisfies readonly TrackerSearchKey[]

/** The page's one address: `/trinket-tracker/?wowClass=mage&wowSpec=fire`. */
export function specPagePath({ classSlug, specSlug }: SpecSlugs): string {
  const [classKey, specKey] = specPageKeys
  return `/trinket-tracker/?${classKey}=${encodeURIComponent(classSlug)}&${specKey}=${encodeURIComponent(specSlug)}`
}

/**
 * The prerendered file, relative to dist/client. Not an index.html, so it is no page address of its
 * own: the server keeps .html files off the disk route and sends it only for the spec's link.
 */
export const specPagesFolder = 'trinket-tracker/specs'
export function specPageFile({ classSlug, specSlug }: SpecSlugs): string {
  return `${specPagesFolder}/${classSlug}/${specSlug}.html`
}

/** The 1200×630 preview image, drawn at build in the class colour (scripts/spec-pages.ts). */
export function specPreviewImage({ classSlug, specSlug }: SpecSlugs): string {
  return `/og/trinket-tracker/${classSlug}-${specSlug}.png`
}

/** "Fire Mage trinkets · Midnight Season 2": the page's title before the site's name. */
export function specPageTitle(dataset: SeasonDataset, specName: string): string {
  return `${specName} trinkets · ${dataset.season.name}`
}
