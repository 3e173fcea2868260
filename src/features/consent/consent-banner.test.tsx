// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { siteConfig } from '~/config/site'
import { readCookie, writeDocumentCookie } from '~/lib/cookies'
import { ConsentBanner, consentBannerText } from './consent-banner'
import { createConsentStore } from './consent-store'
import { CookieSettingsButton } from './cookie-settings-button'

const { analytics, updated } = siteConfig.consentCookies

function renderShell() {
  const store = createConsentStore(() => document)
  render(
    <>
      <main tabIndex={-1}>
        <a href="#top">First link of the page</a>
      </main>
      <footer>
        <CookieSettingsButton store={store} />
      </footer>
      <ConsentBanner store={store} />
    </>,
  )
  return store
}

const bannerHidden = () => document.documentElement.getAttribute('data-consent') === 'done'

describe('ConsentBanner', () => {
  beforeEach(() => {
    for (const name of [analytics, updated]) writeDocumentCookie(`${name}=; Path=/; Max-Age=0`)
    document.documentElement.removeAttribute('data-consent')
  })

  it('shows the exact wording with Accept and Deny to a visitor who has not chosen', () => {
    renderShell()
    const banner = screen.getByRole('region', { name: 'Cookie consent' })
    expect(banner).toHaveTextContent(consentBannerText)
    expect(consentBannerText).toBe(
      'By clicking “Accept”, you agree to the storing of cookies on your device to enhance site navigation, analyze site usage, and assist in our marketing efforts.',
    )
    const accept = screen.getByRole('button', { name: 'Accept' })
    const deny = screen.getByRole('button', { name: 'Deny' })
    expect(accept.className).toBe(deny.className)
    expect(bannerHidden()).toBe(false)
  })

  it('a Deny pressed before the page had its code counts once the code arrives', async () => {
    Object.assign(window, { __vwEarlyTap: 'consent-deny' })
    renderShell()
    await waitFor(() => expect(readCookie(document.cookie, analytics)).toBe('false'))
    expect(readCookie(document.cookie, updated)).toBe('true')
    expect(bannerHidden()).toBe(true)
  })

  it.each([
    { button: 'Deny', stored: 'false', choice: 'denied' },
    { button: 'Accept', stored: 'true', choice: 'granted' },
  ])(
    '$button stores $stored, sets the updated flag and hides the banner',
    async ({ button, stored, choice }) => {
      const store = renderShell()
      await userEvent.click(screen.getByRole('button', { name: button }))
      expect(readCookie(document.cookie, analytics)).toBe(stored)
      expect(readCookie(document.cookie, updated)).toBe('true')
      expect(store.getSnapshot().choice).toBe(choice)
      expect(bannerHidden()).toBe(true)
    },
  )

  it('a keyboard choice hands focus to the page content, not back to the top of the page', async () => {
    renderShell()
    const user = userEvent.setup()
    screen.getByRole('button', { name: 'Deny' }).focus()
    await user.keyboard('{Enter}')
    expect(bannerHidden()).toBe(true)
    expect(document.activeElement).toBe(screen.getByRole('main'))
    await user.tab()
    expect(document.activeElement).toBe(
      screen.getByRole('link', { name: 'First link of the page' }),
    )
  })

  it('stays hidden for a visitor who chose on an earlier visit', () => {
    writeDocumentCookie(`${analytics}=true; Path=/`)
    writeDocumentCookie(`${updated}=true; Path=/`)
    const store = renderShell()
    expect(store.getSnapshot().choice).toBe('granted')
    expect(bannerHidden()).toBe(true)
  })

  it('Cookie settings brings the banner back, focused, to change the choice', async () => {
    writeDocumentCookie(`${analytics}=true; Path=/`)
    writeDocumentCookie(`${updated}=true; Path=/`)
    const store = renderShell()
    const settings = screen.getByRole('button', { name: 'Cookie settings' })
    await userEvent.click(settings)
    expect(bannerHidden()).toBe(false)
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toHaveFocus()
    await userEvent.click(screen.getByRole('button', { name: 'Deny' }))
    expect(readCookie(document.cookie, analytics)).toBe('false')
    expect(store.getSnapshot().choice).toBe('denied')
    expect(bannerHidden()).toBe(true)
    expect(settings).toHaveFocus()
  })

  it('Escape closes a reopened banner and keeps the earlier choice', async () => {
    writeDocumentCookie(`${analytics}=false; Path=/`)
    writeDocumentCookie(`${updated}=true; Path=/`)
    const store = renderShell()
    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }))
    await userEvent.keyboard('{Escape}')
    expect(bannerHidden()).toBe(true)
    expect(store.getSnapshot().choice).toBe('denied')
    expect(screen.getByRole('button', { name: 'Cookie settings' })).toHaveFocus()
  })
})
