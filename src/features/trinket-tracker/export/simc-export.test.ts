import { describe, expect, it } from 'vitest'
import { trinketItemLevel } from '../item-level/item-level'
import { contextDropLevel } from '../item-level/key-rewards'
import { season, trinketNamed } from '../model/test-dataset'
import {
  type SimcExportInput,
  type SimcTrinket,
  simcGearFromBags,
  simcItemOptions,
  simcProfileSets,
} from './simc-export'

const base: Omit<SimcExportInput, 'trinkets'> = {
  seasonName: 'Midnight Season 2',
  specName: 'Frost Mage',
  contextName: 'Mythic+ +10',
  contextLevel: null,
}

const sigil: SimcTrinket = {
  id: 250224,
  name: "Mindpiercer's Sigil",
  source: 'Voidscar Arena, a boss',
  usable: true,
  itemLevel: {
    kind: 'drop',
    drop: { itemLevel: 311, placement: 'Hero 3/6', certainty: 'confirmed' },
    vault: { itemLevel: 318, placement: 'Myth 1/6', certainty: 'confirmed' },
  },
}

const unknownLevel: SimcTrinket = {
  id: 250462,
  name: "Forgotten Farstrider's Insignia",
  source: 'Midnight world bosses',
  usable: true,
  itemLevel: { kind: 'range', min: null, max: null, certainty: 'confirmed' },
}

const notForMage: SimcTrinket = {
  id: 158367,
  name: "Merektha's Fang",
  source: 'Temple of Sethraliss',
  usable: false,
  itemLevel: sigil.itemLevel,
}

const lines = (text: string) => text.trimEnd().split('\n')

/** SimulationCraft's item options: a slot, an optional token, then key=value pairs. */
const itemOptions = /^trinket1=[a-z0-9_]*(,(id|ilevel|bonus_id)=\d+(\/\d+)*)+$/
/** A profile set line: a quoted name (no period, no quote) and +=, then the item's options. */
const profileSetLine = /^profileset\."([^".\n]+)"\+=(.+)$/

describe('SimulationCraft profile sets', () => {
  it('writes one quoted profile set per trinket with += and the item option grammar', () => {
    const text = simcProfileSets({ ...base, trinkets: [sigil] })
    expect(lines(text)).toContain(
      `profileset."Mindpiercer's Sigil 311"+=trinket1=,id=250224,ilevel=311`,
    )
    for (const line of lines(text)) {
      if (line === '' || line.startsWith('#')) continue
      const match = profileSetLine.exec(line)
      expect(match, line).not.toBeNull()
      expect(match?.[2]).toMatch(itemOptions)
    }
    expect(text).toContain(
      "# Mindpiercer's Sigil, Voidscar Arena, a boss: drops at 311 (Hero 3/6); Great Vault 318 (Myth 1/6)",
    )
    expect(lines(text)[0]).toBe('# Vaultwise trinket tracker: Midnight Season 2')
    expect(text).toContain('# Spec: Frost Mage')
    expect(text).toContain('# Item levels: Mythic+ +10')
  })

  it('gives every trinket its own profile set, so a sim compares them all', () => {
    const lightspire: SimcTrinket = { ...sigil, id: 250214, name: 'Lightspire Core' }
    const text = simcProfileSets({ ...base, trinkets: [sigil, lightspire] })
    const names = lines(text).flatMap((line) => profileSetLine.exec(line)?.[1] ?? [])
    expect(names).toEqual(["Mindpiercer's Sigil 311", 'Lightspire Core 311'])
    // Two uncommented trinket1= lines would make a sim use only the last one.
    expect(text).not.toMatch(/^trinket1=/m)
  })

  it('keeps names SimC accepts: no periods, no quotes, one line', () => {
    const odd: SimcTrinket = { ...sigil, id: 1, name: 'Dr. "Evil"\nCore' }
    const text = simcProfileSets({ ...base, trinkets: [odd] })
    expect(text).toContain('profileset."Dr Evil Core 311"+=trinket1=,id=1,ilevel=311')
    expect(text).not.toMatch(/^profileset.*\n(?!#|$|profileset)/m)
  })

  it('says an unknown level in a comment and leaves that line commented out', () => {
    const text = simcProfileSets({ ...base, trinkets: [unknownLevel] })
    expect(text).not.toContain('ilevel=')
    expect(text).not.toMatch(/^profileset/m)
    expect(text).toContain(
      `# (left commented out: no level to sim it at) profileset."Forgotten Farstrider's Insignia"+=trinket1=,id=250462`,
    )
    expect(text).toContain('item level unknown here')
  })

  it('leaves out trinkets the spec cannot use, with a comment', () => {
    const text = simcProfileSets({ ...base, trinkets: [sigil, notForMage] })
    expect(text).not.toContain('id=158367')
    expect(text).toContain("# Left out, not for Frost Mage: Merektha's Fang")
  })
})

describe('SimulationCraft Gear from Bags block', () => {
  it('writes commented item lines, each under a # Name (level) comment', () => {
    const text = simcGearFromBags({ ...base, trinkets: [sigil, unknownLevel, notForMage] })
    const all = lines(text)
    expect(all[0]).toBe('### Gear from Bags')
    const at = all.indexOf("# Mindpiercer's Sigil (311)")
    expect(at).toBeGreaterThan(0)
    expect(all[at + 1]).toBe('# trinket1=,id=250224,ilevel=311')
    expect(all[at - 1]).toBe('#')
    // Every line is a comment: the block is read as bags, never as equipped gear.
    for (const line of all) expect(line.startsWith('#')).toBe(true)
    for (const line of all.filter((l) => l.startsWith('# trinket1='))) {
      expect(line.slice(2)).toMatch(itemOptions)
    }
    expect(text).not.toContain('id=250462')
    expect(text).toContain("# Left out, item level unknown: Forgotten Farstrider's Insignia")
    expect(text).toContain("# Left out, not for Frost Mage: Merektha's Fang")
  })
})

describe('item options', () => {
  it('has no level when it is unknown', () => {
    expect(simcItemOptions(5, null)).toBe('trinket1=,id=5')
    expect(simcItemOptions(5, 300)).toBe('trinket1=,id=5,ilevel=300')
  })
})

describe("SimulationCraft export uses the tracker's levels", () => {
  const exportAt = (name: string, context: Parameters<typeof trinketItemLevel>[3]) => {
    const trinket = trinketNamed(name)
    const source = trinket.sources[0]
    if (!source) throw new Error('no source')
    return simcProfileSets({
      ...base,
      contextLevel: contextDropLevel(season, context),
      trinkets: [
        {
          id: trinket.id,
          name: trinket.name,
          source: 'somewhere',
          usable: true,
          itemLevel: trinketItemLevel(season, trinket, source, context),
        },
      ],
    })
  }

  it("puts a raid boss's own level in the line: Heroic Ula'tek 315", () => {
    const text = exportAt("Voracious Heart of Ula'tek", { kind: 'raid', difficulty: 'heroic' })
    expect(text).toContain(`"Voracious Heart of Ula'tek 315"+=trinket1=,id=270175,ilevel=315`)
    expect(text).toContain('Great Vault 318 (Myth 1/6)')
  })

  it("keeps a raid trinket's level in key mode: the key's own end-of-run level", () => {
    const text = exportAt("Voracious Heart of Ula'tek", { kind: 'key', keyLevel: 10 })
    expect(text).toContain(',id=270175,ilevel=311')
    expect(text).toContain('raid drop, not from keys; compared at the +10 end-of-run level, 311')
  })

  it('gives no level for a step the trinket cannot have, and names the nearest', () => {
    const text = exportAt("Voracious Heart of Ula'tek", {
      kind: 'track',
      track: 'adventurer',
      step: 1,
    })
    expect(text).not.toContain('ilevel=')
    expect(text).toContain('not on the adventurer track; nearest 289 (Veteran 4/6')
  })

  it('says the drop range in words when no activity is chosen', () => {
    const text = exportAt('Lightspire Core', undefined)
    expect(text).not.toContain('ilevel=')
    expect(text).toContain('lowest drop 292 (Mythic 0)')
    expect(text).toContain('upgrades to 334')
  })
})
