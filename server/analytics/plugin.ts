// The tracker endpoint and the summary, as one Fastify plugin. Without MATOMO_URL hits are
// validated and stored in SQLite; with it they are validated and forwarded to Matomo.
import { createHash, timingSafeEqual } from 'node:crypto'
import rateLimit, { normalizeIP } from '@fastify/rate-limit'
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { ConfigError, isLoopbackHost } from '../config'
import { collectHitParams, maxHitBytes, parseHit } from './hit'
import { type HitStore, openHitStore } from './hit-store'
import { forwardToMatomo } from './matomo-forwarder'
import { type AnalyticsOptions, summariesPerMinute } from './options'
import { parseSummaryRange } from './summary-range'

const dayMs = 24 * 60 * 60 * 1000

function sameSecret(given: string, expected: string): boolean {
  // Hashing first gives equal lengths, which timingSafeEqual needs.
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(expected))
}

function rawQuery(request: FastifyRequest): string {
  const start = request.url.indexOf('?')
  return start === -1 ? '' : request.url.slice(start + 1)
}

/** The methods each endpoint takes; the server answers any other with 405 (server/app.ts). */
export const trackerMethods = ['GET', 'POST'] as const
export const summaryMethods = ['GET', 'HEAD'] as const

function badRequest(reply: FastifyReply, error: string) {
  return reply.code(400).send({ error })
}

/**
 * The server's own addresses when it listens on loopback: only this machine can reach those, so
 * a local run (`npm start`, the end-to-end tests) counts its pages. Taken from the addresses the
 * server is bound to, never from a request's Host header, which any client can write.
 */
function loopbackOrigins(addresses: ReturnType<FastifyInstance['addresses']>): string[] {
  const origins: string[] = []
  for (const bound of addresses) {
    if (typeof bound === 'string') continue
    const { address, family, port } = bound
    if (!isLoopbackHost(address)) continue
    origins.push(`http://${family === 'IPv6' ? `[${address}]` : address}:${port}`)
    origins.push(`http://localhost:${port}`)
  }
  return origins
}

/** Read before validation, only to pick the rate-limit budget; the handler checks the hit. */
function isHeartbeat(request: FastifyRequest): boolean {
  const body = typeof request.body === 'string' ? request.body : ''
  return [rawQuery(request), body].some(
    (source) => source.length <= maxHitBytes && new URLSearchParams(source).get('ping') === '1',
  )
}

const heartbeatKeySuffix = ' heartbeat'

function openStoreOrExplain(file: string): HitStore {
  try {
    return openHitStore(file)
  } catch (error) {
    const reason = error instanceof Error ? error.message.replace(/\.$/, '') : String(error)
    throw new ConfigError(`ANALYTICS_DB "${file}" cannot be opened: ${reason}.`)
  }
}

export const analyticsPlugin: FastifyPluginAsync<AnalyticsOptions> = async (app, options) => {
  const now = options.now ?? Date.now
  const { matomo } = options
  const { heartbeatsPerMinute, retentionDays } = options
  const configuredOrigins = [options.siteOrigin, ...options.extraOrigins].map(
    (origin) => new URL(origin).origin,
  )
  // Known once the server listens; computed on the first hit after that.
  let allowedOrigins: readonly string[] | undefined
  const pageOrigins = () => {
    if (allowedOrigins) return allowedOrigins
    if (!app.server.listening) return configuredOrigins
    allowedOrigins = [...configuredOrigins, ...loopbackOrigins(app.addresses())]
    return allowedOrigins
  }

  // Opened at start, so a path that cannot work stops the server with one sentence instead of
  // turning every hit into a 500.
  const store = matomo ? undefined : openStoreOrExplain(options.databaseFile)
  if (store) {
    const prune = () => {
      const deleted = store.deleteOlderThan(now() - retentionDays * dayMs)
      if (deleted > 0) app.log.info({ deleted, retentionDays }, 'deleted hits past retention')
    }
    prune()
    const daily = setInterval(prune, dayMs)
    daily.unref()
    app.addHook('onClose', async () => {
      clearInterval(daily)
      store.close()
    })
  }

  // Registered inside this plugin, so only the routes below that opt in are limited.
  await app.register(rateLimit, { global: false })

  // sendBeacon posts URLSearchParams as a form; text/plain is parsed to a string by Fastify.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  )

  // Every answer of these endpoints, errors and rate limits included: hits and figures are never
  // for a cache.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store')
  })

  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status = error.statusCode ?? 500
    if (status === 429)
      return reply.code(429).send({ error: 'Too many requests: try again later.' })
    // Oversized bodies (413), unknown content types (415) and unparsable bodies: one answer.
    if (status >= 400 && status < 500) return badRequest(reply, 'Malformed tracking request.')
    request.log.error(error, 'analytics request failed')
    return reply.code(500).send({ error: 'Analytics are unavailable right now.' })
  })

  app.route({
    method: [...trackerMethods],
    url: options.trackerPath,
    // HEAD would run the GET handler and count a hit for a link checker or a prefetch.
    exposeHeadRoute: false,
    bodyLimit: maxHitBytes,
    config: {
      rateLimit: {
        // After the body is read, so that heartbeats can have their own budget.
        hook: 'preHandler',
        timeWindow: 60_000,
        keyGenerator: (request) =>
          `${normalizeIP(request.ip)}${isHeartbeat(request) ? heartbeatKeySuffix : ''}`,
        max: (_request, key) =>
          key.endsWith(heartbeatKeySuffix) ? heartbeatsPerMinute : options.hitsPerMinute,
      },
    },
    async handler(request, reply) {
      const body = request.body ?? ''
      if (typeof body !== 'string') return badRequest(reply, 'Malformed tracking request.')
      const collected = collectHitParams([rawQuery(request), body])
      if (!collected.ok) return badRequest(reply, collected.error)
      const result = parseHit(collected.params, options.siteId, { allowedOrigins: pageOrigins() })
      if (!result.ok) return badRequest(reply, result.error)
      if (matomo) {
        try {
          await forwardToMatomo(matomo, result.hit.params, {
            // The client's address as TRUST_PROXY allows it to be read.
            ip: request.ip,
            userAgent: request.headers['user-agent'],
            acceptLanguage: request.headers['accept-language'],
          })
        } catch (error) {
          request.log.warn({ err: error }, 'Matomo did not accept a tracking hit')
          return reply.code(502).send({ error: 'The analytics server did not answer.' })
        }
      } else {
        store?.add(result.hit, now())
      }
      return reply.code(204).send()
    },
  })

  app.get(
    options.summaryPath,
    // Also bounds how fast ANALYTICS_TOKEN could be guessed.
    { config: { rateLimit: { max: summariesPerMinute, timeWindow: 60_000 } } },
    async (request, reply) => {
      if (options.summaryToken !== undefined) {
        const header = request.headers.authorization ?? ''
        const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : ''
        if (!sameSecret(token, options.summaryToken)) {
          return reply
            .code(401)
            .header('WWW-Authenticate', 'Bearer')
            .send({ error: 'The summary needs Authorization: Bearer <ANALYTICS_TOKEN>.' })
        }
      }
      if (!store) {
        return reply
          .code(404)
          .send({ error: 'Hits are forwarded to Matomo (MATOMO_URL); read the figures there.' })
      }
      const parsed = parseSummaryRange(request.query, now())
      if (!parsed.ok) return badRequest(reply, parsed.error)
      return store.summary(parsed.range)
    },
  )
}
