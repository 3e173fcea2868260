// The one sentence at the top of the answer when the export is not from this season, and what it
// means for the answer.
import type { SeasonDataset } from '~/domain/season/schema'
import type { ExportSeason } from '../character/export-season'

export function exportSeasonText(dataset: SeasonDataset, season: ExportSeason): string | undefined {
  const now = `${dataset.season.name} (patch ${dataset.season.patch})`
  const meaning =
    'its items and levels are what the character had then, so the gains compare those with this season’s values, and no crest plan is made. Export again in game for today’s answer.'
  switch (season.kind) {
    case 'current':
      return undefined
    case 'earlier-patch':
      return `This export was made in patch ${season.version}, before ${now}: ${meaning}`
    case 'earlier-expansion':
      return `This export was made in patch ${season.version}, an earlier expansion than ${now}: ${meaning}`
    case 'later-patch':
      return `This export was made in patch ${season.version}, newer than the site's data for ${now}: levels and values may have changed since.`
    case 'low-level':
      return `This export is of a level-${season.level} character, and ${now} is played at level 90: ${meaning}`
    case 'earlier-items':
      return `The trinkets this export wears are on an earlier season's upgrade tracks, so it looks older than ${now}: ${meaning}`
  }
}
