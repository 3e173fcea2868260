// The real season dataset for unit tests, parsed as the app parses it, plus a way to make a
// changed copy for edge cases the real data does not have.

import { parseSeasonDataset } from '~/domain/season/parse-dataset'
import type { SeasonDataset, Trinket } from '~/domain/season/schema'
import seasonJson from '../../../../data/season.json'

export const season: SeasonDataset = parseSeasonDataset(seasonJson, 'data/season.json')

export function trinketNamed(name: string, dataset: SeasonDataset = season): Trinket {
  const trinket = dataset.trinkets.find((t) => t.name === name)
  if (!trinket) throw new Error(`No trinket named ${name} in the test dataset`)
  return trinket
}

/** A deep copy to change freely in one test. */
export function copyOfSeason(): SeasonDataset {
  return structuredClone(season)
}
