import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { iconManifestSchema } from './icon-manifest-schema'

const root = new URL('../../../', import.meta.url)

describe('data/icons.json', () => {
  it('is a valid icon list whose every file ships in public/, so no page asks for a missing one', async () => {
    const manifest = iconManifestSchema.parse(
      JSON.parse(await readFile(new URL('data/icons.json', root), 'utf8')),
    )
    for (const entry of Object.values(manifest.icons)) {
      const bytes = await readFile(new URL(`public${entry.file}`, root))
      expect(bytes.length).toBeGreaterThan(0)
    }
  })

  it('refuses a file outside the hashed icons folder', () => {
    const entry = { width: 56, height: 56 }
    expect(
      iconManifestSchema.safeParse({ icons: { 1: { ...entry, file: '/favicon.ico' } } }).success,
    ).toBe(false)
    expect(
      iconManifestSchema.safeParse({
        icons: { 1: { ...entry, file: '/item-icons/inv_thing-0123456789.jpg' } },
      }).success,
    ).toBe(true)
  })
})
