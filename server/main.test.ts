// The server as an operator runs it: a child process started from server/main.ts with settings in
// its environment, stopped with SIGTERM the way a deploy or a container platform stops it.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createServer as createTcpServer } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFixtureSite, type FixtureSite } from './testing/fixture-site'

const mainScript = path.resolve(import.meta.dirname, 'main.ts')

let site: FixtureSite

beforeAll(async () => {
  // 64 MB cannot sit in loopback socket buffers, so a paused reader keeps the response in flight.
  site = await createFixtureSite({ bigFileBytes: 64 * 1024 * 1024 })
})

afterAll(async () => {
  await site.cleanup()
})

type Server = {
  child: ChildProcess
  port: Promise<number>
  exit: Promise<{ code: number | null; stderr: string; stdout: string }>
}

function startServer(env: Record<string, string>): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', mainScript], {
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      // Opened at start: kept next to the fixture, not in the project's .data/.
      ANALYTICS_DB: path.join(site.root, 'analytics.sqlite'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  const port = new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      const listening = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(stdout)
      if (listening) resolve(Number(listening[1]))
    })
    child.on('exit', () => reject(new Error(`server exited before listening: ${stderr}`)))
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const exit = new Promise<{ code: number | null; stderr: string; stdout: string }>((resolve) => {
    child.on('exit', (code) => resolve({ code, stderr, stdout }))
  })
  port.catch(() => {})
  return { child, port, exit }
}

/** Whether nothing answers on the port any more. */
function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = httpRequest({ host: '127.0.0.1', port, path: '/healthz', agent: false })
    probe.on('response', () => resolve(false))
    probe.on('error', () => resolve(true))
    probe.end()
  })
}

async function expectOneSentence(server: Server, message: RegExp) {
  const { code, stderr } = await server.exit
  expect(code).toBe(1)
  const lines = stderr.trim().split('\n')
  expect(lines).toHaveLength(1)
  expect(lines[0]).toMatch(message)
  expect(lines[0]).toMatch(/\.$/)
}

describe('configuration', () => {
  const cases: [string, Record<string, string>, RegExp][] = [
    ['a port that is not a number', { PORT: 'eighty' }, /^PORT must be a whole number/],
    ['a port out of range', { PORT: '70000' }, /^PORT must be a whole number from 0 to 65535/],
    ['an unknown log level', { LOG_LEVEL: 'loud' }, /^LOG_LEVEL must be one of/],
    ['a proxy setting that is no address', { TRUST_PROXY: '10.0.0.300' }, /^TRUST_PROXY must be/],
    ['a build folder that does not exist', { CLIENT_DIR: '/nonexistent/vaultwise' }, /^CLIENT_DIR/],
    ['trusting every proxy', { TRUST_PROXY: 'true' }, /^TRUST_PROXY=true would let any client/],
    [
      'an analytics limit that is no number',
      { ANALYTICS_RATE_LIMIT: 'lots' },
      /^ANALYTICS_RATE_LIMIT must be a whole number/,
    ],
    ['a Matomo address that is no web address', { MATOMO_URL: 'ftp://x' }, /^MATOMO_URL must be/],
    [
      'an analytics database under /proc, without hanging',
      { ANALYTICS_DB: '/proc/vaultwise-nope/analytics.sqlite' },
      /^ANALYTICS_DB "\/proc\/vaultwise-nope\/analytics\.sqlite" cannot be opened: /,
    ],
    [
      'an address that is not one of this machine',
      { HOST: '192.0.2.1' },
      /^HOST 192\.0\.2\.1 is not an address of this machine/,
    ],
  ]

  for (const [situation, env, message] of cases) {
    it(`stops at start with one sentence for ${situation}`, async () => {
      await expectOneSentence(startServer({ CLIENT_DIR: site.clientDir, ...env }), message)
    })
  }

  it('stops at start with one sentence for an analytics database under a file', async () => {
    const file = path.join(site.root, 'not-a-folder')
    writeFileSync(file, 'x')
    const server = startServer({
      CLIENT_DIR: site.clientDir,
      ANALYTICS_DB: path.join(file, 'analytics.sqlite'),
    })
    await expectOneSentence(server, /^ANALYTICS_DB ".*" cannot be opened: .* is not a folder\.$/)
  })

  it('stops at start with one sentence for a port already in use', async () => {
    const other = createTcpServer()
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
    const { port } = other.address() as AddressInfo
    try {
      const server = startServer({ CLIENT_DIR: site.clientDir, PORT: String(port) })
      await expectOneSentence(
        server,
        new RegExp(`^PORT ${port} on 127\\.0\\.0\\.1 is already in use: `),
      )
    } finally {
      await new Promise((resolve) => other.close(resolve))
    }
  })

  it('warns at start when the analytics summary is open to the network', async () => {
    const server = startServer({ CLIENT_DIR: site.clientDir, HOST: '0.0.0.0' })
    await server.port
    server.child.kill('SIGTERM')
    const { code, stdout } = await server.exit
    expect(code).toBe(0)
    const warning = stdout
      .split('\n')
      .filter((line) => line.includes('ANALYTICS_TOKEN is not set'))
      .map((line) => JSON.parse(line))
    expect(warning).toMatchObject([{ level: 40 }])
  })
})

describe('graceful shutdown', () => {
  it('finishes a download in flight after SIGTERM, refuses new connections, then exits 0', async () => {
    const server = startServer({ CLIENT_DIR: site.clientDir })
    const port = await server.port

    // A slow phone: the response is paused, so it stays in flight, until the test has seen the
    // server stop listening. Each step waits for the one before, however slow the machine.
    let received = 0
    let resume = () => {}
    const download = new Promise<{ status: number; bytes: number }>((resolve, reject) => {
      const request = httpRequest(
        { host: '127.0.0.1', port, path: '/big.bin', agent: false },
        (response) => {
          response.pause()
          resume = () => response.resume()
          response.on('data', (chunk: Buffer) => {
            received += chunk.length
          })
          response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes: received }))
          response.on('error', reject)
          server.child.kill('SIGTERM')
        },
      )
      request.on('error', reject)
      request.end()
    })

    // While the download waits, the server stops listening but keeps running.
    await expect.poll(() => connectionRefused(port), { timeout: 15_000 }).toBe(true)
    expect(server.child.exitCode).toBeNull()
    resume()

    const result = await download
    expect(result).toEqual({ status: 200, bytes: site.bigFileBytes })
    const { code, stdout } = await server.exit
    expect(code).toBe(0)
    expect(stdout).toContain('shut down cleanly')
  })
})

describe('the documented commands under a supervisor', () => {
  const root = path.resolve(import.meta.dirname, '..')

  /** Whether any process of the group started for the command is still running. */
  function groupAlive(pid: number): boolean {
    try {
      process.kill(-pid, 0)
      return true
    } catch {
      return false
    }
  }

  const cases = [
    ['npm run serve', ['run', 'serve'], 'npm'],
    ['npm start', ['start'], 'npm'],
    // systemd (KillMode=control-group) and a terminal's Ctrl-C signal every process at once, so
    // the server gets the signal twice: directly and passed on by npm.
    ['npm run serve', ['run', 'serve'], 'every process of the group'],
  ] as const
  for (const [command, args, target] of cases) {
    it(`\`${command}\` drains and exits 0 when SIGTERM goes to ${target}`, async () => {
      // A process group of its own, so that no process of it can outlive the test unseen.
      const child = spawn('npm', args, {
        cwd: root,
        detached: true,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          HOST: '127.0.0.1',
          PORT: '0',
          CLIENT_DIR: site.clientDir,
          ANALYTICS_DB: path.join(site.root, 'analytics.sqlite'),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      const pid = child.pid as number
      let stdout = ''
      child.stderr?.resume()
      const port = await new Promise<number>((resolve, reject) => {
        child.stdout?.on('data', (chunk: Buffer) => {
          stdout += chunk.toString()
          const listening = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(stdout)
          if (listening) resolve(Number(listening[1]))
        })
        child.on('exit', () => reject(new Error(`${command} exited before listening: ${stdout}`)))
      })
      const exit = new Promise<number | null>((resolve) => child.on('exit', resolve))
      try {
        process.kill(target === 'npm' ? pid : -pid, 'SIGTERM')
        expect(await exit).toBe(0)
        expect(stdout).toContain('shutting down: finishing requests in flight')
        expect(stdout).toContain('shut down cleanly')
        expect(stdout).not.toContain('second signal')
        // Nothing left behind (tsx's esbuild helper quits once its parent has gone).
        for (let waited = 0; groupAlive(pid) && waited < 3000; waited += 100) {
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
        expect(spawnSync('ps', ['-o', 'pid=,args=', '-g', String(pid)]).stdout.toString()).toBe('')
        expect(await connectionRefused(port)).toBe(true)
      } finally {
        if (groupAlive(pid)) process.kill(-pid, 'SIGKILL')
      }
    }, 30_000)
  }
})
