import { describe, expect, it } from 'vitest'
import { parseSeasonDataset } from '~/domain/season/parse-dataset'
import season from '../../../../data/season.json' with { type: 'json' }
import { cachedSpecPicks } from '../rankings/guide-picks'
import { specPageHead } from './spec-page-head'

const dataset = parseSeasonDataset(season, 'data/season.json')
const metaOf = (head: ReturnType<typeof specPageHead>, key: string) =>
  head?.meta.find(
    (tag) => ('name' in tag ? tag.name : 'property' in tag ? tag.property : '') === key,
  )

describe('a spec page head', () => {
  it("names the spec and season, the spec's trinket count and the guides' top three picks", () => {
    const head = specPageHead(dataset, { wowClass: 'mage', wowSpec: 'fire' })
    expect(head?.meta[0]).toEqual({ title: 'Fire Mage trinkets · Midnight Season 2 · Vaultwise' })
    const spec = dataset.specs.find((s) => s.classSlug === 'mage' && s.slug === 'fire')
    if (!spec) throw new Error('no Fire Mage in data/season.json')
    const count = dataset.trinkets.filter((t) => t.specIds.includes(spec.id)).length
    const top = cachedSpecPicks(dataset, spec, 'Fire Mage').top.slice(0, 3)
    expect(top.length).toBe(3)
    const description = `${count} Midnight Season 2 trinkets Fire Mages can use: where each drops, at what item level, and which key or boss to farm. The guides' top picks: ${top[0]?.name}, ${top[1]?.name} and ${top[2]?.name}.`
    expect(metaOf(head, 'description')).toEqual({ name: 'description', content: description })
    expect(metaOf(head, 'og:image')?.content).toBe(
      'https://vaultwise.gg/og/trinket-tracker/mage-fire.png',
    )
    expect(head?.links).toEqual([
      {
        rel: 'canonical',
        href: 'https://vaultwise.gg/trinket-tracker/?wowClass=mage&wowSpec=fire',
      },
    ])
  })

  it('leaves the picks out for a spec no guide ranks', () => {
    const bare = { ...dataset, guideRankings: [] }
    const description = metaOf(
      specPageHead(bare, { wowClass: 'mage', wowSpec: 'fire' }),
      'description',
    )
    expect(description?.content).toMatch(/to farm\.$/)
  })

  it('is none for a class or spec the season does not have', () => {
    expect(specPageHead(dataset, { wowClass: 'mage', wowSpec: 'holy' })).toBeUndefined()
    expect(specPageHead(dataset, { wowClass: 'Mage', wowSpec: 'fire' })).toBeUndefined()
    expect(specPageHead(dataset, {})).toBeUndefined()
  })

  it('exists for each of the 40 specs', () => {
    expect(dataset.specs).toHaveLength(40)
    for (const spec of dataset.specs) {
      expect(specPageHead(dataset, { wowClass: spec.classSlug, wowSpec: spec.slug })).toBeDefined()
    }
  })
})
