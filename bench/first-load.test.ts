import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paintFirst } from '../scripts/paint-first'
import { assetsInHtml, htmlFileOf, measureFirstLoad, staticImports } from './first-load'

describe('assetsInHtml', () => {
  it('finds the entry script, modulepreloads, fetched stylesheets and preloaded data', () => {
    const html = `<head><link rel="stylesheet" href="/assets/global-1.css" data-precedence="default"/>
      <link rel="modulepreload" href="/assets/index-2.js" fetchPriority="low"/>
      <link rel="modulepreload" href="/assets/faq-3.js"/>
      <link rel="preload" href="/assets/season-4.json" as="fetch" crossorigin="anonymous"/>
      <style data-inlined-from="/assets/inlined-5.css">body{}</style><link rel="stylesheet" href="/assets/inlined-5.css" disabled/>
      <link rel="icon" href="/favicon.svg"/><link rel="canonical" href="https://vaultwise.gg/faq/"/>
      </head><body><script>inline()</script><script type="module" async src="/assets/index-2.js"></script>
      <script src="https://elsewhere.example/x.js"></script></body>`
    expect(assetsInHtml(html)).toEqual({
      scripts: ['/assets/index-2.js', '/assets/faq-3.js'],
      styles: ['/assets/global-1.css'],
      data: ['/assets/season-4.json'],
    })
  })

  it('counts what a page loads right after its first paint', () => {
    const html = paintFirst(`<head><link rel="modulepreload" href="/assets/index-2.js"/>
      <link rel="modulepreload" href="/assets/faq-3.js"/>
      <link rel="preload" href="/assets/season-4.json" as="fetch" crossorigin="anonymous"/></head>
      <body><script type="module" async="" src="/assets/index-2.js"></script></body>`)
    expect(assetsInHtml(html ?? '')).toEqual({
      scripts: ['/assets/index-2.js', '/assets/faq-3.js'],
      styles: [],
      data: ['/assets/season-4.json'],
    })
  })
})

describe('staticImports', () => {
  it('reads the import statements a bundler hoists to the top of a chunk', () => {
    const chunk =
      'import{n as e}from"./index-A.js";import"./side-effect-B.js";import*as t from"./ns-C.js";export{r as x}from"./re-D.js";var a=1;'
    expect(staticImports(chunk)).toEqual([
      './index-A.js',
      './side-effect-B.js',
      './ns-C.js',
      './re-D.js',
    ])
  })

  it('does not count lazy import() calls or imports inside strings', () => {
    const chunk =
      'import{a}from"./index-A.js";const l=()=>import(`./faq-B.js`);const s="import x from \\"./not-C.js\\""'
    expect(staticImports(chunk)).toEqual(['./index-A.js'])
  })
})

describe('measureFirstLoad', () => {
  let dir: string
  const files: Record<string, string> = {
    'faq/index.html':
      '<link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/faq.js"/><script type="module" src="/assets/entry.js"></script>',
    'assets/app.css': 'body{color:red}',
    'assets/entry.js': `import{a}from"./shared.js";const lazy=()=>import("./lazy.js");${'x'.repeat(500)}`,
    'assets/faq.js': 'import{a}from"./entry.js";import{b}from"./shared.js";',
    'assets/shared.js': `export const a=1;${'y'.repeat(300)}`,
    'assets/lazy.js': `export const never=1;${'z'.repeat(9000)}`,
  }

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'vaultwise-first-load-'))
    for (const [file, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true })
      await writeFile(path.join(dir, file), text)
    }
  })

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('counts every statically reachable script once, and leaves lazy chunks out', async () => {
    const firstLoad = await measureFirstLoad(dir, '/faq/')
    expect(firstLoad.js.files).toEqual(['/assets/entry.js', '/assets/faq.js', '/assets/shared.js'])
    const expectedGzip = ['assets/entry.js', 'assets/faq.js', 'assets/shared.js']
      .map((file) => gzipSync(files[file] ?? '', { level: 9 }).length)
      .reduce((sum, bytes) => sum + bytes, 0)
    expect(firstLoad.js.gzip).toBe(expectedGzip)
    expect(firstLoad.css.files).toEqual(['/assets/app.css'])
    expect(firstLoad.html.raw).toBe(Buffer.byteLength(files['faq/index.html'] ?? ''))
  })
})

describe('htmlFileOf', () => {
  it("is a page's index.html, or for a spec's tracker address the spec page the server sends", () => {
    expect(htmlFileOf('/')).toBe('index.html')
    expect(htmlFileOf('/faq/')).toBe('faq/index.html')
    expect(htmlFileOf('/trinket-tracker/')).toBe('trinket-tracker/index.html')
    expect(htmlFileOf('/trinket-tracker/?wowClass=shaman&wowSpec=restoration')).toBe(
      'trinket-tracker/specs/shaman/restoration.html',
    )
    expect(htmlFileOf('/trinket-tracker/?wowClass=mage')).toBe('trinket-tracker/index.html')
  })
})
