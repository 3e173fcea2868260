// The game's icons the site serves itself, as `npm run data:icons` listed them in data/icons.json.
// The build bundles the list, so a page only ever asks for an icon that was saved with the build:
// with an empty list (no icons fetched yet) there is no icon request at all.
//
// The list arrives in a chunk of its own once the page has started, never in the first HTML or
// the first scripts: 43 icons would add about 1 KB to both, pushing a spec page over the 14 KB
// of its first round trip. Until then, and for good if the chunk cannot load, the tiles show.
import { useSyncExternalStore } from 'react'
import type { IconEntry } from '~/domain/icons/icon-manifest-schema'

type GameIcons = Readonly<Partial<Record<string, IconEntry>>>

let icons: GameIcons | undefined
let requested = false
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  if (!requested) {
    requested = true
    // The importer and a unit test validate the file; the browser trusts what the build bundled.
    import('../../../../data/icons.json').then(
      (module) => {
        const list: GameIcons = module.default.icons
        icons = list
        for (const notify of listeners) notify()
      },
      () => {},
    )
  }
  return () => {
    listeners.delete(listener)
  }
}

/** The trinket's icon once the list has arrived; undefined before, and in the prerendered HTML. */
export function useGameIcon(itemId: number): IconEntry | undefined {
  return useSyncExternalStore(
    subscribe,
    () => icons?.[String(itemId)],
    () => undefined,
  )
}
