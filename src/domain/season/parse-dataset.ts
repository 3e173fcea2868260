import { z } from 'zod'
import { type SeasonDataset, seasonDatasetSchema } from './schema'

/** Validates raw JSON as the season dataset; a mismatch throws one readable Error naming the origin. */
export function parseSeasonDataset(value: unknown, origin: string): SeasonDataset {
  const result = seasonDatasetSchema.safeParse(value)
  if (!result.success) {
    throw new Error(
      `The season data from ${origin} does not match the dataset schema:\n${z.prettifyError(result.error)}`,
    )
  }
  return result.data
}
