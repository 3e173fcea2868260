// Prerendered pages are built without a query string or hash. Whatever the page shows from them
// must wait until hydration is over: React keeps the server's attributes on a mismatch, so a tab
// chosen by ?tab= during hydration would show the wrong panel.
import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/** False while React hydrates prerendered HTML, true afterwards and on client-side navigation. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
