import { describe, expect, it } from 'vitest'
import { preferredEncoding } from './content-encoding'

describe('preferredEncoding', () => {
  it('prefers brotli when the browser takes both', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br')
  })

  it('falls back to gzip, then to no encoding', () => {
    expect(preferredEncoding('gzip, deflate')).toBe('gzip')
    expect(preferredEncoding('deflate')).toBeUndefined()
    expect(preferredEncoding('identity')).toBeUndefined()
    expect(preferredEncoding(undefined)).toBeUndefined()
    expect(preferredEncoding('')).toBeUndefined()
  })

  it('honours quality values, including a refusal with q=0', () => {
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip')
    expect(preferredEncoding('br;q=0.2, gzip;q=0.8')).toBe('gzip')
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeUndefined()
  })

  it('reads a wildcard as accepting anything not named', () => {
    expect(preferredEncoding('*')).toBe('br')
    expect(preferredEncoding('br;q=0, *')).toBe('gzip')
  })

  it('treats a garbled quality as a refusal rather than failing', () => {
    expect(preferredEncoding('br;q=banana, gzip')).toBe('gzip')
    expect(preferredEncoding(',,;;')).toBeUndefined()
  })
})
