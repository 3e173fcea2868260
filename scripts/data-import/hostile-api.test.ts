// `npm run data:import` against Blizzard API answers that lie or loop: refused in one sentence
// naming the answer, the field and the value, season.json as it was, no partial file left.
import { readdir } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { mirrorRoutes } from './fixture-server'
import * as importer from './run-import-test-setup'

importer.prepareImportRuns()

describe('data:import refuses what the API should never send', () => {
  const trinket = importer.dataset.trinkets[0]
  if (!trinket) throw new Error('the dataset has no trinket')

  it.each([
    ['markup', '<img src=x onerror=alert(1)>', '"<img src=x onerror=alert\\(1\\)>"'],
    ['a line break', 'Vile Vial\nof Venom', '"Vile Vial\\\\nof Venom"'],
    ['terminal escape codes', 'Vile Vial\u001b[2K', '"Vile Vial\\\\u001b\\[2K"'],
  ])('an item name with %s', async (_, name, shownAs) => {
    const routes = mirrorRoutes(importer.dataset)
    const item = routes.get(`GET /data/wow/item/${trinket.id}`)
    if (!item || Array.isArray(item)) throw new Error('fixture')
    routes.set(`GET /data/wow/item/${trinket.id}`, {
      status: 200,
      body: { ...(item.body as object), name },
    })
    const result = await importer.run(routes)
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(
      new RegExp(
        `^data:import failed: The Blizzard API answer for item ${trinket.id}: name is ${shownAs}, a name holds letters, digits, spaces and .* only; it was not used\\.\\n$`,
      ),
    )
    expect(result.written).toBe(importer.datasetText)
    expect(result.stderr).not.toContain('\u001b')
    expect((await readdir(importer.workDir)).filter((f) => f.includes('partial'))).toEqual([])
  })

  it('an item id of 0 in a loot list', async () => {
    const routes = mirrorRoutes(importer.dataset)
    const encounter = importer.dataset.instances[0]?.encounters[0]
    routes.set(`GET /data/wow/journal-encounter/${encounter?.id}`, {
      status: 200,
      body: { id: encounter?.id, items: [{ id: 1, item: { id: 0, name: 'Nothing' } }] },
    })
    const result = await importer.run(routes)
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/: items\[0\]\.item\.id is 0, Too small/)
    expect(result.written).toBe(importer.datasetText)
  })

  it('a redirect loop: the cause said, not retried', async () => {
    const routes = mirrorRoutes(importer.dataset)
    const encounter = importer.dataset.instances[0]?.encounters[0]
    const where = `/data/wow/journal-encounter/${encounter?.id}`
    routes.set(`GET ${where}`, {
      status: 302,
      headers: { location: `${where}?namespace=static-us&locale=en_US` },
    })
    const result = await importer.run(routes)
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(
      /^data:import failed: Could not reach the Blizzard API for journal-encounter \d+: too many redirects\.\n$/,
    )
    expect(result.stderr).not.toContain('trying again')
  })
})
