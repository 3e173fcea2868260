// The newest Change Log entries, for the home page.
import { Link } from '@tanstack/react-router'
import { ChangeText } from './change-text'
import type { LatestChange } from './parse-changelog'
import { ReleaseDate } from './release-date'

export function LatestChanges({ changes }: { changes: readonly LatestChange[] }) {
  if (changes.length === 0) return <p className="latest-changes-empty">No changes recorded yet.</p>
  return (
    <ul className="latest-changes">
      {changes.map((change, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed at build time
        <li key={index} className="latest-change">
          <p className="latest-change-meta">
            <Link to="/change-log/" hash={change.releaseAnchor}>
              {change.releaseTitle}
            </Link>
            {' · '}
            <ReleaseDate release={change} />
            {change.group && ` · ${change.group}`}
          </p>
          <p className="latest-change-text">
            <ChangeText nodes={change.content} />
          </p>
        </li>
      ))}
    </ul>
  )
}
