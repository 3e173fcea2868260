import { fileURLToPath } from 'node:url'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { knownTrinketsPlugin } from './src/features/trinket-tracker/upgrades/vite-plugin-known-trinkets.ts'

// Unit and component tests. Component tests opt into jsdom with a `@vitest-environment jsdom`
// comment; everything else runs in plain Node, which is faster.
export default defineConfig({
  // The upgrade answer's chunk reads the names table as the build makes it.
  plugins: [viteReact(), knownTrinketsPlugin()],
  resolve: {
    alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // A few tests start real server or importer processes; on a 2-core machine that also runs
    // another suite, a start took over 20 s (issue 43: `npm test` passes while another process
    // loads the machine). A time budget, not a wait: a passing test takes no longer for it.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Vitest's default on a 2-core machine is one worker, and the run waits on server processes
    // as much as on the CPU: three workers took the unit run from 112 s to 66 s here (four: 66 s).
    maxWorkers: 3,
  },
})
