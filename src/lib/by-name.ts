let englishCollator: Intl.Collator | undefined

/**
 * The characters the season's names are made of, in the order English sorts them (Intl.Collator
 * 'en', the Unicode collation): spaces and punctuation first, then digits, then letters.
 */
const plainNameOrder = " _-,:!?.'()/&0123456789abcdefghijklmnopqrstuvwxyz"
const plainWeights = new Map([...plainNameOrder].map((character, index) => [character, index]))

/**
 * Sorts names the way a player reads a list (accents and case as English sorts them).
 *
 * Names made only of the characters above are compared here, in the collator's own order: the
 * first use of any Intl collator loads the locale's collation data, 16-20 ms of main thread on
 * these machines (65-80 ms at Lighthouse's 4x CPU), and a spec page sorts its names while it
 * starts. Any other name (an accent, another script) goes to the collator. A property test
 * holds both paths to the same order.
 */
export function byName(a: string, b: string): number {
  const plain = comparePlainNames(a, b)
  if (plain !== undefined) return plain
  englishCollator ??= new Intl.Collator('en')
  return englishCollator.compare(a, b)
}

/** The collator's order for two names of plain characters; undefined for any other name. */
function comparePlainNames(a: string, b: string): number | undefined {
  let caseOrder = 0
  const length = Math.min(a.length, b.length)
  for (let index = 0; index < length; index++) {
    const charA = a[index] as string
    const charB = b[index] as string
    const lowerA = charA.toLowerCase()
    const lowerB = charB.toLowerCase()
    const weightA = plainWeights.get(lowerA)
    const weightB = plainWeights.get(lowerB)
    if (weightA === undefined || weightB === undefined) return undefined
    if (weightA !== weightB)
      return isPlainName(a, index) && isPlainName(b, index) ? weightA - weightB : undefined
    // Case counts only when the letters are the same: the first difference puts lower case first.
    if (caseOrder === 0 && charA !== charB) caseOrder = charA === lowerA ? -1 : 1
  }
  if (!isPlainName(a, length) || !isPlainName(b, length)) return undefined
  return a.length - b.length || caseOrder
}

function isPlainName(name: string, from: number): boolean {
  for (let index = from; index < name.length; index++) {
    if (!plainWeights.has((name[index] as string).toLowerCase())) return false
  }
  return true
}
