// The modules src/features/change-log/vite-plugin-changelog.ts builds from CHANGELOG.md.
declare module 'virtual:changelog' {
  import type { Release } from '~/features/change-log/parse-changelog'

  /** Every release, newest first. */
  export const releases: Release[]
}

declare module 'virtual:changelog/latest' {
  import type { LatestRelease } from '~/features/change-log/parse-changelog'

  /** The newest live release and its first entries, for the home page; null if there is none. */
  export const latestRelease: LatestRelease | null
}
