// Structured request logs: pino JSON, one line per request when it completes, carrying the
// request id. No IP address or user agent is logged, and no query string of a tracking request
// (which may carry a visitor id and the pages visited), so the logs hold no personal data.
import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify'

const safeRequestId = /^[A-Za-z0-9._:-]{1,128}$/

const analyticsPrefix = '/api/analytics/'

/**
 * Behind a trusted proxy its X-Request-Id is kept (so its logs and ours line up) when it looks
 * like an id. Without one, any client could write what it likes into that field of our logs.
 */
export function requestIdGenerator(trustIncoming: boolean): (request: IncomingMessage) => string {
  if (!trustIncoming) return () => randomUUID()
  return (request) => {
    const incoming = request.headers['x-request-id']
    return typeof incoming === 'string' && safeRequestId.test(incoming) ? incoming : randomUUID()
  }
}

/** The URL as logged: tracking requests lose their query string. */
export function loggedUrl(url: string): string {
  if (!url.startsWith(analyticsPrefix)) return url
  const query = url.indexOf('?')
  return query === -1 ? url : url.slice(0, query)
}

export class OneLineRequestLog extends LogController {
  // Fastify logs "incoming request" and "request completed" by default: two lines for one event.
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const entry = {
      method: request.method,
      url: loggedUrl(request.url),
      statusCode: reply.statusCode,
      responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
    }
    if (error) reply.log.error({ ...entry, err: error }, 'request failed')
    else reply.log.info(entry, 'request completed')
  }

  // Fastify logs every unknown path; the completed-request line already says 404.
  override routeNotFound(): void {}
}
