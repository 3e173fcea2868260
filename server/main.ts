// Starts the production server with the settings from the environment (server/config.ts).
import { buildApp } from './app'
import { ConfigError, listenErrorMessage, readServerConfig, startupWarnings } from './config'

async function main() {
  const config = readServerConfig(process.env)
  const app = await buildApp({
    clientDir: config.clientDir,
    logLevel: config.logLevel,
    trustProxy: config.trustProxy,
    analytics: config.analytics,
  })
  for (const warning of startupWarnings(config)) app.log.warn(warning)
  const { shutdownTimeoutSeconds } = config

  // On SIGTERM (a deploy or scale-down) stop accepting connections, let the requests in flight
  // finish, then exit 0. A second signal, or the timeout, ends it at once with exit code 1.
  let closing = false
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting without waiting')
      process.exit(1)
    }
    closing = true
    app.log.info({ signal }, 'shutting down: finishing requests in flight')
    const timer = setTimeout(() => {
      app.log.error(
        { timeoutSeconds: shutdownTimeoutSeconds },
        'requests still in flight at the shutdown timeout: exiting anyway',
      )
      process.exit(1)
    }, shutdownTimeoutSeconds * 1000)
    timer.unref()
    app.close().then(
      () => {
        app.log.info('shut down cleanly')
        process.exit(0)
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down')
        process.exit(1)
      },
    )
  }
  process.on('SIGTERM', shutdown)
  process.on('SIGINT', shutdown)

  const { port, host } = config
  try {
    await app.listen({ port, host })
  } catch (error) {
    const message = listenErrorMessage(error, port, host)
    throw message === undefined ? error : new ConfigError(message)
  }
}

main().catch((error: unknown) => {
  // A configuration mistake is one sentence for the operator, not a stack trace.
  if (error instanceof ConfigError) console.error(error.message)
  else console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  process.exit(1)
})
