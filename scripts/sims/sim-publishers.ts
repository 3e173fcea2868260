// The sim publishers in their own words, shared by the reference import and the Bloodmallet
// import so that a refresh from either names them the same way.
import type { SimSource } from '../../src/domain/season/schema'

/** The publishers' own words and sites; the unit decides how every page shows the numbers. */
type Publisher = Pick<SimSource, 'publisher' | 'url' | 'unit' | 'measures'>

export const simPublishers: Record<SimSource['publisher'], Publisher> = {
  Bloodmallet: {
    publisher: 'Bloodmallet',
    url: 'https://bloodmallet.com/',
    unit: 'dps-percent',
    measures:
      'the percent DPS a trinket adds over an empty trinket slot, simulated with SimulationCraft on a Patchwerk fight (one target, or five)',
  },
  'QE Live': {
    publisher: 'QE Live',
    url: 'https://questionablyepic.com/live/',
    unit: 'qe-score',
    measures:
      "QE Live's healing score for the trinket (an HPS-like number, not a percentage), for its Raid or Dungeon profile",
  },
}

/** A publisher by the name a source file gives it; undefined for one the site does not know. */
export function simPublisher(name: string): Publisher | undefined {
  return Object.values(simPublishers).find((publisher) => publisher.publisher === name)
}
