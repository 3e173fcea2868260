// Prerendered pages paint before any of their script is fetched. The page's HTML and inlined CSS
// are the whole first view; the app's modules (and the data a page hydrates with) are requested
// once the browser has painted it. Otherwise a fast connection delivers the modules while the
// HTML still parses, and their evaluation and hydration run before the first paint, which then
// waits for them.
//
// The module script and its preloads are taken out of the HTML and a small inline script (allowed
// by its hash in the Content-Security-Policy, as every inline script is) adds them back once the
// first frame has been painted (3 s at most). A page in a background tab loads them at once.
// Until then it also notes a tap on a control that needs the code (see src/lib/early-tap.ts).

import { earlyTapRecorder } from '../src/lib/early-tap'

const modulePreload = /<link\b[^>]*\brel="modulepreload"[^>]*>/gi
const dataPreload = /<link\b[^>]*\brel="preload"[^>]*\bas="fetch"[^>]*>/gi
const entryScript = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/gi

const hrefOf = (tag: string) => /\shref="([^"]+)"/i.exec(tag)?.[1]

export type Deferred = {
  /** Module URLs preloaded once painted, in the order the HTML listed them. */
  modules: string[]
  /** Data URLs (fetch preloads) requested once painted. */
  data: string[]
  /** The entry module. */
  entry: string
}

/** The marker the bootstrap carries, so tools (the first-load bench) can read what it loads. */
export const bootstrapAttribute = 'data-paint-first'

export function bootstrapScript({ modules, data, entry }: Deferred): string {
  // Plain ES5 that runs in any browser that runs the modules; URLs are same-origin asset paths.
  // It waits for the browser's own "first paint" record where there is one (a frame callback can
  // run before that frame is shown), else for a frame; a hidden tab paints nothing and goes at once.
  // It asks for one file per task: each request costs the browser 1-5 ms here (4-22 ms at
  // Lighthouse's 4x CPU), and the eight of a spec page in one task made a 90 ms task at 4x, a long
  // task on every page. A hidden tab, whose timers run once a second, asks for them all at once.
  return `(function(m,f,e){var d=document,w=window;${earlyTapRecorder}function go(){if(go.done)return;go.done=1;var h=d.head,q=[];function a(t,p){q.push(function(){var l=d.createElement(t);for(var k in p)l[k]=p[k];h.appendChild(l)})}m.forEach(function(u){a("link",{rel:"modulepreload",href:u})});f.forEach(function(u){a("link",{rel:"preload",as:"fetch",crossOrigin:"anonymous",href:u})});a("script",{type:"module",src:e});(function n(){q.shift()();if(q.length)d.visibilityState==="hidden"?n():setTimeout(n,0)})()}d.addEventListener("visibilitychange",go);if(d.visibilityState==="hidden")return go();var P=w.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){if(performance.getEntriesByType("paint").length)return go();new P(function(l,o){o.disconnect();setTimeout(go,0)}).observe({type:"paint"});setTimeout(go,3000)}else if(w.requestAnimationFrame)requestAnimationFrame(function(){setTimeout(go,0)});else go()})(${JSON.stringify(modules)},${JSON.stringify(data)},${JSON.stringify(entry)})`
}

/** What a page loads after its first paint, read back from its bootstrap script. */
export function deferredAssets(html: string): Deferred | undefined {
  const match = new RegExp(`<script ${bootstrapAttribute}="">([^<]*)</script>`).exec(html)
  const args = match?.[1]?.match(/\}\)\((\[.*?\]),(\[.*?\]),("[^"]*")\)$/)
  if (!args?.[1] || !args[2] || !args[3]) return undefined
  return {
    modules: JSON.parse(args[1]) as string[],
    data: JSON.parse(args[2]) as string[],
    entry: JSON.parse(args[3]) as string,
  }
}

/**
 * Rewrites one page. Returns undefined when the page has no module script (nothing to defer), and
 * throws when it has more than one (the bootstrap would not know their order).
 */
export function paintFirst(html: string): string | undefined {
  const entries = [...html.matchAll(entryScript)]
  if (entries.length === 0) return undefined
  if (entries.length > 1) throw new Error('A page has more than one module script to defer')
  const [entryTag, entry = ''] = entries[0] ?? []
  const modules: string[] = []
  const data: string[] = []
  let result = html.replace(modulePreload, (tag) => {
    const href = hrefOf(tag)
    if (href && href !== entry) modules.push(href)
    return ''
  })
  result = result.replace(dataPreload, (tag) => {
    const href = hrefOf(tag)
    if (href) data.push(href)
    return ''
  })
  if (entryTag === undefined) return undefined
  const bootstrap = `<script ${bootstrapAttribute}="">${bootstrapScript({ modules, data, entry })}</script>`
  return result.replace(entryTag, bootstrap)
}
