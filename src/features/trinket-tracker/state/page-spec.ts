// Which spec a prerendered tracker page was drawn for. Besides the bare /trinket-tracker/, the build
// prerenders one page per spec (`?wowClass=mage&wowSpec=fire`, scripts/spec-pages.ts) and the
// server sends it for that spec's links (server/spec-pages.ts). Hydration must first draw what the
// HTML shows: a spec page's list, or on the bare page the view without parameters, whatever else
// the address says. The server render reads the spec from its URL and writes it on the page's
// root element; the browser reads it back from there while it hydrates.
import { getRouteApi } from '@tanstack/react-router'
import type { TrackerSearch } from './tracker-search'

/** The two parameters that choose a spec page; `{}` for the bare page. */
export type PageSpec = Pick<TrackerSearch, 'wowClass' | 'wowSpec'>

/** On the tracker's root element while it hydrates: `mage/fire`. */
export const pageSpecAttribute = 'data-page-spec'

const noSpec: PageSpec = {}
const bySlugs = new Map<string, PageSpec>()

/** One object per class and spec, so the view cached per search object is reused. */
function pageSpecFor(wowClass: string, wowSpec: string): PageSpec {
  const key = `${wowClass}/${wowSpec}`
  let spec = bySlugs.get(key)
  if (!spec) {
    spec = { wowClass, wowSpec }
    bySlugs.set(key, spec)
  }
  return spec
}

/** The spec page a search is drawn on: both parameters are needed, the rest apply in the browser. */
export function pageSpecOf(search: TrackerSearch): PageSpec {
  const { wowClass, wowSpec } = search
  return wowClass === undefined || wowSpec === undefined ? noSpec : pageSpecFor(wowClass, wowSpec)
}

export function pageSpecAttributeValue(spec: PageSpec): string | undefined {
  return spec.wowClass === undefined ? undefined : `${spec.wowClass}/${spec.wowSpec}`
}

export function parsePageSpecAttribute(value: string | null | undefined): PageSpec {
  const slash = value?.indexOf('/') ?? -1
  if (!value || slash <= 0 || slash === value.length - 1) return noSpec
  return pageSpecFor(value.slice(0, slash), value.slice(slash + 1))
}

const trackerRoute = getRouteApi('/_season-data/trinket-tracker')

function usePageSpecOfUrl(): PageSpec {
  return pageSpecOf(trackerRoute.useSearch())
}

let documentPageSpec: PageSpec | undefined

/** Read once: only the document's first hydration asks, and the attribute goes after it. */
function usePageSpecOfDocument(): PageSpec {
  documentPageSpec ??= parsePageSpecAttribute(
    document.querySelector(`[${pageSpecAttribute}]`)?.getAttribute(pageSpecAttribute),
  )
  return documentPageSpec
}

/**
 * The spec the prerendered HTML shows (`{}` on the bare page): from the URL while rendering it on
 * the server, from the HTML while hydrating it. Only meaningful until hydrated.
 */
export const usePrerenderedPageSpec: () => PageSpec = import.meta.env.SSR
  ? usePageSpecOfUrl
  : usePageSpecOfDocument
