// Which FAQ tab to show: from the `tab` search parameter, or from a question named in the hash.

export type FaqOutline = readonly { slug: string; questions: readonly { slug: string }[] }[]

/** The tab `requested` names, or the first tab when it names none (no error: specification §5). */
export function resolveTab(tabs: FaqOutline, requested: string | undefined): string {
  const known = tabs.find((tab) => tab.slug === requested)
  return known?.slug ?? tabs[0]?.slug ?? ''
}

/** The tab holding the question whose slug is `hash` (with or without "#"); undefined if none. */
export function tabOfQuestion(tabs: FaqOutline, hash: string | undefined): string | undefined {
  if (!hash) return undefined
  const slug = decodeHash(hash.replace(/^#/, ''))
  return tabs.find((tab) => tab.questions.some((question) => question.slug === slug))?.slug
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash)
  } catch {
    return hash
  }
}
