// Turns data/trinket-names.json into `virtual:known-trinkets` at build time: each id's name, where
// it comes from and how sure the name is (known-trinkets.ts), in the upgrade answer's chunk. The
// file itself (sources, localized names, notes: ~13 KB gzip) never ships. Its zod schema checks it
// in the importer and in a unit test (trinket-names-data.test.ts); the config's plugins import no
// zod, as the other plugins do.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Plugin } from 'vite'
import { knownTrinketTable } from '../../../domain/trinket-names/known-trinkets.ts'
import type { TrinketNames } from '../../../domain/trinket-names/schema.ts'
import { virtualModules } from '../../../lib/virtual-modules.ts'

export const knownTrinketsModuleId = 'virtual:known-trinkets'
const virtual = virtualModules([knownTrinketsModuleId])

export function knownTrinketsPlugin({ namesFile = 'data/trinket-names.json' } = {}): Plugin {
  return {
    name: 'vaultwise:known-trinkets',
    resolveId: virtual.resolveId,
    async load(id) {
      if (!virtual.owns(id)) return undefined
      const file = path.resolve(this.environment.config.root, namesFile)
      this.addWatchFile(file)
      const names = JSON.parse(await readFile(file, 'utf8')) as TrinketNames
      return `export const knownTrinkets = ${JSON.stringify(knownTrinketTable(names))}\n`
    },
  }
}
