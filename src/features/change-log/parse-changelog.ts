// Reads CHANGELOG.md (Keep a Changelog) into plain data at build time, so the Change Log page and
// the home page ship the releases as JSON and no markdown parser reaches the browser.
// Several people append to the file at once: the parser never throws, merges repeated sections and
// reports anything odd as a problem the build prints as a warning.

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'code'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'emphasis'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] }

export type ChangeEntry = {
  content: Inline[]
  children: ChangeEntry[]
  /** Where the entry starts in CHANGELOG.md: lines further down were written later. */
  line: number
}

export type ChangeGroup = {
  /** "Added", "Changed", "Fixed"…; null for items written straight under a release heading. */
  heading: string | null
  entries: ChangeEntry[]
}

export type Release = {
  /** Null for the Unreleased section. */
  version: string | null
  /** "Unreleased" or the version as written ("1.2.0"). */
  title: string
  /** ISO date (YYYY-MM-DD); null when unreleased or not given. */
  date: string | null
  yanked: boolean
  /** Fragment id: "unreleased", "v1-2-0". */
  anchor: string
  /** Paragraphs written under the release heading. */
  notes: Inline[][]
  groups: ChangeGroup[]
}

export type ChangelogParseResult = { releases: Release[]; problems: string[] }

/** Keep a Changelog's own order; other headings follow in the order they first appear. */
const groupOrder = ['added', 'changed', 'deprecated', 'removed', 'fixed', 'security']

const safeHref = /^(https?:\/\/|mailto:|\/|#)/i

export function releaseAnchor(version: string | null): string {
  if (version === null) return 'unreleased'
  const slug = version
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return `v${slug || 'release'}`
}

function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  )
}

type ReleaseHeading = {
  version: string | null
  title: string
  date: string | null
  yanked: boolean
}

/** "## [1.2.0] - 2026-11-22", "## [Unreleased]", "## 1.2.0 (2026-11-22) [YANKED]"… */
export function parseReleaseHeading(
  text: string,
  problems: string[],
  lineNumber: number,
): ReleaseHeading | null {
  const trimmed = text.trim()
  const bracketed = /^\[([^\]]+)\](?:\([^)]*\))?(.*)$/.exec(trimmed)
  const plain = /^(\S+)(.*)$/.exec(trimmed)
  const match = bracketed ?? plain
  if (!match) {
    problems.push(`line ${lineNumber}: a release heading without a version`)
    return null
  }
  const name = (match[1] ?? '').trim()
  let rest = (match[2] ?? '').trim()
  const yanked = /\[yanked\]/i.test(rest)
  rest = rest.replace(/\[yanked\]/i, '').trim()

  if (/^unreleased$/i.test(name)) {
    return { version: null, title: 'Unreleased', date: null, yanked: false }
  }
  const version = name.replace(/^v(?=\d)/i, '')
  const dateText = /(\d{4}-\d{2}-\d{2})/.exec(rest)?.[1] ?? null
  let date: string | null = null
  if (dateText === null) {
    problems.push(`line ${lineNumber}: release ${version} has no date (YYYY-MM-DD)`)
  } else if (!isCalendarDate(dateText)) {
    problems.push(`line ${lineNumber}: release ${version} has an impossible date ${dateText}`)
  } else {
    date = dateText
  }
  return { version, title: version, date, yanked }
}

// ---- inline markdown ----------------------------------------------------------------------------

type LinkDefinitions = ReadonlyMap<string, string>

function pushText(nodes: Inline[], text: string) {
  if (text === '') return
  const last = nodes[nodes.length - 1]
  if (last?.type === 'text') last.text += text
  else nodes.push({ type: 'text', text })
}

function findClosingBracket(text: string, open: number): number {
  let depth = 0
  for (let i = open; i < text.length; i++) {
    const char = text[i]
    if (char === '\\') i++
    else if (char === '[') depth++
    else if (char === ']') {
      depth--
      if (depth === 0) return i
    }
  }
  return -1
}

function findClosingParen(text: string, open: number): number {
  let depth = 0
  for (let i = open; i < text.length; i++) {
    const char = text[i]
    if (char === '\\') i++
    else if (char === '(') depth++
    else if (char === ')') {
      depth--
      if (depth === 0) return i
    }
  }
  return -1
}

function isWordChar(char: string | undefined): boolean {
  return char !== undefined && /[\p{L}\p{N}]/u.test(char)
}

/** Inline code, **strong**, *emphasis*, [links](url), [reference links][ref] and <autolinks>. */
export function parseInline(
  text: string,
  definitions: LinkDefinitions = new Map(),
  problems: string[] = [],
): Inline[] {
  const nodes: Inline[] = []
  let i = 0
  while (i < text.length) {
    const char = text[i] ?? ''
    const next = text[i + 1]

    if (char === '\\' && next !== undefined && /[!-/:-@[-`{-~]/.test(next)) {
      pushText(nodes, next)
      i += 2
      continue
    }

    if (char === '`') {
      let run = 1
      while (text[i + run] === '`') run++
      const fence = '`'.repeat(run)
      const close = text.indexOf(fence, i + run)
      if (close !== -1 && text[close + run] !== '`') {
        let code = text.slice(i + run, close)
        if (code.length > 1 && code.startsWith(' ') && code.endsWith(' ')) code = code.slice(1, -1)
        nodes.push({ type: 'code', text: code })
        i = close + run
        continue
      }
      pushText(nodes, fence)
      i += run
      continue
    }

    if ((char === '*' || char === '_') && next === char) {
      const marker = char + char
      const close = text.indexOf(marker, i + 2)
      const inner = close === -1 ? '' : text.slice(i + 2, close)
      if (inner.trim() !== '' && !/^\s/.test(inner) && !/\s$/.test(inner)) {
        nodes.push({ type: 'strong', children: parseInline(inner, definitions, problems) })
        i = close + 2
        continue
      }
      pushText(nodes, marker)
      i += 2
      continue
    }

    if (char === '*' || char === '_') {
      // snake_case_words and 2*3*4 stay as they are written.
      const opensInsideWord = char === '_' && isWordChar(text[i - 1])
      let close = -1
      if (!opensInsideWord && next !== undefined && !/\s/.test(next)) {
        for (let j = i + 1; j < text.length; j++) {
          if (text[j] === '\\') {
            j++
            continue
          }
          if (text[j] === char && text[j + 1] !== char && !/\s/.test(text[j - 1] ?? ' ')) {
            if (char === '_' && isWordChar(text[j + 1])) continue
            close = j
            break
          }
        }
      }
      if (close !== -1) {
        const inner = text.slice(i + 1, close)
        nodes.push({ type: 'emphasis', children: parseInline(inner, definitions, problems) })
        i = close + 1
        continue
      }
      pushText(nodes, char)
      i++
      continue
    }

    if (char === '<') {
      const autolink = /^<((?:https?:\/\/|mailto:)[^\s<>]+)>/i.exec(text.slice(i))
      if (autolink?.[1]) {
        nodes.push({
          type: 'link',
          href: autolink[1],
          children: [{ type: 'text', text: autolink[1] }],
        })
        i += autolink[0].length
        continue
      }
    }

    if (char === '[') {
      const closeBracket = findClosingBracket(text, i)
      if (closeBracket !== -1) {
        const label = text.slice(i + 1, closeBracket)
        let href: string | undefined
        let end = closeBracket + 1
        if (text[end] === '(') {
          const closeParen = findClosingParen(text, end)
          if (closeParen !== -1) {
            // A title after the URL ("url \"title\"") is dropped.
            href = text
              .slice(end + 1, closeParen)
              .trim()
              .split(/\s+/)[0]
              ?.replace(/^<|>$/g, '')
            end = closeParen + 1
          }
        } else if (text[end] === '[') {
          const closeRef = text.indexOf(']', end)
          if (closeRef !== -1) {
            const ref = text.slice(end + 1, closeRef) || label
            href = definitions.get(ref.toLowerCase())
            if (href !== undefined) end = closeRef + 1
          }
        } else {
          href = definitions.get(label.toLowerCase())
        }
        if (href !== undefined) {
          const children = parseInline(label, definitions, problems)
          if (safeHref.test(href)) nodes.push({ type: 'link', href, children })
          else {
            problems.push(`link to "${href}" dropped: only http(s), mailto and site paths are kept`)
            for (const child of children) {
              if (child.type === 'text') pushText(nodes, child.text)
              else nodes.push(child)
            }
          }
          i = end
          continue
        }
      }
    }

    pushText(nodes, char)
    i++
  }
  return nodes
}

/** The words of inline nodes without their formatting, e.g. for a summary or a test. */
export function plainText(nodes: readonly Inline[]): string {
  return nodes
    .map((node) =>
      node.type === 'text' || node.type === 'code' ? node.text : plainText(node.children),
    )
    .join('')
}

// ---- blocks -------------------------------------------------------------------------------------

type DraftEntry = { raw: string; indent: number; line: number; children: DraftEntry[] }
type DraftGroup = { heading: string | null; entries: DraftEntry[] }
type DraftRelease = ReleaseHeading & { notes: string[]; groups: DraftGroup[]; line: number }

const listItem = /^(\s*)(?:[-*+]|\d+[.)])\s+(.*)$/
const linkDefinition = /^\s{0,3}\[([^\]]+)\]:\s*(\S+)/
const conflictMarker = /^(<{7}|={7}|>{7})(\s|$)/

function expandTabs(line: string): string {
  return line.replace(/\t/g, '    ')
}

export function parseChangelog(markdown: string): ChangelogParseResult {
  const problems: string[] = []
  // HTML comments are notes for whoever edits the file, not for players.
  const withoutComments = markdown.replace(/<!--[\s\S]*?-->/g, (comment) =>
    comment.replace(/[^\n]/g, ''),
  )
  const lines = withoutComments.split(/\r?\n/).map(expandTabs)

  const definitions = new Map<string, string>()
  for (const line of lines) {
    const match = linkDefinition.exec(line)
    if (match?.[1] && match[2]) definitions.set(match[1].toLowerCase(), match[2])
  }

  const drafts: DraftRelease[] = []
  let release: DraftRelease | undefined
  let group: DraftGroup | undefined
  // The list item a following indented or wrapped line belongs to, and the open paragraph.
  let openItems: DraftEntry[] = []
  let paragraph: string[] | undefined
  let afterBlank = false

  const closeParagraph = () => {
    if (paragraph && release) release.notes.push(paragraph.join(' '))
    paragraph = undefined
  }

  lines.forEach((line, index) => {
    const lineNumber = index + 1
    if (conflictMarker.test(line)) {
      problems.push(`line ${lineNumber}: a merge conflict marker was left in the file`)
      return
    }
    if (line.trim() === '') {
      closeParagraph()
      afterBlank = true
      return
    }
    if (linkDefinition.test(line)) return

    const heading = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line)
    if (heading) {
      closeParagraph()
      openItems = []
      afterBlank = false
      const level = heading[1]?.length ?? 1
      const text = heading[2] ?? ''
      if (level === 1) return
      if (level === 2) {
        const parsed = parseReleaseHeading(text, problems, lineNumber)
        if (parsed === null) {
          release = undefined
          group = undefined
          return
        }
        release = { ...parsed, notes: [], groups: [], line: lineNumber }
        drafts.push(release)
        group = undefined
        return
      }
      if (!release) {
        problems.push(`line ${lineNumber}: "${text}" is not under a release heading`)
        return
      }
      group = { heading: text.trim(), entries: [] }
      release.groups.push(group)
      return
    }

    const item = listItem.exec(line)
    if (item) {
      closeParagraph()
      afterBlank = false
      if (!release) {
        problems.push(`line ${lineNumber}: a list item outside any release was skipped`)
        return
      }
      const indent = item[1]?.length ?? 0
      const entry: DraftEntry = {
        raw: (item[2] ?? '').trim(),
        indent,
        line: lineNumber,
        children: [],
      }
      while (openItems.length > 0 && (openItems[openItems.length - 1]?.indent ?? 0) + 2 > indent) {
        openItems.pop()
      }
      const parent = openItems[openItems.length - 1]
      if (parent) parent.children.push(entry)
      else {
        if (!group) {
          group = { heading: null, entries: [] }
          release.groups.push(group)
        }
        group.entries.push(entry)
      }
      openItems.push(entry)
      return
    }

    const text = line.trim()
    const indent = line.length - line.trimStart().length
    const last = openItems[openItems.length - 1]
    // A wrapped line continues its item; after a blank line only an indented one does.
    if (last && (!afterBlank || indent >= 2)) {
      last.raw += ` ${text}`
      afterBlank = false
      return
    }
    openItems = []
    afterBlank = false
    if (!release) return // the introduction above the first release
    if (paragraph) paragraph.push(text)
    else paragraph = [text]
  })
  closeParagraph()

  return { releases: finishReleases(drafts, definitions, problems), problems }
}

function toEntry(draft: DraftEntry, definitions: LinkDefinitions, problems: string[]): ChangeEntry {
  return {
    content: parseInline(draft.raw, definitions, problems),
    children: draft.children.map((child) => toEntry(child, definitions, problems)),
    line: draft.line,
  }
}

function groupRank(heading: string | null): number {
  if (heading === null) return -1
  const rank = groupOrder.indexOf(heading.toLowerCase())
  return rank === -1 ? groupOrder.length : rank
}

function versionParts(version: string): { numbers: number[]; preRelease: boolean } | null {
  const match = /^(\d+(?:\.\d+)*)(-.+)?$/.exec(version)
  if (!match?.[1]) return null
  return { numbers: match[1].split('.').map(Number), preRelease: match[2] !== undefined }
}

/** Unreleased first, then the highest version; versions that are not numbers keep file order. */
function compareReleases(a: DraftRelease, b: DraftRelease): number {
  if (a.version === null || b.version === null) {
    return (a.version === null ? -1 : 0) - (b.version === null ? -1 : 0)
  }
  const left = versionParts(a.version)
  const right = versionParts(b.version)
  if (!left || !right) return 0
  const length = Math.max(left.numbers.length, right.numbers.length)
  for (let i = 0; i < length; i++) {
    const difference = (right.numbers[i] ?? 0) - (left.numbers[i] ?? 0)
    if (difference !== 0) return difference
  }
  return Number(left.preRelease) - Number(right.preRelease)
}

function finishReleases(
  drafts: DraftRelease[],
  definitions: LinkDefinitions,
  problems: string[],
): Release[] {
  // Two branches that each opened "## [Unreleased]" or "### Added" end up as one section.
  const byTitle = new Map<string, DraftRelease>()
  const unique: DraftRelease[] = []
  for (const draft of drafts) {
    const key = draft.title.toLowerCase()
    const earlier = byTitle.get(key)
    if (!earlier) {
      byTitle.set(key, draft)
      unique.push(draft)
      continue
    }
    problems.push(`line ${draft.line}: "${draft.title}" appears twice; its changes were merged`)
    earlier.notes.push(...draft.notes)
    earlier.groups.push(...draft.groups)
    earlier.date ??= draft.date
    earlier.yanked ||= draft.yanked
  }

  const sorted = unique
    .map((draft, order) => ({ draft, order }))
    .sort((a, b) => compareReleases(a.draft, b.draft) || a.order - b.order)
    .map(({ draft }) => draft)

  const usedAnchors = new Set<string>()
  return sorted.map((draft) => {
    const base = releaseAnchor(draft.version)
    let anchor = base
    for (let n = 2; usedAnchors.has(anchor); n++) anchor = `${base}-${n}`
    usedAnchors.add(anchor)

    const groups: ChangeGroup[] = []
    for (const draftGroup of draft.groups) {
      const key = draftGroup.heading?.toLowerCase() ?? null
      const entries = draftGroup.entries.map((entry) => toEntry(entry, definitions, problems))
      const same = groups.find((g) => (g.heading?.toLowerCase() ?? null) === key)
      if (same) same.entries.push(...entries)
      else groups.push({ heading: draftGroup.heading, entries })
    }
    const nonEmpty = groups
      .filter((g) => g.entries.length > 0)
      .map((g, order) => ({ g, order }))
      .sort((a, b) => groupRank(a.g.heading) - groupRank(b.g.heading) || a.order - b.order)
      .map(({ g }) => g)

    return {
      version: draft.version,
      title: draft.title,
      date: draft.date,
      yanked: draft.yanked,
      anchor,
      notes: draft.notes.map((note) => parseInline(note, definitions, problems)),
      groups: nonEmpty,
    }
  })
}

export type LatestChange = {
  /** Null for Unreleased. */
  version: string | null
  releaseTitle: string
  releaseAnchor: string
  date: string | null
  group: string | null
  content: Inline[]
}

/**
 * The first `count` entries for the home page: the newest release first, and within a release what
 * it added before what it changed or fixed (the groups' Keep a Changelog order), each group in the
 * order it is written, so the home page opens with the release's new features.
 */
export function latestChanges(releases: readonly Release[], count: number): LatestChange[] {
  const out: LatestChange[] = []
  for (const release of releases) {
    for (const group of release.groups) {
      for (const entry of group.entries) {
        if (out.length >= count) return out
        out.push({
          version: release.version,
          releaseTitle: release.title,
          releaseAnchor: release.anchor,
          date: release.date,
          group: group.heading,
          content: entry.content,
        })
      }
    }
  }
  return out
}
