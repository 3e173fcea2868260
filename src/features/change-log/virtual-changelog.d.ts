// The modules src/features/change-log/vite-plugin-changelog.ts builds from CHANGELOG.md.
declare module 'virtual:changelog' {
  import type { Release } from '~/features/change-log/parse-changelog'

  /** Every release, newest first. */
  export const releases: Release[]
}

declare module 'virtual:changelog/latest' {
  import type { LatestChange } from '~/features/change-log/parse-changelog'

  /** The newest entries, for the home page. */
  export const latestChanges: LatestChange[]
}
