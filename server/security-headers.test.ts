import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { inlineScriptHashes, pageContentSecurityPolicy, readPagePolicies } from './security-headers'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('inlineScriptHashes', () => {
  it('hashes the exact text of every inline script, in page order', () => {
    const first = 'self.$R=self.$R||{};\n  document.currentScript.remove()'
    const second = '($R=>$R[17].return(void 0))($R["tsr"])'
    const html = `<head><script>${first}</script></head><body><SCRIPT data-tsr-stream-part="">${second}</SCRIPT></body>`
    expect(inlineScriptHashes(html)).toEqual([sha(first), sha(second)])
  })

  it('skips external scripts and lists a repeated script once', () => {
    const html =
      '<script type="module" async src="/assets/index-abc.js"></script><script>a()</script><script>a()</script>'
    expect(inlineScriptHashes(html)).toEqual([sha('a()')])
  })

  it('keeps non-ASCII text as UTF-8, as the browser hashes it', () => {
    const script = 'document.title = "Soon™ · Vaultwise"'
    expect(inlineScriptHashes(`<script>${script}</script>`)).toEqual([
      `'sha256-${createHash('sha256').update(Buffer.from(script, 'utf8')).digest('base64')}'`,
    ])
  })

  it('finds nothing in a page without inline scripts', () => {
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([])
  })
})

describe('pageContentSecurityPolicy', () => {
  it('lets scripts come only from this origin or the listed hashes', () => {
    const policy = pageContentSecurityPolicy(["'sha256-abc='"])
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src'))
    expect(scriptSrc).toBe("script-src 'self' 'sha256-abc='")
    expect(policy).not.toContain('unsafe-eval')
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("base-uri 'none'")
  })
})

describe('readPagePolicies', () => {
  it('gives each HTML file of the build its own policy', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'vaultwise-csp-'))
    try {
      await mkdir(path.join(dir, 'faq'))
      await writeFile(path.join(dir, 'index.html'), '<script>home()</script>')
      await writeFile(path.join(dir, 'faq', 'index.html'), '<script>faq()</script>')
      await writeFile(path.join(dir, 'notes.txt'), '<script>never()</script>')
      const policies = await readPagePolicies(dir)
      expect([...policies.keys()].sort()).toEqual([
        path.join(dir, 'faq', 'index.html'),
        path.join(dir, 'index.html'),
      ])
      expect(policies.get(path.join(dir, 'faq', 'index.html'))).toContain(sha('faq()'))
      expect(policies.get(path.join(dir, 'faq', 'index.html'))).not.toContain(sha('home()'))
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
