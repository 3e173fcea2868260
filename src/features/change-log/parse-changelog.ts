// Reads CHANGELOG.md (Keep a Changelog) into plain data at build time, so the Change Log page and
// the home page ship the releases as JSON and no markdown parser reaches the browser.
// marked reads the markdown; this module reads Keep a Changelog's structure out of marked's tokens.
// Several people append to the file at once: the parser never throws, merges repeated sections and
// reports anything odd as a problem the build prints as a warning.
import { Lexer, type MarkedToken, type Token, type Tokens } from 'marked'

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

type Report = (line: number, problem: string) => void

/** "## [1.2.0] - 2026-11-22", "## [Unreleased]", "## 1.2.0 (2026-11-22) [YANKED]"… */
function parseReleaseHeading(text: string, report: Report, line: number): ReleaseHeading | null {
  const trimmed = text.trim()
  const bracketed = /^\[([^\]]+)\](?:\([^)]*\))?(.*)$/.exec(trimmed)
  const plain = /^(\S+)(.*)$/.exec(trimmed)
  const match = bracketed ?? plain
  if (!match) {
    report(line, 'a release heading without a version')
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
    report(line, `release ${version} has no date (YYYY-MM-DD)`)
  } else if (!isCalendarDate(dateText)) {
    report(line, `release ${version} has an impossible date ${dateText}`)
  } else {
    date = dateText
  }
  return { version, title: version, date, yanked }
}

// ---- inline markdown ----------------------------------------------------------------------------

/** Adds a node, joining it to the text before it so that plain text is one node. */
function append(nodes: Inline[], node: Inline) {
  const last = nodes[nodes.length - 1]
  if (node.type === 'text' && last?.type === 'text') last.text += node.text
  else if (node.type !== 'text' || node.text !== '') nodes.push(node)
}

/** marked's inline tokens as the page's nodes; what the page does not format stays as text. */
function toInline(tokens: readonly Token[], problems: string[]): Inline[] {
  const nodes: Inline[] = []
  for (const token of tokens as readonly MarkedToken[]) {
    switch (token.type) {
      case 'codespan':
        nodes.push({ type: 'code', text: token.text })
        break
      case 'strong':
        nodes.push({ type: 'strong', children: toInline(token.tokens, problems) })
        break
      case 'em':
        nodes.push({ type: 'emphasis', children: toInline(token.tokens, problems) })
        break
      case 'link': {
        const children = toInline(token.tokens, problems)
        if (safeHref.test(token.href)) nodes.push({ type: 'link', href: token.href, children })
        else {
          problems.push(
            `link to "${token.href}" dropped: only http(s), mailto and site paths are kept`,
          )
          for (const child of children) append(nodes, child)
        }
        break
      }
      case 'text':
      case 'escape':
        if ('tokens' in token && token.tokens) {
          for (const child of toInline(token.tokens, problems)) append(nodes, child)
        } else {
          // A wrapped line reads on as one line.
          append(nodes, { type: 'text', text: token.text.replace(/\s*\n\s*/g, ' ') })
        }
        break
      case 'br':
        append(nodes, { type: 'text', text: ' ' })
        break
      default:
        // Strikethrough, images and inline HTML read as they are written.
        append(nodes, { type: 'text', text: token.raw })
    }
  }
  return nodes
}

/** Inline code, **strong**, *emphasis*, [links](url), [reference links][ref] and <autolinks>. */
export function parseInline(
  text: string,
  definitions: ReadonlyMap<string, string> = new Map(),
  problems: string[] = [],
): Inline[] {
  const lexer = new Lexer()
  for (const [label, href] of definitions) lexer.tokens.links[label.toLowerCase()] = { href }
  return toInline(lexer.inlineTokens(text), problems)
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

/** An entry's paragraphs as marked's inline tokens, turned into nodes once releases are merged. */
type DraftEntry = { paragraphs: Token[][]; line: number; children: DraftEntry[] }
type DraftGroup = { heading: string | null; entries: DraftEntry[] }
type DraftRelease = ReleaseHeading & { notes: Token[][]; groups: DraftGroup[]; line: number }

const conflictMarker = /^(<{7}|={7}|>{7})(\s|$)/

function lineCount(text: string): number {
  return text.split('\n').length - 1
}

/** A list's items, each knowing the line it starts on: tokens carry their source, not its place. */
function draftEntries(list: Tokens.List, firstLine: number): DraftEntry[] {
  let line = firstLine
  return list.items.map((item) => {
    const entry: DraftEntry = { paragraphs: [], line, children: [] }
    let innerLine = line
    for (const token of item.tokens as MarkedToken[]) {
      if (token.type === 'list') entry.children.push(...draftEntries(token, innerLine))
      else if (token.type === 'text' || token.type === 'paragraph') {
        entry.paragraphs.push(token.tokens ?? [])
      }
      innerLine += lineCount(token.raw)
    }
    line += lineCount(item.raw)
    return entry
  })
}

export function parseChangelog(markdown: string): ChangelogParseResult {
  const lineProblems: { line: number; problem: string }[] = []
  const report: Report = (line, problem) => lineProblems.push({ line, problem })

  // HTML comments are notes for whoever edits the file, not for players. Both they and conflict
  // markers are blanked rather than cut, so that every line keeps its number.
  const source = markdown
    .replace(/<!--[\s\S]*?-->/g, (comment, offset: number) => {
      // A release or a group heading at the start of a line inside a note was meant for players:
      // an edit that lands inside the note hides a whole release from the page without an error.
      const lineOfComment = markdown.slice(0, offset).split('\n').length
      comment.split('\n').forEach((text, index) => {
        if (/^ {0,3}#{2,3} /.test(text)) {
          report(
            lineOfComment + index,
            `"${text.trim()}" is inside an HTML comment, so players never see it`,
          )
        }
      })
      return comment.replace(/[^\n]/g, '')
    })
    .split(/\r?\n/)
    .map((line, index) => {
      if (!conflictMarker.test(line)) return line
      report(index + 1, 'a merge conflict marker was left in the file')
      return ''
    })
    .join('\n')

  const drafts: DraftRelease[] = []
  let release: DraftRelease | undefined
  let group: DraftGroup | undefined
  let line = 1
  for (const token of new Lexer().lex(source) as MarkedToken[]) {
    if (token.type === 'heading' && token.depth === 2) {
      const parsed = parseReleaseHeading(token.text, report, line)
      release = parsed ? { ...parsed, notes: [], groups: [], line } : undefined
      if (release) drafts.push(release)
      group = undefined
    } else if (token.type === 'heading' && token.depth > 2) {
      if (!release) report(line, `"${token.text}" is not under a release heading`)
      else {
        group = { heading: token.text.trim(), entries: [] }
        release.groups.push(group)
      }
    } else if (token.type === 'list') {
      const entries = draftEntries(token, line)
      if (!release) {
        for (const entry of entries)
          report(entry.line, 'a list item outside any release was skipped')
      } else {
        if (!group) {
          group = { heading: null, entries: [] }
          release.groups.push(group)
        }
        group.entries.push(...entries)
      }
    } else if (token.type === 'paragraph') {
      // Paragraphs above the first release are the file's introduction.
      release?.notes.push(token.tokens)
    }
    line += lineCount(token.raw)
  }

  // Conflict markers are found before the rest: the warnings still read top to bottom.
  const problems = lineProblems
    .sort((a, b) => a.line - b.line)
    .map(({ line, problem }) => `line ${line}: ${problem}`)
  return { releases: finishReleases(drafts, problems), problems }
}

/** An entry's or a note's paragraphs as one run of text. */
function paragraphsInline(paragraphs: readonly Token[][], problems: string[]): Inline[] {
  const nodes: Inline[] = []
  paragraphs.forEach((paragraph, index) => {
    if (index > 0) append(nodes, { type: 'text', text: ' ' })
    for (const node of toInline(paragraph, problems)) append(nodes, node)
  })
  return nodes
}

function toEntry(draft: DraftEntry, problems: string[]): ChangeEntry {
  return {
    content: paragraphsInline(draft.paragraphs, problems),
    children: draft.children.map((child) => toEntry(child, problems)),
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

function finishReleases(drafts: DraftRelease[], problems: string[]): Release[] {
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

  // Unreleased is for what is not live yet: once a change lands it belongs under a dated release,
  // so changes still listed here are worth a warning, and an empty section is not shown at all.
  const unreleased = unique.find((draft) => draft.version === null)
  const unreleasedCount =
    unreleased?.groups.reduce((sum, group) => sum + group.entries.length, 0) ?? 0
  if (unreleased && unreleasedCount > 0) {
    problems.push(
      `line ${unreleased.line}: ${unreleasedCount} ${unreleasedCount === 1 ? 'change is' : 'changes are'} listed under Unreleased, which the site shows as not live yet; move what has gone live under a dated release`,
    )
  }
  const shown = unique.filter(
    (draft) => draft !== unreleased || unreleasedCount > 0 || draft.notes.length > 0,
  )

  const sorted = shown
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
      const entries = draftGroup.entries.map((entry) => toEntry(entry, problems))
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
      notes: draft.notes.map((note) => toInline(note, problems)),
      groups: nonEmpty,
    }
  })
}

export type LatestRelease = {
  version: string
  title: string
  anchor: string
  /** ISO date; null when the file forgot it (the build warns). */
  date: string | null
  /** The release's first entries, what it added before what it changed or fixed. */
  changes: { group: string | null; content: Inline[] }[]
  /** How many more entries the release has than `changes` holds. */
  moreCount: number
}

/**
 * The release the home page shows: the newest one players already have, so never Unreleased (not
 * live yet) nor a withdrawn one. Its first `count` entries follow the groups' Keep a Changelog order
 * and, within a group, the file's, so the home page opens with the release's new features.
 */
export function latestRelease(releases: readonly Release[], count: number): LatestRelease | null {
  const release = releases.find((r) => r.version !== null && !r.yanked)
  if (!release?.version) return null
  const entries = release.groups.flatMap((group) =>
    group.entries.map((entry) => ({ group: group.heading, content: entry.content })),
  )
  return {
    version: release.version,
    title: release.title,
    anchor: release.anchor,
    date: release.date,
    changes: entries.slice(0, count),
    moreCount: Math.max(0, entries.length - count),
  }
}
