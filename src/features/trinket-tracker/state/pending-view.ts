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
import { trackerSearchKeys } from './tracker-search'

export const pendingViewAttribute = 'data-tracker-pending'
/**
 * Set when the document's own link named a remembered parameter. The router tidies a malformed
 * link's address before the page's effects run, so this is where what the link said is kept.
 */
const linkNamesOwnAttribute = 'data-tracker-link-own'

/**
 * Marks the page unless every tracker parameter in the address is exactly the page's own, once
 * (and nothing remembered is to come). The mark's value is `spec` when the view to come names a
 * class and spec (its picker will be folded, so the placeholder takes the folded size).
 */
export function pendingViewScript(pageSpec: PrerenderedSpec): string {
  return `(function(){try{var d=document.documentElement,p=new URLSearchParams(location.search),s=${JSON.stringify(pageSpec).replaceAll('<', '\\u003c')},k=${JSON.stringify(
    trackerSearchKeys,
  )},r=${JSON.stringify(rememberedKeys)},more=false,own=false,spec=p.has('wowClass')&&p.has('wowSpec'),i,v;for(i=0;i<k.length;i++){v=p.getAll(k[i]);if(s[k[i]]===undefined?v.length>0:v.length!==1||v[0]!==s[k[i]])more=true}for(i=0;i<r.length;i++)if(p.has(r[i]))own=true;if(own)d.setAttribute('${linkNamesOwnAttribute}','');else{var m=JSON.parse(localStorage.getItem(${JSON.stringify(rememberedStorageKey)})||localStorage.getItem(${JSON.stringify(formerRememberedStorageKey)})||'null');if(m&&typeof m==='object'){for(i=0;i<r.length;i++)if(m[r[i]]!=null)more=true;spec=Boolean(m.wowClass&&m.wowSpec)}}if(more)d.setAttribute('${pendingViewAttribute}',spec?'spec':'')}catch(e){}})()`
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
