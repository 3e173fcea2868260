import { fileURLToPath } from 'node:url'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { siteConfig } from './src/config/site'
import { siteConfigSchema } from './src/config/site-schema'
import { changelogPlugin } from './src/features/change-log/vite-plugin-changelog'

// A mistake in the site configuration stops the build with zod's message.
siteConfigSchema.parse(siteConfig)

export default defineConfig({
  resolve: {
    alias: [
      { find: '~', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // TanStack Store imports the shim of useSyncExternalStore, whose fallback for React < 18 is
      // dead code here; the plain entry uses React's own hook (0.5 KB gzip less on every page).
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
    ],
  },
  server: { port: 3000 },
  plugins: [
    changelogPlugin(),
    tanstackStart({
      // Start splits each route's component into its own chunk by default (autoCodeSplitting).
      router: {},
      prerender: {
        enabled: true,
        // Every static route is discovered from the route tree; crawling links is off because
        // the crawler would also render links that carry a query string over the real page.
        crawlLinks: false,
        autoSubfolderIndex: true,
        failOnError: true,
        filter: ({ path }) => !path.includes('?'),
      },
    }),
    viteReact(),
  ],
})
