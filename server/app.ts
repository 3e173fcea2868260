// The production server: prerendered pages and hashed assets from dist/client, precompressed
// copies chosen by Accept-Encoding, the Not Found page with an HTTP 404, and security headers on
// every response. Each page has one address: /faq/ (never /faq/index.html or its .br copy).
import { type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify'
import { type AnalyticsSettings, analyticsOptions } from './analytics/options'
import { analyticsPlugin, summaryMethods, trackerMethods } from './analytics/plugin'
import type { TrustProxy } from './config'
import {
  chooseVariant,
  etagMatches,
  type PrerenderedPage,
  readPage,
  readPrerenderedPages,
} from './prerendered-pages'
import { loggedUrl, OneLineRequestLog, requestIdGenerator } from './request-log'
import { baseSecurityHeaders, readPagePolicies } from './security-headers'
import { chooseTrackerPage, readSpecPages, trackerPagePath } from './spec-pages'

export type AppOptions = {
  clientDir: string
  logLevel?: string
  /** Where the JSON log lines go; stdout when absent. */
  logStream?: { write(line: string): void }
  trustProxy?: TrustProxy
  analytics: AnalyticsSettings
  /** How long a client has to send a whole request; shortened by tests only. */
  requestTimeoutMs?: number
}

// Vite's build output, and the game's icons `npm run data:icons` saves: both named by a hash of
// their content, so a name never changes meaning and a client may keep a file for a year.
const hashedAssetPrefixes = ['/assets/', '/item-icons/']
const isHashedAsset = (urlPath: string) =>
  hashedAssetPrefixes.some((prefix) => urlPath.startsWith(prefix))

/** The site takes no uploads: the largest body it accepts is an analytics hit of a few hundred bytes. */
export const bodyLimitBytes = 16 * 1024
/** Node's default, stated so a change in Node cannot loosen it. */
export const maxHeaderBytes = 16 * 1024
/** A client gets 30 s to send its whole request: slow-loris connections cannot pile up. */
export const requestTimeoutMs = 30_000

export const cacheControl = {
  hashedAsset: 'public, max-age=31536000, immutable',
  // Pages must pick up a new deploy at once; the ETag makes asking cheap (304, no body).
  page: 'public, max-age=0, must-revalidate',
  // Icons, manifest, robots.txt, sitemap.xml and preview images: unhashed but rarely changed.
  otherFile: 'public, max-age=3600',
  // /faq → /faq/ is for good, but a deploy may remove a page: an hour, like unhashed files.
  redirect: 'public, max-age=3600',
  none: 'no-store',
} as const

const securityHeaderLines = Object.entries(baseSecurityHeaders)
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('')

/** The latest request each connection passed to Fastify, whose answer may still be pending. */
const latestExchange = Symbol('latestExchange')
type TrackedSocket = Socket & {
  [latestExchange]?: { request: IncomingMessage; response: ServerResponse }
}

/**
 * Remembers each connection's latest request, so that a malformed request pipelined behind valid
 * ones (in one packet) is answered after them, not instead of them. Answers on a connection go
 * out in request order, so the latest one finishing means all of them have.
 */
function trackLatestExchange(request: IncomingMessage, response: ServerResponse) {
  ;(request.socket as TrackedSocket)[latestExchange] = { request, response }
}

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (headers over maxHeaderSize, a
 * malformed request line, the request timeout): answered here so they too carry the security
 * headers, and only once the valid requests before them on the connection have their answers.
 */
function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW'
        ? 413
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? 408
          : 400
  const body = STATUS_CODES[status] ?? 'Bad Request'
  this.log.info({ code: error.code, statusCode: status }, 'refused a malformed request')
  const answer = () => {
    if (!socket.writable) return socket.destroy()
    // end(), not write() and destroy(): the answer is sent in full before the connection closes.
    socket.end(
      `HTTP/1.1 ${status} ${body}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: ${cacheControl.none}\r\n` +
        `${securityHeaderLines}\r\n${body}`,
    )
    // A client that sends nothing more and never closes its side does not keep the socket.
    setTimeout(() => socket.destroy(), 5000).unref()
  }
  const latest = (socket as TrackedSocket)[latestExchange]
  // A request still arriving (a body cut by the timeout) is the one refused: answer at once.
  const pending = latest?.request.complete ? latest.response : undefined
  if (pending && !pending.writableFinished && !pending.destroyed) {
    pending.once('finish', answer)
    pending.once('close', () => {
      if (!pending.writableFinished) socket.destroy()
    })
  } else {
    answer()
  }
}

/** A client error keeps its 4xx status; anything else is the server's fault. */
function httpStatusOf(error: unknown): number {
  const status =
    typeof error === 'object' && error !== null && 'statusCode' in error
      ? error.statusCode
      : undefined
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500
}

function withoutCompressionSuffix(filePath: string): string {
  return filePath.replace(/\.(br|gz)$/, '')
}

const slash = '/'.charCodeAt(0)

function pathOf(url: string): string {
  const start = url.indexOf('?')
  return start === -1 ? url : url.slice(0, start)
}

function queryOf(url: string): string {
  const start = url.indexOf('?')
  return start === -1 ? '' : url.slice(start)
}

/**
 * Fastify's own hop count trusts no proxy at all (it cannot check the nearest peer); a count
 * here means "the nearest N peers are proxies", whatever their addresses.
 */
function fastifyTrustProxy(trustProxy: TrustProxy) {
  if (typeof trustProxy !== 'number') return trustProxy
  return (_address: string, hop: number) => hop < trustProxy
}

/** Pages are served from memory; their files on disk, compressed copies included, are not. */
function isServedFromDisk(urlPath: string): boolean {
  return !/\.(html|br|gz)$/i.test(urlPath)
}

export async function buildApp({
  clientDir,
  logLevel = 'info',
  logStream,
  trustProxy = false,
  analytics,
  requestTimeoutMs: requestTimeout = requestTimeoutMs,
}: AppOptions): Promise<FastifyInstance> {
  const logger: FastifyServerOptions['logger'] = logStream
    ? { level: logLevel, stream: logStream }
    : { level: logLevel }
  const app = Fastify({
    logger,
    logController: new OneLineRequestLog(),
    genReqId: requestIdGenerator(trustProxy !== false),
    trustProxy: fastifyTrustProxy(trustProxy),
    bodyLimit: bodyLimitBytes,
    http: {
      maxHeaderSize: maxHeaderBytes,
      // A request without Host is refused below, through Fastify, so the answer has our headers.
      requireHostHeader: false,
      // Given when the server is created: Node's headersTimeout (60 s by default) would
      // otherwise let headers alone take twice the request timeout, and Node checks both only
      // every 30 s unless told otherwise. Checking every second keeps the limit within a second.
      requestTimeout,
      headersTimeout: requestTimeout,
      connectionsCheckingInterval: Math.min(1000, Math.ceil(requestTimeout / 10)),
    },
    requestTimeout,
    clientErrorHandler: answerClientError,
    // Answered in the onRequest hook below instead, so that the 503 carries our headers.
    return503OnClosing: false,
    // A URL Fastify cannot decode (bad percent-encoding) is answered before any hook runs.
    frameworkErrors: (error, request, reply) => {
      request.log.info({ url: loggedUrl(request.raw.url ?? ''), statusCode: 400 }, error.message)
      // Fixed wording: Fastify's message repeats the URL, which is the client's text.
      const body = JSON.stringify({
        statusCode: 400,
        error: 'Bad Request',
        message: 'The address is not valid.',
      })
      reply.raw.writeHead(400, {
        ...baseSecurityHeaders,
        'x-request-id': request.id,
        'cache-control': cacheControl.none,
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
      })
      reply.raw.end(body)
    },
    // Pages are /faq/ and /faq: the router's canonical form has the slash; see the redirect below.
    routerOptions: { ignoreTrailingSlash: false },
  })
  // Ahead of Fastify's own listener, which may finish a response before returning.
  app.server.prependListener('request', trackLatestExchange)

  const analyticsSettings = analyticsOptions(analytics)
  const [pagePolicies, pages, notFoundPage, specPages] = await Promise.all([
    readPagePolicies(clientDir),
    readPrerenderedPages(clientDir),
    readPage(path.join(clientDir, '404.html')),
    readSpecPages(clientDir),
  ])

  /** A page from memory: its encoding by Accept-Encoding, its own CSP, 304 when unchanged. */
  function sendPage(request: FastifyRequest, reply: FastifyReply, page: PrerenderedPage) {
    const chosen = chooseVariant(page, request.headers['accept-encoding'])
    const policy = pagePolicies.get(page.file)
    if (policy) reply.header('content-security-policy', policy)
    reply.header('vary', 'accept-encoding')
    if (reply.statusCode === 200) {
      reply.header('cache-control', cacheControl.page).header('etag', chosen.etag)
      if (etagMatches(request.headers['if-none-match'], chosen.etag)) return reply.code(304).send()
    }
    reply.type('text/html; charset=utf-8')
    if (chosen.encoding) reply.header('content-encoding', chosen.encoding)
    return reply.send(chosen.body)
  }

  /** What each address takes: any other method at one of these addresses gets 405. */
  const allowedMethods = new Map<string, readonly string[]>([
    ['/healthz', ['GET', 'HEAD']],
    ...[...pages.keys()].map((pagePath) => [pagePath, ['GET', 'HEAD']] as const),
    [analyticsSettings.trackerPath, trackerMethods],
    [analyticsSettings.summaryPath, summaryMethods],
  ])

  /** The one 405 answer, naming the methods the address takes. */
  function methodNotAllowed(
    request: FastifyRequest,
    reply: FastifyReply,
    allowed: readonly string[],
  ) {
    // Answered before any body is read: close the connection rather than read one we refuse.
    if (request.headers['transfer-encoding'] || Number(request.headers['content-length']) > 0) {
      reply.header('connection', 'close')
    }
    return reply
      .code(405)
      .header('allow', allowed.join(', '))
      .header('cache-control', cacheControl.none)
      .type('text/plain; charset=utf-8')
      .send('Method Not Allowed')
  }

  function refuse(reply: FastifyReply, status: 400 | 503, message: string) {
    return reply
      .code(status)
      .header('cache-control', cacheControl.none)
      .send({ statusCode: status, error: STATUS_CODES[status], message })
  }

  // Set by Fastify's close (SIGTERM): requests still arriving on open connections get 503 here,
  // with the headers every answer has, rather than Fastify's bare one.
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })

  let warnedAboutForwarding = false
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(baseSecurityHeaders)
    reply.header('x-request-id', request.id)
    if (closing) {
      return refuse(reply, 503, 'The server is restarting: try again in a moment.')
    }
    if (request.headers.host === undefined && request.raw.httpVersion !== '1.0') {
      return reply
        .code(400)
        .header('cache-control', cacheControl.none)
        .type('text/plain; charset=utf-8')
        .send('Bad Request')
    }
    // `GET *` and `GET http://host/` (asterisk and absolute form) are for proxies, not for a site.
    if (request.raw.url?.charCodeAt(0) !== slash) {
      return refuse(reply, 400, 'The address must be a path.')
    }
    // Every listed address takes GET. Checked here, before the body is parsed, so a form POST to
    // a page gets 405, not 415; and whatever route matched (@fastify/static takes HEAD anywhere).
    if (request.method !== 'GET') {
      const allowed = allowedMethods.get(pathOf(request.url))
      if (allowed && !allowed.includes(request.method)) {
        return methodNotAllowed(request, reply, allowed)
      }
    }
    if (trustProxy === false && !warnedAboutForwarding && request.headers['x-forwarded-for']) {
      warnedAboutForwarding = true
      app.log.warn(
        "requests arrive with X-Forwarded-For but TRUST_PROXY is not set, so every visitor behind that proxy shares one address and one analytics rate limit: set TRUST_PROXY to the proxy's addresses or to the number of proxies in front of the server",
      )
    }
  })

  app.setErrorHandler((error, request, reply) => {
    const status = httpStatusOf(error)
    // @fastify/static refuses non-canonical paths (/faq//, /./faq) with 403: to a visitor they
    // are just addresses that do not exist, like any other.
    if (status === 403) return reply.callNotFound()
    if (status >= 500) request.log.error({ err: error }, 'request failed')
    reply
      .code(status)
      .header('cache-control', cacheControl.none)
      .send({
        statusCode: status,
        error: STATUS_CODES[status] ?? 'Error',
        // Fixed wording: a server fault's own message may describe internals, and a client
        // error's may repeat what the client sent.
        message: status >= 500 ? 'Something went wrong on our side.' : STATUS_CODES[status],
      })
  })

  app.get('/healthz', { logLevel: 'warn' }, (_request, reply) => {
    reply.header('cache-control', cacheControl.none).send({ status: 'ok' })
  })

  for (const [pagePath, page] of pages) {
    // The tracker's address also serves each spec's own page, chosen by the query (spec-pages.ts).
    const pageFor =
      pagePath === trackerPagePath && specPages.size > 0
        ? (request: FastifyRequest) =>
            chooseTrackerPage(queryOf(request.url).slice(1), specPages, page)
        : () => page
    app.get(pagePath, (request, reply) => sendPage(request, reply, pageFor(request)))
    // /faq and /faq/index.html → 301 /faq/, the query string kept (links built by hand, old
    // bookmarks): one address per page for caches, analytics and search engines.
    const redirect = (request: FastifyRequest, reply: FastifyReply) =>
      reply
        .header('cache-control', cacheControl.redirect)
        .redirect(`${pagePath}${queryOf(request.url)}`, 301)
    if (pagePath !== '/') app.get(pagePath.slice(0, -1), redirect)
    app.get(`${pagePath}index.html`, redirect)
  }

  await app.register(analyticsPlugin, analyticsSettings)

  // Everything else in the build (hashed assets, game and site icons, robots.txt, sitemap.xml) from disk.
  await app.register(fastifyStatic, {
    root: clientDir,
    preCompressed: true,
    wildcard: true,
    // Pages and their redirects are the routes above; a folder is not an address.
    index: false,
    redirect: false,
    allowedPath: isServedFromDisk,
    etag: true,
    lastModified: true,
    // Nothing in the build starts with a dot; refuse such paths rather than serve them.
    dotfiles: 'ignore',
    setHeaders(reply, filePath) {
      const file = withoutCompressionSuffix(filePath)
      const urlPath = `/${path.relative(clientDir, file).split(path.sep).join('/')}`
      if (isHashedAsset(urlPath)) {
        reply.header('cache-control', cacheControl.hashedAsset)
      } else {
        reply.header('cache-control', cacheControl.otherFile)
      }
    },
  })

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).header('cache-control', 'no-cache')
    // A missing script, stylesheet or icon gets a short answer, not a 12 KB page it cannot use.
    if (isHashedAsset(request.url)) {
      return reply.type('text/plain; charset=utf-8').send('Not Found')
    }
    return sendPage(request, reply, notFoundPage)
  })

  return app
}
