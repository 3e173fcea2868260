// The time range of GET /api/analytics/summary: ISO 8601 dates or date-times with a zone.
import { z } from 'zod'

export const defaultRangeDays = 30
const dayMs = 24 * 60 * 60 * 1000

const instant = z.union([z.iso.date(), z.iso.datetime({ offset: true })])

const rangeQuery = z.object({
  from: instant.optional(),
  to: instant.optional(),
})

export type SummaryRange = { from: number; to: number }

const isDateOnly = (value: string) => value.length === 10

/**
 * A bare date means the whole day in UTC: from=2026-03-01&to=2026-03-31 covers all of March.
 * Without `to` the range ends now; without `from` it starts 30 days before its end.
 */
export function parseSummaryRange(
  query: unknown,
  now: number,
): { ok: true; range: SummaryRange } | { ok: false; error: string } {
  const parsed = rangeQuery.safeParse(query)
  if (!parsed.success) {
    const name = parsed.error.issues[0]?.path.join('.') || 'range'
    return {
      ok: false,
      error: `Invalid ${name}: use an ISO 8601 date (2026-03-01) or date-time with a zone (2026-03-01T12:00:00Z).`,
    }
  }
  const { from, to } = parsed.data
  const end = to === undefined ? now : Date.parse(to) + (isDateOnly(to) ? dayMs - 1 : 0)
  const start = from === undefined ? end - defaultRangeDays * dayMs : Date.parse(from)
  if (start > end) return { ok: false, error: 'Invalid range: from is after to.' }
  return { ok: true, range: { from: start, to: end } }
}
