import { describe, expect, it } from 'vitest'
import { routePageChunk } from './route-chunk-group'

// A small module graph: the entry lazily loads two pages; the tracker page lazily loads a panel.
const graph = {
  modules: {
    '/src/client.tsx': { isEntry: true, importers: [], dynamicImporters: [] },
    '/src/router.tsx': { isEntry: false, importers: ['/src/client.tsx'], dynamicImporters: [] },
    '/src/routes/tracker.tsx?tsr-split=component': {
      isEntry: false,
      importers: [],
      dynamicImporters: ['/src/router.tsx'],
    },
    '/src/routes/home.tsx?tsr-split=component': {
      isEntry: false,
      importers: [],
      dynamicImporters: ['/src/router.tsx'],
    },
    '/src/features/tracker/page.tsx': {
      isEntry: false,
      importers: ['/src/routes/tracker.tsx?tsr-split=component'],
      dynamicImporters: [],
    },
    '/src/features/tracker/panel.tsx': {
      isEntry: false,
      importers: [],
      dynamicImporters: ['/src/features/tracker/page.tsx'],
    },
    // Shared by the page and its lazily loaded panel only.
    '/src/features/tracker/words.ts': {
      isEntry: false,
      importers: ['/src/features/tracker/page.tsx', '/src/features/tracker/panel.tsx'],
      dynamicImporters: [],
    },
    // Only the lazily loaded panel uses it.
    '/src/features/tracker/panel-logic.ts': {
      isEntry: false,
      importers: ['/src/features/tracker/panel.tsx'],
      dynamicImporters: [],
    },
    // Shared with another page.
    '/src/lib/dates.ts': {
      isEntry: false,
      importers: ['/src/features/tracker/page.tsx', '/src/routes/home.tsx?tsr-split=component'],
      dynamicImporters: [],
    },
    // The entry loads it too.
    '/src/lib/search.ts': {
      isEntry: false,
      importers: ['/src/features/tracker/page.tsx', '/src/router.tsx'],
      dynamicImporters: [],
    },
  } as Record<string, { isEntry: boolean; importers: string[]; dynamicImporters: string[] }>,
  getModuleInfo(id: string) {
    return this.modules[id] ?? null
  },
}

const chunkOf = routePageChunk({
  name: 'tracker',
  route: /routes\/tracker\.tsx\?tsr-split=component$/,
  feature: /\/src\/features\/tracker\//,
})

describe('routePageChunk', () => {
  it("puts the page's own modules in its chunk, those its lazy parts share with it too", () => {
    expect(chunkOf('/src/features/tracker/page.tsx', graph)).toBe('tracker')
    expect(chunkOf('/src/features/tracker/words.ts', graph)).toBe('tracker')
  })

  it('leaves what only a lazily loaded part needs out of the first load', () => {
    expect(chunkOf('/src/features/tracker/panel.tsx', graph)).toBeNull()
    expect(chunkOf('/src/features/tracker/panel-logic.ts', graph)).toBeNull()
  })

  it('leaves what another page or the entry loads to the shared chunks', () => {
    expect(chunkOf('/src/lib/dates.ts', graph)).toBeNull()
    expect(chunkOf('/src/lib/search.ts', graph)).toBeNull()
    expect(chunkOf('/src/routes/home.tsx?tsr-split=component', graph)).toBeNull()
  })
})
