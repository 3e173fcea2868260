// The shape of the site configuration (src/config/site.ts). The build and a unit test check the
// configuration against it, so a typo in a URL fails the build, not a visitor; the schema stays
// out of the browser bundle.
import * as z from 'zod/mini'

const httpsUrl = z.url({ protocol: /^https$/ })

/** The guild, the chat community and five networks, in the order the footer shows them. */
export const socialKinds = [
  'guild',
  'chatCommunity',
  'socialNetwork',
  'discussionSite',
  'streamingService',
  'microblog',
  'videoPlatform',
] as const

export const siteConfigSchema = z.object({
  title: z.string().check(z.minLength(1)),
  tagline: z.string().check(z.minLength(1)),
  description: z.string().check(z.minLength(1)),
  organisation: z.string().check(z.minLength(1)),
  /** Public origin used for canonical URLs, Open Graph tags and the sitemap. */
  origin: httpsUrl,
  feedbackUrl: httpsUrl,
  termsUrl: httpsUrl,
  /** One link of each social kind, in that order. */
  social: z
    .array(
      z.object({
        kind: z.enum(socialKinds),
        label: z.string().check(z.minLength(1)),
        url: httpsUrl,
      }),
    )
    .check(z.length(socialKinds.length)),
  analytics: z.object({
    siteId: z.int().check(z.positive()),
    /** Same-origin path the tracker posts hits to; the project's server owns it. */
    trackerPath: z.string().check(z.startsWith('/')),
    heartbeatSeconds: z.int().check(z.positive()),
    /** Holds the Matomo visitor id, only while the visitor has accepted analytics. */
    visitorCookie: z.string().check(z.regex(/^[a-z0-9_]+$/)),
  }),
  consentCookies: z.object({
    /** Holds the visitor's analytics choice: "true" or "false". */
    analytics: z.string().check(z.regex(/^[a-z0-9_]+$/)),
    /** "true" once the visitor has made a choice; the banner shows until then. */
    updated: z.string().check(z.regex(/^[a-z0-9_]+$/)),
    maxAgeDays: z.int().check(z.positive()),
  }),
  /** The browser bar's colour and the manifest's: the page background, so they meet seamlessly. */
  themeColor: z.string().check(z.regex(/^#[0-9a-f]{6}$/i)),
})

export type SiteConfig = z.infer<typeof siteConfigSchema>
