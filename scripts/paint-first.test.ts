import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { bootstrapAttribute, deferredAssets, paintFirst } from './paint-first'

const page = `<html><head><link rel="modulepreload" href="/assets/index-1.js" fetchPriority="low"/>
<link rel="modulepreload" href="/assets/faq-2.js" fetchPriority="low"/>
<link rel="preload" href="/assets/season-3.json" as="fetch" crossorigin="anonymous"/>
<link rel="icon" href="/favicon.svg"/></head><body><main>Hello</main>
<script>self.$_TSR={}</script><script type="module" async="" src="/assets/index-1.js"></script></body></html>`

type Browser = 'paint timing' | 'frames only'

/** Runs a page's bootstrap in a fake browser and says what it appended to <head>, and when. */
function runBootstrap(html: string, visibility: 'visible' | 'hidden', browser: Browser) {
  const script = new RegExp(`<script ${bootstrapAttribute}="">([^<]*)</script>`).exec(html)?.[1]
  if (!script) throw new Error('no bootstrap')
  const appended: Record<string, string>[] = []
  const frames: (() => void)[] = []
  const timers: { callback: () => void; ms: number }[] = []
  const paintObservers: (() => void)[] = []
  const document = {
    visibilityState: visibility,
    head: { appendChild: (node: Record<string, string>) => appended.push({ ...node }) },
    createElement: (tag: string) => ({ tag }),
    addEventListener: () => {},
  }
  class PerformanceObserver {
    static supportedEntryTypes = ['paint', 'resource']
    constructor(private callback: (list: unknown, observer: PerformanceObserver) => void) {}
    observe() {
      paintObservers.push(() => this.callback({}, this))
    }
    disconnect() {}
  }
  const window = {
    PerformanceObserver: browser === 'paint timing' ? PerformanceObserver : undefined,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
  }
  runInNewContext(script, {
    document,
    window,
    performance: { getEntriesByType: () => [] },
    requestAnimationFrame: window.requestAnimationFrame,
    setTimeout: (callback: () => void, ms: number) => timers.push({ callback, ms }),
  })
  /** Runs the timers due by `upTo` ms, and those they set, until none is due. */
  const runTimers = (upTo: number) => {
    for (;;) {
      const due = timers.filter((t) => t.ms <= upTo)
      if (due.length === 0) return
      for (const timer of due) {
        timers.splice(timers.indexOf(timer), 1)
        timer.callback()
      }
    }
  }
  /** Runs the timers due now once, not those they set. */
  const runOneRound = () => {
    for (const timer of timers.splice(0).filter((t) => t.ms === 0)) timer.callback()
  }
  return {
    appended,
    frames,
    runTimers,
    runOneRound,
    paint: () => {
      for (const observer of paintObservers) observer()
    },
  }
}

const deferredNodes = [
  { tag: 'link', rel: 'modulepreload', href: '/assets/faq-2.js' },
  {
    tag: 'link',
    rel: 'preload',
    as: 'fetch',
    crossOrigin: 'anonymous',
    href: '/assets/season-3.json',
  },
  { tag: 'script', type: 'module', src: '/assets/index-1.js' },
]

describe('paintFirst', () => {
  it('takes the module script and every preload out of the HTML', () => {
    const html = paintFirst(page) ?? ''
    const withoutBootstrap = html.replace(/<script data-paint-first="">[^<]*<\/script>/, '')
    expect(withoutBootstrap).not.toMatch(/modulepreload|type="module"|rel="preload"/)
    expect(html).toContain('<link rel="icon" href="/favicon.svg"/>')
    expect(html).toContain('<script>self.$_TSR={}</script>')
    expect(deferredAssets(html)).toEqual({
      modules: ['/assets/faq-2.js'],
      data: ['/assets/season-3.json'],
      entry: '/assets/index-1.js',
    })
  })

  it('requests nothing until the browser reports its first paint, then the preloads and the entry', () => {
    const browser = runBootstrap(paintFirst(page) ?? '', 'visible', 'paint timing')
    browser.runTimers(0)
    expect(browser.appended).toEqual([])
    browser.paint()
    browser.runTimers(0)
    expect(browser.appended).toEqual(deferredNodes)
  })

  it('asks for one file per task, in the order of the HTML, so no task is long', () => {
    const browser = runBootstrap(paintFirst(page) ?? '', 'visible', 'paint timing')
    browser.paint()
    browser.runOneRound()
    expect(browser.appended).toEqual(deferredNodes.slice(0, 1))
    browser.runOneRound()
    expect(browser.appended).toEqual(deferredNodes.slice(0, 2))
    browser.runOneRound()
    expect(browser.appended).toEqual(deferredNodes)
  })

  it('does not wait more than 3 s for a paint record', () => {
    const browser = runBootstrap(paintFirst(page) ?? '', 'visible', 'paint timing')
    browser.runTimers(3000)
    expect(browser.appended).toEqual(deferredNodes)
  })

  it('waits for a frame where the browser keeps no paint records', () => {
    const browser = runBootstrap(paintFirst(page) ?? '', 'visible', 'frames only')
    expect(browser.appended).toEqual([])
    for (const frame of browser.frames) frame()
    browser.runTimers(0)
    expect(browser.appended).toEqual(deferredNodes)
  })

  it('loads at once in a background tab, which paints nothing', () => {
    const browser = runBootstrap(paintFirst(page) ?? '', 'hidden', 'paint timing')
    expect(browser.appended).toEqual(deferredNodes)
  })

  it('leaves a page without a module script alone', () => {
    expect(paintFirst('<html><body>static</body></html>')).toBeUndefined()
  })
})
