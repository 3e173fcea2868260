import { formatDate } from '~/lib/format-date'
import type { Release } from './parse-changelog'

/** "22 November 2026", "Not live yet" for Unreleased, or says the date is missing. */
export function ReleaseDate({ release }: { release: Pick<Release, 'version' | 'date'> }) {
  if (release.version === null) return <>Not live yet</>
  if (release.date === null) return <>Date not given</>
  return <time dateTime={release.date}>{formatDate(release.date)}</time>
}
