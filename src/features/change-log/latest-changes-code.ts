// The home page's latest changes come in a chunk of their own, with the newest release's text, kept
// out of the page's first scripts as the Change Log's releases are (releases-code.ts). The server's
// render waits for it (virtual:changelog/latest/server-ready, vite-plugin-changelog.ts).
import type { PrerenderedCode } from '~/components/code-part'
import { codeOnDemand } from '~/lib/code-on-demand'

type LatestChangesModule = typeof import('./latest-changes')

let loaded: LatestChangesModule | undefined

export const latestChangesCode: PrerenderedCode<LatestChangesModule> = {
  ...codeOnDemand(() =>
    import('./latest-changes').then((module) => {
      loaded = module
      return module
    }),
  ),
  loaded: () => loaded,
}
