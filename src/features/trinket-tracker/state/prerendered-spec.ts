// Which spec a prerendered tracker page was drawn for. Besides the bare /trinket-tracker/, the build
// prerenders one page per spec (`?wowClass=mage&wowSpec=fire`, scripts/spec-pages.ts) and the
// server sends it for that spec's links (server/spec-pages.ts). Hydration must first draw what the
// HTML shows: a spec page's list, or on the bare page the view without parameters, whatever else
// the address says. The server render reads the spec from its URL and writes it on the page's
// root element; the browser reads it back from there while it hydrates.
import type { TrackerSearch } from './tracker-search'

/** The two parameters that choose a spec page; `{}` for the bare page. */
export type PrerenderedSpec = Pick<TrackerSearch, 'wowClass' | 'wowSpec'>

/**
 * On the tracker's root element: `mage/fire`. It stays after hydration (a frame that changes then
 * would update the list's Suspense boundary before its data arrives, see trinket-tracker.tsx); a
 * tracker mounted later in the browser reads none, the old page's root being gone by then.
 */
export const prerenderedSpecAttribute = 'data-page-spec'

/** The spec page a search is drawn on: both parameters are needed, the rest apply in the browser. */
export function prerenderedSpecOf(search: TrackerSearch): PrerenderedSpec {
  const { wowClass, wowSpec } = search
  return wowClass === undefined || wowSpec === undefined ? {} : { wowClass, wowSpec }
}

export function prerenderedSpecAttributeValue(spec: PrerenderedSpec): string | undefined {
  return spec.wowClass === undefined ? undefined : `${spec.wowClass}/${spec.wowSpec}`
}

export function parsePrerenderedSpecAttribute(value: string | null | undefined): PrerenderedSpec {
  const slash = value?.indexOf('/') ?? -1
  if (!value || slash <= 0 || slash === value.length - 1) return {}
  return { wowClass: value.slice(0, slash), wowSpec: value.slice(slash + 1) }
}

/**
 * The spec the prerendered HTML shows (`{}` on the bare page): from the URL's search while
 * rendering on the server, from the HTML while hydrating. Only meaningful until hydrated; the
 * caller keeps the answer (useState), so the document is read once per mount.
 */
export function readPrerenderedSpec(urlSearch: TrackerSearch): PrerenderedSpec {
  if (import.meta.env.SSR || typeof document === 'undefined') return prerenderedSpecOf(urlSearch)
  return parsePrerenderedSpecAttribute(
    document.querySelector(`[${prerenderedSpecAttribute}]`)?.getAttribute(prerenderedSpecAttribute),
  )
}
