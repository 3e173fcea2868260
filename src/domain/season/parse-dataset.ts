import { parseOrRefuse } from '../plausibility'
import { type SeasonDataset, seasonDatasetSchema } from './schema'

/**
 * Validates raw JSON as the season dataset; a mismatch throws one sentence naming the origin, the
 * field and the value.
 */
export function parseSeasonDataset(value: unknown, origin: string): SeasonDataset {
  return parseOrRefuse(seasonDatasetSchema, value, origin)
}
