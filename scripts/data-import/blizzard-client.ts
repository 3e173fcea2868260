// A small typed client for the Blizzard Game Data API: OAuth client credentials, bounded retries,
// and a raw-response cache on disk so a re-run is cheap and every answer can be reviewed.
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import type { z } from 'zod'
import { schemaSentence } from '../../src/domain/plausibility'
import { tokenResponseSchema } from './api-schemas'
import {
  isPermanent,
  isTimeout,
  LIMITS,
  networkReason,
  RefusedError,
  readCapped,
  readTextFile,
} from './safe-fetch'
import { writeFileWhole } from './whole-write'

/** A failure the importer explains in one sentence (no stack trace). */
export class ImportError extends Error {
  override name = 'ImportError'
}

export interface ClientOptions {
  apiBase: string
  oauthUrl: string
  clientId: string
  clientSecret: string
  region: string
  locale: string
  cacheDir: string
  /** Ignore cached answers and ask the API again (after a patch). */
  refresh: boolean
  fetch: typeof fetch
  sleep: (ms: number) => Promise<void>
  /** First retry wait for 5xx and network errors; doubles each attempt. */
  backoffBaseMs: number
  maxAttempts: number
  /** How long one request (answer and body) may take before it counts as a failed attempt. */
  requestTimeoutMs: number
  warn: (message: string) => void
  /** Largest answer taken from the API (default LIMITS.apiAnswerBytes). */
  maxAnswerBytes?: number
}

export interface ClientStats {
  fromCache: number
  fromNetwork: number
}

// Longer waits than this mean the quota is gone for a while: better to stop and say so.
const MAX_RETRY_AFTER_MS = 120_000
const MAX_BACKOFF_MS = 30_000

/** undefined when the text is not JSON. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function retryAfterMs(header: string | null): number | undefined {
  if (header === null) return undefined
  const seconds = Number(header)
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000
  const date = Date.parse(header)
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now())
}

/** "30 s", "2.3 s", "0.05 s": for messages. */
const seconds = (ms: number) => `${Number((ms / 1000).toPrecision(2))} s`

/** Who answers: the API, or the public host the icons are served from. */
type Host = 'the Blizzard API' | 'the icon host'
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

export function createBlizzardClient(options: ClientOptions) {
  const stats: ClientStats = { fromCache: 0, fromNetwork: 0 }
  // One token request, shared by the first requests that run at the same time.
  let token: Promise<string> | undefined

  const backoff = (attempt: number) =>
    Math.min(MAX_BACKOFF_MS, options.backoffBaseMs * 2 ** (attempt - 1))

  /**
   * Sends a request with bounded retries; 404 comes back as null, other failures throw ImportError.
   * `kind` tells a refused client (token request) from a refused token (data request) on 401.
   */
  async function send(
    url: string,
    init: RequestInit,
    what: string,
    kind: 'token' | 'data',
    host: Host = 'the Blizzard API',
    maxBytes: number = options.maxAnswerBytes ?? LIMITS.apiAnswerBytes,
  ): Promise<Uint8Array | null> {
    const Host = capital(host)
    for (let attempt = 1; ; attempt += 1) {
      const last = attempt >= options.maxAttempts
      let response: Response
      let body: Uint8Array
      try {
        // The timeout covers the body too: a server that stops mid-answer must not stall the run.
        response = await options.fetch(url, {
          ...init,
          signal: AbortSignal.timeout(options.requestTimeoutMs),
        })
        body = response.ok
          ? await readCapped(response, maxBytes, `${host}'s answer for ${what}`)
          : new Uint8Array(0)
        if (!response.ok) await response.body?.cancel()
      } catch (error) {
        // Node's fetch hides the useful part ("connect ECONNREFUSED ...") in the cause.
        const reason = networkReason(error, options.requestTimeoutMs, true)
        if (error instanceof RefusedError) throw new ImportError(`${capital(reason)}.`)
        if (isPermanent(error)) {
          throw new ImportError(`Could not reach ${host} for ${what}: ${reason}.`)
        }
        if (last) {
          const hint = isTimeout(error)
            ? ' Check the connection, or allow longer with --timeout.'
            : ''
          throw new ImportError(
            `Could not reach ${host} for ${what} after ${attempt} attempts: ${reason}.${hint}`,
          )
        }
        options.warn(`No usable answer for ${what} (${reason}); trying again.`)
        await options.sleep(backoff(attempt))
        continue
      }
      if (response.ok) return body
      if (response.status === 404) return null
      if (response.status === 401 && host === 'the Blizzard API') {
        throw new ImportError(
          kind === 'token'
            ? 'The Blizzard API rejected the credentials (401): check BLIZZARD_CLIENT_ID and BLIZZARD_CLIENT_SECRET.'
            : `The Blizzard API refused the access token for ${what} (401): it has expired or was revoked. Run the importer again to get a new one.`,
        )
      }
      if (response.status === 429) {
        const wait = retryAfterMs(response.headers.get('retry-after')) ?? backoff(attempt)
        if (wait > MAX_RETRY_AFTER_MS) {
          throw new ImportError(
            `${Host} is rate-limiting (429) and asks to wait ${seconds(wait)} for ${what}, over the ${seconds(MAX_RETRY_AFTER_MS)} the importer waits; try again later.`,
          )
        }
        if (last) {
          throw new ImportError(
            `${Host} is still rate-limiting (429) after ${attempt} attempts for ${what}; try again later.`,
          )
        }
        options.warn(`Rate-limited (429) on ${what}; waiting ${seconds(wait)} as asked.`)
        await options.sleep(wait)
        continue
      }
      if (response.status >= 500) {
        if (last) {
          throw new ImportError(
            `${Host} answered ${response.status} ${attempt} times for ${what}; gave up.`,
          )
        }
        options.warn(`${Host} answered ${response.status} for ${what}; trying again.`)
        await options.sleep(backoff(attempt))
        continue
      }
      throw new ImportError(`${Host} answered ${response.status} for ${what}.`)
    }
  }

  /** A public file (an icon) as bytes, without the token; null when the host has none (404). */
  function download(url: string, what: string, maxBytes: number): Promise<Uint8Array | null> {
    return send(url, {}, what, 'data', 'the icon host', maxBytes)
  }

  async function requestToken(): Promise<string> {
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')
    const body = await send(
      options.oauthUrl,
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
      },
      'the access token',
      'token',
    )
    if (body === null)
      throw new ImportError(`No OAuth token endpoint at ${options.oauthUrl} (404).`)
    const parsed = tokenResponseSchema.safeParse(parseJson(new TextDecoder().decode(body)))
    if (!parsed.success)
      throw new ImportError('The OAuth token endpoint answered without an access token.')
    return parsed.data.access_token
  }

  function accessToken(): Promise<string> {
    token ??= requestToken()
    return token
  }

  function cacheFile(resource: string, id: number): string {
    return path.join(options.cacheDir, options.region, options.locale, resource, `${id}.json`)
  }

  /**
   * One static game-data document, e.g. get('item', '/data/wow/item/123', 123, itemSchema).
   * Returns null when the API has no such entity (404).
   */
  async function get<T>(
    resource: string,
    apiPath: string,
    id: number,
    schema: z.ZodType<T>,
  ): Promise<T | null> {
    const file = cacheFile(resource, id)
    const what = `${resource} ${id}`
    if (!options.refresh) {
      const cached = await readTextFile(file, {
        maxBytes: options.maxAnswerBytes ?? LIMITS.apiAnswerBytes,
        timeoutMs: options.requestTimeoutMs,
      }).catch(() => undefined)
      if (cached !== undefined) {
        const json = parseJson(cached)
        const parsed = json === undefined ? undefined : schema.safeParse(json)
        if (parsed?.success) {
          stats.fromCache += 1
          return parsed.data
        }
        options.warn(
          json === undefined
            ? `Cached ${what} (${file}) is not valid JSON; asking the API again.`
            : `Cached ${what} no longer matches the expected shape; asking the API again.`,
        )
      }
    }
    const url = new URL(`${options.apiBase.replace(/\/+$/, '')}${apiPath}`)
    url.searchParams.set('namespace', `static-${options.region}`)
    url.searchParams.set('locale', options.locale)
    const body = await send(
      url.toString(),
      { headers: { authorization: `Bearer ${await accessToken()}` } },
      what,
      'data',
    )
    if (body === null) return null
    stats.fromNetwork += 1
    const json = parseJson(new TextDecoder().decode(body))
    if (json === undefined) {
      throw new ImportError(`The Blizzard API answered ${what} with something that is not JSON.`)
    }
    const parsed = schema.safeParse(json)
    if (!parsed.success) {
      throw new ImportError(
        `${schemaSentence(parsed.error, json, `The Blizzard API answer for ${what}`)}; it was not used.`,
      )
    }
    // Pretty-printed so a reviewer can read exactly what the API said.
    await mkdir(path.dirname(file), { recursive: true })
    await writeFileWhole(file, `${JSON.stringify(json, null, 2)}\n`)
    return parsed.data
  }

  return { get, download, stats }
}

export type BlizzardClient = ReturnType<typeof createBlizzardClient>
