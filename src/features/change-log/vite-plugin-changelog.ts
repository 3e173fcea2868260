// Turns CHANGELOG.md into the `virtual:changelog` module at build time: the pages import plain
// JSON, the markdown parser stays in the build, and the prerendered HTML carries every entry.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Plugin } from 'vite'
import { latestChanges, parseChangelog, type Release } from './parse-changelog'

export const changelogModuleId = 'virtual:changelog'
const resolvedId = `\0${changelogModuleId}`

/** How many entries the home page shows. */
export const homeChangeCount = 5

export type ChangelogPluginOptions = {
  /** Path of the changelog, relative to the Vite root. */
  file?: string
}

/** The module's source: `releases` for the Change Log page, `latestChanges` for the home page. */
export function changelogModuleSource(releases: readonly Release[]): string {
  // Two separate literals, so a page importing only one does not carry the other.
  return [
    `export const releases = ${JSON.stringify(releases)}`,
    `export const latestChanges = ${JSON.stringify(latestChanges(releases, homeChangeCount))}`,
    '',
  ].join('\n')
}

export function changelogPlugin({ file = 'CHANGELOG.md' }: ChangelogPluginOptions = {}): Plugin {
  let changelogPath = path.resolve(file)

  return {
    name: 'vaultwise:changelog',
    configResolved(config) {
      changelogPath = path.resolve(config.root, file)
    },
    resolveId(id) {
      return id === changelogModuleId ? resolvedId : undefined
    },
    async load(id) {
      if (id !== resolvedId) return undefined
      this.addWatchFile(changelogPath)
      let markdown: string
      try {
        markdown = await readFile(changelogPath, 'utf8')
      } catch {
        // The page then says there is nothing recorded yet; the build goes on.
        this.warn(`${changelogPath} could not be read; the Change Log page will be empty`)
        return changelogModuleSource([])
      }
      const { releases, problems } = parseChangelog(markdown)
      for (const problem of problems) this.warn(`CHANGELOG.md ${problem}`)
      return changelogModuleSource(releases)
    },
    // An edit to CHANGELOG.md during `vite dev` reloads the pages that show it.
    hotUpdate({ file: changedFile }) {
      if (path.resolve(changedFile) !== changelogPath) return
      const module = this.environment.moduleGraph.getModuleById(resolvedId)
      if (!module) return
      this.environment.moduleGraph.invalidateModule(module)
      return [module]
    },
  }
}
