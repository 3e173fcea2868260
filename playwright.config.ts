import { createServer } from 'node:net'
import { defineConfig, devices } from '@playwright/test'
import { chromiumFlags, chromiumPath } from './scripts/chromium-flags'

/** A port no one listens on now, as the system hands them out. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(address),
      )
    })
  })
}

// Two checkouts on one machine run `npm test` at once, so the server takes a free port rather than
// a fixed one (E2E_PORT pins one). This file is read again in every worker: the main process
// chooses, and the workers, started later from it, inherit the choice through the environment.
process.env.E2E_PORT ??= String(await freePort())
const port = Number(process.env.E2E_PORT)

// End-to-end tests run against the production build served by the project's own server
// (`npm run build` first; scripts/test.sh does that).
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace for every test cost about a third of the run on a 2-core machine; a
    // failure is traced when it is retried (CI retries once).
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromiumPath,
      // Containers give /dev/shm a few MB, too little for two browsers side by side.
      args: [...chromiumFlags, '--disable-dev-shm-usage'],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      // Tests tagged with e2e/fixtures.ts's anyWidth run once, in the desktop project.
      grepInvert: /@any-width/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 740 },
        isMobile: false,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    command: `npx tsx server/main.ts`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // End-to-end hits go to their own database, not the one of a local run.
      ANALYTICS_DB: '.data/e2e-analytics.sqlite',
    },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
})
