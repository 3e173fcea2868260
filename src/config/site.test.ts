import { describe, expect, it } from 'vitest'
import { siteConfig } from './site'
import { siteConfigSchema } from './site-schema'

describe('site configuration', () => {
  it('matches its schema', () => {
    expect(() => siteConfigSchema.parse(siteConfig)).not.toThrow()
  })

  it('names analytics site id 6 and a 15 s heartbeat, as the specification says', () => {
    expect(siteConfig.analytics.siteId).toBe(6)
    expect(siteConfig.analytics.heartbeatSeconds).toBe(15)
  })

  it('lists the guild, the chat community and five networks', () => {
    expect(siteConfig.social.map((entry) => entry.kind)).toEqual([
      'guild',
      'chatCommunity',
      'socialNetwork',
      'discussionSite',
      'streamingService',
      'microblog',
      'videoPlatform',
    ])
  })

  it('rejects a configuration with a plain-http link', () => {
    const broken = { ...siteConfig, feedbackUrl: 'http://discord.gg/x' }
    expect(() => siteConfigSchema.parse(broken)).toThrow()
  })
})
