// End to end: what the importer writes into the dataset, against a loopback server answering like
// the Blizzard Game Data API.
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkIntegrity } from '../../src/domain/season/integrity'
import { parseSeasonDataset } from '../../src/domain/season/parse-dataset'
import {
  itemMediaSchema,
  itemSchema,
  journalEncounterSchema,
  playableSpecializationSchema,
} from './api-schemas'
import { mirrorRoutes, type Reply, readFixture } from './fixture-server'
import { itemLevelsKeptLine } from './run-import'
import * as importer from './run-import-test-setup'

importer.prepareImportRuns()

describe('fixtures', () => {
  it('are written in the shapes the importer expects from the API', () => {
    expect(
      journalEncounterSchema.safeParse(readFixture('journal-encounter-2144.json')).success,
    ).toBe(true)
    expect(
      journalEncounterSchema.safeParse(readFixture('journal-encounter-2827.json')).success,
    ).toBe(true)
    expect(itemSchema.safeParse(readFixture('item-900001.json')).success).toBe(true)
    expect(itemSchema.safeParse(readFixture('item-900002.json')).success).toBe(true)
    expect(itemMediaSchema.safeParse(readFixture('media-item-900001.json')).success).toBe(true)
    expect(
      playableSpecializationSchema.safeParse(readFixture('playable-specialization-1480.json'))
        .success,
    ).toBe(true)
  })
})

describe('npm run data:import', () => {
  it('changes nothing when the API agrees with the dataset', async () => {
    const result = await importer.run(mirrorRoutes(importer.dataset))
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('No changes: the dataset already matches the API.')
    expect(result.written).toBe(importer.datasetText)
    const encounters = importer.dataset.instances.flatMap((i) => i.encounters).length
    expect(result.server.requests.filter((r) => r.startsWith('GET')).length).toBe(
      encounters + importer.dataset.trinkets.length * 2 + importer.dataset.specs.length,
    )
    // The first requests run side by side but share one access token.
    expect(result.server.requests.filter((r) => r === 'POST /token')).toHaveLength(1)
  })

  it('adds, fills and moves facts, prints the diff, and never blanks a known fact', async () => {
    const result = await importer.run(importer.changedApiRoutes())
    expect(result.stderr).toBe('')
    importer.expectReported(result, [
      'Trinkets added (1):',
      '  + 900001 Fixture Charm of Testing (from Galvazzt (Temple of Sethraliss))',
      'Trinkets changed (2):',
      "  ~ 250462 Forgotten Farstrider's Insignia: icon unknown -> inv_fixture_insignia",
      "  ~ 270167 Wavecaller's Seastone: on-use unknown -> false",
      'Sources added (1):',
      "  + 273794 Knot of Writhing Serpents: Zul'jan (Altar of Fangs)",
      'Missing from the API, kept (1):',
      '  ? 273794 Knot of Writhing Serpents: The Writhing Coil (Altar of Fangs)',
      'Encounters renamed (1):',
      '  ~ 2827: unknown -> Fixture World Boss',
      '5 changes, 1 kept although missing from the API (check them in game; --allow-removals removes them).',
    ])

    const after = parseSeasonDataset(JSON.parse(result.written), 'written dataset')
    expect(checkIntegrity(after)).toEqual([])
    expect(after.season.dataAsOf).toBe('2026-11-03')
    // The API has no item-level tables: they are kept exactly, and the run says so.
    expect(result.stdout).toContain(itemLevelsKeptLine)
    expect(after.raidLoot).toEqual(importer.dataset.raidLoot)
    expect(after.dungeonDifficulties).toEqual(importer.dataset.dungeonDifficulties)
    expect(after.mythicPlus).toEqual(importer.dataset.mythicPlus)
    expect(after.aboveTrackItemLevels).toEqual(importer.dataset.aboveTrackItemLevels)
    const added = after.trinkets.find((t) => t.id === 900_001)
    expect(added).toMatchObject({
      quality: 'rare',
      primaryStats: ['agility'],
      roles: ['tank', 'damage'],
      onUse: true,
      effect: null,
      icon: { name: 'inv_fixture_charm', fileId: 9_000_001 },
      sources: [{ instanceId: 1030, encounterId: 2144 }],
    })
    expect(added?.provenance.eligibility.certainty).toBe('inferred')
    expect(after.trinkets.some((t) => t.id === 900_002)).toBe(false)
    // The thin answer for Merektha's Fang (no name, stats or spells) leaves it exactly as it was.
    expect(after.trinkets.find((t) => t.id === 158_367)).toEqual(
      importer.dataset.trinkets.find((t) => t.id === 158_367),
    )
    const insignia = after.trinkets.find((t) => t.id === 250_462)
    expect(insignia?.icon).toEqual({ name: 'inv_fixture_insignia', fileId: 255_126 })
    expect(insignia?.provenance.icon?.source).toBe('Blizzard Game Data API (us, en_US) 2026-11-03')
    // Without --allow-removals the Knot keeps the source the API no longer lists, beside the new one.
    expect(after.trinkets.find((t) => t.id === 273_794)?.sources).toEqual([
      { instanceId: 1322, encounterId: 2879 },
      { instanceId: 1322, encounterId: 2880 },
    ])

    // A re-run answers from the on-disk cache without touching the network.
    const requestsBefore = result.server.requests.length
    const again = await importer.run(importer.changedApiRoutes())
    expect(again.server.requests.length).toBe(requestsBefore)
    expect(again.stdout).toContain('0 changes, 1 kept although missing from the API')
    expect(again.written).toBe(result.written)
    expect(again.stdout).toMatch(/Answers: 0 from the API, \d+ from the cache/)
    const cached = await readFile(
      path.join(importer.workDir, 'cache/us/en_US/item/900001.json'),
      'utf8',
    )
    expect(JSON.parse(cached)).toEqual(readFixture('item-900001.json'))
  })

  it('prints the diff but writes nothing on --dry-run', async () => {
    const result = await importer.run(importer.changedApiRoutes(), { extraArgs: ['--dry-run'] })
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('Trinkets added (1):')
    expect(result.stdout).toContain('Dry run: season.json was not written.')
    expect(result.written).toBe(importer.datasetText)
  })

  it('removes a source the API lacks only with --allow-removals, and then an orphaned trinket', async () => {
    const routes = mirrorRoutes(importer.dataset)
    // Merektha's answer lists loot, but not Merektha's Fang, its only source.
    routes.set(
      'GET /data/wow/journal-encounter/2143',
      importer.ok({
        id: 2143,
        name: 'Merektha',
        items: [{ id: 91_003, item: { id: 900_002, name: 'Fixture Girdle of Testing' } }],
      }),
    )
    routes.set('GET /data/wow/item/900002', importer.ok(readFixture('item-900002.json')))
    const kept = await importer.run(routes)
    importer.expectReported(kept, [
      'Missing from the API, kept (1):',
      "  ? 158367 Merektha's Fang: Merektha (Temple of Sethraliss)",
      '0 changes, 1 kept although missing from the API',
    ])
    expect(kept.written).toBe(importer.datasetText)

    const removed = await importer.run(routes, { extraArgs: ['--allow-removals'] })
    importer.expectReported(removed, [
      'Trinkets removed (1):',
      "  - 158367 Merektha's Fang",
      'Sources removed (1):',
      "  - 158367 Merektha's Fang: Merektha (Temple of Sethraliss)",
    ])
    const after = parseSeasonDataset(JSON.parse(removed.written), 'written dataset')
    expect(after.trinkets.some((t) => t.id === 158_367)).toBe(false)
    // Nor does a guide's ranking still recommend it.
    expect(after.guideRankings.flatMap((r) => r.items.map((i) => i.itemId))).not.toContain(158_367)
  })

  it('keeps curated notes and marks when the API changes a cooldown, and says so', async () => {
    const routes = mirrorRoutes(importer.dataset)
    const withUse = (itemId: number, description: string) => {
      const item = itemSchema.parse((routes.get(`GET /data/wow/item/${itemId}`) as Reply).body)
      routes.set(
        `GET /data/wow/item/${itemId}`,
        importer.ok({
          ...item,
          preview_item: { ...item.preview_item, spells: [{ spell: { id: 1 }, description }] },
        }),
      )
    }
    // Hex Lord's Dooming Idol: effect disputed (its duration). Voracious Heart: cooldown unknown.
    withUse(270_169, 'Use: Release your stored stacks. (1 Min Cooldown)')
    withUse(270_175, 'Use: Gain strength or agility. (2 Min Cooldown)')
    const result = await importer.run(routes)
    importer.expectReported(result, [
      'Trinkets changed (2):',
      "  ~ 270169 Hex Lord's Dooming Idol: cooldown (s) 30 -> 60 (it was marked disputed; the mark and its note are kept: review them)",
      "  ~ 270175 Voracious Heart of Ula'tek: cooldown (s) unknown -> 120 (its note is kept: check it still holds)",
    ])
    const after = parseSeasonDataset(JSON.parse(result.written), 'written dataset')
    const effectMarkOf = (id: number) =>
      importer.dataset.trinkets.find((t) => t.id === id)?.provenance.effect
    const idol = after.trinkets.find((t) => t.id === 270_169)
    expect(idol?.effect?.cooldownSeconds).toBe(60)
    expect(idol?.provenance.effect).toEqual({
      ...effectMarkOf(270_169),
      source: `${effectMarkOf(270_169)?.source}; cooldown from Blizzard Game Data API (us, en_US) 2026-11-03`,
    })
    const heart = after.trinkets.find((t) => t.id === 270_175)
    expect(heart?.effect?.cooldownSeconds).toBe(120)
    expect(heart?.provenance.effect?.note).toBe(effectMarkOf(270_175)?.note)
    expect(heart?.provenance.effect?.certainty).toBe('confirmed')
  })

  it('asks the API again for everything on --refresh', async () => {
    const first = await importer.run(mirrorRoutes(importer.dataset))
    const gets = first.server.requests.filter((r) => r.startsWith('GET')).length
    const cached = await importer.run(mirrorRoutes(importer.dataset))
    expect(cached.stdout).toContain(`Answers: 0 from the API, ${gets} from the cache`)
    const refreshed = await importer.run(mirrorRoutes(importer.dataset), {
      extraArgs: ['--refresh'],
    })
    expect(refreshed.code).toBe(0)
    expect(refreshed.stdout).toContain(`Answers: ${gets} from the API, 0 from the cache`)
    expect(refreshed.server.requests.filter((r) => r.startsWith('GET'))).toHaveLength(gets * 2)
  })

  it('asks the API again, with a warning, when a cached answer is corrupt', async () => {
    await importer.run(mirrorRoutes(importer.dataset))
    const file = path.join(importer.workDir, 'cache/us/en_US/item/270173.json')
    await writeFile(file, '{"id": 270173, "name": "Zul')
    const before = importer.server?.requests.length ?? 0
    const result = await importer.run(mirrorRoutes(importer.dataset))
    expect(result.code).toBe(0)
    expect(result.stderr).toBe(
      `warning: Cached item 270173 (${file}) is not valid JSON; asking the API again.\n`,
    )
    expect(result.server.requests.slice(before)).toEqual([
      'POST /token',
      'GET /data/wow/item/270173',
    ])
    expect(result.stdout).toContain('No changes')
    expect(itemSchema.parse(JSON.parse(await readFile(file, 'utf8'))).id).toBe(270_173)
  })

  it('reads no names, on-use flags or cooldowns from a non-English locale', async () => {
    const routes = mirrorRoutes(importer.dataset)
    const flask = itemSchema.parse((routes.get('GET /data/wow/item/250215') as Reply).body)
    routes.set(
      'GET /data/wow/item/250215',
      importer.ok({
        ...flask,
        name: 'Flasche des Frachtläufers',
        preview_item: {
          ...flask.preview_item,
          spells: [
            {
              spell: { id: 1 },
              description: 'Benutzen: Erhöht kritische Trefferwertung. (2 Min. Abklingzeit)',
            },
          ],
        },
      }),
    )
    routes.set(
      'GET /data/wow/playable-specialization/250',
      importer.ok({
        id: 250,
        name: 'Blut',
        role: { type: 'TANK' },
        primary_stat_type: { type: 'STRENGTH' },
      }),
    )
    const result = await importer.run(routes, { extraArgs: ['--locale', 'de_DE'] })
    expect(result.code).toBe(0)
    expect(result.stderr).toBe(
      'warning: Names, on-use flags and cooldowns are read from English answers only; de_DE answers leave them as they are.\n',
    )
    expect(result.stdout).toContain('No changes')
    expect(result.written).toBe(importer.datasetText)
    const cached = await readFile(
      path.join(importer.workDir, 'cache/us/de_DE/item/250215.json'),
      'utf8',
    )
    expect(JSON.parse(cached)).toMatchObject({ name: 'Flasche des Frachtläufers' })
  })

  it('refuses to write a dataset that would fail its integrity checks', async () => {
    const routes = mirrorRoutes(importer.dataset)
    // An on-use trinket turning into an equip effect needs its effect summary rewritten by hand.
    const item = itemSchema.parse(
      (routes.get('GET /data/wow/item/250215') as Reply | undefined)?.body,
    )
    routes.set(
      'GET /data/wow/item/250215',
      importer.ok({
        ...item,
        preview_item: {
          ...item.preview_item,
          spells: [{ spell: { id: 1 }, description: 'Equip: now passive.' }],
        },
      }),
    )
    const result = await importer.run(routes)
    expect(result.code).toBe(1)
    expect(result.stdout).toContain("~ 250215 Freightrunner's Flask: on-use true -> false")
    expect(result.stderr).toContain('was not written')
    expect(result.stderr).toContain('onUse is false but its effect has a use')
    expect(result.written).toBe(importer.datasetText)
  })
})
