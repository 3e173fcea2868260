import { consentBannerId } from './consent-banner'
import { type ConsentStore, consentStore } from './consent-store'

/** The footer's "Cookie settings": brings the banner back so a visitor can change their mind. */
export function CookieSettingsButton({ store = consentStore }: { store?: ConsentStore }) {
  return (
    <button
      type="button"
      data-cookie-settings
      aria-controls={consentBannerId}
      onClick={() => store.reopen()}
    >
      Cookie settings
    </button>
  )
}
