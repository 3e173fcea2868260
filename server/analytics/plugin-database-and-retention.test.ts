// The analytics database: a path that cannot work stops the server, and old hits are deleted.
import { existsSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import Fastify from 'fastify'
import { describe, expect, it, vi } from 'vitest'
import { ConfigError } from '../config'
import { analyticsPlugin } from './plugin'
import { beacon, hit, summary } from './plugin-test-requests'
import {
  apps,
  dayMs,
  dir,
  makeApp,
  options,
  prepareAnalyticsApps,
  setClock,
} from './plugin-test-setup'

prepareAnalyticsApps()

describe('a database path that cannot work', () => {
  async function startError(databaseFile: string) {
    const app = Fastify({ logger: false })
    apps.push(app)
    return app
      .register(analyticsPlugin, options({ databaseFile }))
      .ready()
      .then(
        () => undefined,
        (error: unknown) => error,
      )
  }

  it('stops the server at start with one sentence naming ANALYTICS_DB', async () => {
    const notAFolder = path.join(dir, 'plain-file')
    writeFileSync(notAFolder, 'x')
    const error = await startError(path.join(notAFolder, 'analytics.sqlite'))
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as Error).message).toBe(
      `ANALYTICS_DB "${path.join(notAFolder, 'analytics.sqlite')}" cannot be opened: ${notAFolder} is not a folder.`,
    )

    const notADatabase = path.join(dir, 'notes.txt')
    writeFileSync(notADatabase, 'these are not hits '.repeat(100))
    expect(String(await startError(notADatabase))).toMatch(
      /^Error: ANALYTICS_DB ".*notes\.txt" cannot be opened: file is not a database\.$/,
    )
  })

  it.runIf(existsSync('/proc/self'))('fails at once under /proc instead of hanging', async () => {
    const started = Date.now()
    const error = await startError('/proc/vaultwise-nope/analytics.sqlite')
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as Error).message).toMatch(
      /^ANALYTICS_DB "\/proc\/vaultwise-nope\/analytics\.sqlite" cannot be opened: the folder \/proc\/vaultwise-nope cannot be created \(\w+\)\.$/,
    )
    expect(Date.now() - started).toBeLessThan(5000)
  })
})

describe('retention', () => {
  it('deletes hits older than the retention at start and then once a day', async () => {
    const databaseFile = path.join(dir, 'kept.sqlite')
    const wholeRange = '?from=2020-01-01&to=2030-01-01'
    setClock(Date.parse('2025-01-01T12:00:00Z'))
    const first = await makeApp({ databaseFile, retentionDays: 400 })
    await beacon(first, hit({ url: 'https://vaultwise.gg/old/' }))
    setClock(Date.parse('2026-01-01T12:00:00Z'))
    await beacon(first, hit({ url: 'https://vaultwise.gg/recent/' }))
    await first.close()

    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    try {
      // 2025-01-01 is more than 400 days before 2026-02-10: gone as soon as the server starts.
      setClock(Date.parse('2026-02-10T12:00:00Z'))
      const second = await makeApp({ databaseFile, retentionDays: 400 })
      expect((await summary(second, wholeRange)).pageViews).toEqual([
        { path: '/recent/', views: 1 },
      ])
      // The server keeps running: a day later the next pass finds the 2026 hit past retention.
      setClock(Date.parse('2027-02-06T12:00:00Z'))
      vi.advanceTimersByTime(dayMs)
      expect((await summary(second, wholeRange)).pageViews).toEqual([])
    } finally {
      vi.useRealTimers()
    }
  })
})
