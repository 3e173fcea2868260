// A code-splitting group that keeps a page's own modules in its page chunk.
//
// Rolldown (1.2) gives a module of its own chunk as soon as a lazily loaded chunk shares it with
// the page that loads it (rolldown#10731), even though that lazy chunk is only ever fetched by the
// page, after the page's chunk has run. The tracker's first load was eight files where one would
// do; being small and compressed apart, they cost ~2.4 KB gzip more than the same code in one.
//
// A module joins the page's chunk when every chunk that could load it belongs to the page: each
// lazily loaded module (or entry) from which it is reached by static imports is the page's route
// component, or a module of the page's own feature folder (its dialogs, panels, head), and the
// page's route component is one of them. A module the entry loads, or that another page can reach
// by its own lazy loading, is left to Rolldown's own chunking.

type ModuleInfoLike = {
  isEntry: boolean
  importers: readonly string[]
  dynamicImporters: readonly string[]
}
type ModuleGraph = { getModuleInfo(moduleId: string): ModuleInfoLike | null }

export type RoutePage = {
  /** The chunk's name. */
  name: string
  /** The page's route component as TanStack Start splits it (…/route.tsx?tsr-split=component). */
  route: RegExp
  /** The folder of the page's own code. */
  feature: RegExp
}

/** The name of the page chunk `moduleId` belongs in, or null to leave it to Rolldown. */
export function routePageChunk(page: RoutePage) {
  return (moduleId: string, graph: ModuleGraph): string | null =>
    belongsToPage(moduleId, graph, page) ? page.name : null
}

function belongsToPage(moduleId: string, graph: ModuleGraph, page: RoutePage): boolean {
  const loaders = chunkLoaders(moduleId, graph)
  if (loaders === undefined) return false
  let loadedByRoute = false
  for (const loader of loaders) {
    if (page.route.test(loader)) loadedByRoute = true
    else if (!page.feature.test(loader)) return false
  }
  return loadedByRoute
}

/**
 * The modules that start a chunk load (entries and lazily imported modules) from which `moduleId`
 * is reached by static imports; undefined if an entry is among them.
 */
function chunkLoaders(moduleId: string, graph: ModuleGraph): Set<string> | undefined {
  const loaders = new Set<string>()
  const seen = new Set<string>([moduleId])
  const queue = [moduleId]
  while (queue.length > 0) {
    const id = queue.pop() as string
    const info = graph.getModuleInfo(id)
    if (!info) continue
    if (info.isEntry) return undefined
    if (info.dynamicImporters.length > 0) loaders.add(id)
    for (const importer of info.importers) {
      if (!seen.has(importer)) {
        seen.add(importer)
        queue.push(importer)
      }
    }
  }
  return loaders
}
