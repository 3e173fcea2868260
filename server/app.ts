// The production server: prerendered pages and hashed assets from dist/client, precompressed
// copies chosen by Accept-Encoding, and the Not Found page with an HTTP 404.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyInstance } from 'fastify'
import { analyticsOptionsFromEnv } from './analytics/options'
import { analyticsPlugin } from './analytics/plugin'

export type AppOptions = {
  clientDir: string
  logLevel?: string
}

const hashedAssetPrefix = '/assets/'

export async function buildApp({
  clientDir,
  logLevel = 'info',
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: logLevel },
    // Pages are /faq/ and /faq: the router's canonical form has the slash; see the redirect below.
    routerOptions: { ignoreTrailingSlash: false },
  })

  const notFoundHtml = await readFile(path.join(clientDir, '404.html'), 'utf8')

  await app.register(analyticsPlugin, analyticsOptionsFromEnv(process.env))

  await app.register(fastifyStatic, {
    root: clientDir,
    preCompressed: true,
    wildcard: true,
    index: ['index.html'],
    redirect: true,
    etag: true,
    lastModified: true,
    setHeaders(res, filePath) {
      const urlPath = `/${path.relative(clientDir, filePath).split(path.sep).join('/')}`
      if (urlPath.startsWith(hashedAssetPrefix)) {
        res.header('Cache-Control', 'public, max-age=31536000, immutable')
      } else {
        // HTML and unhashed files: always revalidate (cheap with the ETag).
        res.header('Cache-Control', 'public, max-age=0, must-revalidate')
      }
    },
  })

  app.setNotFoundHandler((_request, reply) => {
    reply
      .code(404)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(notFoundHtml)
  })

  return app
}
