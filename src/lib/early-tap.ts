// A tap that lands before the page's code has loaded (it loads after the first paint) would do
// nothing. The prerendered page's bootstrap (scripts/paint-first.ts) notes the last tap on an
// element marked `data-early-tap="<name>"`; the component behind it asks once, when it hydrates,
// whether it was tapped, and answers the tap then.

export const earlyTapAttribute = 'data-early-tap'
export const earlyTapGlobal = '__vwEarlyTap'

type EarlyTapWindow = { [earlyTapGlobal]?: string }

/** True once if the element named `name` was tapped before the code arrived. */
export function takeEarlyTap(name: string): boolean {
  if (typeof window === 'undefined') return false
  const holder = window as unknown as EarlyTapWindow
  const tapped = holder[earlyTapGlobal] === name
  if (tapped) delete holder[earlyTapGlobal]
  return tapped
}

/** The bootstrap's part: plain ES5, run while the prerendered page is all there is. */
export const earlyTapRecorder = `document.addEventListener("click",function(v){var t=v.target;t=t&&t.closest&&t.closest("[${earlyTapAttribute}]");if(t)window.${earlyTapGlobal}=t.getAttribute("${earlyTapAttribute}")},true);`
