// Turns the FAQ's Markdown (src/features/faq/content/<tab>.md) into two modules at build time:
// `virtual:faq/tabs` (each tab's slug and label, for the page's outline while the answers load)
// and `virtual:faq/answers` (every question and its answer as HTML). The facts the answers insert
// are worked out here from data/season.json and from the site settings. Any problem in the
// Markdown stops the build with the file and line to fix.
// A third module, `virtual:faq/server-ready` (faqServerReady, served by
// src/lib/vite-plugin-server-ready.ts), makes the server's render wait for the answers' chunk
// (faq-answers-code.ts).
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Plugin } from 'vite'
import type { SiteConfig } from '../../config/site-schema.ts'
import type { SeasonDataset } from '../../domain/season/schema.ts'
import { virtualModules } from '../../lib/virtual-modules.ts'
import type { ServerReadyModule } from '../../lib/vite-plugin-server-ready.ts'
import { faqFacts } from './faq-facts.ts'
import { compileFaq, type FaqSource, type FaqTab } from './faq-markdown.ts'

export const faqTabsModuleId = 'virtual:faq/tabs'
export const faqAnswersModuleId = 'virtual:faq/answers'
// Two modules: the outline is in the page's first scripts, the answers come in a chunk of their own.
const moduleIds = [faqTabsModuleId, faqAnswersModuleId]
const virtual = virtualModules(moduleIds)

/** The page imports it so that its prerendered HTML holds every answer. */
export const faqServerReady: ServerReadyModule = {
  id: 'virtual:faq/server-ready',
  from: '~/features/faq/faq-answers-code',
  code: 'faqAnswersCode',
}

/** The tabs, in the order the page shows them; each is content/<slug>.md. */
export const faqTabOrder = ['general', 'trinket-tracker', 'seasonal-overview', 'data-privacy']

export type FaqPluginOptions = {
  /** Folders and files relative to the Vite root. */
  contentDir?: string
  datasetFile?: string
  site: SiteConfig
}

/** A module's source: `faqTabLabels` for the outline, `faqTabs` with every answer. */
export function faqModuleSource(id: string, tabs: readonly FaqTab[]): string {
  return id === `\0${faqTabsModuleId}`
    ? `export const faqTabLabels = ${JSON.stringify(tabs.map(({ slug, label }) => ({ slug, label })))}\n`
    : `export const faqTabs = ${JSON.stringify(tabs)}\n`
}

/** Reads the Markdown and the dataset and compiles them; `problems` is empty when all is well. */
export async function buildFaq(contentDir: string, datasetFile: string, site: SiteConfig) {
  const files = (await readdir(contentDir)).filter((file) => file.endsWith('.md')).sort()
  const sources: FaqSource[] = await Promise.all(
    files.map(async (file) => ({
      tab: file.slice(0, -'.md'.length),
      markdown: await readFile(path.join(contentDir, file), 'utf8'),
    })),
  )
  // Not validated again here: the server's render of every page parses this very file with the
  // dataset's schema, so a dataset that does not match fails the build all the same.
  const dataset = JSON.parse(await readFile(datasetFile, 'utf8')) as SeasonDataset
  return {
    ...compileFaq(sources, { tabOrder: faqTabOrder, facts: faqFacts(dataset, site) }),
    files: files.map((file) => path.join(contentDir, file)),
  }
}

export function faqPlugin({
  contentDir = 'src/features/faq/content',
  datasetFile = 'data/season.json',
  site,
}: FaqPluginOptions): Plugin {
  let contentPath = path.resolve(contentDir)
  let datasetPath = path.resolve(datasetFile)
  const isFaqFile = (file: string) =>
    path.resolve(file) === datasetPath || path.dirname(path.resolve(file)) === contentPath

  return {
    name: 'vaultwise:faq',
    configResolved(config) {
      contentPath = path.resolve(config.root, contentDir)
      datasetPath = path.resolve(config.root, datasetFile)
    },
    resolveId: virtual.resolveId,
    async load(id) {
      if (!virtual.owns(id)) return undefined
      this.addWatchFile(contentPath)
      this.addWatchFile(datasetPath)
      const { tabs, problems, files } = await buildFaq(contentPath, datasetPath, site)
      for (const file of files) this.addWatchFile(file)
      if (problems.length > 0) this.error(`The FAQ cannot be built:\n${problems.join('\n')}`)
      return faqModuleSource(id, tabs)
    },
    // An edit to an answer or to the dataset during `vite dev` reloads the FAQ.
    hotUpdate({ file, modules }) {
      if (!isFaqFile(file)) return
      const { moduleGraph } = this.environment
      const faqModules = moduleIds.flatMap((id) => moduleGraph.getModuleById(`\0${id}`) ?? [])
      for (const module of faqModules) moduleGraph.invalidateModule(module)
      // The dataset's own importers update as they would without this plugin.
      return [...modules, ...faqModules]
    },
  }
}
