// Structured request logs: pino JSON, one line per request when it completes, carrying the
// request id. No IP address or user agent is logged, so the logs hold no personal data.
import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify'

const safeRequestId = /^[A-Za-z0-9._:-]{1,128}$/

/** A proxy's X-Request-Id is kept (so its logs and ours line up) when it looks like an id. */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id']
  return typeof incoming === 'string' && safeRequestId.test(incoming) ? incoming : randomUUID()
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
      url: request.url,
      statusCode: reply.statusCode,
      responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
    }
    if (error) reply.log.error({ ...entry, err: error }, 'request failed')
    else reply.log.info(entry, 'request completed')
  }

  // Fastify logs every unknown path; the completed-request line already says 404.
  override routeNotFound(): void {}
}
