// The pending-view script (pending-view.ts) as the page draws it: in the prerendered HTML only. A
// component of its own, so that what changes when hydration ends (it leaves) changes nothing else
// in the page's frame (see trinket-tracker.tsx).
import { useHydrated } from '@tanstack/react-router'
import { pendingViewScript } from './pending-view'
import type { PrerenderedSpec } from './prerendered-spec'

/**
 * The browser has run the script by the time it hydrates the element, which it then removes: its
 * text is the server's alone, and the browser's bundle carries none of it.
 */
export function PendingViewScript({ pageSpec }: { pageSpec: PrerenderedSpec }) {
  const hydrated = useHydrated()
  if (hydrated) return null
  const script = import.meta.env.SSR ? pendingViewScript(pageSpec) : ''
  // biome-ignore lint/security/noDangerouslySetInnerHtml: pending-view.ts's script (the page's spec in it as JSON, `<` escaped), run while the prerendered HTML parses.
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />
}
