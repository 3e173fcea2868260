// The home page's latest changes come in a chunk of their own, with the newest release's text, kept
// out of the page's first scripts as the Change Log's releases are (releases-code.ts). The server's
// render waits for it (virtual:changelog/latest/server-ready, vite-plugin-changelog.ts).
import { codeOnDemand } from '~/lib/code-on-demand'

export const latestChangesCode = codeOnDemand(() => import('./latest-changes'))
