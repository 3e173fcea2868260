import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConfigError, defaultClientDir, parseTrustProxy, readServerConfig } from './config'
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
  it('reads true, false and an empty value', () => {
    expect(parseTrustProxy('true')).toBe(true)
    expect(parseTrustProxy('false')).toBe(false)
    expect(parseTrustProxy('')).toBe(false)
  })

  it('reads a list of proxy addresses, CIDR ranges and range names', () => {
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16,loopback, fd00::/8')).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      'loopback',
      'fd00::/8',
    ])
  })

  it('refuses a hop count, which Fastify 5 would silently treat as "trust nobody"', () => {
    expect(parseTrustProxy('1')).toBeUndefined()
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
    })
  })

  it('takes each setting from the environment', () => {
    const config = readServerConfig({
      CLIENT_DIR: builtDir,
      PORT: ' 8080 ',
      HOST: '0.0.0.0',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '10.0.0.0/8',
      SHUTDOWN_TIMEOUT_SECONDS: '25',
    })
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      logLevel: 'warn',
      trustProxy: ['10.0.0.0/8'],
      shutdownTimeoutSeconds: 25,
    })
  })

  it('names the setting, the rule and the value it got in one sentence', () => {
    expect(() => readServerConfig({ CLIENT_DIR: builtDir, PORT: '3000.5' })).toThrow(
      new ConfigError('PORT must be a whole number from 0 to 65535 (got "3000.5").'),
    )
    expect(() => readServerConfig({ CLIENT_DIR: builtDir, HOST: '  ' })).toThrow(
      /^HOST must be a host name or IP address to listen on \(got " {2}"\)\.$/,
    )
  })

  it('refuses a folder that is not a complete build', () => {
    expect(() => readServerConfig({ CLIENT_DIR: site.root })).toThrow(/has no 404\.html/)
  })
})
