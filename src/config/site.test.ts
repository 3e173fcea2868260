import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { siteConfig } from './site'
import { siteConfigSchema, socialKinds } from './site-schema'

describe('site configuration', () => {
  it('matches its schema', () => {
    expect(() => siteConfigSchema.parse(siteConfig)).not.toThrow()
  })

  it('names analytics site id 6 and a 15 s heartbeat, as the specification says', () => {
    expect(siteConfig.analytics.siteId).toBe(6)
    expect(siteConfig.analytics.heartbeatSeconds).toBe(15)
  })

  it('lists the guild, the chat community and five networks', () => {
    expect(siteConfig.social.map((entry) => entry.kind)).toEqual(socialKinds)
  })

  it('rejects a configuration with a plain-http link', () => {
    const broken = { ...siteConfig, feedbackUrl: 'http://discord.gg/x' }
    expect(() => siteConfigSchema.parse(broken)).toThrow()
  })

  it('colours the browser bar like the page background, so they meet without a seam', () => {
    const tokens = readFileSync(new URL('../styles/tokens.css', import.meta.url), 'utf8')
    const background = /--color-surface-0:\s*(#[0-9a-f]{6})/i.exec(tokens)?.[1]
    expect(siteConfig.themeColor.toLowerCase()).toBe(background?.toLowerCase())
  })
})
