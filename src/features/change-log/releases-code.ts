// The Change Log's releases come in a chunk of their own, kept out of the page's first scripts:
// the prerendered page already shows every release, and React leaves that HTML in place until the
// chunk has come. The server's render waits for it (virtual:changelog/server-ready,
// vite-plugin-changelog.ts), so the HTML holds every release.
import { codeOnDemand } from '~/lib/code-on-demand'

export const releasesCode = codeOnDemand(() => import('./change-log-releases'))
