// The cookie banner. It is in every prerendered page; `html[data-consent="done"]` hides it, set
// before the first paint by the head script and kept in step here after hydration.
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef } from 'react'
import { earlyTapAttribute, takeEarlyTap } from '~/lib/early-tap'
import { consentDoneAttribute } from './consent-cookies'
import { type ConsentStore, consentStore, isBannerOpen, useConsent } from './consent-store'
import './consent-banner.css'

/** The specification's wording, character for character. */
export const consentBannerText =
  'By clicking “Accept”, you agree to the storing of cookies on your device to enhance site navigation, analyze site usage, and assist in our marketing efforts.'

export const consentBannerId = 'consent-banner'
export const cookieSettingsSelector = '[data-cookie-settings]'

/** Accept and Deny: the same element, size and style, so refusing is as easy as accepting. */
const consentChoices = [
  { label: 'Accept', granted: true, tap: 'consent-accept' },
  { label: 'Deny', granted: false, tap: 'consent-deny' },
] as const

function focusCookieSettings() {
  document.querySelector<HTMLElement>(cookieSettingsSelector)?.focus()
}

/**
 * After a first choice the focused button disappears with the banner. The page's content is where
 * a keyboard user goes on from (not back to the top of the page), and it stays where it was scrolled.
 */
function focusPageContent() {
  document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true })
}

export function ConsentBanner({ store = consentStore }: { store?: ConsentStore }) {
  const consent = useConsent(store)
  const open = isBannerOpen(consent)
  const bannerRef = useRef<HTMLElement>(null)

  // Before paint, so a choice hides the banner in the same frame and a reopened banner never
  // shows a frame late. Not run while hydrating: the head script's verdict stands until then.
  useLayoutEffect(() => {
    if (!consent.ready) return
    const root = document.documentElement
    if (open) root.removeAttribute(consentDoneAttribute)
    else root.setAttribute(consentDoneAttribute, 'done')
  }, [consent.ready, open])

  // Reopened from the footer: take keyboard and screen-reader users to it.
  useEffect(() => {
    if (consent.reopened) bannerRef.current?.focus()
  }, [consent.reopened])

  const choose = (granted: boolean) => {
    const cameFromSettings = consent.reopened
    const hadFocus = bannerRef.current?.contains(document.activeElement) ?? false
    store.choose(granted)
    if (cameFromSettings) focusCookieSettings()
    else if (hadFocus) focusPageContent()
  }

  // Accept or Deny pressed before the page's code arrived counts now that it is here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the cookies are first read
  useEffect(() => {
    if (!consent.ready) return
    const early = consentChoices.find((choice) => takeEarlyTap(choice.tap))
    if (early) store.choose(early.granted)
  }, [consent.ready])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && consent.reopened) {
      store.dismiss()
      focusCookieSettings()
    }
  }

  return (
    <section
      ref={bannerRef}
      id={consentBannerId}
      className="consent-banner"
      aria-labelledby="consent-banner-title"
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div className="consent-banner-inner">
        <h2 id="consent-banner-title" className="visually-hidden">
          Cookie consent
        </h2>
        <p className="consent-banner-text">{consentBannerText}</p>
        <div className="consent-banner-actions">
          {consentChoices.map(({ label, granted, tap }) => (
            <button
              key={tap}
              type="button"
              className="button consent-button"
              onClick={() => choose(granted)}
              {...{ [earlyTapAttribute]: tap }}
            >
              {label}
            </button>
          ))}
        </div>
      </div>
    </section>
  )
}
