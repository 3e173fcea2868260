import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False while React hydrates prerendered HTML (so the first render matches it exactly), true on
 * every render after that and on client-side navigation.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
