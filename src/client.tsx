// The browser entry: TanStack Start's default, preceded by the zod setting the Content Security
// Policy needs (it must run before any schema is built, so it is the first import).
import '~/lib/zod-without-eval'
import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <StartClient />
    </StrictMode>,
  )
})
