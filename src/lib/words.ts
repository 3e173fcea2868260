/** "a", "a and b", "a, b and c": a list inside a sentence. */
export function listInWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('')
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`
}

/** "1 boss", "4 bosses". */
export function countOf(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`
}

let englishCollator: Intl.Collator | undefined

/**
 * Sorts names the way a player reads a list (accents and case as English sorts them). The collator
 * is made on the first sort, not when this module loads: making it loads the locale's collation
 * data, about 15 ms of main thread on these machines (60 ms at Lighthouse's 4× CPU), and this
 * module is on every page's first load, most of which never sort a name.
 */
export function byName(a: string, b: string): number {
  englishCollator ??= new Intl.Collator('en')
  return englishCollator.compare(a, b)
}
