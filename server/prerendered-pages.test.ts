import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  chooseVariant,
  etagMatches,
  pagePathOf,
  readPage,
  readPrerenderedPages,
} from './prerendered-pages'

let dir: string
const html = `<!DOCTYPE html><h1>FAQ</h1>${'<p>Great Vault</p>'.repeat(50)}`

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'vaultwise-pages-'))
  await mkdir(path.join(dir, 'faq'))
  await mkdir(path.join(dir, 'assets'))
  await writeFile(path.join(dir, 'index.html'), '<h1>Home</h1>')
  await writeFile(path.join(dir, 'faq', 'index.html'), html)
  await writeFile(path.join(dir, '404.html'), '<h1>Not Found</h1>')
  await writeFile(path.join(dir, 'assets', 'index.html.js'), '')
})

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('readPrerenderedPages', () => {
  it('finds every page of the build by its canonical path, and nothing else', async () => {
    const pages = await readPrerenderedPages(dir)
    expect([...pages.keys()].sort()).toEqual(['/', '/faq/'])
  })

  it('compresses a page whose .br/.gz copies are missing', async () => {
    const page = await readPage(path.join(dir, 'faq', 'index.html'))
    expect(brotliDecompressSync(page.variants.br.body).toString()).toBe(html)
    expect(gunzipSync(page.variants.gzip.body).toString()).toBe(html)
  })

  it('takes the ETag from the bytes: a new mtime keeps it, a changed page gets a new one', async () => {
    const file = path.join(dir, 'faq', 'index.html')
    const before = await readPage(file)
    await utimes(file, new Date(2030, 0, 1), new Date(2030, 0, 1))
    expect((await readPage(file)).variants.br.etag).toBe(before.variants.br.etag)
    await writeFile(file, `${html}<p>changed</p>`)
    expect((await readPage(file)).variants.br.etag).not.toBe(before.variants.br.etag)
    await writeFile(file, html)
  })

  it('gives each encoding its own ETag', async () => {
    const page = await readPage(path.join(dir, 'faq', 'index.html'))
    const tags = new Set(Object.values(page.variants).map((variant) => variant.etag))
    expect(tags.size).toBe(3)
  })
})

describe('chooseVariant', () => {
  it('follows Accept-Encoding', async () => {
    const page = await readPage(path.join(dir, 'faq', 'index.html'))
    expect(chooseVariant(page, 'gzip, br').encoding).toBe('br')
    expect(chooseVariant(page, 'gzip').encoding).toBe('gzip')
    expect(chooseVariant(page, undefined).encoding).toBeUndefined()
  })
})

describe('pagePathOf', () => {
  it('maps index files to paths with a trailing slash', () => {
    expect(pagePathOf('index.html')).toBe('/')
    expect(pagePathOf(path.join('seasonal-overview', 'index.html'))).toBe('/seasonal-overview/')
    expect(pagePathOf('404.html')).toBeUndefined()
    expect(pagePathOf(path.join('faq', 'index.html.br'))).toBeUndefined()
  })
})

describe('etagMatches', () => {
  it('matches one tag, a list, a weak form and the wildcard', () => {
    expect(etagMatches('"abc-br"', '"abc-br"')).toBe(true)
    expect(etagMatches('"old", "abc-br"', '"abc-br"')).toBe(true)
    expect(etagMatches('W/"abc-br"', '"abc-br"')).toBe(true)
    expect(etagMatches('*', '"abc-br"')).toBe(true)
  })

  it('does not match another tag or nothing', () => {
    expect(etagMatches('"abc-gzip"', '"abc-br"')).toBe(false)
    expect(etagMatches(undefined, '"abc-br"')).toBe(false)
    expect(etagMatches('', '"abc-br"')).toBe(false)
  })
})
