// The module src/features/home/vite-plugin-season-glance.ts builds from data/season.json.
declare module 'virtual:season-glance' {
  import type { SeasonGlance } from '~/features/home/season-glance'

  export const glance: SeasonGlance
}
