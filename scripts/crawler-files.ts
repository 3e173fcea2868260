// robots.txt and sitemap.xml for search engines, written by scripts/postbuild.ts from the pages
// the build prerendered, so a new route is listed without anyone remembering to add it.
import path from 'node:path'

/** `dist/client/faq/index.html` → `/faq/`; anything that is not a page → undefined. */
export function pagePathFor(relativeFile: string): string | undefined {
  const posix = relativeFile.split(path.sep).join('/')
  if (posix === 'index.html') return '/'
  if (!posix.endsWith('/index.html')) return undefined
  return `/${posix.slice(0, -'index.html'.length)}`
}

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;')
}

/** The home page first, then the rest in alphabetical order, each once. */
export function sitemapXml(origin: string, pagePaths: readonly string[]): string {
  const unique = [...new Set(pagePaths)].sort((a, b) =>
    a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b),
  )
  const urls = unique
    .map((pagePath) => `  <url><loc>${escapeXml(new URL(pagePath, origin).href)}</loc></url>`)
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`
}

export function robotsTxt(origin: string, disallowedPaths: readonly string[]): string {
  const disallow = disallowedPaths.map((disallowed) => `Disallow: ${disallowed}`).join('\n')
  return `User-agent: *
Allow: /
${disallow ? `${disallow}\n` : ''}
Sitemap: ${new URL('/sitemap.xml', origin).href}
`
}
