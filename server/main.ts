import path from 'node:path'
import { buildApp } from './app'
import { ConfigError, readServerConfig } from './config'

const clientDir = path.resolve(import.meta.dirname, '../dist/client')

async function main() {
  const config = readServerConfig(process.env)
  const app = await buildApp({ clientDir, logLevel: config.logLevel })

  // Finish requests in flight, then exit; a second signal forces the exit.
  let closing = false
  const shutdown = (signal: string) => {
    if (closing) process.exit(1)
    closing = true
    app.log.info({ signal }, 'shutting down')
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))

  await app.listen({ port: config.port, host: config.host })
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message)
  } else {
    console.error(error instanceof Error ? error.message : error)
  }
  process.exit(1)
})
