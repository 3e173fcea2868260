// The web app manifest and the .ico container, built from plain data so a test can check them;
// scripts/make-app-icons.ts draws the pictures.
import type { SiteConfig } from '../src/config/site-schema'

export type ManifestIcon = {
  src: string
  sizes: string
  type: 'image/png'
  purpose: 'any' | 'maskable'
}

export function appManifest(site: SiteConfig, backgroundColor: string, icons: ManifestIcon[]) {
  return {
    name: `${site.title}: ${site.tagline}`,
    short_name: site.title,
    description: site.description,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: backgroundColor,
    theme_color: site.themeColor,
    icons,
  }
}

/** Width and height from a PNG's IHDR chunk, or undefined when the bytes are not a PNG. */
export function pngSize(png: Uint8Array): { width: number; height: number } | undefined {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  if (png.length < 24 || signature.some((byte, index) => png[index] !== byte)) return undefined
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength)
  return { width: view.getUint32(16), height: view.getUint32(20) }
}

/**
 * An .ico holding PNG images (supported by every browser since Windows Vista's format change):
 * a 6-byte header, a 16-byte directory entry per image, then the PNG bytes.
 */
export function icoFromPngs(images: { size: number; png: Uint8Array }[]): Uint8Array {
  const headerBytes = 6 + 16 * images.length
  const total = headerBytes + images.reduce((sum, image) => sum + image.png.length, 0)
  const ico = new Uint8Array(total)
  const view = new DataView(ico.buffer)
  view.setUint16(0, 0, true)
  view.setUint16(2, 1, true) // 1 = icon
  view.setUint16(4, images.length, true)
  let offset = headerBytes
  images.forEach((image, index) => {
    if (image.size < 1 || image.size > 256) throw new RangeError(`No .ico size ${image.size}`)
    const entry = 6 + 16 * index
    // A width or height of 256 is written as 0.
    view.setUint8(entry, image.size % 256)
    view.setUint8(entry + 1, image.size % 256)
    view.setUint8(entry + 2, 0) // no palette
    view.setUint8(entry + 3, 0)
    view.setUint16(entry + 4, 1, true) // colour planes
    view.setUint16(entry + 6, 32, true) // bits per pixel
    view.setUint32(entry + 8, image.png.length, true)
    view.setUint32(entry + 12, offset, true)
    ico.set(image.png, offset)
    offset += image.png.length
  })
  return ico
}
