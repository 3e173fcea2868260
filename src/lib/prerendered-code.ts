// Code on demand for a part of a prerendered page (the FAQ's answers, the Change Log's releases,
// the home page's latest changes). A module of its own rather than part of code-on-demand.ts,
// which every page's entry loads: only the pages with such a part need it.
import { type CodeOnDemand, codeOnDemand } from './code-on-demand'

/** Code on demand for a part the prerendered page shows, which knows when it has come. */
export type PrerenderedCode<T> = CodeOnDemand<T> & {
  /**
   * The module once it has come, so the part is drawn without a wait: on the server above all,
   * where a wait would write the skeleton into the page.
   */
  loaded: () => T | undefined
}

export function prerenderedCode<T>(fetchCode: () => Promise<T>): PrerenderedCode<T> {
  let loaded: T | undefined
  return {
    ...codeOnDemand(() =>
      fetchCode().then((module) => {
        loaded = module
        return module
      }),
    ),
    loaded: () => loaded,
  }
}
