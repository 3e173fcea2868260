import type { ErrorComponentProps } from '@tanstack/react-router'
import { ErrorView } from './error-view'

/**
 * Every route's error component. A failed download of a page's code (usually a deploy that
 * replaced the chunk) never gets here the first time: TanStack Router's lazy route components
 * reload the page once per distinct error message, guarded by a sessionStorage flag
 * (`tanstack_router_reload:<message>`), which is the specification's behaviour. Only a second
 * failure with the same message, or any other render error, shows the error view.
 */
export function RouteError({ error }: ErrorComponentProps) {
  return <ErrorView error={error} />
}
