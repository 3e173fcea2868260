// Starts the production server with the settings from the environment (server/config.ts).
import closeWithGrace from 'close-with-grace'
import { buildApp } from './app'
import { ConfigError, listenErrorMessage, readServerConfig, startupWarnings } from './config'

/**
 * A stop signal can reach the server twice within milliseconds: npm passes SIGTERM and SIGINT on
 * to the server, which a terminal's Ctrl-C and systemd's stop (it signals every process of the
 * service) have already sent it. A repeat this soon is the same stop, not a second one.
 */
const repeatedSignalMs = 1000

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
  // finish, then exit 0. A later signal, or the timeout, ends it at once with exit code 1. Other
  // termination signals (SIGHUP, SIGQUIT, …) and an uncaught error shut down the same way.
  let stopSignal: NodeJS.Signals | undefined
  const grace = closeWithGrace(
    {
      delay: shutdownTimeoutSeconds * 1000,
      // Handled below, where a repeat of the same stop is told apart from a second one.
      skip: ['SIGTERM', 'SIGINT'],
      logger: false,
      onTimeout: () =>
        app.log.error(
          { timeoutSeconds: shutdownTimeoutSeconds },
          'requests still in flight at the shutdown timeout: exiting anyway',
        ),
      onSecondSignal: (signal) =>
        app.log.warn({ signal }, 'second signal: exiting without waiting'),
      onSecondError: (error) =>
        app.log.error({ err: error }, 'second error while shutting down: exiting'),
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'uncaught error: shutting down')
      else
        app.log.info(
          { signal: signal ?? stopSignal },
          'shutting down: finishing requests in flight',
        )
      try {
        await app.close()
      } catch (error) {
        app.log.error({ err: error }, 'error while shutting down')
        throw error
      }
      app.log.info('shut down cleanly')
    },
  )
  let stopRequestedAt: number | undefined
  const stop = (signal: NodeJS.Signals) => {
    if (stopRequestedAt === undefined) {
      stopRequestedAt = Date.now()
      stopSignal = signal
      grace.close()
    } else if (Date.now() - stopRequestedAt >= repeatedSignalMs) {
      app.log.warn({ signal }, 'second signal: exiting without waiting')
      process.exit(1)
    }
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)

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
