import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ConfigError,
  defaultClientDir,
  isLoopbackHost,
  listenErrorMessage,
  parseTrustProxy,
  readServerConfig,
  startupWarnings,
} from './config'
import { createFixtureSite, type FixtureSite } from './testing/fixture-site'

let site: FixtureSite
let builtDir: string

beforeAll(async () => {
  site = await createFixtureSite()
  builtDir = site.clientDir
})

afterAll(async () => {
  await site.cleanup()
})

describe('parseTrustProxy', () => {
  it('reads false and an empty value as "no proxy", and a hop count', () => {
    expect(parseTrustProxy('false')).toBe(false)
    expect(parseTrustProxy('')).toBe(false)
    expect(parseTrustProxy('0')).toBe(false)
    expect(parseTrustProxy('1')).toBe(1)
    expect(parseTrustProxy(' 2 ')).toBe(2)
    expect(parseTrustProxy('11')).toBeUndefined()
  })

  it('never reads "true": that would trust whatever a client writes in X-Forwarded-For', () => {
    expect(parseTrustProxy('true')).toBeUndefined()
  })

  it('reads a list of proxy addresses, CIDR ranges and range names', () => {
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16,loopback, fd00::/8')).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      'loopback',
      'fd00::/8',
    ])
  })

  it('refuses what is not an address or a valid range', () => {
    for (const value of ['yes', '10.0.0.256', '10.0.0.0/33', '::1/129', '10.0.0.1/8/8', 'cdn']) {
      expect(parseTrustProxy(value), value).toBeUndefined()
    }
  })
})

describe('readServerConfig', () => {
  it('has working defaults: loopback, port 3000, info logs, no proxy trusted', () => {
    expect(defaultClientDir.endsWith(path.join('dist', 'client'))).toBe(true)
    const config = readServerConfig({ CLIENT_DIR: builtDir, NODE_ENV: 'production' })
    expect(config).toEqual({
      port: 3000,
      host: '127.0.0.1',
      logLevel: 'info',
      trustProxy: false,
      clientDir: builtDir,
      shutdownTimeoutSeconds: 10,
      analytics: {
        databaseFile: path.resolve('.data/analytics.sqlite'),
        matomo: undefined,
        summaryToken: undefined,
        hitsPerMinute: 120,
        heartbeatsPerMinute: 480,
        retentionDays: 400,
        extraOrigins: [],
      },
    })
  })

  it('treats an empty variable as unset', () => {
    const config = readServerConfig({ CLIENT_DIR: builtDir, PORT: '', MATOMO_URL: '' })
    expect(config.port).toBe(3000)
    expect(config.analytics.matomo).toBeUndefined()
  })

  it('takes each setting from the environment', () => {
    const config = readServerConfig({
      CLIENT_DIR: builtDir,
      PORT: ' 8080 ',
      HOST: '0.0.0.0',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '10.0.0.0/8',
      SHUTDOWN_TIMEOUT_SECONDS: '25',
      ANALYTICS_DB: '/var/lib/vaultwise/hits.sqlite',
      ANALYTICS_TOKEN: 'read-the-figures',
      ANALYTICS_RATE_LIMIT: '30',
      ANALYTICS_HEARTBEAT_RATE_LIMIT: '90',
      ANALYTICS_RETENTION_DAYS: '30',
      ANALYTICS_ORIGINS: 'https://staging.vaultwise.gg/, http://localhost:3000',
      MATOMO_URL: 'https://matomo.example.org/',
      MATOMO_TOKEN: 'tok',
    })
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      logLevel: 'warn',
      trustProxy: ['10.0.0.0/8'],
      shutdownTimeoutSeconds: 25,
      analytics: {
        databaseFile: '/var/lib/vaultwise/hits.sqlite',
        matomo: { url: 'https://matomo.example.org/', token: 'tok' },
        summaryToken: 'read-the-figures',
        hitsPerMinute: 30,
        heartbeatsPerMinute: 90,
        retentionDays: 30,
        extraOrigins: ['https://staging.vaultwise.gg', 'http://localhost:3000'],
      },
    })
  })

  it('refuses an ANALYTICS_ORIGINS entry that is not a web origin', () => {
    for (const value of ['staging.vaultwise.gg', 'https://ok.example,ftp://files.example']) {
      expect(() => readServerConfig({ CLIENT_DIR: builtDir, ANALYTICS_ORIGINS: value })).toThrow(
        /^ANALYTICS_ORIGINS must be a comma-separated list of http\(s\) origins/,
      )
    }
  })

  it('resolves a relative ANALYTICS_DB against the folder the server starts in', () => {
    const config = readServerConfig({ CLIENT_DIR: builtDir, ANALYTICS_DB: 'stats/hits.sqlite' })
    expect(config.analytics.databaseFile).toBe(path.join(process.cwd(), 'stats', 'hits.sqlite'))
  })

  it('names the setting, the rule and the value it got in one sentence', () => {
    expect(() => readServerConfig({ CLIENT_DIR: builtDir, PORT: '3000.5' })).toThrow(
      new ConfigError('PORT must be a whole number from 0 to 65535 (got "3000.5").'),
    )
    expect(() => readServerConfig({ CLIENT_DIR: builtDir, HOST: '  ' })).toThrow(
      /^HOST must be a host name or IP address to listen on \(got " {2}"\)\.$/,
    )
  })

  it('explains in one sentence why TRUST_PROXY=true is refused and what to give instead', () => {
    expect(() => readServerConfig({ CLIENT_DIR: builtDir, TRUST_PROXY: 'true' })).toThrow(
      new ConfigError(
        'TRUST_PROXY=true would let any client choose its own IP address with an X-Forwarded-For header, so give the proxy\'s addresses or CIDR ranges (such as 10.0.0.0/8) or the number of proxies in front of the server (such as 1) instead (got "true").',
      ),
    )
  })

  it('says what is wrong with an analytics setting in one sentence, like any other', () => {
    const cases: [Record<string, string>, string][] = [
      [
        { ANALYTICS_RATE_LIMIT: 'abc' },
        'ANALYTICS_RATE_LIMIT must be a whole number from 1 to 100000 (got "abc").',
      ],
      [
        { ANALYTICS_HEARTBEAT_RATE_LIMIT: '0' },
        'ANALYTICS_HEARTBEAT_RATE_LIMIT must be a whole number from 1 to 100000 (got "0").',
      ],
      [
        { ANALYTICS_RETENTION_DAYS: '1.5' },
        'ANALYTICS_RETENTION_DAYS must be a whole number from 1 to 36500 (got "1.5").',
      ],
      [
        { MATOMO_URL: 'ftp://x' },
        'MATOMO_URL must be the http(s) address of the Matomo folder that holds matomo.php, such as https://matomo.example.org/ (got "ftp://x").',
      ],
      [
        { MATOMO_TOKEN: 'secret-token' },
        'MATOMO_TOKEN is set but MATOMO_URL is not: set MATOMO_URL to your Matomo, or remove MATOMO_TOKEN.',
      ],
    ]
    for (const [env, message] of cases) {
      expect(() => readServerConfig({ CLIENT_DIR: builtDir, ...env })).toThrow(
        new ConfigError(message),
      )
    }
  })

  it('refuses a folder that is not a complete build', () => {
    expect(() => readServerConfig({ CLIENT_DIR: site.root })).toThrow(/has no 404\.html/)
  })
})

describe('startupWarnings', () => {
  const config = (env: Record<string, string>) => readServerConfig({ CLIENT_DIR: builtDir, ...env })

  it('warns when the summary is open to the network', () => {
    expect(startupWarnings(config({ HOST: '0.0.0.0' }))).toEqual([
      'ANALYTICS_TOKEN is not set while the server listens on 0.0.0.0, so anyone who can reach it can read /api/analytics/summary: set ANALYTICS_TOKEN to a long random value.',
    ])
  })

  it('stays quiet on loopback, with a token, or when Matomo keeps the figures', () => {
    expect(startupWarnings(config({}))).toEqual([])
    expect(startupWarnings(config({ HOST: '0.0.0.0', ANALYTICS_TOKEN: 't' }))).toEqual([])
    expect(
      startupWarnings(config({ HOST: '0.0.0.0', MATOMO_URL: 'https://matomo.example.org/' })),
    ).toEqual([])
  })
})

describe('isLoopbackHost', () => {
  it('knows the names of this machine alone', () => {
    for (const host of [
      '127.0.0.1',
      '127.1.2.3',
      'localhost',
      '::1',
      '[::1]',
      '::ffff:127.0.0.1',
    ]) {
      expect(isLoopbackHost(host), host).toBe(true)
    }
    for (const host of ['0.0.0.0', '::', '10.0.0.5', 'vaultwise.gg', '128.0.0.1']) {
      expect(isLoopbackHost(host), host).toBe(false)
    }
  })
})

describe('listenErrorMessage', () => {
  const failure = (code: string) => Object.assign(new Error(`listen ${code}`), { code })

  it('turns each listen error an operator can fix into one sentence', () => {
    expect(listenErrorMessage(failure('EADDRINUSE'), 3000, '127.0.0.1')).toBe(
      'PORT 3000 on 127.0.0.1 is already in use: stop the other server or choose another PORT.',
    )
    expect(listenErrorMessage(failure('EACCES'), 80, '0.0.0.0')).toMatch(
      /^This user may not listen on PORT 80 on 0\.0\.0\.0: .*\.$/,
    )
    expect(listenErrorMessage(failure('EADDRNOTAVAIL'), 3000, '192.0.2.1')).toMatch(
      /^HOST 192\.0\.2\.1 is not an address of this machine: .*\.$/,
    )
    expect(listenErrorMessage(failure('ENOTFOUND'), 3000, 'nope.invalid')).toMatch(
      /^HOST nope\.invalid is not a host name this machine can look up: .*\.$/,
    )
  })

  it('leaves other errors to the stack trace', () => {
    expect(listenErrorMessage(failure('EMFILE'), 3000, '127.0.0.1')).toBeUndefined()
    expect(listenErrorMessage('odd', 3000, '127.0.0.1')).toBeUndefined()
  })
})
