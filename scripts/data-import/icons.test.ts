// `npm run data:icons` against the loopback fixture server, which also stands in for the render host.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { crc32, deflateSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { iconManifestSchema } from '../../src/domain/icons/icon-manifest-schema'
import { parseSeasonDataset } from '../../src/domain/season/parse-dataset'
import {
  FIXTURE_CLIENT_ID,
  FIXTURE_CLIENT_SECRET,
  type FixtureServer,
  mirrorRoutes,
  RENDER_PREFIX,
  type Routes,
  startFixtureServer,
} from './fixture-server'
import { runIconImport } from './icons'
import { imageInfo } from './image-size'
import type { Limits } from './safe-fetch'

const datasetText = await readFile(new URL('../../data/season.json', import.meta.url), 'utf8')
const dataset = parseSeasonDataset(JSON.parse(datasetText), 'data/season.json')
const withIcon = dataset.trinkets.filter((t) => t.icon.name !== null)
const withoutIcon = dataset.trinkets.filter((t) => t.icon.name === null)
const credentials = {
  BLIZZARD_CLIENT_ID: FIXTURE_CLIENT_ID,
  BLIZZARD_CLIENT_SECRET: FIXTURE_CLIENT_SECRET,
}

/** A JPEG's markers up to its frame header: all the importer reads (it never decodes pixels). */
function tinyJpeg(size: number, shade: number): Uint8Array {
  return Uint8Array.from([
    0xff,
    0xd8, // SOI
    0xff,
    0xe0,
    0x00,
    0x10,
    0x4a,
    0x46,
    0x49,
    0x46,
    0x00,
    0x01,
    0x01,
    0x00,
    0x00,
    0x01,
    0x00,
    0x01,
    0x00,
    0x00,
    0xff,
    0xfe,
    0x00,
    0x03,
    shade, // a comment, so each icon's bytes (and hash) differ
    0xff,
    0xc0,
    0x00,
    0x0b,
    0x08,
    0x00,
    size,
    0x00,
    size,
    0x01,
    0x01,
    0x11,
    0x00, // SOF0
    0xff,
    0xd9, // EOI
  ])
}

/** A complete, decodable one-colour PNG. */
function tinyPng(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x80)])
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

let workDir: string
let server: FixtureServer | undefined

beforeEach(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'vaultwise-icons-'))
  await mkdir(path.join(workDir, 'data'))
  await writeFile(path.join(workDir, 'data/season.json'), datasetText)
})

afterEach(async () => {
  await server?.close()
  server = undefined
  await rm(workDir, { recursive: true, force: true })
})

/** The mirror's media answers, pointed at the fixture server's render path, with an image each. */
async function serveIcons(image: (index: number) => Uint8Array = (i) => tinyJpeg(56, i)) {
  const routes: Routes = mirrorRoutes(dataset)
  server = await startFixtureServer(routes)
  withIcon.forEach((trinket, index) => {
    const iconPath = `${RENDER_PREFIX}us/icons/56/${trinket.icon.name}.jpg`
    routes.set(`GET /data/wow/media/item/${trinket.id}`, {
      status: 200,
      body: { id: trinket.id, assets: [{ key: 'icon', value: `${server?.apiBase}${iconPath}` }] },
    })
    routes.set(`GET ${iconPath}`, { status: 200, bytes: image(index) })
  })
  return routes
}

async function run(
  env: Record<string, string> = credentials,
  apiBase = server?.apiBase,
  limits?: Partial<Limits>,
) {
  const out: string[] = []
  const err: string[] = []
  const code = await runIconImport({
    argv: [
      '--api-base',
      apiBase ?? 'http://127.0.0.1:9',
      '--oauth-url',
      `${apiBase}/token`,
      '--cache-dir',
      path.join(workDir, 'cache'),
    ],
    env,
    cwd: workDir,
    stdout: (t) => out.push(t),
    stderr: (t) => err.push(t),
    sleep: async () => {},
    backoffBaseMs: 1,
    ...(limits ? { limits } : {}),
  })
  return { code, out: out.join(''), err: err.join('') }
}

const readManifest = async () =>
  iconManifestSchema.parse(
    JSON.parse(await readFile(path.join(workDir, 'data/icons.json'), 'utf8')),
  )
const iconFiles = () => readdir(path.join(workDir, 'public/item-icons')).catch(() => [])

describe('data:icons', () => {
  it('saves each trinket icon under a hashed name and lists it with its size', async () => {
    await serveIcons((i) => (i === 0 ? tinyPng(36, 36) : tinyJpeg(56, i)))
    const { code, out } = await run()
    expect(code).toBe(0)
    expect(out).toContain(`Icons: ${withIcon.length} of ${dataset.trinkets.length} trinkets`)

    const manifest = await readManifest()
    expect(Object.keys(manifest.icons)).toHaveLength(withIcon.length)
    for (const trinket of withoutIcon) expect(manifest.icons[String(trinket.id)]).toBeUndefined()

    const [first, second] = withIcon
    const png = manifest.icons[String(first?.id)]
    expect(png).toMatchObject({ width: 36, height: 36 })
    expect(png?.file).toMatch(new RegExp(`^/item-icons/${first?.icon.name}-[0-9a-f]{10}\\.png$`))
    const jpg = manifest.icons[String(second?.id)]
    expect(jpg).toMatchObject({ width: 56, height: 56 })
    expect(jpg?.file).toMatch(new RegExp(`^/item-icons/${second?.icon.name}-[0-9a-f]{10}\\.jpg$`))

    // The files are the very bytes the host sent, one per listed icon and nothing else.
    const saved = await readFile(path.join(workDir, 'public', jpg?.file ?? ''))
    expect(Buffer.from(saved).equals(Buffer.from(tinyJpeg(56, 1)))).toBe(true)
    expect((await iconFiles()).sort()).toEqual(
      Object.values(manifest.icons)
        .map((e) => path.posix.basename(e.file))
        .sort(),
    )
  })

  it('replaces a changed icon and removes the old file', async () => {
    const routes = await serveIcons()
    expect((await run()).code).toBe(0)
    const before = await readManifest()
    const changed = withIcon[2]
    if (!changed) throw new Error('the dataset has too few icons')
    routes.set(`GET ${RENDER_PREFIX}us/icons/56/${changed.icon.name}.jpg`, {
      status: 200,
      bytes: tinyJpeg(64, 200),
    })
    expect((await run()).code).toBe(0)
    const after = await readManifest()
    const oldFile = before.icons[String(changed.id)]?.file ?? ''
    expect(after.icons[String(changed.id)]).toMatchObject({ width: 64, height: 64 })
    expect(after.icons[String(changed.id)]?.file).not.toBe(oldFile)
    expect(await iconFiles()).not.toContain(path.posix.basename(oldFile))
    expect(await iconFiles()).toHaveLength(withIcon.length)
  })

  it('offline, fails in one sentence and leaves the icons and list as they were', async () => {
    await serveIcons()
    expect((await run()).code).toBe(0)
    const manifestBefore = await readFile(path.join(workDir, 'data/icons.json'), 'utf8')
    const filesBefore = await iconFiles()
    const apiBase = server?.apiBase
    await server?.close()
    server = undefined
    // A fresh cache, so the media answers must come from the (now unreachable) API.
    await rm(path.join(workDir, 'cache'), { recursive: true })

    const { code, err } = await run(credentials, apiBase)
    expect(code).toBe(1)
    const failure = err.split('\n').filter((line) => line.startsWith('data:icons failed'))
    expect(failure).toHaveLength(1)
    expect(failure[0]).toMatch(
      /^data:icons failed: Could not reach the Blizzard API .*ECONNREFUSED/,
    )
    expect(await readFile(path.join(workDir, 'data/icons.json'), 'utf8')).toBe(manifestBefore)
    expect(await iconFiles()).toEqual(filesBefore)
  })

  it('fails before anything is written when the icon host stops answering', async () => {
    const routes = await serveIcons()
    const last = withIcon.at(-1)
    routes.set(`GET ${RENDER_PREFIX}us/icons/56/${last?.icon.name}.jpg`, { status: 503 })
    const { code, err } = await run()
    expect(code).toBe(1)
    expect(err).toMatch(
      /data:icons failed: The icon host answered 503 4 times for the icon of .*; gave up\./,
    )
    expect(await iconFiles()).toEqual([])
    await expect(readFile(path.join(workDir, 'data/icons.json'))).rejects.toThrow()
  })

  it('without credentials says which ones to set and writes nothing', async () => {
    const { code, err } = await run({})
    expect(code).toBe(2)
    expect(err.trim().split('\n')).toHaveLength(1)
    expect(err).toMatch(/^Set BLIZZARD_CLIENT_ID and BLIZZARD_CLIENT_SECRET/)
    expect(await iconFiles()).toEqual([])
  })
})

describe('data:icons refuses what no real icon is', () => {
  /** Exit 1, one sentence, the last icons and list as they were, no file left half-written. */
  async function expectRefused(says: RegExp, limits?: Partial<Limits>) {
    const manifestBefore = await readFile(path.join(workDir, 'data/icons.json'), 'utf8')
    const filesBefore = await iconFiles()
    const { code, err } = await run(credentials, server?.apiBase, limits)
    expect(code).toBe(1)
    expect(err).toMatch(/^data:icons failed: [^\n]*\.\n$/)
    expect(err).toMatch(says)
    expect(await readFile(path.join(workDir, 'data/icons.json'), 'utf8')).toBe(manifestBefore)
    expect(await iconFiles()).toEqual(filesBefore)
    expect((await readdir(path.join(workDir, 'data'))).sort()).toEqual([
      'icons.json',
      'season.json',
    ])
    return err
  }
  const first = withIcon[0]
  const firstIcon = `${RENDER_PREFIX}us/icons/56/${first?.icon.name}.jpg`
  const pointAt = (routes: Routes, value: string) =>
    routes.set(`GET /data/wow/media/item/${first?.id}`, {
      status: 200,
      body: { id: first?.id, assets: [{ key: 'icon', value }] },
    })

  beforeEach(async () => {
    await serveIcons()
    expect((await run()).code).toBe(0)
    await rm(path.join(workDir, 'cache'), { recursive: true })
  })

  it('a "JPEG" over the byte cap, even one that never ends', async () => {
    const routes = await serveIcons()
    routes.set(`GET ${firstIcon}`, { status: 200, endless: 16 * 1024 })
    await expectRefused(/The icon host's answer for the icon of .* goes on past the 256 KB cap\./)
  })

  it('a PNG of 4294967295 × 4294967295 pixels', async () => {
    const routes = await serveIcons()
    const huge = tinyPng(1, 1)
    const view = new DataView(huge.buffer, huge.byteOffset, huge.byteLength)
    view.setUint32(16, 4_294_967_295)
    view.setUint32(20, 4_294_967_295)
    routes.set(`GET ${firstIcon}`, { status: 200, bytes: huge })
    await expectRefused(/is 4294967295 × 4294967295 pixels, over the 256 × 256 cap/)
  })

  it('an icon on another host, the machine’s own included, or a file: nothing fetched, nothing retried', async () => {
    const routes = await serveIcons()
    for (const value of [
      'https://example.org/icons/56/x.jpg',
      'http://127.0.0.1:1/icons/56/x.jpg',
      'http://localhost/icons/56/x.jpg',
      'file:///etc/passwd',
    ]) {
      pointAt(routes, value)
      const asked = server?.requests.length ?? 0
      const err = await expectRefused(/points its icon at "[^"]+", not at a Blizzard media host/)
      expect(err).not.toContain('trying again')
      expect(server?.requests.slice(asked).some((r) => r.includes('/icons/56/x.jpg'))).toBe(false)
    }
  })

  it('a redirect loop: said so once, not retried', async () => {
    const routes = await serveIcons()
    routes.set(`GET ${firstIcon}`, { status: 302, headers: { location: firstIcon } })
    const err = await expectRefused(
      /Could not reach the icon host for the icon of .*: too many redirects\./,
    )
    expect(err).not.toContain('trying again')
  })
})

describe('imageInfo', () => {
  it('reads the size of a PNG and a JPEG and refuses other bytes', () => {
    expect(imageInfo(tinyPng(18, 20))).toEqual({ format: 'png', width: 18, height: 20 })
    expect(imageInfo(tinyJpeg(56, 0))).toEqual({ format: 'jpg', width: 56, height: 56 })
    expect(imageInfo(new TextEncoder().encode('<html>Not Found</html>'))).toBeNull()
  })
})
