// The list of the game's icons the site serves itself (data/icons.json), written by
// `npm run data:icons`. The browser reads the file as the build bundled it and never runs this
// schema (zod would cost every page its weight); the importer and the unit tests do.
import { z } from 'zod'

/** Where the importer saves icons, under public/; their names carry a hash of their content. */
export const ICONS_URL_PREFIX = '/item-icons/'

export const iconFileNamePattern = /^[a-z0-9_-]+-[0-9a-f]{10}\.(?:jpg|png)$/

export const iconEntrySchema = z.object({
  /** Path on the site's own origin, e.g. "/item-icons/inv_trinket_80_titan02a-0a1b2c3d4e.jpg". */
  file: z
    .string()
    .refine(
      (file) =>
        file.startsWith(ICONS_URL_PREFIX) &&
        iconFileNamePattern.test(file.slice(ICONS_URL_PREFIX.length)),
      { message: `an icon file is ${ICONS_URL_PREFIX}<name>-<10 hex digits>.jpg or .png` },
    ),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
})

export const iconManifestSchema = z.object({
  /** Keyed by the trinket's item id; a trinket missing here shows its two-letter tile. */
  icons: z.record(z.string().regex(/^[1-9]\d*$/), iconEntrySchema),
})

export type IconEntry = z.infer<typeof iconEntrySchema>
export type IconManifest = z.infer<typeof iconManifestSchema>
