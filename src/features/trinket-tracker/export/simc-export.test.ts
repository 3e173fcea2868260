import { describe, expect, it } from 'vitest'
import { trinketItemLevel } from '../item-level/item-level'
import { season, trinketNamed } from '../test-dataset'
import { type SimcTrinket, simcExport } from './simc-export'

const base = { seasonName: 'Midnight Season 2', specName: 'Frost Mage', contextName: 'Mythic+ +10' }

/** The export of these trinkets for a Frost Mage at +10. */
const exportOf = (...trinkets: SimcTrinket[]) => simcExport({ ...base, trinkets })

describe('SimulationCraft export', () => {
  it('writes one commented trinket1= line per trinket with its item level', () => {
    const text = exportOf({
      id: 250214,
      name: 'Lightspire Core',
      source: 'The Blinding Vale, Lightwarden Ruia',
      itemLevel: {
        kind: 'drop',
        drop: { itemLevel: 311, placement: 'Hero 3/6', certainty: 'confirmed' },
        vault: { itemLevel: 318, placement: 'Myth 1/6', certainty: 'confirmed' },
      },
    })
    const lines = text.trim().split('\n')
    expect(lines).toContain('trinket1=,id=250214,ilevel=311')
    expect(lines).toContain(
      '# Lightspire Core, The Blinding Vale, Lightwarden Ruia: drops at 311 (Hero 3/6); Great Vault 318 (Myth 1/6)',
    )
    expect(lines[0]).toBe('# Vaultwise trinket tracker: Midnight Season 2')
    expect(lines).toContain('# Spec: Frost Mage')
    expect(lines).toContain('# Item levels: Mythic+ +10')
    // Every line is either a comment, blank, or an item line SimulationCraft reads.
    for (const line of lines) expect(line === '' || /^(#|trinket1=,id=\d+)/.test(line)).toBe(true)
  })

  it('omits ilevel and says why when the level is unknown, instead of inventing one', () => {
    const text = exportOf(
      {
        id: 270175,
        name: "Voracious Heart of Ula'tek",
        source: "The Venomous Abyss, Ula'tek",
        itemLevel: { kind: 'elsewhere', reason: 'Raid drop, not from keys' },
      },
      {
        id: 250462,
        name: "Forgotten Farstrider's Insignia",
        source: 'Midnight world bosses',
        itemLevel: { kind: 'range', min: null, max: null, certainty: 'confirmed' },
      },
    )
    expect(text).toContain('trinket1=,id=270175\n')
    expect(text).toContain('trinket1=,id=250462\n')
    expect(text).not.toContain('ilevel=')
    expect(text).toContain(
      "# Voracious Heart of Ula'tek, The Venomous Abyss, Ula'tek: item level unknown here: raid drop, not from keys",
    )
  })

  it('marks inferred levels in the comment', () => {
    const text = simcExport({
      ...base,
      specName: null,
      trinkets: [
        {
          id: 1,
          name: 'Test',
          source: 'Somewhere',
          itemLevel: {
            kind: 'track',
            level: { itemLevel: 324, placement: 'Myth 3/6', certainty: 'inferred', note: 'x' },
          },
        },
      ],
    })
    expect(text).toContain('item level 324 (Myth 3/6), inferred')
    expect(text).toContain('trinket1=,id=1,ilevel=324')
    expect(text).not.toContain('# Spec:')
  })

  it('keeps a name with a line break on its comment line', () => {
    const text = exportOf({
      id: 2,
      name: 'Evil\ntrinket1=,id=666',
      source: 'x',
      itemLevel: { kind: 'unknown', reason: 'Not known' },
    })
    expect(text).not.toMatch(/^trinket1=,id=666/m)
  })
})

describe("SimulationCraft export uses the tracker's levels", () => {
  const lineFor = (name: string, context: Parameters<typeof trinketItemLevel>[3]) => {
    const trinket = trinketNamed(name)
    const source = trinket.sources[0]
    if (!source) throw new Error('no source')
    return exportOf({
      id: trinket.id,
      name: trinket.name,
      source: 'somewhere',
      itemLevel: trinketItemLevel(season, trinket, source, context),
    })
  }

  it("puts a raid boss's own level in the line: Heroic Ula'tek 315", () => {
    const text = lineFor("Voracious Heart of Ula'tek", { kind: 'raid', difficulty: 'heroic' })
    expect(text).toContain(',ilevel=315')
    expect(text).toContain('Great Vault 318 (Myth 1/6)')
  })

  it('gives no level for a step the trinket cannot have, and names the nearest', () => {
    const text = lineFor("Voracious Heart of Ula'tek", {
      kind: 'track',
      track: 'adventurer',
      step: 1,
    })
    expect(text).not.toContain('ilevel=')
    expect(text).toContain('not on the adventurer track; nearest 289 (Veteran 4/6')
  })

  it('says the drop range in words when no activity is chosen', () => {
    const text = lineFor('Lightspire Core', undefined)
    expect(text).not.toContain('ilevel=')
    expect(text).toContain('lowest drop 292 (Mythic 0)')
    expect(text).toContain('upgrades to 334')
  })
})
