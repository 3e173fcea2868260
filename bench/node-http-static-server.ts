// The yardstick for the server benchmark: about the least a static file server can do with
// node:http (resolve the path, pick the .br copy, stat, stream), with no caching headers, ETags,
// security headers or path checks. Usage: PORT=… ROOT=… node --import tsx bench/node-http-static-server.ts
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import path from 'node:path'

const root = path.resolve(process.env.ROOT ?? 'dist/client')
const port = Number(process.env.PORT ?? 0)
const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
}

createServer(async (request, response) => {
  try {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    const file = path.join(root, pathname.endsWith('/') ? `${pathname}index.html` : pathname)
    const brotli = String(request.headers['accept-encoding']).includes('br')
    const sent = brotli ? `${file}.br` : file
    const { size } = await stat(sent)
    response.writeHead(200, {
      'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
      'content-length': size,
      ...(brotli ? { 'content-encoding': 'br' } : {}),
    })
    createReadStream(sent).pipe(response)
  } catch {
    response.writeHead(404).end()
  }
}).listen(port, '127.0.0.1', () => console.log('listening'))
