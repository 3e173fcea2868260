// A changelog line often names a page in a code span (`/seasonal-overview/#raid`); such a span
// becomes a link to that page, while other code (`?tab=`, `instance=`) stays plain text.
const sitePathPattern = /^\/(?:[a-z0-9-]+\/)*(?:\?[a-z0-9=&-]+)?(?:#[a-z0-9-]+)?$/

/** True for an address on this site, such as "/faq/?tab=data-privacy" or "/seasonal-overview/#raid". */
export function isSitePath(text: string): boolean {
  return sitePathPattern.test(text)
}
