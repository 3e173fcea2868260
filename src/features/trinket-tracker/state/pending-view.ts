// A shared link opens on the prerendered page, which shows every spec's trinkets. Until the
// browser has the data to draw the link's view, that list must not be shown as if it were the
// answer: a tiny inline script marks the page while the HTML is still parsing, CSS shows a
// same-size skeleton instead, and the mark is cleared once the real view is drawn. The same holds
// for a tracker opened without parameters that will bring back what this browser remembers.

import { rememberedKeys, rememberedStorageKey } from './remembered-tracker'
import { trackerSearchKeys } from './tracker-search'

export const pendingViewAttribute = 'data-tracker-pending'
/**
 * Set when the document's own link named a remembered parameter. The router tidies a malformed
 * link's address before the page's effects run, so this is where what the link said is kept.
 */
const linkNamesOwnAttribute = 'data-tracker-link-own'

/**
 * The mark's value is `spec` when the view to come names a class and spec (its picker will be
 * folded, so the placeholder takes the folded size), empty otherwise.
 */
export const pendingViewScript = `(function(){try{var p=new URLSearchParams(location.search),k=${JSON.stringify(
  trackerSearchKeys,
)},r=${JSON.stringify(rememberedKeys)},any=false,own=false,spec=p.has('wowClass')&&p.has('wowSpec'),i;for(i=0;i<k.length;i++)if(p.has(k[i]))any=true;for(i=0;i<r.length;i++)if(p.has(r[i]))own=true;if(own)document.documentElement.setAttribute('${linkNamesOwnAttribute}','');else {var m=JSON.parse(localStorage.getItem(${JSON.stringify(
  rememberedStorageKey,
)})||'null');if(m&&typeof m==='object'){for(i=0;i<r.length;i++)if(m[r[i]]!=null)any=true;spec=Boolean(m.wowClass&&m.wowSpec)}}if(any)document.documentElement.setAttribute('${pendingViewAttribute}',spec?'spec':'')}catch(e){}})()`

/** Whether the document's link named a remembered parameter; read once, by the first view. */
export function takeLinkNamesOwnMark(): boolean {
  if (typeof document === 'undefined') return false
  const root = document.documentElement
  const marked = root.hasAttribute(linkNamesOwnAttribute)
  root.removeAttribute(linkNamesOwnAttribute)
  return marked
}

/** Marks the page as waiting for its view (a client-side visit that restores a remembered one). */
export function markPendingView(spec: boolean): void {
  if (typeof document !== 'undefined') {
    document.documentElement.setAttribute(pendingViewAttribute, spec ? 'spec' : '')
  }
}

export function clearPendingView(): void {
  if (typeof document !== 'undefined') {
    document.documentElement.removeAttribute(pendingViewAttribute)
  }
}
