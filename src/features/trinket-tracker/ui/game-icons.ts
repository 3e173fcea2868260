// The game's icons the site serves itself, as `npm run data:icons` listed them in data/icons.json.
// The build bundles the list, so a page only ever asks for an icon that was saved with the build:
// with an empty list (no icons fetched yet) there is no icon request at all.
//
// The list arrives in a chunk of its own once the page has started, never in the first HTML or
// the first scripts: 43 icons would add about 1 KB to both, pushing a spec page over the 14 KB
// of its first round trip. Until then, and for good if the chunk cannot load, the tiles show.
import { useSyncExternalStore } from 'react'
import type { IconEntry } from '~/domain/icons/icon-manifest-schema'
import { codeOnDemand } from '~/lib/code-on-demand'

type GameIcons = Readonly<Partial<Record<string, IconEntry>>>

// The importer and a unit test validate the file; the browser trusts what the build bundled.
const iconsCode = codeOnDemand(() => import('../../../../data/icons.json'))

function subscribe(listener: () => void) {
  iconsCode.load().catch(() => {})
  return iconsCode.onLoaded(listener)
}

/** The trinket's icon once the list has arrived; undefined before, and in the prerendered HTML. */
export function useGameIcon(itemId: number): IconEntry | undefined {
  return useSyncExternalStore(
    subscribe,
    () => {
      const icons: GameIcons | undefined = iconsCode.loaded()?.default.icons
      return icons?.[String(itemId)]
    },
    () => undefined,
  )
}
