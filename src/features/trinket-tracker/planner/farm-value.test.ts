import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseSpecSims } from '~/domain/sims/schema'
import { season, trinketNamed } from '../model/test-dataset'
import { fightSimsOf } from '../sims/sim-value'
import { farmPlaces, farmPlan, trinketEntries } from './farm-plan'
import { rankPlacesBy, simValueOfDrop } from './farm-value'

const fireFile = new URL('../../../../data/sims/mage/fire.json', import.meta.url)
const fire = parseSpecSims(JSON.parse(readFileSync(fireFile, 'utf8')), 'mage/fire')

describe('the farm plan in the sim value order', () => {
  const fireSpec = season.specs.find((s) => s.classSlug === 'mage' && s.slug === 'fire')
  if (!fireSpec) throw new Error('fixture')
  const sims = fightSimsOf(season, fire, 'single-target')
  if (!sims) throw new Error('fixture')

  it('ranks a farm plan by the best value that drops at each place, unsimmed places last', () => {
    const tracked = [
      'Vile Vial of Volatile Venom',
      "Wavecaller's Seastone",
      'Sapling of the Dawnroot',
    ]
      .map((name) => trinketNamed(name))
      .filter((t) => t.specIds.includes(fireSpec.id))
    const context = { kind: 'key', keyLevel: 10 } as const
    const places = farmPlaces(
      farmPlan(season, [...trinketEntries(season, tracked).values()], context),
    )
    const ranked = rankPlacesBy(places, simValueOfDrop(sims))
    const values = ranked.map((p) => p.best?.value)
    const withValue = values.filter((v) => v !== undefined)
    expect(withValue).toEqual([...withValue].sort((a, b) => (b ?? 0) - (a ?? 0)))
    expect(values.slice(withValue.length).every((v) => v === undefined)).toBe(true)
    expect(ranked).toHaveLength(places.length)
  })
})
