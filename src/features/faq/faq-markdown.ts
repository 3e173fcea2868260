// Compiles the FAQ's Markdown (content/<tab>.md) into HTML at build time, so no Markdown parser
// and no answer written as code reaches the browser: the page ships each answer as a string.
//
// A tab's file: `# Label` once, then each question as `## Question?` followed by its answer.
// The question's slug (its anchor, /faq/#slug) is written as `## Question? {#slug}`, or made from
// the question's words when left out. `{{name}}` inserts a fact computed from the season dataset
// or the site settings (faq-facts.ts). A link to `#slug` opens that question's tab; `https://`
// links open in a new tab like every link that leaves the site. A paragraph of only
// `{.faq-marks}` gives the list above it the marks legend's look.
// Anything the page could not show right (an unknown tab, placeholder, link or class, a question
// without an answer, a slug used twice) is a problem; the plugin stops the build on any.
import { Lexer, Parser, Renderer, type Token, type Tokens } from 'marked'

export type FaqQuestion = {
  slug: string
  /** Plain text. */
  question: string
  /** Build-time HTML from the team's own Markdown and the dataset's escaped values. */
  answerHtml: string
}

export type FaqTab = { slug: string; label: string; questions: FaqQuestion[] }

/** The facts `{{name}}` can insert: each gives Markdown, or throws when the data lacks it. */
export type FaqFacts = Readonly<Record<string, () => string>>

export type FaqSource = { tab: string; markdown: string }

export type FaqCompileResult = { tabs: FaqTab[]; problems: string[] }

const placeholderPattern = /\{\{\s*([A-Za-z][\w-]*)\s*\}\}/g
const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/
const explicitSlug = /\s*\{#([^}]*)\}\s*$/
const blockClass = /^\{\.([\w-]+)\}$/
const knownClasses = new Set(['faq-marks'])

/** "Why does a trinket say “unknown”?" → "why-does-a-trinket-say-unknown". */
export function questionSlug(question: string): string {
  return question
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The same markup as the ExternalLink component (a test holds them equal). */
export function externalLinkHtml(href: string, innerHtml: string): string {
  return `<a target="_blank" rel="noopener noreferrer" href="${escapeHtml(href)}">${innerHtml}<span class="visually-hidden"> (opens in a new tab)</span></a>`
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length

function insertFacts(source: FaqSource, facts: FaqFacts, report: (problem: string) => void) {
  const file = `content/${source.tab}.md`
  const inserted = source.markdown.replace(placeholderPattern, (_, name: string, index: number) => {
    const line = lineOf(source.markdown, index)
    const fact = Object.hasOwn(facts, name) ? facts[name] : undefined
    if (!fact) {
      report(`${file}:${line}: {{${name}}} is no fact the FAQ knows`)
      return ''
    }
    try {
      return fact()
    } catch (error) {
      report(`${file}:${line}: {{${name}}} cannot be worked out: ${(error as Error).message}`)
      return ''
    }
  })
  for (const stray of source.markdown.replace(placeholderPattern, '').matchAll(/\{\{|\}\}/g)) {
    report(`${file}:${lineOf(source.markdown, stray.index)}: a placeholder is not closed or named`)
  }
  return inserted
}

type Draft = { slug: string; question: string; tokens: Token[]; file: string }

function readTab(tab: string, markdown: string, report: (problem: string) => void) {
  const file = `content/${tab}.md`
  let label: string | undefined
  const questions: Draft[] = []
  const classed = new Map<Token, string>()
  for (const token of new Lexer().lex(markdown)) {
    if (token.type === 'space' || (token.type === 'html' && /^\s*<!--/.test(token.raw))) continue
    if (token.type === 'heading' && token.depth === 1) {
      if (label !== undefined) report(`${file}: has more than one tab label (# heading)`)
      label ??= token.text.trim()
      continue
    }
    if (token.type === 'heading' && token.depth === 2) {
      const slugMatch = explicitSlug.exec(token.text)
      const question = token.text.replace(explicitSlug, '').trim()
      const slug = slugMatch ? (slugMatch[1] ?? '').trim() : questionSlug(question)
      if (!slugPattern.test(slug)) report(`${file}: "${question}" has no usable slug ("${slug}")`)
      if (/[[\]`*_<\\]/.test(question)) report(`${file}: "${question}" must be plain text`)
      questions.push({ slug, question, tokens: [], file })
      continue
    }
    const current = questions.at(-1)
    if (!current) {
      report(`${file}: text before the first question (## heading)`)
      continue
    }
    const className = token.type === 'paragraph' ? blockClass.exec(token.text.trim())?.[1] : null
    if (className) {
      const previous = current.tokens.at(-1)
      if (!knownClasses.has(className)) report(`${file}: {.${className}} is no class the FAQ has`)
      else if (previous?.type !== 'list') report(`${file}: {.${className}} follows no list`)
      else classed.set(previous, className)
      continue
    }
    current.tokens.push(token)
  }
  if (label === undefined) report(`${file}: has no tab label (# heading)`)
  for (const question of questions) {
    if (question.tokens.length === 0) report(`${file}: "${question.question}" has no answer`)
  }
  return { label: label ?? tab, questions, classed }
}

function answerRenderer(
  tabOfSlug: ReadonlyMap<string, string>,
  classed: ReadonlyMap<Token, string>,
  where: string,
  report: (problem: string) => void,
) {
  const renderer = new Renderer()
  const plainLink = renderer.link.bind(renderer)
  const plainList = renderer.list.bind(renderer)
  renderer.link = function link(token: Tokens.Link) {
    const inner = this.parser.parseInline(token.tokens)
    const { href } = token
    if (/^https:\/\//i.test(href)) return externalLinkHtml(href, inner)
    if (href.startsWith('#')) {
      const tab = tabOfSlug.get(href.slice(1))
      if (tab === undefined) report(`${where}: links to ${href}, which is no question`)
      // The tab in the address too, so the link works before the page's script has run.
      return `<a href="/faq/?tab=${tab ?? ''}${escapeHtml(href)}">${inner}</a>`
    }
    if (/^\/(?!\/)/.test(href)) return plainLink(token)
    report(`${where}: links to "${href}"; links go to https:// sites, /site-paths or #questions`)
    return inner
  }
  renderer.list = (token: Tokens.List) => {
    const html = plainList(token)
    const className = classed.get(token)
    return className ? html.replace(/^<ul>/, `<ul class="${className}">`) : html
  }
  return renderer
}

/**
 * The FAQ's tabs in `tabOrder`, from one Markdown file per tab. `problems` lists whatever would
 * show wrong; the tabs are still returned so a test can see the rest.
 */
export function compileFaq(
  sources: readonly FaqSource[],
  { tabOrder, facts }: { tabOrder: readonly string[]; facts: FaqFacts },
): FaqCompileResult {
  const problems: string[] = []
  const report = (problem: string) => problems.push(problem)
  for (const source of sources) {
    if (!tabOrder.includes(source.tab)) {
      report(`content/${source.tab}.md: "${source.tab}" is no FAQ tab (${tabOrder.join(', ')})`)
    }
  }
  const read = tabOrder.flatMap((tab) => {
    const source = sources.find((s) => s.tab === tab)
    if (!source) {
      report(`content/${tab}.md is missing: every tab needs its questions`)
      return []
    }
    return [{ tab, ...readTab(tab, insertFacts(source, facts, report), report) }]
  })

  const tabOfSlug = new Map<string, string>()
  for (const { tab, questions } of read) {
    for (const { slug } of questions) {
      if (tabOfSlug.has(slug) || tabOrder.includes(slug)) {
        report(`content/${tab}.md: the slug "${slug}" is used twice; a link would open one only`)
      }
      tabOfSlug.set(slug, tab)
    }
  }

  const tabs = read.map(({ tab, label, questions, classed }) => ({
    slug: tab,
    label,
    questions: questions.map(({ slug, question, tokens, file }) => {
      const renderer = answerRenderer(tabOfSlug, classed, `${file} "${question}"`, report)
      // Line breaks in HTML read as spaces (no answer has preformatted text): one line is smaller.
      const answerHtml = Parser.parse(tokens, { renderer })
        .trim()
        .replace(/\s*\n\s*/g, ' ')
      return { slug, question, answerHtml }
    }),
  }))
  return { tabs, problems }
}
