// The Change Log's releases come in a chunk of their own, kept out of the page's first scripts:
// the prerendered page already shows every release, and React leaves that HTML in place until the
// chunk has come. The server's render waits for it (virtual:changelog/server-ready,
// vite-plugin-changelog.ts), so the HTML holds every release.
import type { PrerenderedCode } from '~/components/code-part'
import { codeOnDemand } from '~/lib/code-on-demand'

type ReleasesModule = typeof import('./change-log-releases')

let loaded: ReleasesModule | undefined

export const releasesCode: PrerenderedCode<ReleasesModule> = {
  ...codeOnDemand(() =>
    import('./change-log-releases').then((module) => {
      loaded = module
      return module
    }),
  ),
  loaded: () => loaded,
}
