// Every operator-specific value lives here, so another operator re-brands the site by editing
// this one file. src/config/site-schema.ts says what each value must look like.
import type { SiteConfig } from './site-schema'

export const siteConfig: SiteConfig = {
  title: 'Vaultwise',
  tagline: 'Trinkets, keys and the season at a glance',
  description:
    'Vaultwise helps World of Warcraft players plan their season: which trinkets their spec can use, where they drop, and at what item level.',
  organisation: 'Vaultwise Esports',
  origin: 'https://vaultwise.gg',
  feedbackUrl: 'https://discord.gg/vaultwise',
  termsUrl: 'https://vaultwise.gg/legal/',
  social: [
    { kind: 'guild', label: 'Our guild', url: 'https://raider.io/guilds/eu/silvermoon/Vaultwise' },
    { kind: 'chatCommunity', label: 'Discord', url: 'https://discord.gg/vaultwise' },
    { kind: 'socialNetwork', label: 'Facebook', url: 'https://www.facebook.com/vaultwisegg' },
    { kind: 'discussionSite', label: 'Reddit', url: 'https://www.reddit.com/r/vaultwise' },
    { kind: 'streamingService', label: 'Twitch', url: 'https://www.twitch.tv/vaultwise' },
    { kind: 'microblog', label: 'X', url: 'https://x.com/vaultwisegg' },
    { kind: 'videoPlatform', label: 'YouTube', url: 'https://www.youtube.com/@vaultwise' },
  ],
  analytics: {
    siteId: 6,
    trackerPath: '/api/analytics/track',
    heartbeatSeconds: 15,
    visitorCookie: 'vw_analytics_id',
  },
  consentCookies: {
    analytics: 'vw_analytics_consent',
    updated: 'vw_consent_updated',
    maxAgeDays: 365,
  },
  // The browser bar's colour on phones: the page background (--color-surface-0 in tokens.css).
  themeColor: '#0b0e14',
}
