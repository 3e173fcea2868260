import { defaultParseSearch } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { trackerShareUrl } from './share-link'
import { validateTrackerSearch } from './tracker-search'

describe('share link', () => {
  it('is the tracker address with the view written the router’s way', () => {
    expect(
      trackerShareUrl('https://vaultwise.gg/', {
        wowClass: 'mage',
        wowSpec: 'frost',
        items: [250214, 270160],
        ilvl: 'key-10',
      }),
    ).toBe(
      'https://vaultwise.gg/trinket-tracker/?wowClass=mage&wowSpec=frost&items=250214%2C270160&ilvl=key-10',
    )
  })

  it('is the bare page for an empty view', () => {
    expect(trackerShareUrl('http://localhost:4175', {})).toBe(
      'http://localhost:4175/trinket-tracker/',
    )
  })

  it('reads back to the same view', () => {
    const search = {
      wowClass: 'demon-hunter',
      wowSpec: 'havoc',
      items: [1, 22, 333],
      source: 'raid' as const,
      use: 'passive' as const,
      q: "ula'tek heart",
      boss: 2895,
      ilvl: 'track-myth-6',
    }
    const url = new URL(trackerShareUrl('https://vaultwise.gg', search))
    expect(url.pathname).toBe('/trinket-tracker/')
    expect(validateTrackerSearch(defaultParseSearch(url.search))).toEqual(search)
  })
})
