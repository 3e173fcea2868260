// The tracker's share link: the page's address with the view's search parameters, written the
// way the router writes them (items as "1,2,3").
import { stringifySearch } from '~/lib/search-params'
import type { TrackerSearch } from './tracker-search'

export const trackerPath = '/trinket-tracker/'

/** An absolute link to this view of the tracker on `origin` (e.g. "https://vaultwise.gg"). */
export function trackerShareUrl(origin: string, search: TrackerSearch): string {
  return `${origin.replace(/\/+$/, '')}${trackerPath}${stringifySearch(search)}`
}
