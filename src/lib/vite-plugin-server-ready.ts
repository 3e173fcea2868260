// A page part whose code is a chunk of its own (codeOnDemand) must still be in the page's
// prerendered HTML. Each module listed here, imported by the page, makes the server's render wait
// for that code: on the server it awaits the code's `load()` at its top level, so the route's
// chunk, which imports it, resolves only once the code has, and the router waits for that chunk
// before it renders. In the browser it is empty, so no page's scripts grow for it: React keeps
// the prerendered HTML on screen until the code comes.
import type { Plugin } from 'vite'
import { virtualModules } from './virtual-modules.ts'

export type ServerReadyModule = {
  /** The module the page imports for its effect: `virtual:faq/server-ready`. */
  id: string
  /** The module that holds the code on demand, as the page's code would import it. */
  from: string
  /** The name of its `codeOnDemand(…)` export. */
  code: string
}

/** A server-ready module's source for one environment. */
export function serverReadySource(module: ServerReadyModule, consumer: 'client' | 'server') {
  return consumer === 'server'
    ? `import { ${module.code} } from '${module.from}'\nawait ${module.code}.load()\n`
    : 'export {}\n'
}

export function serverReadyPlugin(modules: readonly ServerReadyModule[]): Plugin {
  const byId = new Map(modules.map((module) => [`\0${module.id}`, module]))
  return {
    name: 'vaultwise:server-ready',
    resolveId: virtualModules(modules.map((module) => module.id)).resolveId,
    load(id) {
      const module = byId.get(id)
      return module && serverReadySource(module, this.environment.config.consumer)
    },
  }
}
