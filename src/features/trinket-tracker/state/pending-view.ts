// A shared link opens on a prerendered page: the bare tracker, which shows every spec's trinkets,
// or a spec's page (page-spec.ts), which shows that spec's. Until the browser has the data to draw
// the link's view, a list the link does not ask for must not be shown as if it were the answer: a
// tiny inline script marks the page while the HTML is still parsing when the address says more than
// the page shows, CSS shows a same-size skeleton instead, and the mark is cleared once the real
// view is drawn. The script names the page's spec, so each page's script (and its CSP hash) is its own.

import type { PageSpec } from './page-spec'
import { trackerSearchKeys } from './tracker-search'

export const pendingViewAttribute = 'data-tracker-pending'

/** Marks the page unless every tracker parameter in the address is exactly the page's own, once. */
export function pendingViewScript(pageSpec: PageSpec): string {
  return `(function(){try{var p=new URLSearchParams(location.search),s=${JSON.stringify(pageSpec).replaceAll('<', '\\u003c')},k=${JSON.stringify(
    trackerSearchKeys,
  )};for(var i=0;i<k.length;i++){var v=p.getAll(k[i]);if(s[k[i]]===undefined?v.length>0:v.length!==1||v[0]!==s[k[i]]){document.documentElement.setAttribute('${pendingViewAttribute}','');return}}}catch(e){}})()`
}

export function clearPendingView(): void {
  if (typeof document !== 'undefined') {
    document.documentElement.removeAttribute(pendingViewAttribute)
  }
}
