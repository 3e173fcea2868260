// Width and height from an image's own header, so the manifest states the true size and the site
// can reserve the box before the image arrives. Only the formats the game's render host serves.

export interface ImageInfo {
  format: 'jpg' | 'png'
  width: number
  height: number
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

function pngInfo(bytes: Uint8Array): ImageInfo | null {
  if (bytes.length < 24 || !PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) return null
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  // The first chunk must be IHDR: width and height are its first two fields.
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null
  return { format: 'png', width: view.getUint32(16), height: view.getUint32(20) }
}

// Start-of-frame markers (baseline, progressive, lossless...); C4, C8 and CC are not frames.
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc

function jpegInfo(bytes: Uint8Array): ImageInfo | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let offset = 2
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null
    const marker = bytes[offset + 1] ?? 0
    // Fill bytes and markers without a length (TEM, RSTn) carry no segment.
    if (marker === 0xff) {
      offset += 1
      continue
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2
      continue
    }
    if (marker === 0xd9 || marker === 0xda) return null
    const length = view.getUint16(offset + 2)
    if (isStartOfFrame(marker)) {
      if (offset + 9 > bytes.length) return null
      return {
        format: 'jpg',
        height: view.getUint16(offset + 5),
        width: view.getUint16(offset + 7),
      }
    }
    offset += 2 + length
  }
  return null
}

/** null when the bytes are neither a PNG nor a JPEG with a readable size. */
export function imageInfo(bytes: Uint8Array): ImageInfo | null {
  const info = pngInfo(bytes) ?? jpegInfo(bytes)
  return info && info.width > 0 && info.height > 0 ? info : null
}
