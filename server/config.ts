// The server's settings come from environment variables, checked once at start: a wrong value
// stops the server with one clear sentence instead of failing later.
import { z } from 'zod'

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
})

export type ServerConfig = {
  port: number
  host: string
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL']
}

export class ConfigError extends Error {}

export function readServerConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const result = envSchema.safeParse(env)
  if (!result.success) {
    const issue = result.error.issues[0]
    const name = issue?.path.join('.') ?? 'environment'
    throw new ConfigError(
      `Invalid ${name}: ${issue?.message ?? 'unreadable value'} (got "${String(env[name])}").`,
    )
  }
  return { port: result.data.PORT, host: result.data.HOST, logLevel: result.data.LOG_LEVEL }
}
