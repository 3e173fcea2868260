import type { ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { canReloadFor, reloadOnceFor } from '~/lib/code-load-error'
import { ErrorView } from './error-view'

/**
 * Every route's error component. A failed download of code loaded on demand (a page's chunk, or
 * code a page loads itself, such as the dataset's parser) reloads the page once per distinct
 * error message, as the specification asks; route chunks are reloaded by TanStack Router before
 * they ever get here, with the same session-storage flag. Only a second failure with the same
 * message, or any other render error, shows the error view.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const reloading = typeof window !== 'undefined' && canReloadFor(error)
  useEffect(() => {
    if (reloading) reloadOnceFor(error)
  }, [reloading, error])
  // Nothing flashes up while the page reloads.
  return reloading ? null : <ErrorView error={error} />
}
