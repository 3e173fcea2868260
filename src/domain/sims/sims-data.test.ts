// The spec files in data/sims: each parses, fits the season dataset, and (where the reference
// facts sit beside the repository) says exactly what ../shared/gamedata/trinket_sims.json says,
// except the fights a later import took from Bloodmallet's own charts (scripts/import-sims.ts).
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { keepingChartSets } from '../../../scripts/sims/bloodmallet-sims'
import { importSims } from '../../../scripts/sims/reference-sims'
import { describeWithReference } from '../../test/reference-files'
import { parseSeasonDataset } from '../season/parse-dataset'
import { simsFilesCovered, simsProblems } from './integrity'
import { parseSpecSimsFor } from './plausible-sims'
import { parseSpecSims, type SimPoint, type SpecSims } from './schema'

const dataset = parseSeasonDataset(
  JSON.parse(readFileSync(new URL('../../../data/season.json', import.meta.url), 'utf8')),
  'data/season.json',
)
const simsFolder = new URL('../../../data/sims/', import.meta.url)
const files = readdirSync(simsFolder, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.json'))
  .sort()
const specFiles: [string, SpecSims][] = files.map((file) => [
  file,
  parseSpecSims(JSON.parse(readFileSync(new URL(file, simsFolder), 'utf8')), file),
])
const referenceFile = new URL('../../../../shared/gamedata/trinket_sims.json', import.meta.url)
const extraFile = new URL('../../../../shared/gamedata/trinket_sims_extra.json', import.meta.url)

describe('data/sims', () => {
  it.each(specFiles)('%s fits the season dataset and sits at its spec’s path', (file, sims) => {
    expect(simsProblems(sims, dataset)).toEqual([])
    expect(file).toBe(`${sims.classSlug}/${sims.specSlug}.json`)
  })

  it.each(files)('%s is plausible for the season (item levels, values, dates, names)', (file) => {
    const raw = JSON.parse(readFileSync(new URL(file, simsFolder), 'utf8'))
    expect(() => parseSpecSimsFor(raw, file, dataset)).not.toThrow()
  })

  it('has a file for each spec a sim source covers, and for no other', () => {
    expect(files).toEqual(simsFilesCovered(dataset))
  })

  it('refuses a trinket the spec cannot loot, another season and another unit', () => {
    const [, fire] = specFiles.find(([file]) => file === 'mage/fire.json') ?? []
    if (!fire) throw new Error('fixture')
    const strength = dataset.trinkets.find((t) => !t.specIds.includes(fire.specId))
    if (!strength) throw new Error('fixture')
    const changed = structuredClone(fire)
    changed.seasonId = 'midnight-s1'
    changed.sets[0]?.items.push({ itemId: strength.id, points: [[292, 1]] })
    const qe = dataset.simSources.find((s) => s.unit === 'qe-score')
    if (changed.sets[1] && qe) changed.sets[1].sourceId = qe.id
    const problems = simsProblems(changed, dataset).join('\n')
    expect(problems).toContain('not midnight-s2')
    expect(problems).toContain(`${strength.name} is not lootable by the spec`)
    expect(problems).toContain('is qe-score, not dps-percent')
  })

  it('refuses item levels out of order and two curves for one trinket', () => {
    const [, fire] = specFiles[0] ?? []
    if (!fire) throw new Error('fixture')
    const changed = structuredClone(fire)
    const first = changed.sets[0]?.items[0]
    if (!first) throw new Error('fixture')
    changed.sets[0]?.items.push(structuredClone(first))
    expect(() => parseSpecSims(changed, 'a changed copy')).toThrow(
      // The set's own check (an id once across its lists) says it a second time.
      /^a changed copy: sets\[0\]\.items is a list of \d+, one curve per item( \(and 1 more problem\))?\.$/,
    )
    first.points.reverse()
    expect(() => parseSpecSims(changed, 'a changed copy')).toThrow(
      /^a changed copy: sets\[0\]\.items\[0\]\.points is a list of \d+, item levels must rise, each once \(and [12] more problems?\)\.$/,
    )
  })
})

describeWithReference(
  'data/sims against ../shared/gamedata/trinket_sims.json',
  // The extra rows sit beside the main file and belong to what the import writes.
  [referenceFile, extraFile],
  () => {
    const extra: unknown = JSON.parse(readFileSync(extraFile, 'utf8'))
    const reference = JSON.parse(readFileSync(referenceFile, 'utf8')) as {
      sources: { id: string }[]
      specs: {
        spec_id: number
        scenario: string
        source_tier_tag: string
        trinkets: {
          item_id: number
          in_dataset: boolean
          spec_eligible_in_trinkets_json: boolean | null
          values: Record<string, number>
        }[]
      }[]
    }
    const fightOf: Record<string, string> = {
      'single target': 'single-target',
      '5 targets': 'five-targets',
      raid: 'raid',
      dungeon: 'dungeon',
    }
    const ours = new Map(specFiles.map(([, sims]) => [sims.specId, sims]))
    const fromReference = new Set(reference.sources.map((source) => source.id))
    /**
     * Each row of the reference, with our set for its spec and fight (none where we lack one). A
     * fight a publisher's own chart has since refreshed is that chart's, no longer the reference's.
     */
    const referenceRows = reference.specs.flatMap((block) => {
      const set = ours
        .get(block.spec_id)
        ?.sets.find((s) => s.fightStyle === fightOf[block.scenario])
      if (set && !fromReference.has(set.sourceId)) return []
      return block.trinkets.map((row) => ({
        row,
        set,
        label: `${block.spec_id} ${block.scenario} ${row.item_id}`,
      }))
    })
    /** A curve as the reference writes it: values keyed by item level. */
    const valuesByLevel = (points: SimPoint[] | undefined) =>
      Object.fromEntries(points?.map(([level, value]) => [String(level), value]) ?? [])

    const referenceSets = () =>
      specFiles.flatMap(([, s]) => s.sets.filter((set) => fromReference.has(set.sourceId)))

    it('holds every value of a lootable season trinket exactly as the reference, and no other', () => {
      let compared = 0
      for (const { row, set, label } of referenceRows) {
        const curve = set?.items.find((item) => item.itemId === row.item_id)?.points
        if (!row.in_dataset || row.spec_eligible_in_trinkets_json === false) {
          expect(curve, label).toBeUndefined()
          continue
        }
        expect(valuesByLevel(curve)).toEqual(row.values)
        compared++
      }
      const inFiles = referenceSets().flatMap((set) => set.items).length
      expect(compared).toBe(inFiles)
      expect(compared).toBeGreaterThan(600)
    })

    it('keeps the values of every crafted, delve, PvP, older and unlootable trinket simmed for the spec, apart from the rows', () => {
      let compared = 0
      for (const { row, set, label } of referenceRows) {
        const kept = set?.wornOnly.find((item) => item.itemId === row.item_id)
        const unlootable = row.in_dataset && row.spec_eligible_in_trinkets_json === false
        if (row.in_dataset && !unlootable) {
          expect(kept, label).toBeUndefined()
          continue
        }
        if (!set) continue
        expect(valuesByLevel(kept?.points)).toEqual(row.values)
        // A season trinket the spec cannot loot is marked so; an owner keeps its value (#41).
        expect(kept?.cannotLoot, label).toBe(unlootable ? true : undefined)
        compared++
      }
      const inFiles = referenceSets().flatMap((set) => set.wornOnly).length
      expect(compared).toBe(inFiles)
      expect(compared).toBeGreaterThan(300)
    })

    it('is what `npm run data:sims -- --no-bloodmallet` writes (no new charts read)', () => {
      const bare = { ...dataset, simSources: [] }
      const current = { simSources: dataset.simSources, specs: specFiles.map(([, sims]) => sims) }
      const { simSources, specs } = keepingChartSets(
        importSims(reference, bare, extra),
        current,
        bare,
      )
      expect(simSources).toEqual(dataset.simSources)
      expect(specs.map((s) => `${s.classSlug}/${s.specSlug}.json`).sort()).toEqual(files)
      for (const sims of specs) {
        expect(sims).toEqual(specFiles.find(([, ours]) => ours.specId === sims.specId)?.[1])
      }
    })

    it('covers 36 specs and leaves out the four the reference has no Season 2 sims for', () => {
      const covered = new Set(dataset.simSources.flatMap((s) => s.specIds))
      const left = dataset.specs
        .filter((s) => !covered.has(s.id))
        .map((s) => `${s.classSlug}/${s.slug}`)
      expect(covered.size).toBe(36)
      expect(left.sort()).toEqual([
        'druid/balance',
        'druid/guardian',
        'evoker/augmentation',
        'evoker/devastation',
      ])
    })
  },
)
