// How long a Trinket Tracker filter change takes to show, with the real season dataset and with a
// synthetic one a hundred times larger, on a CPU slowed four times. Prints a table and writes
// bench/results/tracker-filter.json; it measures, it does not pass or fail.
//
//   BASE_URL=http://127.0.0.1:4175 npx tsx bench/tracker-filter.ts
//
// BASE_URL is a running production build (npm run build, then npm run serve). BENCH_SCENARIO=<part
// of a label> runs only those scenarios, BENCH_INTERACTION=<part of a name> only those interactions
// (BENCH_DEBUG=1 prints each round's event timings). The large dataset is made here and served in
// place of the real JSON through Playwright's request interception, so the app has no
// benchmark-only code path.
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { chromiumFlags, chromiumPath } from '../scripts/chromium-flags'
import { measureImportAnswer } from './import-answer'
import { pressLikeAPlayer } from './press'
import { multiplySeason, multiplySpecSims } from './tracker-synthetic-season'

const baseUrl = (process.env.BASE_URL ?? 'http://127.0.0.1:4175').replace(/\/$/, '')
const cpuSlowdown = 4
const repeats = Number(process.env.BENCH_REPEATS ?? 5)
const resultsFile = path.resolve(import.meta.dirname, 'results/tracker-filter.json')

type Interaction = {
  name: string
  /** Only where a spec is chosen (the guides' picks need one). */
  needsSpec?: boolean
  /** Only in this scenario. */
  onlyIn?: string
  /** Sets the page up once before the rounds, outside the measurement. */
  prepare?: (page: Page) => Promise<void>
  /** Performs the interaction with real (trusted) input. */
  run: (page: Page, round: number) => Promise<void>
}

/** Clicks the control named `there` on even rounds and `back` on odd ones (in a named group). */
function eachWay(
  role: 'button' | 'radio',
  there: string | RegExp,
  back: string | RegExp,
  group?: string,
) {
  return (page: Page, round: number) => {
    const scope = group ? page.getByRole('group', { name: group }) : page
    return pressLikeAPlayer(page, scope.getByRole(role, { name: round % 2 === 0 ? there : back }))
  }
}

// Each runs both ways in turn, so every round changes the list.
const interactions: Interaction[] = [
  {
    name: 'source: dungeon ↔ all',
    run: eachWay('button', /^Dungeon/, /^All/, 'Source'),
  },
  {
    name: 'use: on-use ↔ all',
    run: eachWay('button', /^On-use/, /^All/, 'Use'),
  },
  {
    name: 'search: type / clear a letter',
    run: async (page, round) => {
      const box = page.getByLabel('Search by name')
      if (round % 2 === 0) await box.press('c')
      else await box.press('Backspace')
    },
  },
  {
    name: 'item level: key ↔ drop range',
    // Whichever is not chosen: a scenario may start at a key level.
    run: (page) =>
      pressLikeAPlayer(
        page,
        page.getByRole('button', {
          name: new URL(page.url()).searchParams.get('ilvl')?.startsWith('key-')
            ? 'Drop range'
            : 'Mythic+ key',
        }),
      ),
  },
  {
    // Each spec has its own guide rankings, worked out when it is chosen. The folded picker is
    // opened once; arrow keys then walk the spec radio group (Affliction, Demonology, …), which
    // keeps it open.
    name: 'spec: Demonology ↔ Affliction',
    onlyIn: 'Affliction Warlock',
    prepare: async (page) => {
      await page.getByRole('button', { name: /^Change/ }).click()
      await page.getByRole('radio', { name: /^Affliction/ }).focus()
    },
    // Held like a person's key press: Radix checks a radio when focus arrives while it is down.
    run: (page, round) =>
      page.keyboard.press(round % 2 === 0 ? 'ArrowRight' : 'ArrowLeft', { delay: 60 }),
  },
  {
    name: "order: guides' picks ↔ where it drops",
    needsSpec: true,
    run: eachWay('radio', "Guides' picks", 'Where it drops'),
  },
  {
    // Reads every row's value at its item level and sorts by it (both scenarios' specs have sims).
    name: 'order: sim value ↔ where it drops',
    needsSpec: true,
    run: eachWay('radio', 'Sim value', 'Where it drops'),
  },
  {
    // Sorts every row by the character's gain, and ranks the farm plan by it.
    name: 'order: your upgrades ↔ where it drops',
    onlyIn: 'Frost Mage, character imported',
    run: eachWay('radio', 'Your upgrades', 'Where it drops'),
  },
  {
    name: 'sims: 5 targets ↔ single target',
    needsSpec: true,
    run: eachWay('radio', '5 targets', 'Single target'),
  },
  {
    name: 'track ↔ untrack a trinket',
    run: (page) => pressLikeAPlayer(page, page.locator('.trinket-row .track-toggle').first()),
  },
]

type Scenario = {
  label: string
  times: number
  url: string
  /** A character stored in the browser before the page loads, as the import keeps it. */
  character?: unknown
}

/**
 * A Frost Mage as the SimulationCraft import stores it: two worn trinkets, one in the bags and a
 * Great Vault choice, so every row of the list carries its gain.
 */
const frostMageCharacter = {
  name: 'Jaina',
  classSlug: 'mage',
  specSlug: 'frost',
  trinkets: [
    { id: 250214, where: 'equipped', slot: 1, itemLevel: 305, bonusIds: [], name: null },
    { id: 193757, where: 'equipped', slot: 2, itemLevel: 298, bonusIds: [], name: null },
    { id: 250215, where: 'bags', itemLevel: 318, bonusIds: [], name: null },
    { id: 273796, where: 'vault', itemLevel: 315, bonusIds: [], name: null },
  ],
}

const scenarios: Scenario[] = [
  { label: 'every spec', times: 1, url: '/trinket-tracker/' },
  { label: 'every spec', times: 100, url: '/trinket-tracker/' },
  { label: 'Frost Mage', times: 100, url: '/trinket-tracker/?wowClass=mage&wowSpec=frost' },
  // The spec with the most guide rankings (maxroll, Icy Veins and Wowhead).
  {
    label: 'Affliction Warlock',
    times: 100,
    url: '/trinket-tracker/?wowClass=warlock&wowSpec=affliction',
  },
  // Every row works out the character's gain at the +10's level.
  {
    label: 'Frost Mage, character imported',
    times: 100,
    url: '/trinket-tracker/?wowClass=mage&wowSpec=frost&ilvl=key-10',
    character: frostMageCharacter,
  },
]

// In the page, per interaction: "paint" runs from the first input event to the frame after the
// first change anywhere on the page (the pressed button: what INP sees); "list" runs to the frame
// after the list, counts or tracked panel show the new view (drawn in the background). "INP" is
// the longest Event Timing duration of the interaction.
const harness = `
  window.__bench = { events: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) window.__bench.events.push([entry.interactionId, entry.duration]);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  window.__arm = () => {
    const bench = window.__bench;
    bench.start = undefined;
    bench.events = [];
    const listUpdated = () => {
      const list = document.querySelector('.trinket-list');
      return !list || !list.classList.contains('is-stale');
    };
    bench.done = new Promise((resolve) => {
      const result = {};
      const begin = () => { if (bench.start === undefined) bench.start = performance.now(); };
      for (const type of ['pointerdown', 'keydown']) addEventListener(type, begin, { capture: true, once: true });
      const afterFrame = (callback) => requestAnimationFrame(() => setTimeout(callback));
      const observer = new MutationObserver((records) => {
        if (bench.start === undefined) return;
        if (result.paint === undefined) {
          result.paint = -1;
          afterFrame(() => { result.paint = performance.now() - bench.start; });
        }
        const inResults = records.some((r) => { const el = r.target instanceof Element ? r.target : r.target.parentElement; return el?.closest?.('.trinket-list, .results-count, .tracked-panel'); });
        if (inResults && listUpdated()) {
          observer.disconnect();
          afterFrame(() => {
            result.list = performance.now() - bench.start;
            if (result.paint === -1) result.paint = result.list;
            resolve(result);
          });
        }
      });
      observer.observe(document.querySelector('main'), { subtree: true, childList: true, characterData: true, attributes: true });
    });
  };
`

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

type Row = {
  interaction: string
  paintMedianMs: number
  listMedianMs: number
  listMaxMs: number
  inpMedianMs: number
  inpMaxMs: number
}

async function measureScenario(page: Page, scenario: Scenario) {
  const rows: Row[] = []
  await page.goto(`${baseUrl}${scenario.url}`)
  await page.locator('.tracker-results[data-hydrated]').waitFor({ timeout: 120_000 })
  // The character's answers arrive with their own code: measure once every row carries one.
  if (scenario.character) {
    await page.locator('.upgrade-line').first().waitFor({ timeout: 120_000 })
  }
  const shownText = await page.locator('.results-count').innerText()
  const toggle = page.getByRole('button', { name: /^Filters/ })
  if (await toggle.isVisible()) await toggle.click()

  const hasSpec = scenario.url.includes('wowSpec=')
  for (const interaction of interactions) {
    if (interaction.needsSpec && !hasSpec) continue
    if (interaction.onlyIn && interaction.onlyIn !== scenario.label) continue
    if (!interaction.name.includes(process.env.BENCH_INTERACTION ?? '')) continue
    const paints: number[] = []
    const lists: number[] = []
    const inps: number[] = []
    if (process.env.BENCH_DEBUG) console.log(interaction.name)
    await interaction.prepare?.(page)
    for (let round = 0; round < repeats * 2; round++) {
      await page.evaluate(() => (window as unknown as { __arm: () => void }).__arm())
      await interaction.run(page, round)
      // A view that never updates is a broken page, not a slow one: stop rather than wait forever.
      const result = await page.evaluate(() =>
        Promise.race([
          (window as unknown as { __bench: { done: Promise<{ paint: number; list: number }> } })
            .__bench.done,
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error('the list did not update within 20 s')), 20_000),
          ),
        ]),
      )
      paints.push(result.paint)
      lists.push(result.list)
      // Let the search box write its URL and any idle work finish between rounds.
      await page.waitForTimeout(450)
      const events = await page.evaluate(
        () => (window as unknown as { __bench: { events: [number, number][] } }).__bench.events,
      )
      inps.push(Math.max(0, ...events.map(([, duration]) => duration)))
      if (process.env.BENCH_DEBUG) console.log(round, JSON.stringify(events))
    }
    rows.push({
      interaction: interaction.name,
      paintMedianMs: Math.round(median(paints)),
      listMedianMs: Math.round(median(lists)),
      listMaxMs: Math.round(Math.max(...lists)),
      inpMedianMs: Math.round(median(inps)),
      inpMaxMs: Math.round(Math.max(...inps)),
    })
  }
  return { shownText, rows }
}

async function main() {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags] })
  const report: Record<string, unknown>[] = []
  let importAnswer: Awaited<ReturnType<typeof measureImportAnswer>> | undefined
  try {
    // BENCH_SCENARIO=character measures only the scenarios whose label contains it.
    const only = process.env.BENCH_SCENARIO
    for (const scenario of scenarios.filter((s) => !only || s.label.includes(only))) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      const page = await context.newPage()
      await page.addInitScript(harness)
      if (scenario.character) {
        await page.addInitScript((stored) => {
          window.localStorage.setItem('vaultwise:character', stored)
        }, JSON.stringify(scenario.character))
      }
      if (scenario.times > 1) {
        // The season file, and the chosen spec's sims (the only other JSON assets).
        await page.route('**/assets/*.json', async (route) => {
          const response = await route.fetch()
          const json = await response.json()
          const multiply = route.request().url().includes('/assets/season-')
            ? multiplySeason
            : multiplySpecSims
          const body = JSON.stringify(multiply(json, scenario.times))
          await route.fulfill({ response, body, headers: { 'content-type': 'application/json' } })
        })
      }
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
      const { shownText, rows } = await measureScenario(page, scenario)
      report.push({ scenario: scenario.label, datasetTimes: scenario.times, shownText, rows })
      console.log(
        `\n${scenario.label}, dataset ×${scenario.times} (${shownText}), CPU ÷${cpuSlowdown}`,
      )
      console.table(
        rows.map((row) => ({
          interaction: row.interaction,
          'next paint ms (median)': row.paintMedianMs,
          'list shown ms (median)': row.listMedianMs,
          'list shown ms (max)': row.listMaxMs,
          'INP ms (median)': row.inpMedianMs,
          'INP ms (max)': row.inpMaxMs,
        })),
      )
      await context.close()
    }
    if (!process.env.BENCH_SCENARIO || process.env.BENCH_SCENARIO === 'answer-after-import') {
      // Three times the rounds: one import's paint varies by ±30 ms on these machines.
      importAnswer = await measureImportAnswer(browser, baseUrl, cpuSlowdown, repeats * 3)
      console.log(
        `\nThe answer after Import, ${importAnswer.bagItems} bag items, CPU ÷${cpuSlowdown}: median ${importAnswer.medianMs} ms, max ${importAnswer.maxMs} ms (from the page's handling of the click: median ${importAnswer.handlingMedianMs} ms); the whole box, crest plan and every trinket too: median ${importAnswer.wholeBoxMedianMs} ms; ${importAnswer.fromEventTiming} of ${importAnswer.repeats} timed by the click's own paint (Event Timing)`,
      )
    }
  } finally {
    await browser.close()
  }
  await mkdir(path.dirname(resultsFile), { recursive: true })
  await writeFile(
    resultsFile,
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        baseUrl,
        cpuSlowdown,
        repeats: repeats * 2,
        note: 'paint: first input event to the frame after the first change; list: to the frame after the list, counts or tracked panel show the new view; INP: longest Event Timing duration of the interaction (what INP reports)',
        machineLoad: (await import('node:os')).loadavg()[0],
        scenarios: report,
        importAnswer,
      },
      null,
      2,
    )}\n`,
  )
  console.log(`\nWrote ${path.relative(process.cwd(), resultsFile)}`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
