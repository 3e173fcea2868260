// Every release, newest first, each under a heading its anchor links to (/change-log/#v1-2-0).

import { ChangeText } from './change-text'
import type { ChangeEntry, Release } from './parse-changelog'
import { ReleaseDate } from './release-date'

export function ReleaseList({ releases }: { releases: readonly Release[] }) {
  if (releases.length === 0) return <p className="release-empty">No changes are recorded yet.</p>
  return (
    <ol className="release-list">
      {releases.map((release) => (
        <li key={release.anchor}>
          <ReleaseSection release={release} />
        </li>
      ))}
    </ol>
  )
}

function ReleaseSection({ release }: { release: Release }) {
  const titleId = `${release.anchor}-title`
  return (
    <section id={release.anchor} className="release" aria-labelledby={titleId}>
      <header className="release-header">
        <h2 id={titleId} className="release-title">
          <a href={`#${release.anchor}`}>{release.title}</a>
        </h2>
        <p className={release.version === null ? 'release-date is-unreleased' : 'release-date'}>
          <ReleaseDate release={release} />
        </p>
        {release.yanked && <p className="release-yanked">Withdrawn</p>}
      </header>
      {release.notes.map((note, index) => (
        // Paragraphs are fixed at build time; their order is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <p key={index} className="release-note">
          <ChangeText nodes={note} />
        </p>
      ))}
      {release.groups.map((group) => (
        <div key={group.heading ?? 'changes'} className="change-group">
          {group.heading && (
            <h3 className={`change-group-title group-${group.heading.toLowerCase()}`}>
              {group.heading}
            </h3>
          )}
          <Entries entries={group.entries} />
        </div>
      ))}
      {release.groups.length === 0 && release.notes.length === 0 && (
        <p className="release-empty">Nothing listed yet.</p>
      )}
    </section>
  )
}

function Entries({ entries }: { entries: readonly ChangeEntry[] }) {
  return (
    <ul className="change-list">
      {entries.map((entry, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: entries are fixed at build time
        <li key={index}>
          <ChangeText nodes={entry.content} />
          {entry.children.length > 0 && <Entries entries={entry.children} />}
        </li>
      ))}
    </ul>
  )
}
