// The module src/features/change-log/vite-plugin-changelog.ts builds from CHANGELOG.md.
declare module 'virtual:changelog' {
  import type { LatestChange, Release } from '~/features/change-log/parse-changelog'

  /** Every release, newest first. */
  export const releases: Release[]
  /** The newest entries, for the home page. */
  export const latestChanges: LatestChange[]
}
