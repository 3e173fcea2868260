// The dataset's notes are written with ISO dates ("daily from 2026-08-18"); players read dates the
// way the rest of the site writes them, so notes are reworded when shown, not in the data.
import { formatDate } from './format-date.ts'

const isoDate = /\b\d{4}-\d{2}-\d{2}\b/g
// "a 2026-08-11 guide" becomes "an 11 August 2026 guide": the days said with a vowel sound.
const articleBeforeVowelDay = /\b([Aa]) (?=\d{4}-\d{2}-(?:08|11|18)\b)/g

/** "daily from 2026-08-18" → "daily from 18 August 2026"; text that is not a date stays. */
export function withReadableDates(text: string): string {
  return text
    .replace(articleBeforeVowelDay, (_, article: string) => `${article}n `)
    .replace(isoDate, (date) => formatDate(date))
}
