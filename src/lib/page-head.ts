// Per-route <head>: title, description, canonical URL, Open Graph and Twitter tags, so every
// prerendered page unfurls properly in chat apps.
import { siteConfig } from '~/config/site'

type PageHeadInput = {
  /** Page title without the site name; the home page passes none. */
  title?: string
  description: string
  /** Canonical path of the page, with its trailing slash. */
  path: string
  /** Path of a 1200×630 preview image under public/. */
  image?: string
}

/** Drawn by scripts/make-preview-images.ts, like every image under public/og/. */
export const defaultPreviewImage = '/og/default.png'

export function pageTitle(title: string | undefined): string {
  return title ? `${title} · ${siteConfig.title}` : `${siteConfig.title}: ${siteConfig.tagline}`
}

export function pageHead({ title, description, path, image = defaultPreviewImage }: PageHeadInput) {
  const fullTitle = pageTitle(title)
  const url = new URL(path, siteConfig.origin).href
  const imageUrl = new URL(image, siteConfig.origin).href
  return {
    meta: [
      { title: fullTitle },
      { name: 'description', content: description },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: siteConfig.title },
      { property: 'og:title', content: fullTitle },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      { property: 'og:image', content: imageUrl },
      { property: 'og:image:width', content: '1200' },
      { property: 'og:image:height', content: '630' },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: fullTitle },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: imageUrl },
    ],
    links: [{ rel: 'canonical', href: url }],
  }
}

/** The Not Found page: its own title, and kept out of search results. */
export function notFoundHead() {
  return {
    meta: [
      { title: pageTitle('Not Found') },
      { name: 'description', content: siteConfig.description },
      { name: 'robots', content: 'noindex' },
    ],
  }
}
