// The page imports it so that its prerendered HTML holds the lower sections (gear-sections-code.ts).
// Relative imports: vite.config.ts reads this module while the config loads, before `~` exists.
import type { ServerReadyModule } from '../../lib/vite-plugin-server-ready.ts'

export const overviewServerReady: ServerReadyModule = {
  id: 'virtual:seasonal-overview/server-ready',
  from: '~/features/seasonal-overview/gear-sections-code',
  code: 'gearSectionsCode',
}
