// Each spec's Trinket Tracker page, made at build beside the bare /trinket-tracker/ page: rendered
// with the built server entry at the spec's address (`?wowClass=mage&wowSpec=fire`), written to
// dist/client/trinket-tracker/specs/<class>/<spec>.html (postbuild then defers its scripts, inlines
// its CSS and compresses it like every page), and its 1200×630 preview card drawn in the class
// colour. The server sends the file for that address (server/spec-pages.ts); no route is added.

import { copyFile, mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { siteConfig } from '../src/config/site'
import type { SeasonDataset } from '../src/domain/season/schema'
import { seasonIndex } from '../src/domain/season/season-index'
import {
  specPageFile,
  specPagePath,
  specPageTitle,
  specPreviewImage,
} from '../src/features/trinket-tracker/spec-page/spec-page-paths'
import { pageTitle } from '../src/lib/page-head'
import { drawPreviewCards, type PreviewCard } from './preview-cards'
import { checkRenderedPage } from './render-check'

export type SpecPage = {
  classSlug: string
  specSlug: string
  /** "Fire Mage" */
  who: string
  classColor: string
}

type Fetch = (request: Request) => Promise<Response>
/** The render errors the server logged since the last page (render-check.ts). */
type RenderErrors = { take: () => string[] }
const noErrorsRecorded: RenderErrors = { take: () => [] }

/** Every spec of the season with its class, in the dataset's order. */
export function specPagesOf(dataset: SeasonDataset): SpecPage[] {
  return dataset.specs.map((spec) => {
    const wowClass = seasonIndex(dataset).classBySlug(spec.classSlug)
    if (!wowClass) throw new Error(`spec-pages: spec ${spec.slug} has no class ${spec.classSlug}`)
    return {
      classSlug: wowClass.slug,
      specSlug: spec.slug,
      who: `${spec.name} ${wowClass.name}`,
      classColor: wowClass.color,
    }
  })
}

/**
 * Renders one spec's page. The address must be the router's own form of it (the route's search
 * middleware writes wowClass before wowSpec), or the render answers with a redirect and no page.
 */
export async function renderSpecPage(
  fetchPage: Fetch,
  dataset: SeasonDataset,
  page: SpecPage,
  errors: RenderErrors = noErrorsRecorded,
): Promise<string> {
  const response = await fetchPage(new Request(new URL(specPagePath(page), 'http://localhost')))
  const html = await response.text()
  // Before the title: a failed render names its error rather than a missing list.
  checkRenderedPage(specPagePath(page), html, errors)
  const title = pageTitle(specPageTitle(dataset, page.who))
  if (response.status !== 200 || !html.includes(`<title>${escapeText(title)}</title>`)) {
    throw new Error(
      `spec-pages: rendering ${specPagePath(page)} gave HTTP ${response.status} without the title "${title}"`,
    )
  }
  if (!html.includes(`data-page-spec="${page.classSlug}/${page.specSlug}"`)) {
    throw new Error(`spec-pages: ${specPagePath(page)} does not show the spec's list`)
  }
  return html
}

function escapeText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
}

export async function writeSpecPages(
  fetchPage: Fetch,
  dataset: SeasonDataset,
  clientDir: string,
  errors: RenderErrors = noErrorsRecorded,
): Promise<number> {
  const pages = specPagesOf(dataset)
  // One at a time: the render is synchronous work, and order keeps the log readable.
  for (const page of pages) {
    const file = path.join(clientDir, specPageFile(page))
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, await renderSpecPage(fetchPage, dataset, page, errors))
  }
  return pages.length
}

export function specPreviewCard(dataset: SeasonDataset, page: SpecPage): PreviewCard {
  return {
    image: specPreviewImage(page),
    kicker: `${siteConfig.title} · ${dataset.season.name}`,
    headline: page.who,
    text: 'Trinkets: where each drops, at what item level, and which key or boss to farm.',
    stripes: [page.classColor],
    accent: page.classColor,
  }
}

/**
 * Draws every spec's card into dist/client with Chromium. Without a Chromium (a build host that
 * never runs the tests) each spec gets a copy of the tracker's own card and a warning, so the
 * pages' og:image never points at nothing.
 */
export async function writeSpecPreviewImages(
  dataset: SeasonDataset,
  clientDir: string,
): Promise<'drawn' | 'copied'> {
  const pages = specPagesOf(dataset)
  try {
    await drawPreviewCards(
      pages.map((page) => specPreviewCard(dataset, page)),
      clientDir,
    )
    return 'drawn'
  } catch (error) {
    console.warn(
      `spec-pages: could not draw the spec preview images with Chromium (${error instanceof Error ? error.message.split('\n')[0] : String(error)}); each spec page uses a copy of /og/trinket-tracker.png`,
    )
    for (const page of pages) {
      const file = path.join(clientDir, specPreviewImage(page))
      await mkdir(path.dirname(file), { recursive: true })
      await copyFile(path.join(clientDir, 'og/trinket-tracker.png'), file)
    }
    return 'copied'
  }
}
