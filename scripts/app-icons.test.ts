import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { siteConfig } from '../src/config/site'
import { appManifest, icoFromPngs, pngSize } from './app-icons'

const publicDir = path.resolve(import.meta.dirname, '../public')
const readPublic = (file: string) => readFileSync(path.join(publicDir, file))

describe('the committed web app manifest', () => {
  const manifest = JSON.parse(readPublic('manifest.webmanifest').toString()) as ReturnType<
    typeof appManifest
  >

  it('matches the site configuration (run scripts/make-app-icons.ts after changing it)', () => {
    expect(manifest).toEqual(appManifest(siteConfig, manifest.background_color, manifest.icons))
  })

  it('points at icons that exist with the sizes it declares, one of them maskable', () => {
    for (const icon of manifest.icons) {
      const [width, height] = icon.sizes.split('x').map(Number)
      expect(pngSize(readPublic(icon.src.slice(1))), icon.src).toEqual({ width, height })
    }
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true)
    expect(manifest.icons.some((icon) => icon.sizes === '512x512' && icon.purpose === 'any')).toBe(
      true,
    )
  })

  it('comes with the icons the page head links: favicon.svg/.ico and a 180 px touch icon', () => {
    expect(readPublic('favicon.svg').toString()).toMatch(/^<svg [^>]*viewBox="0 0 32 32"/)
    expect(pngSize(readPublic('apple-touch-icon.png'))).toEqual({ width: 180, height: 180 })
    const ico = readPublic('favicon.ico')
    const view = new DataView(ico.buffer, ico.byteOffset, ico.byteLength)
    expect(view.getUint16(2, true)).toBe(1)
    const count = view.getUint16(4, true)
    const sizes = Array.from({ length: count }, (_, index) => view.getUint8(6 + 16 * index))
    expect(sizes).toContain(32)
  })
})

describe('icoFromPngs', () => {
  it('writes a directory whose offsets and lengths point at each PNG', () => {
    const first = new Uint8Array([1, 2, 3])
    const second = new Uint8Array([4, 5])
    const ico = icoFromPngs([
      { size: 16, png: first },
      { size: 256, png: second },
    ])
    const view = new DataView(ico.buffer)
    expect(view.getUint16(4, true)).toBe(2)
    expect(view.getUint8(6 + 16)).toBe(0) // 256 px is written as 0
    const secondLength = view.getUint32(6 + 16 + 8, true)
    const secondOffset = view.getUint32(6 + 16 + 12, true)
    expect([...ico.slice(secondOffset, secondOffset + secondLength)]).toEqual([4, 5])
  })

  it('refuses a size an .ico cannot hold', () => {
    expect(() => icoFromPngs([{ size: 300, png: new Uint8Array(1) }])).toThrow(RangeError)
  })
})

describe('pngSize', () => {
  it('returns undefined for bytes that are not a PNG', () => {
    expect(pngSize(new TextEncoder().encode('GIF89a, not a png at all....'))).toBeUndefined()
  })
})
