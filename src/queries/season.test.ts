import { readFileSync } from 'node:fs'
import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { builtDataset, CURRENT_SEASON_ID, seasonQueryOptions } from './season'

const seasonJson = readFileSync(new URL('../../data/season.json', import.meta.url), 'utf8')

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('seasonQueryOptions', () => {
  it('is keyed by the season id', () => {
    expect(seasonQueryOptions().queryKey).toEqual(['season', CURRENT_SEASON_ID])
  })

  it('loads and validates the dataset of that season', async () => {
    // Serves the asset in case this environment takes the browser branch.
    vi.stubGlobal('fetch', async () => new Response(seasonJson, { status: 200 }))
    const dataset = await new QueryClient().fetchQuery(seasonQueryOptions())
    expect(dataset.season.id).toBe(CURRENT_SEASON_ID)
    expect(dataset.trinkets).toHaveLength(43)
  })
})

describe('builtDataset', () => {
  it('takes the built asset as it is', () => {
    const value = JSON.parse(seasonJson)
    expect(builtDataset(value, '/assets/season.json')).toBe(value)
  })

  it.each([
    ['an HTML error page', '<!doctype html>'],
    ['null', null],
    ['another season', { season: { id: 'midnight-s1' }, trinkets: [] }],
    ['no trinkets', { season: { id: CURRENT_SEASON_ID } }],
  ])('refuses %s with one message naming the asset', (_, value) => {
    expect(() => builtDataset(value, '/assets/season-x.json')).toThrow(
      'The season data from /assets/season-x.json is not the midnight-s2 dataset',
    )
  })
})
