// `npm run data:icons`: saves the game's icon of every season trinket under public/item-icons/
// (named by a hash of its content, so the server may cache it for a year) and lists them in
// data/icons.json, which the build reads: the site then asks only for icons that exist.
import { createHash } from 'node:crypto'
import { mkdir, readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import {
  ICONS_URL_PREFIX,
  type IconEntry,
  type IconManifest,
  iconFileNamePattern,
  iconManifestSchema,
} from '../../src/domain/icons/icon-manifest-schema'
import { shown } from '../../src/domain/plausibility'
import { parseSeasonDataset } from '../../src/domain/season/parse-dataset'
import { itemMediaSchema } from './api-schemas'
import { createBlizzardClient, ImportError } from './blizzard-client'
import { imageInfo } from './image-size'
import { exitOnError, parseOptions } from './options'
import type { ImportIo } from './run-import'
import {
  BLIZZARD_MEDIA_HOSTS,
  iconUrlAllowed,
  LIMITS,
  readJsonFile,
  readTextFile,
} from './safe-fetch'
import { writeFileWhole } from './whole-write'

export const ICONS_USAGE = `Usage: npm run data:icons -- [options]
  --region us|eu|kr|tw|cn   game region (default us)
  --api-base URL            API host (default https://{region}.api.blizzard.com)
  --oauth-url URL           OAuth token endpoint (default https://oauth.battle.net/token)
  --cache-dir DIR           raw response cache (default .cache/blizzard-api)
  --refresh                 ignore cached media answers and ask the API again
  --out FILE                dataset whose trinkets get icons (default data/season.json)
  --timeout SECONDS         give up on one request after this long (default 30); it is retried
  --help                    print this help
Writes public/item-icons/<icon>-<hash>.jpg and data/icons.json. Icons come from Blizzard's media
hosts alone (or the --api-base host), each at most 256 KB and 256 × 256 pixels.
Credentials: BLIZZARD_CLIENT_ID and BLIZZARD_CLIENT_SECRET (a Battle.net API client).`

const ICONS_DIR = path.join('public', ICONS_URL_PREFIX)
const MANIFEST_FILE = path.join('data', 'icons.json')
const MAX_ATTEMPTS = 4

interface Download {
  itemId: number
  fileName: string
  bytes: Uint8Array
  entry: IconEntry
}

/** "…/icons/56/inv_trinket_80_titan02a.jpg" → "inv_trinket_80_titan02a" (safe for a file name). */
function iconBaseName(url: string, itemId: number): string {
  const last = new URL(url).pathname.split('/').pop() ?? ''
  const name = last
    .replace(/\.[a-z0-9]+$/i, '')
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
  return name === '' ? `item-${itemId}` : name
}

/** Runs the icon import and returns the process exit code: 0 done, 1 failed, 2 called wrongly. */
export async function runIconImport(io: ImportIo): Promise<number> {
  const warn = (message: string) => io.stderr(`warning: ${message}\n`)
  const limits = { ...LIMITS, ...io.limits }
  try {
    const opts = parseOptions(io.argv, io.env, { usage: ICONS_USAGE, onlyApiFlags: true })
    const dataset = parseSeasonDataset(
      await readJsonFile(path.resolve(io.cwd, opts.out), { timeoutMs: opts.requestTimeoutMs }),
      opts.out,
    )
    const client = createBlizzardClient({
      ...opts,
      cacheDir: path.resolve(io.cwd, opts.cacheDir),
      fetch: io.fetch ?? fetch,
      sleep: io.sleep ?? ((ms: number) => new Promise((resolve) => setTimeout(resolve, ms))),
      backoffBaseMs: io.backoffBaseMs ?? 1000,
      maxAttempts: MAX_ATTEMPTS,
      warn,
      maxAnswerBytes: limits.apiAnswerBytes,
    })
    const iconsDir = path.resolve(io.cwd, ICONS_DIR)
    const manifestFile = path.resolve(io.cwd, MANIFEST_FILE)
    const previous = await readManifest(manifestFile, warn, opts.requestTimeoutMs)

    const downloads: Download[] = []
    const kept: [string, IconEntry][] = []
    const trinkets = [...dataset.trinkets].sort((a, b) => a.id - b.id)
    for (const trinket of trinkets) {
      const label = `${trinket.name} (${trinket.id})`
      const keepPrevious = (why: string) => {
        const old = previous.icons[String(trinket.id)]
        warn(`${label}: ${why}; ${old ? 'its icon is kept as it was' : 'it keeps its tile'}.`)
        if (old) kept.push([String(trinket.id), old])
      }
      const media = await client.get(
        'media-item',
        `/data/wow/media/item/${trinket.id}`,
        trinket.id,
        itemMediaSchema,
      )
      const asset = media?.assets?.find((a) => a.key === 'icon')
      if (!asset) {
        keepPrevious(media === null ? 'no item media (404)' : 'the item media has no icon')
        continue
      }
      // Only Blizzard's media hosts (or the API host given): never a file, never another machine.
      if (!iconUrlAllowed(asset.value, opts.apiBase)) {
        throw new ImportError(
          `The item media of ${label} points its icon at ${shown(asset.value, 100)}, not at a Blizzard media host (${BLIZZARD_MEDIA_HOSTS[0]}); nothing was changed.`,
        )
      }
      const bytes = await client.download(asset.value, `the icon of ${label}`, limits.iconBytes)
      if (bytes === null) {
        keepPrevious(`the icon host has no ${asset.value} (404)`)
        continue
      }
      const info = imageInfo(bytes)
      if (info === null) {
        throw new ImportError(
          `The icon of ${label} from ${asset.value} is not a JPEG or PNG image; nothing was changed.`,
        )
      }
      if (info.width > limits.iconPixels || info.height > limits.iconPixels) {
        throw new ImportError(
          `The icon of ${label} from ${asset.value} is ${info.width} × ${info.height} pixels, over the ${limits.iconPixels} × ${limits.iconPixels} cap; nothing was changed.`,
        )
      }
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10)
      const fileName = `${iconBaseName(asset.value, trinket.id)}-${hash}.${info.format}`
      downloads.push({
        itemId: trinket.id,
        fileName,
        bytes,
        entry: { file: `${ICONS_URL_PREFIX}${fileName}`, width: info.width, height: info.height },
      })
    }

    // Written only once every answer is in, so a failed run leaves the last good set in place.
    const manifest: IconManifest = {
      icons: Object.fromEntries(
        [...kept, ...downloads.map((d): [string, IconEntry] => [String(d.itemId), d.entry])].sort(
          ([a], [b]) => Number(a) - Number(b),
        ),
      ),
    }
    iconManifestSchema.parse(manifest)
    // New files first (each written whole, under a name no old list points at), then the list in
    // one rename, then the files no list points at any more: a kill at any moment leaves a list
    // whose every icon exists.
    await mkdir(iconsDir, { recursive: true })
    for (const d of downloads) await writeFileWhole(path.join(iconsDir, d.fileName), d.bytes)
    await writeFileWhole(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`)
    // Old versions of a changed icon: nothing points at them any more.
    const inUse = new Set(Object.values(manifest.icons).map((e) => path.posix.basename(e.file)))
    let removed = 0
    for (const name of await readdir(iconsDir)) {
      if (iconFileNamePattern.test(name) && !inUse.has(name)) {
        await rm(path.join(iconsDir, name))
        removed += 1
      }
    }
    const count = Object.keys(manifest.icons).length
    io.stdout(
      `Icons: ${count} of ${trinkets.length} trinkets have one (${downloads.length} downloaded${removed > 0 ? `, ${removed} old file${removed === 1 ? '' : 's'} removed` : ''}). Wrote ${MANIFEST_FILE} and ${ICONS_DIR}; review and commit both.\n`,
    )
    return 0
  } catch (error) {
    return exitOnError(error, 'data:icons', io)
  }
}

async function readManifest(
  file: string,
  warn: (m: string) => void,
  timeoutMs: number,
): Promise<IconManifest> {
  const text = await readTextFile(file, { maxBytes: LIMITS.fileBytes, timeoutMs }).catch(
    () => undefined,
  )
  if (text === undefined) return { icons: {} }
  try {
    return iconManifestSchema.parse(JSON.parse(text))
  } catch {
    warn(`${MANIFEST_FILE} is not a valid icon list; it is written anew.`)
    return { icons: {} }
  }
}
