// The season's data as the site is built from it, for specs that check what a page shows against
// the facts rather than against numbers copied into the test.
import { readFileSync } from 'node:fs'
import { parseSeasonDataset } from '../src/domain/season/parse-dataset'

export const dataset = parseSeasonDataset(
  JSON.parse(readFileSync(new URL('../data/season.json', import.meta.url), 'utf8')),
  'data/season.json',
)
