// @vitest-environment jsdom
// The character box's upgrade answers show each season trinket with its game icon, as every other
// place a trinket appears does (issue 33), once the build's icon list has arrived.
import { render, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { parseSpecSims } from '~/domain/sims/schema'
import fireSimsFile from '../../../../data/sims/mage/fire.json'
import { season, trinketNamed } from '../model/test-dataset'
import { inScope, trinketIndex } from '../model/trinket-filter'
import { fightSimsOf } from '../sims/sim-value'
import { seasonItem, testCharacter, testUpgrades } from './test-upgrades'
import { YourUpgrades } from './your-upgrades'

vi.mock('@tanstack/react-router', () => ({
  Link: ({ children }: { children: ReactNode }) => <a href="/faq/">{children}</a>,
}))
// A build whose importer saved an icon for every season trinket.
vi.mock('../../../../data/icons.json', async () => {
  const { season } = await import('../model/test-dataset')
  return {
    default: {
      icons: Object.fromEntries(
        season.trinkets.map((t) => [
          t.id,
          { file: `/item-icons/${t.id}.png`, width: 56, height: 56 },
        ]),
      ),
    },
  }
})

// jsdom has no media queries: a desktop's width, where the export's list starts open.
vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query }))

const fire = fightSimsOf(season, parseSpecSims(fireSimsFile, 'mage/fire'), 'single-target')
const fireSpec = season.specs.find((s) => s.classSlug === 'mage' && s.slug === 'fire')

const character = testCharacter({
  classSlug: 'mage',
  specSlug: 'fire',
  trinkets: [
    seasonItem("Mindpiercer's Sigil", 'equipped', 305, 1),
    seasonItem('Font of Venomous Rage', 'equipped', 295, 2),
    seasonItem("Wavecaller's Seastone", 'bags', 305),
    seasonItem('Vile Vial of Volatile Venom', 'vault', 315),
  ],
})

describe('the upgrade answers in the character box', () => {
  it('show the game icon of each season trinket they name', async () => {
    if (!fire || !fireSpec) throw new Error('no Fire Mage sims')
    const entries = trinketIndex(season).filter((entry) =>
      inScope(entry, { kind: 'specs', specIds: new Set([fireSpec.id]) }),
    )
    const upgrades = testUpgrades(character, fire, undefined, entries)
    render(
      <YourUpgrades
        dataset={season}
        state={{ kind: 'ready', upgrades }}
        characterSpecName="Fire Mage"
        onShowCharacterSpec={() => {}}
      />,
    )
    const iconOf = (name: string) => `/item-icons/${trinketNamed(name).id}.png`
    const best = screen.getByText(/^Your best upgrade/)
    await waitFor(() =>
      expect(best.querySelector('img')).toHaveAttribute(
        'src',
        iconOf('Vile Vial of Volatile Venom'),
      ),
    )
    const vault = screen.getByText(/^Great Vault: take/)
    expect(vault.querySelector('img')).toHaveAttribute('src', iconOf('Vile Vial of Volatile Venom'))
    const bags = screen.getByText(/^In your bags, better than what you wear/)
    expect(bags.querySelector('img')).toHaveAttribute('src', iconOf("Wavecaller's Seastone"))
  })
})

describe('the character box after an import', () => {
  it('shows the answer at once and every trinket of the export right after', async () => {
    if (!fire || !fireSpec) throw new Error('no Fire Mage sims')
    const entries = trinketIndex(season).filter((entry) =>
      inScope(entry, { kind: 'specs', specIds: new Set([fireSpec.id]) }),
    )
    render(
      <YourUpgrades
        dataset={season}
        state={{ kind: 'ready', upgrades: testUpgrades(character, fire, undefined, entries) }}
        characterSpecName="Fire Mage"
        onShowCharacterSpec={() => {}}
      />,
    )
    // The first frame: the answer's lines, without the box's longer parts below them.
    expect(screen.getByText(/^Your best upgrade/)).toBeInTheDocument()
    expect(screen.queryByText(/^Every trinket in your export/)).not.toBeInTheDocument()
    expect(
      await screen.findByText('Every trinket in your export (4), with its value'),
    ).toBeVisible()
  })
})
