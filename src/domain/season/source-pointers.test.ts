// No file the browser loads carries the reference's pointers (repository commits, stored-file
// ids, file paths): the season file and the spec sims files ship as they are in data/.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { checkIntegrity } from './integrity'
import { seasonDatasetSchema } from './schema'
import { sourcePointers } from './source-pointers'

const root = new URL('../../../', import.meta.url)
const read = (path: string) => JSON.parse(readFileSync(new URL(path, root), 'utf8'))

function filesUnder(dir: string, ending: RegExp): string[] {
  return readdirSync(new URL(dir, root), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(`${dir}${entry.name}/`, ending)
      : ending.test(entry.name)
        ? [`${dir}${entry.name}`]
        : [],
  )
}

describe("the reference's pointers stay out of what ships", () => {
  it('data/season.json keeps who, what and when, and no commit, file id or path', () => {
    expect(sourcePointers(read('data/season.json'))).toEqual([])
  })

  it('no spec sims file holds one either', () => {
    for (const file of filesUnder('data/sims/', /\.json$/))
      expect(sourcePointers(read(file)), file).toEqual([])
  })

  it('nor does data/trinket-names.json', () => {
    expect(sourcePointers(read('data/trinket-names.json'))).toEqual([])
  })

  it("the built client's JSON files hold none, where a build exists", () => {
    if (!existsSync(new URL('dist/client/', root))) return
    for (const file of filesUnder('dist/client/', /\.json$/))
      expect(sourcePointers(read(file)), file).toEqual([])
  })

  it('the integrity check refuses a source label with a commit or a stored-file id', () => {
    const dataset = seasonDatasetSchema.parse(read('data/season.json'))
    const [first] = dataset.simSources
    if (!first) throw new Error('fixture')
    first.provenance.source =
      'read from owner/addon@58208aad86d117626230a0213a35bf7b4fbddf01 (read_file id 68770275931)'
    expect(checkIntegrity(dataset)).toEqual([
      expect.stringMatching(/^simSources\[0\]\.provenance\.source holds a stored-file id/),
    ])
  })

  it('keeps a gist that names a site, a date or a simulator version', () => {
    expect(
      sourcePointers({
        source: "Bloodmallet's trinket charts, scraped from bloodmallet.com on 2026-09-10",
        simulator: 'SimulationCraft ba72a9d',
      }),
    ).toEqual([])
  })
})
