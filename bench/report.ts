// Turns bench results into the Markdown tables printed by `npm run bench` and kept in the README.
import { type BenchResults, budgets } from './results-schema'

export const readmeStart = '<!-- bench:start -->'
export const readmeEnd = '<!-- bench:end -->'

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const ms = (value: number) => `${Math.round(value)} ms`
const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`
const mark = (withinBudget: boolean) => (withinBudget ? '✅' : '❌')

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n')
}

export function formatResults(results: BenchResults): string {
  const pageRows = results.routes.map(({ route, lighthouse, firstLoad }) => {
    const firstRoundTrip = firstLoad.html.brotli + firstLoad.css.brotli
    const lighthouseCells = lighthouse
      ? [
          `${mark(lighthouse.score >= budgets.lighthouseScore)} ${lighthouse.score}`,
          `${mark(lighthouse.lcpMs <= budgets.lcpMs)} ${seconds(lighthouse.lcpMs)}`,
          `${mark(lighthouse.tbtMs <= budgets.tbtMs)} ${ms(lighthouse.tbtMs)}`,
          `${mark(lighthouse.cls <= budgets.cls)} ${lighthouse.cls.toFixed(3)}`,
          kb(lighthouse.totalBytes),
          lighthouse.benchmarkIndex === undefined
            ? '–'
            : String(Math.round(lighthouse.benchmarkIndex)),
        ]
      : ['–', '–', '–', '–', '–', '–']
    return [
      `\`${route}\``,
      ...lighthouseCells,
      `${mark(firstLoad.js.gzip <= budgets.jsGzipBytes)} ${kb(firstLoad.js.gzip)}`,
      kb(firstLoad.css.gzip),
      kb(firstLoad.html.brotli),
      `${mark(firstRoundTrip <= budgets.firstRoundTripBytes)} ${kb(firstRoundTrip)}`,
    ]
  })

  const loadRows = results.throughput.flatMap((result) => [
    [
      `${result.target} (${kb(result.bytes)})`,
      'project (Fastify)',
      Math.round(result.project.requestsPerSecond).toLocaleString('en'),
      ms(result.project.latencyP50Ms),
      ms(result.project.latencyP99Ms),
      `${mark(result.project.errors + result.project.non2xx + result.project.timeouts === 0)} ${result.project.errors + result.project.non2xx + result.project.timeouts}`,
      `${result.ratio.toFixed(2)}×`,
    ],
    [
      '',
      'minimal node:http',
      Math.round(result.nodeHttp.requestsPerSecond).toLocaleString('en'),
      ms(result.nodeHttp.latencyP50Ms),
      ms(result.nodeHttp.latencyP99Ms),
      String(result.nodeHttp.errors + result.nodeHttp.non2xx + result.nodeHttp.timeouts),
      '1.00×',
    ],
  ])

  const { machine, settings } = results
  return [
    `Measured ${results.generatedAt.slice(0, 10)} at commit \`${results.commit}\` on ${machine.cpus} × ${machine.cpuModel} (load average ${machine.loadAverage} at the start), Node ${machine.node}, ${machine.chromium}.`,
    '',
    `**Pages** — Lighthouse mobile preset, simulated throttling (median of ${settings.lighthouseRuns}); "CPU index" is Lighthouse's benchmark of this machine in the run shown (higher is faster; Lighthouse expects 1,000 or more), as simulated TBT scales with it; first-load sizes read from the build (the build inlines each page's CSS into its HTML, so "CSS files" counts only stylesheets still fetched). Budgets: score ${budgets.lighthouseScore}, LCP ≤ ${seconds(budgets.lcpMs)}, TBT ≤ ${ms(budgets.tbtMs)}, CLS ≤ ${budgets.cls}, JS ≤ ${kb(budgets.jsGzipBytes)} gzip, HTML + critical CSS ≤ ${kb(budgets.firstRoundTripBytes)} compressed.`,
    '',
    table(
      [
        'Page',
        'Score',
        'LCP',
        'TBT',
        'CLS',
        'Bytes (Lighthouse)',
        'CPU index',
        'JS (gzip)',
        'CSS files (gzip)',
        'HTML (br)',
        'HTML + CSS files (br)',
      ],
      pageRows,
    ),
    '',
    `**Server** — autocannon, ${settings.connections} connections for ${settings.loadSeconds} s each on loopback, \`Accept-Encoding: br, gzip\`; the ratio is the project server's requests per second over a minimal \`node:http\` static server's, measured in the same run.`,
    '',
    table(['Target', 'Server', 'Requests/s', 'p50', 'p99', 'Errors', 'Ratio'], loadRows),
  ].join('\n')
}

/** Replaces what lies between the bench markers; undefined when the README has no markers. */
export function replaceMarkedSection(readme: string, content: string): string | undefined {
  const start = readme.indexOf(readmeStart)
  const end = readme.indexOf(readmeEnd)
  if (start === -1 || end === -1 || end < start) return undefined
  return `${readme.slice(0, start + readmeStart.length)}\n${content}\n${readme.slice(end)}`
}
