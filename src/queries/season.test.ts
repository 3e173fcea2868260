import { readFileSync } from 'node:fs'
import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CURRENT_SEASON_ID, seasonQueryOptions } from './season'

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
