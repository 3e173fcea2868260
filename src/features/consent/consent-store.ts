// The visitor's consent as a tiny external store: the banner, the footer's Cookie settings
// control and the analytics loader all read it through useConsent().
import { useSyncExternalStore } from 'react'
import { type ConsentChoice, consentCookieStrings, readConsentChoice } from './consent-cookies'

export type ConsentState = {
  /** False while rendering on the server and hydrating: cookies are not read yet. */
  ready: boolean
  choice: ConsentChoice
  /** The visitor reopened the banner from Cookie settings to change their mind. */
  reopened: boolean
}

export function isBannerOpen(state: ConsentState): boolean {
  return state.choice === 'undecided' || state.reopened
}

// The prerendered HTML shows the banner to everybody; the head script hides it for those who chose.
const serverState: ConsentState = { ready: false, choice: 'undecided', reopened: false }

type CookieDocument = Pick<Document, 'cookie'> & { location: Pick<Location, 'protocol'> }

export function createConsentStore(getDocument: () => CookieDocument | undefined) {
  let state: ConsentState | undefined
  const listeners = new Set<() => void>()

  const readCookies = () => {
    try {
      return getDocument()?.cookie ?? ''
    } catch {
      // Cookies can be blocked outright (sandboxed frames): then nobody has chosen yet.
      return ''
    }
  }

  const update = (next: ConsentState) => {
    state = next
    for (const listener of listeners) listener()
  }

  const getSnapshot = (): ConsentState => {
    state ??= { ready: true, choice: readConsentChoice(readCookies()), reopened: false }
    return state
  }

  return {
    getSnapshot,
    getServerSnapshot: (): ConsentState => serverState,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    /** Accept (true) or Deny (false): both cookies are written and the banner closes. */
    choose(granted: boolean) {
      const doc = getDocument()
      if (doc) {
        const secure = doc.location.protocol === 'https:'
        try {
          for (const cookie of consentCookieStrings(granted, secure)) doc.cookie = cookie
        } catch {
          // Blocked cookies: the choice still holds for this page view.
        }
      }
      update({ ready: true, choice: granted ? 'granted' : 'denied', reopened: false })
    },
    /** Cookie settings: show the banner again without changing the current choice. */
    reopen() {
      update({ ...getSnapshot(), reopened: true })
    },
    /** Escape on a reopened banner: keep the choice as it was. */
    dismiss() {
      const current = getSnapshot()
      if (current.reopened) update({ ...current, reopened: false })
    },
  }
}

export type ConsentStore = ReturnType<typeof createConsentStore>

export const consentStore = createConsentStore(() =>
  typeof document === 'undefined' ? undefined : document,
)

export function useConsent(store: ConsentStore = consentStore): ConsentState {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot)
}
