import type { ErrorComponentProps } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { claimReloadFor, sessionStore } from '~/lib/chunk-reload'
import { ErrorView } from './error-view'

/**
 * Every route's error component. A failed download of a page's code (usually a deploy that
 * replaced the chunk) reloads the page once; any other error shows the error view.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const [reloading, setReloading] = useState(false)

  useEffect(() => {
    if (claimReloadFor(error, sessionStore())) {
      setReloading(true)
      window.location.reload()
    }
  }, [error])

  if (reloading) return <p className="page">Loading the latest version…</p>
  return <ErrorView error={error} />
}
