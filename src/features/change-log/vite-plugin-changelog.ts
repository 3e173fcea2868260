// Turns CHANGELOG.md into two modules at build time: `virtual:changelog` (every release, for the
// Change Log page) and `virtual:changelog/latest` (the newest live release, for the home page). Pages
// import plain JSON, the markdown parser stays in the build, and the prerendered HTML carries it.
// Each is in a chunk of its own, fetched on demand, and the pages import a server-ready module
// (changelogServerReady, served by src/lib/vite-plugin-server-ready.ts) so that their prerendered
// HTML still holds every change they show.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Plugin } from 'vite'
import { virtualModules } from '../../lib/virtual-modules.ts'
import type { ServerReadyModule } from '../../lib/vite-plugin-server-ready.ts'
import { latestRelease, parseChangelog, type Release } from './parse-changelog.ts'

export const changelogModuleId = 'virtual:changelog'
export const latestReleaseModuleId = 'virtual:changelog/latest'
// Two modules rather than two exports of one: a shared module would put every release into the
// home page's chunk as well.
const moduleIds = [changelogModuleId, latestReleaseModuleId]
const virtual = virtualModules(moduleIds)

export const changelogServerReady: ServerReadyModule[] = [
  {
    id: 'virtual:changelog/server-ready',
    from: '~/features/change-log/releases-code',
    code: 'releasesCode',
  },
  {
    id: 'virtual:changelog/latest/server-ready',
    from: '~/features/change-log/latest-changes-code',
    code: 'latestChangesCode',
  },
]

/** How many of the latest release's entries the home page shows. */
export const homeChangeCount = 5

export type ChangelogPluginOptions = {
  /** Path of the changelog, relative to the Vite root. */
  file?: string
}

/** A module's source: `releases` for the Change Log page, `latestRelease` for the home page. */
export function changelogModuleSource(id: string, releases: readonly Release[]): string {
  return id === `\0${latestReleaseModuleId}`
    ? `export const latestRelease = ${JSON.stringify(latestRelease(releases, homeChangeCount))}\n`
    : `export const releases = ${JSON.stringify(releases)}\n`
}

export function changelogPlugin({ file = 'CHANGELOG.md' }: ChangelogPluginOptions = {}): Plugin {
  let changelogPath = path.resolve(file)

  return {
    name: 'vaultwise:changelog',
    configResolved(config) {
      changelogPath = path.resolve(config.root, file)
    },
    resolveId: virtual.resolveId,
    async load(id) {
      if (!virtual.owns(id)) return undefined
      this.addWatchFile(changelogPath)
      // Both modules read the file; only the Change Log's one reports what is wrong with it.
      const warn = id === `\0${changelogModuleId}` ? (text: string) => this.warn(text) : () => {}
      let markdown: string
      try {
        markdown = await readFile(changelogPath, 'utf8')
      } catch {
        // The page then says there is nothing recorded yet; the build goes on.
        warn(`${changelogPath} could not be read; the Change Log page will be empty`)
        return changelogModuleSource(id, [])
      }
      const { releases, problems } = parseChangelog(markdown)
      for (const problem of problems) warn(`CHANGELOG.md ${problem}`)
      return changelogModuleSource(id, releases)
    },
    // An edit to CHANGELOG.md during `vite dev` reloads the pages that show it.
    hotUpdate({ file: changedFile }) {
      if (path.resolve(changedFile) !== changelogPath) return
      const { moduleGraph } = this.environment
      const modules = moduleIds.flatMap((id) => moduleGraph.getModuleById(`\0${id}`) ?? [])
      for (const module of modules) moduleGraph.invalidateModule(module)
      return modules
    },
  }
}
