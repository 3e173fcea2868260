// A shared link opens on the prerendered page, which shows every spec's trinkets. Until the
// browser has the data to draw the link's view, that list must not be shown as if it were the
// answer: a tiny inline script marks the page while the HTML is still parsing, CSS shows a
// same-size skeleton instead, and the mark is cleared once the real view is drawn.

import { trackerSearchKeys } from './tracker-search'

export const pendingViewAttribute = 'data-tracker-pending'

export const pendingViewScript = `(function(){try{var p=new URLSearchParams(location.search),k=${JSON.stringify(
  trackerSearchKeys,
)};for(var i=0;i<k.length;i++){if(p.has(k[i])){document.documentElement.setAttribute('${pendingViewAttribute}','');return}}}catch(e){}})()`

export function clearPendingView(): void {
  if (typeof document !== 'undefined') {
    document.documentElement.removeAttribute(pendingViewAttribute)
  }
}
