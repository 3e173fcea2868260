// The FAQ's tabs and answers (Radix Tabs and every answer's HTML) are a chunk of their own, kept
// out of the page's first scripts: the prerendered page already shows every answer, and React
// leaves that HTML in place until the chunk has come and the tabs hydrate. The server's render
// waits for it (virtual:faq/server-ready, src/lib/vite-plugin-server-ready.ts), so the HTML holds
// every answer.
import { codeOnDemand } from '~/lib/code-on-demand'

export const faqAnswersCode = codeOnDemand(() => import('./faq-answers'))
