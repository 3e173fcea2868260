// The overview's sections below its first screen (raid difficulties to start dates) are a chunk of
// their own, kept out of the page's first scripts: the prerendered page already shows them, and
// React leaves that HTML in place until the chunk has come and then hydrates them, in a task of
// their own. The server's render waits for it (virtual:seasonal-overview/server-ready,
// src/lib/vite-plugin-server-ready.ts), so the HTML holds every section.
import { codeOnDemand } from '~/lib/code-on-demand'

export const gearSectionsCode = codeOnDemand(() => import('./gear-sections'))
