declare module 'virtual:known-trinkets' {
  import type { KnownTrinketName } from '~/domain/trinket-names/known-trinkets'
  /** data/trinket-names.json, as the browser needs it (vite-plugin-known-trinkets.ts). */
  export const knownTrinkets: readonly KnownTrinketName[]
}
