// A <link rel="preload"> for the season dataset, for the head of every page that shows season
// data: the browser fetches the JSON alongside the page's scripts instead of after them.
import seasonDataUrl from '../../../data/season.json?url'

export const seasonDataPreloadLink = {
  rel: 'preload',
  href: seasonDataUrl,
  as: 'fetch',
  // fetch() requests are CORS-mode; the preload must match or the browser fetches twice.
  crossOrigin: 'anonymous',
} as const
