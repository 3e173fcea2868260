// @vitest-environment jsdom
// The crest plan as the player reads it: the crest alternative beside "Best to farm", the best
// use of each crest, each step's cost and gain, a sentence for each problem of the export, and
// the profile sets at the new levels.
import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { parseSpecSims } from '~/domain/sims/schema'
import preservationSimsFile from '../../../../data/sims/evoker/preservation.json'
import type { CharacterFields } from '../character/character-schema'
import { readSimcExport } from '../character/simc-import'
import furyExport from '../character/test-exports/fury-warrior-12-1.txt?raw'
import healerExport from '../character/test-exports/preservation-evoker-crest-plan.txt?raw'
import { season } from '../model/test-dataset'
import { type FightSims, fightSimsOf } from '../sims/sim-value'
import { crestPlanFor } from './crest-plan'
import { CrestPlan } from './crest-plan-box'
import { problemText } from './crest-plan-words'
import { crestProfileSets } from './crest-profilesets'
import { testUpgrades } from './test-upgrades'

// jsdom has no media queries: a desktop's width, where the plan starts open.
vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query }))

const preservation = fightSimsOf(
  season,
  parseSpecSims(preservationSimsFile, 'evoker/preservation'),
  'raid',
)

function characterOf(text: string): CharacterFields {
  const read = readSimcExport(season, text)
  if (!read.ok) throw new Error('the export does not read')
  return read.character
}
function planOf(character: CharacterFields, sims: FightSims | undefined) {
  const upgrades = testUpgrades(character, sims, undefined, [])
  return { plan: crestPlanFor(season, character, upgrades), unit: upgrades.unit }
}

describe('the crest plan in the box', () => {
  it("says a healer's crest alternative, best use and steps in QE score", () => {
    const { plan, unit } = planOf(characterOf(healerExport), preservation)
    const { container } = render(
      <CrestPlan plan={plan} unit={unit} specName="Preservation Evoker" fightName="Raid" />,
    )
    expect(
      screen.getByText(
        "Or spend your crests: Gebbo's Bottomless Bag 308 → 315 for 40 Hero Mistcrests and wear it, +4,536 QE score over your Lightspire Core (305).",
      ),
    ).toBeInTheDocument()
    expect(
      screen.getByText(
        '45 Hero Mistcrests: Lightspire Core 305 → 308 for 20, +1,126 QE score, the most per crest; they pay for 305 → 311 now (+1,126 QE score).',
      ),
    ).toBeInTheDocument()
    expect(container).toHaveTextContent(
      'You have 22 Adventurer Mistcrests, 10 Veteran Mistcrests, 14 Champion Mistcrests, 45 Hero Mistcrests, 5 Myth Mistcrests.',
    )
    expect(container).toHaveTextContent(
      'Lightspire Core (Hero 1/6, 305) · worn: can reach 308, 311, 315, 318 and 321Read at the nearest lower simmed level: 302 for your Lightspire Core (305).',
    )
    const steps = [...container.querySelectorAll('.crest-step')].map((li) => li.textContent)
    expect(steps.slice(0, 3)).toEqual([
      '308 (Hero 2/6): 20 Hero Mistcrests · +1,126 QE score · affordable now',
      '311 (Hero 3/6): 20 Hero Mistcrests · adds nothing by the simmed points · in all 40 Hero Mistcrests, +1,126 QE score · affordable nowRead at the nearest lower simmed level: 308 for 311.',
      '315 (Hero 4/6): 20 Hero Mistcrests · +1,427 QE score · in all 60 Hero Mistcrests, +2,553 QE score',
    ])
    expect(container).not.toHaveTextContent('% DPS')
  })

  it("prices the Fury Warrior's steps with the watermark, and says what it cannot", () => {
    const fury = characterOf(furyExport)
    // With last season's Adventurer Dawncrests beside the Mistcrests, as older exports list them.
    const { plan, unit } = planOf(
      {
        ...fury,
        currencies: [...fury.currencies, { id: 3383, amount: 27 }, { id: 3341, amount: 6 }],
      },
      undefined,
    )
    const { container } = render(<CrestPlan plan={plan} unit={unit} specName="Fury Warrior" />)
    expect(container).toHaveTextContent(
      "Effigy of Ula'tek's Faithful (Hero 3/6, 311) · worn: can reach 315, 318 and 321",
    )
    expect(container).toHaveTextContent(
      '315 (Hero 4/6): 20 Hero Mistcrests · gain unknown318 (Hero 5/6)',
    )
    expect(container).toHaveTextContent('295 (Champion 2/6): free (your trinket watermark is 308)')
    expect(container).toHaveTextContent(
      "Your export also lists currencies 3383 and 3341, an earlier season's crests and not this season's Mistcrests: they are not counted.",
    )
    // No gains, so no alternative to farming is offered.
    expect(container).not.toHaveTextContent('Or spend your crests')
  })

  it('says each problem of the export in one sentence', () => {
    const fury = characterOf(furyExport)
    const { plan } = planOf(
      { ...fury, currencies: [{ id: 3445, amount: -40 }], watermarks: [] },
      undefined,
    )
    if (plan.kind !== 'plan') throw new Error('no plan')
    expect(plan.problems.map(problemText)).toEqual([
      'Your export gives -40 Hero Mistcrests, which no character can hold, so that balance is not read and nothing is said about what it pays for.',
      'Your export has no slot_high_watermarks line, so every step is priced in full: steps up to your highest trinket level so far may really be free.',
    ])
    const none = planOf({ ...fury, currencies: [] }, undefined).plan
    if (none.kind !== 'plan') throw new Error('no plan')
    expect(none.problems.map(problemText)).toEqual([
      'Your export has no crest balances (no upgrade_currencies line), so the costs are shown without what you can pay for now.',
    ])
  })

  it('shows no plan for an export of another season', () => {
    const old = { ...characterOf(furyExport), gameVersion: '12.0.5.66000' }
    const { plan, unit } = planOf(old, undefined)
    const { container } = render(<CrestPlan plan={plan} unit={unit} specName="Fury Warrior" />)
    expect(container).toBeEmptyDOMElement()
  })
})

describe('the crest plan as profile sets', () => {
  it("writes each step with the target rank's bonus id in place of the current one", () => {
    const { plan } = planOf(characterOf(healerExport), preservation)
    if (plan.kind !== 'plan') throw new Error('no plan')
    const sets = crestProfileSets(plan, 'Preservation Evoker', 'Raid')
    // The worn Lightspire Core (Hero 1/6, 12841) in its own slot, at Hero 6/6 (12846).
    expect(sets).toContain(
      'profileset."Lightspire Core 321 crests"+=trinket1=,id=250214,bonus_id=6652/12846',
    )
    // The bag trinket in the slot of the weaker worn one it would replace (the Core's).
    expect(sets).toContain(
      `profileset."Gebbo's Bottomless Bag 315 crests"+=trinket1=,id=270164,bonus_id=6652/12844`,
    )
    expect(sets.match(/^profileset/gm)).toHaveLength(5 + 2 + 4)
  })

  it('writes none for an item whose bonus ids were cut', () => {
    const character = characterOf(healerExport)
    const cut = {
      ...character,
      trinkets: character.trinkets.map((t) => ({ ...t, bonusIdsCut: true })),
    }
    const { plan } = planOf(cut, preservation)
    if (plan.kind !== 'plan') throw new Error('no plan')
    expect(crestProfileSets(plan, 'Preservation Evoker', 'Raid')).not.toContain('profileset.')
  })
})
