// Comments say why the code is as it is. A repository commit or a stored-file id in one says where
// something was read instead, means nothing to the next reader, and goes stale; the provenance of
// data belongs in the dataset's sources. `npm test` runs this over every tracked source file
// (scripts/code-comments.test.ts) and names the file and line of each such comment.
import { commitPattern, storedFileIdPattern } from '../src/domain/season/source-pointers'

export type SourceKind = 'script' | 'css' | 'shell'

/** One comment's text on one line (1-based), as the reader sees it. */
export interface CommentLine {
  line: number
  text: string
}

/** Which kind of comments a tracked file holds, or null for a file that is not checked. */
export function sourceKindOf(file: string, firstLine = ''): SourceKind | null {
  if (/(^|\/)(node_modules|dist|test-exports|fixtures)\//.test(file)) return null
  if (/\.(ts|tsx|mts|cts|js|mjs|cjs|jsx)$/.test(file)) return 'script'
  if (file.endsWith('.css')) return 'css'
  if (file.endsWith('.sh')) return 'shell'
  // A script without an extension (.ci/run) says what it is in its first line.
  if (!/\.[^/]+$/.test(file) && /^#!.*\b(ba|da|z)?sh\b/.test(firstLine)) return 'shell'
  return null
}

/** Characters after which a `/` starts a regular expression rather than a division. */
const beforeRegex = /[(,=:[!&|?{};+\-*%<>~^]/
/** Words after which a `/` starts one too (`return /x/.test(y)`). */
const keywordBeforeRegex = /(?:^|[^\w$.])(?:return|typeof|case|in|of|void|throw|yield|await)\s*$/

/**
 * The comments of a TypeScript, JavaScript or CSS file, line by line. Strings, template literals
 * and regular expressions are skipped, so a test's fixture text is never taken for a comment. The
 * regular-expression rule is the usual heuristic (a `/` after an operator or an opening bracket),
 * enough for code that Biome formats.
 */
function scriptComments(source: string, css: boolean): CommentLine[] {
  const found: CommentLine[] = []
  let line = 1
  let current = ''
  let currentLine = 1
  const push = () => {
    if (current.trim()) found.push({ line: currentLine, text: current.trim() })
    current = ''
  }
  let lastSignificant = ''
  let i = 0
  // Each open template literal's depth of `${` braces, innermost last.
  const templates: number[] = []
  const skipString = (quote: string) => {
    i++
    while (i < source.length && source[i] !== quote && source[i] !== '\n') {
      if (source[i] === '\\') i++
      i++
    }
    // A quote left open at the line's end (an apostrophe in JSX text) ends there; the line break
    // is left for the main loop to count.
    if (source[i] === quote) i++
  }
  const skipTemplate = () => {
    // Inside a template's text: up to its end or the next `${`.
    while (i < source.length) {
      const c = source[i]
      if (c === '\\') {
        if (source[i + 1] === '\n') line++
        i += 2
        continue
      }
      if (c === '\n') line++
      if (c === '`') {
        i++
        templates.pop()
        return
      }
      if (c === '$' && source[i + 1] === '{') {
        i += 2
        const top = templates.length - 1
        templates[top] = 1
        return
      }
      i++
    }
  }
  while (i < source.length) {
    const c = source[i] as string
    const next = source[i + 1]
    if (c === '\n') {
      line++
      i++
      continue
    }
    if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2)
      const body = source.slice(i + 2, end === -1 ? source.length : end)
      currentLine = line
      for (const part of body.split('\n')) {
        // A ` * ` at the start of a continuation line is the block's margin, not its text.
        current = part.replace(/^\s*\*(?!\/)\s?/, '')
        push()
        currentLine++
      }
      line += body.split('\n').length - 1
      i = end === -1 ? source.length : end + 2
      continue
    }
    if (!css && c === '/' && next === '/') {
      const end = source.indexOf('\n', i)
      currentLine = line
      current = source.slice(i + 2, end === -1 ? source.length : end)
      push()
      i = end === -1 ? source.length : end
      continue
    }
    if (c === '"' || c === "'") {
      skipString(c)
      lastSignificant = 'a'
      continue
    }
    if (!css && c === '`') {
      templates.push(0)
      i++
      skipTemplate()
      lastSignificant = 'a'
      continue
    }
    if (!css && templates.length > 0 && (c === '{' || c === '}')) {
      const top = templates.length - 1
      templates[top] = (templates[top] ?? 0) + (c === '{' ? 1 : -1)
      i++
      if (templates[top] === 0) skipTemplate()
      lastSignificant = c
      continue
    }
    if (
      !css &&
      c === '/' &&
      (lastSignificant === '' ||
        beforeRegex.test(lastSignificant) ||
        keywordBeforeRegex.test(source.slice(Math.max(0, i - 12), i)))
    ) {
      i++
      let inClass = false
      while (i < source.length && source[i] !== '\n') {
        const r = source[i]
        if (r === '\\') i++
        else if (r === '[') inClass = true
        else if (r === ']') inClass = false
        else if (r === '/' && !inClass) break
        i++
      }
      if (source[i] === '/') i++
      lastSignificant = 'a'
      continue
    }
    if (!/\s/.test(c)) lastSignificant = c
    i++
  }
  return found
}

/** A shell script's comments: from a `#` that starts a word, outside quotes, to the line's end. */
function shellComments(source: string): CommentLine[] {
  return source.split('\n').flatMap((text, index) => {
    let quote = ''
    for (let i = 0; i < text.length; i++) {
      const c = text[i]
      if (quote) {
        if (c === '\\' && quote === '"') i++
        else if (c === quote) quote = ''
      } else if (c === '\\') i++
      else if (c === '"' || c === "'") quote = c
      else if (c === '#' && (i === 0 || /\s/.test(text[i - 1] ?? ''))) {
        const comment = text.slice(i + 1).trim()
        return comment ? [{ line: index + 1, text: comment }] : []
      }
    }
    return []
  })
}

export function commentsOf(source: string, kind: SourceKind): CommentLine[] {
  return kind === 'shell' ? shellComments(source) : scriptComments(source, kind === 'css')
}

/** Each comment of the file that holds a commit or a stored-file id, as `file:line: ...`. */
export function commentPointers(file: string, source: string, kind: SourceKind): string[] {
  return commentsOf(source, kind).flatMap(({ line, text }) => {
    const what = storedFileIdPattern.test(text)
      ? 'a stored-file id'
      : commitPattern.test(text)
        ? 'a repository commit'
        : null
    return what ? [`${file}:${line}: a comment holds ${what} (say why instead): ${text}`] : []
  })
}
