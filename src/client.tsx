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
import { getRouter } from './router'

const router = getRouter()

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={router} />
    </StrictMode>,
  )
})
