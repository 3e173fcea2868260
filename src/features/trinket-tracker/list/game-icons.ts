// The game's icons the site serves itself, as `npm run data:icons` listed them in data/icons.json.
// The build bundles the list, so a page only ever asks for an icon that was saved with the build:
// with an empty list (no icons fetched yet) there is no icon request at all.
import type { IconEntry } from '~/domain/icons/icon-manifest-schema'
import manifest from '../../../../data/icons.json'

// The importer and a unit test validate the file; the browser trusts what the build bundled.
const icons: Readonly<Partial<Record<string, IconEntry>>> = manifest.icons

export function gameIconOf(itemId: number): IconEntry | undefined {
  return icons[String(itemId)]
}
