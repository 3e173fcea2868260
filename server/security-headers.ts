// The security headers sent with every response, and each prerendered page's Content Security
// Policy. TanStack Start prerenders a few inline <script>s into every page (scroll restoration and
// the hydration stream) whose text differs per page, so each page's policy allows exactly its own
// inline scripts by sha256 hash: no 'unsafe-inline' and no 'unsafe-eval' for scripts.
import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const srcAttribute = /(?:^|\s)src\s*=/i

/** The CSP source expression for every inline script in a page, in document order, deduplicated. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(scriptElement)) {
    const [, attributes = '', body = ''] = match
    // An external script is allowed by 'self'; its (empty) body is never run.
    if (srcAttribute.test(attributes)) continue
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/**
 * Inline styles stay allowed: Radix writes `style="…"` attributes into the prerendered HTML
 * (hydration does not re-apply them if they were blocked) and its scroll lock injects a <style>
 * whose text depends on the scrollbar width, so neither can be hashed. CSS cannot run script, and
 * with img-src, font-src and connect-src limited to this origin it cannot send data elsewhere.
 */
export function pageContentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** For everything that is not a page (assets, JSON, errors): nothing may run or be framed. */
export const resourceContentSecurityPolicy =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

/** Features the site never uses are switched off for it and for anything it could embed. */
export const permissionsPolicy = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ')

/** Sent with every response, including redirects, 404s and errors. */
export const baseSecurityHeaders = {
  'content-security-policy': resourceContentSecurityPolicy,
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': permissionsPolicy,
  'cross-origin-opener-policy': 'same-origin',
  'x-frame-options': 'DENY',
  'origin-agent-cluster': '?1',
} as const

async function* htmlFilesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* htmlFilesUnder(full)
    else if (entry.name.endsWith('.html')) yield full
  }
}

/**
 * Each built page's own policy, keyed by its absolute file path. Read from the build at start, so
 * the hashes can never disagree with the HTML being served.
 */
export async function readPagePolicies(clientDir: string): Promise<Map<string, string>> {
  const policies = new Map<string, string>()
  for await (const file of htmlFilesUnder(clientDir)) {
    const html = await readFile(file, 'utf8')
    policies.set(file, pageContentSecurityPolicy(inlineScriptHashes(html)))
  }
  return policies
}
