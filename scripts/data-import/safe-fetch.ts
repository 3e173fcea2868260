// What every importer does before it believes a byte from outside: a size cap on each answer and
// file (read in pieces, so an endless or huge body stops at the cap instead of filling memory), a
// time limit on every read, files included (a FIFO or a hung mount must not stall the run), the
// hosts an icon may come from, and the real cause of a network failure, said in words ("too many
// redirects", "the connection was refused") and not retried when no retry can succeed.
import { readFileSync, statSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'

/** The caps; README ("Refreshing the data each week") says what they are and why. */
export interface Limits {
  /** One Bloodmallet chart, file or answer. Real charts are 5–600 KB. */
  chartBytes: number
  /** Trinkets (data keys) in one chart; real charts hold 100–300. */
  chartEntries: number
  /** One Blizzard API answer; real ones are 2–60 KB. */
  apiAnswerBytes: number
  /** One reference or data file read from disk (the reference sims are 0.5 MB). */
  fileBytes: number
  /** One icon; the game's 56 px icons are 2–10 KB. */
  iconBytes: number
  /** An icon's width and height; the game's are 36 or 56 px. */
  iconPixels: number
}

export const LIMITS: Limits = {
  chartBytes: 4 * 1024 * 1024,
  chartEntries: 1000,
  apiAnswerBytes: 2 * 1024 * 1024,
  fileBytes: 16 * 1024 * 1024,
  iconBytes: 256 * 1024,
  iconPixels: 256,
}

/** A refusal that no retry can change (too big, a host not allowed, a redirect loop...). */
export class RefusedError extends Error {
  override name = 'RefusedError'
}

const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Number((bytes / 1024 / 1024).toPrecision(3))} MB`
    : bytes >= 1024
      ? `${Number((bytes / 1024).toPrecision(3))} KB`
      : `${bytes} bytes`

/** "over the 4 MB cap" */
export const overCap = (cap: number) => `over the ${size(cap)} cap`

/**
 * The body of an answer, at most `maxBytes`: refused from its Content-Length when it says more,
 * and cut off (the connection dropped) as soon as more arrives than it said.
 */
export async function readCapped(
  response: Response,
  maxBytes: number,
  what: string,
): Promise<Uint8Array> {
  const announced = Number(response.headers.get('content-length') ?? Number.NaN)
  if (Number.isFinite(announced) && announced > maxBytes) {
    await response.body?.cancel()
    throw new RefusedError(`${what} is ${size(announced)}, ${overCap(maxBytes)}`)
  }
  if (!response.body) return new Uint8Array(0)
  const reader = response.body.getReader()
  const parts: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel()
      throw new RefusedError(`${what} goes on past the ${size(maxBytes)} cap`)
    }
    parts.push(value)
  }
  const bytes = new Uint8Array(total)
  let at = 0
  for (const part of parts) {
    bytes.set(part, at)
    at += part.byteLength
  }
  return bytes
}

/** Rejects when the work takes longer than `ms`. */
export async function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RefusedError(`${what} took more than ${ms / 1000} s`)), ms)
  })
  try {
    return await Promise.race([work, late])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * A text file of at most `maxBytes`, read within `timeoutMs`. Anything but a regular file (a FIFO,
 * a device, a folder) is refused before it is opened: opening a FIFO waits for a writer forever.
 */
export async function readTextFile(
  file: string,
  options: { maxBytes: number; timeoutMs: number; what?: string },
): Promise<string> {
  const what = options.what ?? file
  const read = async () => {
    const info = await stat(file).catch((error: NodeJS.ErrnoException) => {
      throw new RefusedError(
        error.code === 'ENOENT' ? `there is no ${what}` : `cannot read ${what} (${error.code})`,
      )
    })
    if (!info.isFile()) throw new RefusedError(`${what} is not a regular file`)
    if (info.size > options.maxBytes) {
      throw new RefusedError(`${what} is ${size(info.size)}, ${overCap(options.maxBytes)}`)
    }
    return readFile(file, { encoding: 'utf8', signal: AbortSignal.timeout(options.timeoutMs) })
  }
  return withTimeout(read(), options.timeoutMs, `reading ${what}`)
}

const codeWords: Record<string, string> = {
  ENOTFOUND: 'its name could not be looked up, so this machine is probably offline',
  EAI_AGAIN: 'its name could not be looked up, so this machine is probably offline',
  ECONNREFUSED: 'the connection was refused',
  ECONNRESET: 'the connection was dropped',
  UND_ERR_SOCKET: 'the connection was dropped',
  ENETUNREACH: 'no network',
  EHOSTUNREACH: 'the host cannot be reached',
  ETIMEDOUT: 'the connection timed out',
}

/** undici's words for failures that the same request can never get past. */
const permanentCauses: [RegExp, string][] = [
  [/redirect count exceeded/i, 'too many redirects'],
  [/bad port/i, 'a port fetch refuses to open (a blocked port)'],
  [/unknown scheme|not implemented|only http/i, 'not an http(s) address'],
  [/invalid url|failed to parse url/i, 'not a valid address'],
]

function causeOf(error: unknown): { code?: string; message?: string } | undefined {
  if (!(error instanceof Error)) return undefined
  const cause = error.cause
  if (cause instanceof Error)
    return { code: (cause as { code?: string }).code, message: cause.message }
  return undefined
}

export function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
}

/** Whether no retry of this failure can succeed. */
export function isPermanent(error: unknown): boolean {
  if (error instanceof RefusedError) return true
  const text = `${causeOf(error)?.message ?? ''} ${error instanceof Error ? error.message : ''}`
  return permanentCauses.some(([pattern]) => pattern.test(text))
}

/** Why a request failed, in words, keeping the cause Node's fetch hides behind "fetch failed". */
export function networkReason(error: unknown, timeoutMs: number, withCode = false): string {
  if (isTimeout(error)) return `no answer within ${Number((timeoutMs / 1000).toPrecision(2))} s`
  if (error instanceof RefusedError) return error.message
  const cause = causeOf(error)
  const text = `${cause?.message ?? ''} ${error instanceof Error ? error.message : String(error)}`
  for (const [pattern, words] of permanentCauses) if (pattern.test(text)) return words
  const words = cause?.code ? codeWords[cause.code] : undefined
  if (words) return withCode && cause?.code ? `${words}, ${cause.code}` : words
  if (cause?.message) return cause.message
  return error instanceof Error ? error.message : String(error)
}

/** The Blizzard hosts the game's icons are served from; https only. */
export const BLIZZARD_MEDIA_HOSTS = [
  'render.worldofwarcraft.com',
  'render-us.worldofwarcraft.com',
  'render-eu.worldofwarcraft.com',
  'render-kr.worldofwarcraft.com',
  'render-tw.worldofwarcraft.com',
  'render.worldofwarcraft.com.cn',
] as const

/**
 * Whether an icon may be fetched from this address: https on a Blizzard media host, or the very
 * origin the operator gave as the API (`--api-base`, a loopback server in the tests). Never
 * another scheme (file:, data:), never another host, the machine's own included.
 */
export function iconUrlAllowed(url: string, apiBase: string): boolean {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  if (parsed.username || parsed.password) return false
  if (
    parsed.protocol === 'https:' &&
    parsed.port === '' &&
    (BLIZZARD_MEDIA_HOSTS as readonly string[]).includes(parsed.hostname)
  )
    return true
  try {
    return (
      (parsed.protocol === 'https:' || parsed.protocol === 'http:') &&
      parsed.origin === new URL(apiBase).origin
    )
  } catch {
    return false
  }
}

/** A JSON file, read as readTextFile reads it; refused in one sentence when it is not JSON. */
export async function readJsonFile(
  file: string,
  options: { maxBytes?: number; timeoutMs?: number; what?: string } = {},
): Promise<unknown> {
  const what = options.what ?? file
  const text = await readTextFile(file, {
    maxBytes: options.maxBytes ?? LIMITS.fileBytes,
    timeoutMs: options.timeoutMs ?? 30_000,
    what,
  })
  try {
    return JSON.parse(text)
  } catch {
    throw new RefusedError(`${what} is not valid JSON`)
  }
}

/**
 * The same checks for a command that reads synchronously: a regular file within its cap (a sync
 * read cannot be timed out, but a FIFO or a device is refused before it is opened).
 */
export function readTextFileSync(file: string, maxBytes = LIMITS.fileBytes, what = file): string {
  let info: ReturnType<typeof statSync>
  try {
    info = statSync(file)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    throw new RefusedError(
      code === 'ENOENT' ? `there is no ${what}` : `cannot read ${what} (${code})`,
    )
  }
  if (!info.isFile()) throw new RefusedError(`${what} is not a regular file`)
  if (info.size > maxBytes)
    throw new RefusedError(`${what} is ${size(info.size)}, ${overCap(maxBytes)}`)
  return readFileSync(file, 'utf8')
}
