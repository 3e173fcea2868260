// Dates as players read them ("7 October 2026"), spelled out by hand so the prerendered HTML and
// the browser always agree (Intl output differs between ICU builds and time zones).
const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** "2026-10-07" → "7 October 2026"; anything that is not a calendar date comes back unchanged. */
export function formatDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate)
  const month = match ? months[Number(match[2]) - 1] : undefined
  const day = match ? Number(match[3]) : 0
  if (!match || month === undefined || day < 1 || day > 31) return isoDate
  return `${day} ${month} ${match[1]}`
}

/** "2026-09-09" or "2026-09-09 03:11" → "9 Sep", for a short line that has its full date nearby. */
export function formatShortDate(isoDate: string): string {
  const match = /^\d{4}-(\d{2})-(\d{2})/.exec(isoDate)
  const month = match ? months[Number(match[1]) - 1] : undefined
  return match && month ? `${Number(match[2])} ${month.slice(0, 3)}` : isoDate
}

/**
 * Oldest first, for ISO dates ("2026-09-09", with or without a time): their characters already
 * sort in calendar order, so no locale's collation (and its start-up cost) is needed.
 */
export function byIsoDate(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
