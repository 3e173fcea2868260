// How much of the Change Log its first HTML holds: the newest releases in full, so the page and its
// CSS keep arriving in one round trip (14 KB) however long the log grows. The older ones are drawn
// once the page runs (change-log-releases.tsx). A module of its own, without the releases, so the
// end-to-end tests can read it.

/** How many releases, newest first, the prerendered page holds in full. */
export const releasesInFirstHtml = 4
