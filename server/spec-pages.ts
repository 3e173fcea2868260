// Each spec's Trinket Tracker page. The build prerenders one per spec beside the bare tracker
// (scripts/spec-pages.ts) into trinket-tracker/specs/<class>/<spec>.html, a file with no address of
// its own; the tracker's one address sends it when the query names that class and spec. Anything
// else gets the bare page, which draws whatever the query says once its scripts run, so the choice
// only ever picks a page the browser would draw the same way.
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import {
  specPageKeys,
  specPagesFolder,
} from '../src/features/trinket-tracker/spec-page/spec-page-paths'
import { type PrerenderedPage, readPage } from './prerendered-pages'

/** The address whose query chooses among them. */
export const trackerPagePath = '/trinket-tracker/'

/** Every spec page of the build, keyed `<class>/<spec>` by its slugs; empty for an older build. */
export async function readSpecPages(clientDir: string): Promise<Map<string, PrerenderedPage>> {
  const pages = new Map<string, PrerenderedPage>()
  const folder = path.join(clientDir, specPagesFolder)
  const classFolders = await readdir(folder, { withFileTypes: true }).catch(() => [])
  for (const classFolder of classFolders) {
    if (!classFolder.isDirectory()) continue
    for (const file of await readdir(path.join(folder, classFolder.name))) {
      if (!file.endsWith('.html')) continue
      const key = `${classFolder.name}/${file.slice(0, -'.html'.length)}`
      pages.set(key, await readPage(path.join(folder, classFolder.name, file)))
    }
  }
  return pages
}

/**
 * The spec page key a query asks for (looked up as is among the build's pages), or undefined for
 * the bare page. Both parameters are needed,
 * each exactly once; their order and any other parameters (items, ilvl, order…) do not matter,
 * since the browser applies those. Slugs are matched as written: the tracker reads `Mage` as no
 * class, so `wowClass=Mage` gets the bare page, which says so.
 */
export function specPageKeyOf(query: string): string | undefined {
  const params = new URLSearchParams(query)
  const [classKey, specKey] = specPageKeys
  const classes = params.getAll(classKey)
  const specs = params.getAll(specKey)
  if (classes.length !== 1 || specs.length !== 1) return undefined
  return `${classes[0]}/${specs[0]}`
}

/** The page for the tracker's address with this query: the spec's own, or the bare one. */
export function chooseTrackerPage(
  query: string,
  specPages: ReadonlyMap<string, PrerenderedPage>,
  barePage: PrerenderedPage,
): PrerenderedPage {
  const key = specPageKeyOf(query)
  return (key !== undefined && specPages.get(key)) || barePage
}
