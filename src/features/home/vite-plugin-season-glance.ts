// Turns data/season.json into `virtual:season-glance` at build time: the few facts the home page's
// "Season at a glance" shows (season-glance.ts), as plain JSON in the home page's chunk. The home
// page then neither fetches the dataset (~150 KB) nor parses it, which was its longest task on a
// phone after start-up. The build validates the dataset elsewhere (the server's and the prerender's
// read of it goes through its zod schema), so a bad file still stops the build.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Plugin } from 'vite'
import type { SeasonDataset } from '../../domain/season/schema.ts'
import { virtualModules } from '../../lib/virtual-modules.ts'
import { seasonGlance } from './season-glance.ts'

export const seasonGlanceModuleId = 'virtual:season-glance'
const virtual = virtualModules([seasonGlanceModuleId])

export function seasonGlanceModuleSource(dataset: SeasonDataset): string {
  return `export const glance = ${JSON.stringify(seasonGlance(dataset))}\n`
}

export function seasonGlancePlugin({ datasetFile = 'data/season.json' } = {}): Plugin {
  const datasetPath = (root: string) => path.resolve(root, datasetFile)
  return {
    name: 'vaultwise:season-glance',
    resolveId: virtual.resolveId,
    async load(id) {
      if (!virtual.owns(id)) return undefined
      const file = datasetPath(this.environment.config.root)
      this.addWatchFile(file)
      return seasonGlanceModuleSource(JSON.parse(await readFile(file, 'utf8')) as SeasonDataset)
    },
    // An edit to the dataset during `vite dev` reloads the home page with it.
    hotUpdate({ file, modules }) {
      if (path.resolve(file) !== datasetPath(this.environment.config.root)) return
      const glance = this.environment.moduleGraph.getModuleById(`\0${seasonGlanceModuleId}`)
      if (!glance) return
      this.environment.moduleGraph.invalidateModule(glance)
      return [...modules, glance]
    },
  }
}
