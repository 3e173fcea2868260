import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  latestRelease,
  parseChangelog,
  parseInline,
  plainText,
  type Release,
  releaseAnchor,
} from './parse-changelog'

const sample = `# Changelog

All notable changes are listed here.

## [Unreleased]

### Added
- The Seasonal Overview: dungeons, raid and
  keystone rewards on one page.
- Tracker links carry \`instance=\`.

### Fixed
- **Myth** steps no longer show as confirmed.

## [1.2.0] - 2026-11-22

Our first release after the patch.

### Changed
- Item levels follow the [12.1 hotfixes](https://example.com/hotfixes).
  - Nested detail about *crests*.

### Added
- FAQ tabs.

## [1.1.0] - 2026-10-01 [YANKED]

### Removed
- The old tracker.

[unreleased]: https://example.com/compare/v1.2.0...HEAD
[1.2.0]: https://example.com/compare/v1.1.0...v1.2.0
`

function release(releases: Release[], title: string): Release {
  const found = releases.find((r) => r.title === title)
  if (!found) throw new Error(`no release ${title}`)
  return found
}

describe('parseChangelog', () => {
  it('reads releases newest first with their dates, anchors and grouped changes', () => {
    const { releases, problems } = parseChangelog(sample)
    expect(problems).toEqual([
      'line 5: 3 changes are listed under Unreleased, which the site shows as not live yet; move what has gone live under a dated release',
    ])
    expect(releases.map((r) => [r.title, r.date, r.anchor, r.yanked])).toEqual([
      ['Unreleased', null, 'unreleased', false],
      ['1.2.0', '2026-11-22', 'v1-2-0', false],
      ['1.1.0', '2026-10-01', 'v1-1-0', true],
    ])
    const unreleased = release(releases, 'Unreleased')
    expect(unreleased.groups.map((g) => g.heading)).toEqual(['Added', 'Fixed'])
    expect(unreleased.groups[0]?.entries.map((e) => plainText(e.content))).toEqual([
      'The Seasonal Overview: dungeons, raid and keystone rewards on one page.',
      'Tracker links carry instance=.',
    ])
  })

  it("puts groups in Keep a Changelog's order and keeps nested items and release notes", () => {
    const { releases } = parseChangelog(sample)
    const v120 = release(releases, '1.2.0')
    expect(v120.groups.map((g) => g.heading)).toEqual(['Added', 'Changed'])
    expect(v120.notes.map(plainText)).toEqual(['Our first release after the patch.'])
    const changed = v120.groups[1]?.entries[0]
    expect(changed?.content).toContainEqual({
      type: 'link',
      href: 'https://example.com/hotfixes',
      children: [{ type: 'text', text: '12.1 hotfixes' }],
    })
    expect(changed?.children.map((c) => plainText(c.content))).toEqual([
      'Nested detail about crests.',
    ])
  })

  it('sorts releases by version even when the file lists them out of order', () => {
    const { releases } = parseChangelog(
      '## [1.9.0] - 2026-01-01\n- a\n## [1.10.0] - 2026-02-01\n- b\n## [Unreleased]\n- c\n## [1.10.0-beta.1] - 2026-01-15\n- d\n',
    )
    expect(releases.map((r) => r.title)).toEqual(['Unreleased', '1.10.0', '1.10.0-beta.1', '1.9.0'])
  })

  it('merges sections two branches added separately instead of showing them twice', () => {
    const { releases, problems } = parseChangelog(
      '## [Unreleased]\n### Added\n- one\n### Fixed\n- two\n### Added\n- three\n## [Unreleased]\n### Added\n- four\n',
    )
    expect(releases).toHaveLength(1)
    const added = releases[0]?.groups.find((g) => g.heading === 'Added')
    expect(added?.entries.map((e) => plainText(e.content))).toEqual(['one', 'three', 'four'])
    expect(problems).toEqual([
      expect.stringContaining('appears twice'),
      expect.stringContaining('4 changes are listed under Unreleased'),
    ])
  })

  it('leaves out an empty Unreleased section, comments and all, without a warning', () => {
    const { releases, problems } = parseChangelog(
      '## [Unreleased]\n\n<!-- only what is not live yet -->\n\n### Added\n\n## [1.0.0] - 2026-11-22\n### Added\n- live\n',
    )
    expect(problems).toEqual([])
    expect(releases.map((r) => r.title)).toEqual(['1.0.0'])
  })

  it('keeps Unreleased when it lists a change, and warns once with its line', () => {
    const { releases, problems } = parseChangelog(
      '# Changelog\n\n## [Unreleased]\n### Fixed\n- not live yet\n## [1.0.0] - 2026-11-22\n- live\n',
    )
    expect(releases.map((r) => r.title)).toEqual(['Unreleased', '1.0.0'])
    expect(problems).toEqual([
      expect.stringMatching(/^line 3: 1 change is listed under Unreleased/),
    ])
  })

  it('reports odd input as problems and still returns what it could read', () => {
    const { releases, problems } = parseChangelog(
      [
        '- stray item before any release',
        '## [2.0.0] - 2026-02-30',
        '### Added',
        '<<<<<<< HEAD',
        '- kept',
        '=======',
        '- also kept',
        '>>>>>>> wip-tracker',
        '## [1.0.0]',
        '- undated',
      ].join('\n'),
    )
    expect(releases.map((r) => [r.title, r.date])).toEqual([
      ['2.0.0', null],
      ['1.0.0', null],
    ])
    expect(releases[0]?.groups[0]?.entries).toHaveLength(2)
    expect(problems).toEqual([
      expect.stringContaining('outside any release'),
      expect.stringContaining('impossible date 2026-02-30'),
      expect.stringContaining('merge conflict marker'),
      expect.stringContaining('merge conflict marker'),
      expect.stringContaining('merge conflict marker'),
      expect.stringContaining('has no date'),
    ])
  })

  it('ignores HTML comments and accepts *, + and numbered list items', () => {
    const { releases } = parseChangelog(
      '## [Unreleased]\n<!-- add new lines below -->\n### Added\n* star\n+ plus\n1. numbered\n',
    )
    expect(releases[0]?.groups[0]?.entries.map((e) => plainText(e.content))).toEqual([
      'star',
      'plus',
      'numbered',
    ])
  })

  it('warns when a release or its groups landed inside an HTML comment, where players never see them', () => {
    const { releases, problems } = parseChangelog(
      [
        '## [Unreleased]',
        '<!-- the next release goes below, as "## [x.y.z] - date":',
        '## [1.1.0] - 2026-11-26',
        '### Added',
        '- hidden by the comment',
        '-->',
        '## [1.0.0] - 2026-11-22',
        '- live',
      ].join('\n'),
    )
    expect(releases.map((r) => r.title)).toEqual(['1.0.0'])
    expect(problems).toEqual([
      expect.stringMatching(/^line 3: "## \[1\.1\.0\] - 2026-11-26" is inside an HTML comment/),
      expect.stringMatching(/^line 4: "### Added" is inside an HTML comment/),
    ])
  })

  it('gives every release a distinct anchor', () => {
    const { releases } = parseChangelog('## [1.0] - 2026-01-01\n- a\n## [1-0] - 2026-01-02\n- b\n')
    expect(new Set(releases.map((r) => r.anchor)).size).toBe(2)
  })

  it('never throws, whatever the file holds', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const { releases } = parseChangelog(text)
        expect(Array.isArray(releases)).toBe(true)
      }),
    )
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom(
            '## [Unreleased]',
            '## [1.0.0] - 2026-01-01',
            '### Added',
            '- item',
            '  - sub',
            'text',
            '',
            '`',
            '**',
            '[a](b)',
          ),
          { maxLength: 30 },
        ),
        (lines) => {
          expect(() => parseChangelog(lines.join('\n'))).not.toThrow()
        },
      ),
    )
  })

  it("reads the repository's own CHANGELOG.md without problems", () => {
    const markdown = readFileSync(new URL('../../../CHANGELOG.md', import.meta.url), 'utf8')
    const { releases, problems } = parseChangelog(markdown)
    expect(problems).toEqual([])
    expect(releases.length).toBeGreaterThan(0)
    expect(releases.flatMap((r) => r.groups).length).toBeGreaterThan(0)
  })

  it("lists everything in the repository's CHANGELOG.md as dated releases of short entries", () => {
    const markdown = readFileSync(new URL('../../../CHANGELOG.md', import.meta.url), 'utf8')
    const { releases } = parseChangelog(markdown)
    // What has gone live is never "Unreleased"; a line should read in a breath.
    for (const release of releases) {
      expect(release.version, 'a release that is not live yet').not.toBeNull()
      expect(release.date, `release ${release.title} has a date`).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      for (const entry of release.groups.flatMap((group) => group.entries)) {
        const words = plainText(entry.content).split(/\s+/).filter(Boolean)
        expect(words.length, plainText(entry.content)).toBeLessThanOrEqual(35)
      }
    }
    // Newest first by version means newest first by date too.
    const dates = releases.map((release) => release.date ?? '')
    expect(dates).toEqual([...dates].sort().reverse())
  })
})

describe('parseInline', () => {
  it('reads code, strong, emphasis and links', () => {
    expect(parseInline('Use `items=1,2` with **bold _and_ more** and [FAQ](/faq/)')).toEqual([
      { type: 'text', text: 'Use ' },
      { type: 'code', text: 'items=1,2' },
      { type: 'text', text: ' with ' },
      {
        type: 'strong',
        children: [
          { type: 'text', text: 'bold ' },
          { type: 'emphasis', children: [{ type: 'text', text: 'and' }] },
          { type: 'text', text: ' more' },
        ],
      },
      { type: 'text', text: ' and ' },
      { type: 'link', href: '/faq/', children: [{ type: 'text', text: 'FAQ' }] },
    ])
  })

  it('leaves snake_case, lone asterisks and unclosed markers as text', () => {
    for (const text of ['vw_consent_updated cookie', '2 * 3 = 6', '**not closed', '`open']) {
      expect(parseInline(text)).toEqual([{ type: 'text', text }])
    }
  })

  it('keeps formatting characters inside code untouched', () => {
    expect(parseInline('`**raw** [x](y)`')).toEqual([{ type: 'code', text: '**raw** [x](y)' }])
  })

  it('drops links to anything but web pages, mail and site paths', () => {
    const problems: string[] = []
    expect(parseInline('[click](javascript:alert(1))', new Map(), problems)).toEqual([
      { type: 'text', text: 'click' },
    ])
    expect(problems).toHaveLength(1)
  })

  it('resolves reference links and autolinks', () => {
    const definitions = new Map([['guide', 'https://example.com/guide']])
    expect(parseInline('see [the guide][guide] or <https://example.com>', definitions)).toEqual([
      { type: 'text', text: 'see ' },
      {
        type: 'link',
        href: 'https://example.com/guide',
        children: [{ type: 'text', text: 'the guide' }],
      },
      { type: 'text', text: ' or ' },
      {
        type: 'link',
        href: 'https://example.com',
        children: [{ type: 'text', text: 'https://example.com' }],
      },
    ])
  })

  it('honours backslash escapes', () => {
    expect(parseInline('\\*not emphasis\\*')).toEqual([{ type: 'text', text: '*not emphasis*' }])
  })
})

describe('releaseAnchor', () => {
  it('makes fragment-safe ids', () => {
    expect(releaseAnchor(null)).toBe('unreleased')
    expect(releaseAnchor('1.2.0')).toBe('v1-2-0')
    expect(releaseAnchor('2.0.0-rc.1')).toBe('v2-0-0-rc-1')
  })
})

describe('latestRelease', () => {
  it('is the newest dated release, not Unreleased, with what it added first', () => {
    const { releases } = parseChangelog(sample)
    const latest = latestRelease(releases, 5)
    expect(latest).toMatchObject({
      version: '1.2.0',
      title: '1.2.0',
      anchor: 'v1-2-0',
      date: '2026-11-22',
      moreCount: 0,
    })
    expect(latest?.changes.map((c) => [c.group, plainText(c.content)])).toEqual([
      ['Added', 'FAQ tabs.'],
      ['Changed', 'Item levels follow the 12.1 hotfixes.'],
    ])
  })

  it('puts Added first even when a release lists its changes before its additions', () => {
    const { releases } = parseChangelog(
      '## [1.0.0] - 2026-11-22\n### Changed\n- faster pages\n### Added\n- the FAQ\n- the home page\n### Changed\n- appended later\n',
    )
    const latest = latestRelease(releases, 3)
    expect(latest?.changes.map((c) => plainText(c.content))).toEqual([
      'the FAQ',
      'the home page',
      'faster pages',
    ])
    expect(latest?.moreCount).toBe(1)
  })

  it('passes over a withdrawn release and shows one whose date was forgotten', () => {
    const { releases } = parseChangelog(
      '## [2.0.0] - 2026-11-24 [YANKED]\n- pulled\n## [1.1.0]\n- undated\n## [1.0.0] - 2026-11-22\n- old\n',
    )
    expect(latestRelease(releases, 5)).toMatchObject({ version: '1.1.0', date: null })
  })

  it('is null when nothing has gone live yet', () => {
    expect(latestRelease([], 5)).toBeNull()
    expect(latestRelease(parseChangelog('## [Unreleased]\n- soon\n').releases, 5)).toBeNull()
  })
})
