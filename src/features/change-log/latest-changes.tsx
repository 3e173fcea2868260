// The newest live release, for the home page: its version and date, then its first entries. A chunk
// of its own (latest-changes-code.ts), with the release's text.
import { latestRelease } from 'virtual:changelog/latest'
import { Link } from '@tanstack/react-router'
import { countOf } from '~/lib/words'
import { ChangeText } from './change-text'
import { ReleaseDate } from './release-date'

export function LatestChanges() {
  const release = latestRelease
  if (!release) return <p className="latest-changes-empty">No changes recorded yet.</p>
  return (
    <>
      <h3 className="latest-release">
        <Link to="/change-log/" hash={release.anchor}>
          Version {release.title} · <ReleaseDate release={release} />
        </Link>
      </h3>
      <ul className="latest-changes">
        {release.changes.map((change, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed at build time
          <li key={index} className="latest-change">
            {change.group && <p className="latest-change-meta">{change.group}</p>}
            <p className="latest-change-text">
              <ChangeText nodes={change.content} />
            </p>
          </li>
        ))}
      </ul>
      {release.moreCount > 0 && (
        <p className="latest-release-more">
          <Link to="/change-log/" hash={release.anchor}>
            {countOf(release.moreCount, 'more change', 'more changes')} in version {release.title}
          </Link>
        </p>
      )}
    </>
  )
}
