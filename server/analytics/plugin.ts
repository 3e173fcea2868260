// The tracker endpoint and the summary, as one Fastify plugin. Without MATOMO_URL hits are
// validated and stored in SQLite; with it they are validated and forwarded to Matomo.
import { createHash, timingSafeEqual } from 'node:crypto'
import rateLimit from '@fastify/rate-limit'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { collectHitParams, maxHitBytes, parseHit } from './hit'
import { type HitStore, openHitStore } from './hit-store'
import { forwardToMatomo } from './matomo-forwarder'
import type { AnalyticsOptions } from './options'
import { parseSummaryRange } from './summary-range'

function sameSecret(given: string, expected: string): boolean {
  // Hashing first gives equal lengths, which timingSafeEqual needs.
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(expected))
}

function rawQuery(request: FastifyRequest): string {
  const start = request.url.indexOf('?')
  return start === -1 ? '' : request.url.slice(start + 1)
}

function badRequest(reply: FastifyReply, error: string) {
  return reply.code(400).header('Cache-Control', 'no-store').send({ error })
}

export const analyticsPlugin: FastifyPluginAsync<AnalyticsOptions> = async (app, options) => {
  const now = options.now ?? Date.now
  const { matomo } = options

  // Opened on the first hit or summary, so a server that never sees one creates no file.
  let store: HitStore | undefined
  const hitStore = () => {
    store ??= openHitStore(options.databaseFile)
    return store
  }
  app.addHook('onClose', async () => store?.close())

  // Registered inside this plugin, so only the routes below that opt in are limited.
  await app.register(rateLimit, { global: false })

  // sendBeacon posts URLSearchParams as a form; text/plain is parsed to a string by Fastify.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  )

  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status = error.statusCode ?? 500
    if (status === 429) return reply.code(429).send({ error: error.message })
    // Oversized bodies (413), unknown content types (415) and unparsable bodies: one answer.
    if (status >= 400 && status < 500) return badRequest(reply, 'Malformed tracking request.')
    request.log.error(error, 'analytics request failed')
    return reply.code(500).send({ error: 'Analytics are unavailable right now.' })
  })

  app.route({
    method: ['GET', 'POST'],
    url: options.trackerPath,
    bodyLimit: maxHitBytes,
    config: { rateLimit: { max: options.hitsPerMinute, timeWindow: 60_000 } },
    async handler(request, reply) {
      const body = request.body ?? ''
      if (typeof body !== 'string') return badRequest(reply, 'Malformed tracking request.')
      const collected = collectHitParams([rawQuery(request), body])
      if (!collected.ok) return badRequest(reply, collected.error)
      const result = parseHit(collected.params, options.siteId)
      if (!result.ok) return badRequest(reply, result.error)

      if (matomo) {
        try {
          await forwardToMatomo(matomo, result.hit.params, {
            ip: request.ip,
            userAgent: request.headers['user-agent'],
            acceptLanguage: request.headers['accept-language'],
          })
        } catch (error) {
          request.log.warn({ err: error }, 'Matomo did not accept a tracking hit')
          return reply.code(502).send({ error: 'The analytics server did not answer.' })
        }
      } else {
        hitStore().add(result.hit, now())
      }
      return reply.code(204).header('Cache-Control', 'no-store').send()
    },
  })

  app.get(options.summaryPath, async (request, reply) => {
    reply.header('Cache-Control', 'no-store')
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
    if (matomo) {
      return reply
        .code(404)
        .send({ error: 'Hits are forwarded to Matomo (MATOMO_URL); read the figures there.' })
    }
    const parsed = parseSummaryRange(request.query, now())
    if (!parsed.ok) return badRequest(reply, parsed.error)
    return hitStore().summary(parsed.range)
  })
}
