// A shared link opens on a prerendered page: the bare tracker, which shows every spec's trinkets,
// or a spec's page (prerendered-spec.ts), which shows that spec's. Until the browser has the data to draw
// the link's view, a list the link does not ask for must not be shown as if it were the answer: a
// tiny inline script marks the page while the HTML is still parsing when the address says more than
// the page shows, CSS shows a same-size skeleton instead, and the mark is cleared once the real
// view is drawn. The same holds for a tracker opened without parameters that will bring back what
// this browser remembers (remembered-tracker.ts). The script names the page's spec, so each page's
// script (and its CSP hash) is its own.

import type { PrerenderedSpec } from './prerendered-spec'
import {
  formerRememberedStorageKey,
  rememberedKeys,
  rememberedStorageKey,
} from './remembered-tracker'
import { type TrackerSearch, trackerSearchKeys } from './tracker-search'

export const pendingViewAttribute = 'data-tracker-pending'
/**
 * Set beside the pending mark when the view to come tracks trinkets: its "N tracked ↓" link may
 * take a row of its own, which the placeholder keeps (tracker-skeleton.css).
 */
const pendingTrackedAttribute = 'data-tracker-pending-tracked'
/**
 * Set when the document's own link named a remembered parameter. The router tidies a malformed
 * link's address before the page's effects run, so this is where what the link said is kept.
 */
const linkNamesOwnAttribute = 'data-tracker-link-own'

/** What the decision reads besides the address, all of it data (the script carries it as JSON). */
export type PendingViewRules = {
  /** The spec the page was prerendered for; `{}` for the bare page. */
  pageSpec: PrerenderedSpec
  /** Every tracker parameter (tracker-search.ts). */
  trackerKeys: readonly string[]
  /** The parameters that are remembered, as one piece (remembered-tracker.ts). */
  rememberedKeys: readonly string[]
  /** Where the remembered view is stored, newest first. */
  storageKeys: readonly string[]
}

/** Sets one of the page's marks; the inline script sets it on the root element. */
export type SetMark = (
  attribute:
    | typeof pendingViewAttribute
    | typeof pendingTrackedAttribute
    | typeof linkNamesOwnAttribute,
  value: string,
) => void

/**
 * Whether an address names any of `keys`, well-formed or not: a link that says `?items=-1` meant
 * to say something. The page asks it of its own address (linkNamesRemembered), and the inline
 * script runs its own text, so it uses only its parameters.
 */
export function namesAnyOf(params: URLSearchParams, keys: readonly string[]): boolean {
  return keys.some((key) => params.has(key))
}

/**
 * The page's marks for an address. The link names its own view when it names any remembered
 * parameter (`namesAny`, namesAnyOf itself). The page waits for another view than the one it shows
 * (the pending mark) unless every tracker parameter in the address is exactly the page's own,
 * once, and no view stored in this browser is to come back. The pending mark is `spec` when the
 * view to come names a class and spec (its picker will be folded, so the placeholder takes the
 * folded size), empty otherwise; the tracked mark joins it when that view tracks trinkets.
 *
 * The inline script runs this function's own text (pendingViewScript), so it uses only its
 * parameters and the browser's globals, nothing of its module; the attribute names written here
 * are checked against the module's constants by SetMark's type. A storage error is the script's
 * to catch.
 */
export function setPendingViewMarks(
  rules: PendingViewRules,
  query: string,
  namesAny: typeof namesAnyOf,
  readStored: (key: string) => string | null,
  setMark: SetMark,
): void {
  const params = new URLSearchParams(query)
  const pageSpec: Readonly<Record<string, string | undefined>> = rules.pageSpec
  let pending = rules.trackerKeys.some((key) => {
    const values = params.getAll(key)
    const own = pageSpec[key]
    return own === undefined ? values.length > 0 : values.length !== 1 || values[0] !== own
  })
  let spec = params.has('wowClass') && params.has('wowSpec')
  let tracked = params.has('items')
  if (namesAny(params, rules.rememberedKeys)) setMark('data-tracker-link-own', '')
  else {
    let stored: string | null = null
    for (const key of rules.storageKeys) stored = stored || readStored(key)
    const remembered: unknown = JSON.parse(stored || 'null')
    if (typeof remembered === 'object' && remembered !== null) {
      const fields = remembered as Record<string, unknown>
      if (rules.rememberedKeys.some((key) => fields[key] != null)) pending = true
      spec = Boolean(fields.wowClass && fields.wowSpec)
      tracked = fields.items != null && String(fields.items) !== ''
    }
  }
  if (pending) {
    setMark('data-tracker-pending', spec ? 'spec' : '')
    if (tracked) setMark('data-tracker-pending-tracked', '')
  }
}

/**
 * The inline script: setPendingViewMarks run on the document's address and this browser's
 * storage, setting its marks on the root element. The rules go in as JSON, `<` escaped so nothing
 * in the page's spec can close the script.
 */
export function pendingViewScript(pageSpec: PrerenderedSpec): string {
  const rules: PendingViewRules = {
    pageSpec,
    trackerKeys: trackerSearchKeys,
    rememberedKeys,
    storageKeys: [rememberedStorageKey, formerRememberedStorageKey],
  }
  const json = JSON.stringify(rules).replaceAll('<', '\\u003c')
  return `try{(${setPendingViewMarks.toString()})(${json},location.search,${namesAnyOf.toString()},function(k){return localStorage.getItem(k)},function(a,v){document.documentElement.setAttribute(a,v)})}catch(e){}`
}

/** Whether the link itself names any remembered parameter, as the inline script decides it. */
export function linkNamesRemembered(queryString: string): boolean {
  return namesAnyOf(new URLSearchParams(queryString), rememberedKeys)
}

/** Whether the document's link named a remembered parameter (read by the first view). */
export function hasLinkNamesOwnMark(): boolean {
  return (
    typeof document !== 'undefined' && document.documentElement.hasAttribute(linkNamesOwnAttribute)
  )
}

/** The mark is the document's first view's alone: later visits in the page read their own link. */
export function clearLinkNamesOwnMark(): void {
  if (typeof document !== 'undefined')
    document.documentElement.removeAttribute(linkNamesOwnAttribute)
}

/**
 * Marks the page as waiting for `search`, the view to come (a client-side visit that restores a
 * remembered one), with the marks the inline script would set for it.
 */
export function markPendingView(search: TrackerSearch): void {
  if (typeof document !== 'undefined') {
    const root = document.documentElement
    root.setAttribute(pendingViewAttribute, search.wowClass && search.wowSpec ? 'spec' : '')
    if (search.items?.length) root.setAttribute(pendingTrackedAttribute, '')
  }
}

export function clearPendingView(): void {
  if (typeof document !== 'undefined') {
    document.documentElement.removeAttribute(pendingViewAttribute)
    document.documentElement.removeAttribute(pendingTrackedAttribute)
  }
}
