// `npm run bench`: puts numbers on the speed budgets of issue 7. Builds when there is no build,
// starts the production server on a free port, runs Lighthouse on every page, reads first-load
// sizes from the build, load-tests the server beside a minimal node:http server, runs
// bench/tracker-filter.ts when it exists, then writes bench/results/latest.json and prints tables.
//
// Flags: --quick (one Lighthouse run, 5 s load runs), --runs=N (Lighthouse runs per page, the
// median kept; default 3),
// --seconds=N (load run length; default 20), --build (build even if dist exists),
// --skip-lighthouse, --skip-load, --update-readme (rewrite the README's bench section).
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { pagePathFor } from '../scripts/crawler-files'
import {
  specPagePath,
  specPagesFolder,
} from '../src/features/trinket-tracker/spec-page/spec-page-paths'
import { measureFirstLoad } from './first-load'
import { chromiumPath, lighthouseEveryPage } from './lighthouse-runner'
import { compareThroughput } from './load-runner'
import { formatResults, replaceMarkedSection } from './report'
import { type BenchResults, budgets, type RouteResult } from './results-schema'

const root = path.resolve(import.meta.dirname, '..')
const clientDir = path.join(root, 'dist/client')
const args = process.argv.slice(2)
const flag = (name: string) => args.includes(`--${name}`)
const numberFlag = (name: string, fallback: number) => {
  const given = args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1]
  const value = given === undefined ? fallback : Number(given)
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} must be a whole number of at least 1 (got "${given}").`)
    process.exit(1)
  }
  return value
}

const lighthouseRuns = flag('quick') ? 1 : numberFlag('runs', 3)
const loadSeconds = flag('quick') ? 5 : numberFlag('seconds', 20)
const connections = 100

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

async function waitUntilUp(url: string, child: ChildProcess) {
  for (let attempt = 0; attempt < 150; attempt++) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not come up within 30 s`)
}

async function startServer(script: string, env: Record<string, string>, readyPath: string) {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    // Production logs one JSON line per request; they go to /dev/null, but are still written.
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const origin = `http://127.0.0.1:${port}`
  await waitUntilUp(`${origin}${readyPath}`, child)
  return { origin, stop: () => child.kill('SIGTERM') }
}

async function builtPages(): Promise<string[]> {
  const entries = await readdir(clientDir, { recursive: true })
  const pages = entries
    .map((entry) => pagePathFor(entry))
    .filter((page): page is string => page !== undefined)
    .sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)))
  // The 40 spec pages share one template: the largest first response stands for all of them.
  const largestSpec = await largestSpecPage()
  if (largestSpec) pages.splice(pages.indexOf('/trinket-tracker/') + 1, 0, largestSpec)
  return pages
}

/** The spec tracker address whose page (with its inlined CSS) compresses largest, if any. */
async function largestSpecPage(): Promise<string | undefined> {
  const folder = path.join(clientDir, specPagesFolder)
  let largest: { route: string; bytes: number } | undefined
  for (const entry of await readdir(folder, { recursive: true }).catch(() => [])) {
    const [classSlug, file] = entry.split(path.sep)
    if (!classSlug || !file?.endsWith('.html')) continue
    const route = specPagePath({ classSlug, specSlug: file.slice(0, -'.html'.length) })
    const { html } = await measureFirstLoad(clientDir, route)
    if (!largest || html.brotli > largest.bytes) largest = { route, bytes: html.brotli }
  }
  return largest?.route
}

function git(...gitArgs: string[]): string {
  try {
    return execFileSync('git', gitArgs, { cwd: root, encoding: 'utf8' }).trim()
  } catch {
    return 'unknown'
  }
}

function chromiumVersion(): string {
  try {
    return (
      execFileSync(chromiumPath, ['--version'], { encoding: 'utf8' }).trim().split('\n')[0] ?? ''
    )
  } catch {
    return 'Chromium (version unknown)'
  }
}

async function largestFile(files: string[]): Promise<string | undefined> {
  let largest: { file: string; bytes: number } | undefined
  for (const file of files) {
    const bytes = (await readFile(path.join(clientDir, file))).length
    if (!largest || bytes > largest.bytes) largest = { file, bytes }
  }
  return largest?.file
}

async function runTrackerBench(origin: string) {
  const script = path.join(root, 'bench/tracker-filter.ts')
  if (!existsSync(script)) return undefined
  console.log('\nbench/tracker-filter.ts:')
  const run = spawnSync('npx', ['tsx', script], {
    cwd: root,
    env: { ...process.env, BASE_URL: origin },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  process.stdout.write(run.stdout)
  return { exitCode: run.status, output: run.stdout.slice(-4000) }
}

if (flag('build') || !existsSync(path.join(clientDir, '404.html'))) {
  console.log('Building the site (npm run build)…')
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

// Read before the run: the run itself writes bench/results/tracker-filter.json, which would make
// every tree look changed.
const measuredCommit =
  git('rev-parse', '--short', 'HEAD') +
  (git('status', '--porcelain') ? ' (with local changes)' : '')
const startLoadAverage = Math.round((os.loadavg()[0] ?? 0) * 100) / 100
const pages = await builtPages()
const project = await startServer('server/main.ts', { LOG_LEVEL: 'info' }, '/healthz')
const nodeHttp = await startServer(
  'bench/node-http-static-server.ts',
  { ROOT: clientDir },
  '/index.html',
)

let results: BenchResults
try {
  const lighthouse = flag('skip-lighthouse')
    ? new Map()
    : await lighthouseEveryPage(project.origin, pages, lighthouseRuns)
  const routes: RouteResult[] = []
  for (const route of pages) {
    routes.push({
      route,
      lighthouse: lighthouse.get(route),
      firstLoad: await measureFirstLoad(clientDir, route),
    })
  }

  const throughput = []
  if (!flag('skip-load')) {
    const home = routes.find((route) => route.route === '/')
    const pageTarget = pages.includes('/trinket-tracker/') ? '/trinket-tracker/' : '/'
    const settings = { seconds: loadSeconds, connections }
    throughput.push(
      await compareThroughput('page', pageTarget, project.origin, nodeHttp.origin, settings),
    )
    // The biggest script every page needs (the framework chunk).
    const assetTarget = await largestFile(home?.firstLoad.js.files ?? [])
    if (assetTarget) {
      throughput.push(
        await compareThroughput(
          'hashed asset',
          assetTarget,
          project.origin,
          nodeHttp.origin,
          settings,
        ),
      )
    }
  }

  const trackerFilter = await runTrackerBench(project.origin)
  results = {
    generatedAt: new Date().toISOString(),
    commit: measuredCommit,
    machine: {
      node: process.versions.node,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
      chromium: chromiumVersion(),
      loadAverage: startLoadAverage,
    },
    settings: { lighthouseRuns, loadSeconds, connections },
    budgets,
    routes,
    throughput,
    ...(trackerFilter ? { trackerFilter } : {}),
  }
} finally {
  project.stop()
  nodeHttp.stop()
}

const resultsFile = path.join(root, 'bench/results/latest.json')
await mkdir(path.dirname(resultsFile), { recursive: true })
await writeFile(resultsFile, `${JSON.stringify(results, null, 2)}\n`)
// The file is committed: write it the way `biome ci` wants it, or the next CI run fails on it.
spawnSync('npx', ['biome', 'format', '--write', resultsFile], { cwd: root, stdio: 'ignore' })
const tables = formatResults(results)
console.log(`\n${tables}\n\nWrote bench/results/latest.json`)

if (flag('update-readme')) {
  const readmePath = path.join(root, 'README.md')
  const updated = replaceMarkedSection(await readFile(readmePath, 'utf8'), tables)
  if (updated === undefined) {
    console.error('README.md has no <!-- bench:start --> … <!-- bench:end --> section to update.')
    process.exit(1)
  }
  await writeFile(readmePath, updated)
  console.log('Updated the bench section of README.md')
}
