// The browser's entry (TanStack Start picks up src/client.tsx in place of its default one).
//
// Start's default entry hydrates through Start's client runtime, which brings seroval and the
// server-function machinery: ~13 KB gzip on every page, for features this site does not use (no
// server functions, no src/start.ts, no custom serialization adapters; the prerendered pages carry
// their router state already evaluated in an inline script). This entry uses the router's own
// client entry, which hydrates the router from that state and then renders it.
// If the site ever adds a server function or a start.ts, go back to Start's `StartClient`.
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { nextTask } from './lib/next-task'
import { getRouter } from './router'

// Three tasks rather than one: running the modules, making the router (its route tree, history
// and scroll restoration) and hydrating (which React splits further, being a transition). On a
// phone each step alone is short enough to leave a tap waiting no more than a few frames, where
// the three together held the main thread ~4 times as long as a long task.
// (Not a top-level await: with one, Rolldown moves the entry's code into a chunk the page's
// preloads do not name, which costs a round trip.)
async function start() {
  await nextTask()
  const router = getRouter()
  await nextTask()
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterClient router={router} />
      </StrictMode>,
    )
  })
}

void start()
