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

/** On the server, waits for the releases' chunk (releases-code.ts); nothing in the browser. */
declare module 'virtual:changelog/server-ready' {}

/** On the server, waits for the latest changes' chunk (latest-changes-code.ts); nothing in the browser. */
declare module 'virtual:changelog/latest/server-ready' {}
