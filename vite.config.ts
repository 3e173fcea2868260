import { fileURLToPath } from 'node:url'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { checkRenderedPage, recordRenderErrors } from './scripts/render-check.ts'
import { routePageChunk } from './scripts/route-chunk-group.ts'
import { siteConfig } from './src/config/site.ts'
import { siteConfigSchema } from './src/config/site-schema.ts'
import {
  changelogPlugin,
  changelogServerReady,
} from './src/features/change-log/vite-plugin-changelog.ts'
import { faqPlugin, faqServerReady } from './src/features/faq/vite-plugin-faq.ts'
import { seasonGlancePlugin } from './src/features/home/vite-plugin-season-glance.ts'
import { overviewServerReady } from './src/features/seasonal-overview/server-ready.ts'
import { knownTrinketsPlugin } from './src/features/trinket-tracker/upgrades/vite-plugin-known-trinkets.ts'
import { serverReadyPlugin } from './src/lib/vite-plugin-server-ready.ts'

// A mistake in the site configuration stops the build with zod's message.
siteConfigSchema.parse(siteConfig)

// What the server logs of a page's render errors, to name the cause when a prerendered page failed.
const renderErrors = recordRenderErrors()

const frameworkModules =
  /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack)[\\/]/

const sharedHelpers =
  /[\\/]src[\\/](lib[\\/](words|format-date)|domain[\\/]season[\\/](lookups|season-index))\.tsx?$/

export default defineConfig({
  resolve: {
    alias: [
      { find: '~', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // TanStack Store imports the shim of useSyncExternalStore, whose fallback for React < 18 is
      // dead code here; the plain entry uses React's own hook.
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
    ],
  },
  server: { port: 3000 },
  environments: {
    // The server build's code reaches the browser in one place: the Trinket Tracker's pending-view
    // script is functions' own text (state/pending-view.ts). Minified, the script costs each
    // tracker page's first HTML about 75 B brotli over the hand-written one it replaced, against
    // about 200 B as the server build otherwise prints it. Nothing else in the prerendered pages
    // changes.
    ssr: { build: { minify: true } },
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // React and TanStack's libraries in one chunk of their own: it changes only when a
                // dependency does, so a returning visitor keeps it cached across releases of the
                // site, and one file costs less than the several small shared chunks it replaces.
                { name: 'framework', test: frameworkModules, priority: 2 },
                // Every module the entry loads anyway stays in the entry's chunk. Without this
                // group Rolldown (1.2) splits some of them into small chunks of their own once a
                // lazily loaded chunk shares them (rolldown#10731: "module already loaded by the
                // entry is emitted as a separate chunk"), which cost every page ~1 KB gzip.
                { name: 'app', tags: ['$initial'], priority: 1 },
                // Small helpers that most pages' own chunks share (words, dates, the dataset's
                // lookups) join the entry: as files of their own, 0.1-0.5 KB each, every page
                // paid a request and ~0.1 KB gzip of overhead for each of them.
                { name: 'app', test: sharedHelpers, priority: 1 },
                // The tracker's own modules in its page chunk, lazily loaded parts aside
                // (scripts/route-chunk-group.ts).
                {
                  name: routePageChunk({
                    name: 'trinket-tracker',
                    route:
                      /[\\/]src[\\/]routes[\\/]_season-data[\\/]trinket-tracker\.tsx\?tsr-split=component/,
                    feature: /[\\/]src[\\/]features[\\/]trinket-tracker[\\/]/,
                  }),
                  // Its shared helpers (words, dates, lookups) stay where the other pages find them.
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [
    changelogPlugin(),
    faqPlugin({ site: siteConfig }),
    seasonGlancePlugin(),
    knownTrinketsPlugin(),
    serverReadyPlugin([faqServerReady, ...changelogServerReady, overviewServerReady]),
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
        // failOnError sees only the HTTP status, and a component that throws while rendering still
        // gives a 200 page without its content: each page's HTML is checked here, and a failed one
        // stops the build with one line naming the page and the error (scripts/render-check.ts).
        onSuccess: ({ page, html }) => checkRenderedPage(page.path, html, renderErrors),
        // One page at a time, so the errors logged during a render belong to the page checked.
        concurrency: 1,
      },
    }),
    viteReact(),
  ],
})
