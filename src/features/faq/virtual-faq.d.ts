// The modules src/features/faq/vite-plugin-faq.ts builds from content/<tab>.md.
declare module 'virtual:faq/tabs' {
  /** Each tab's slug (`?tab=`) and label, in page order. */
  export const faqTabLabels: { slug: string; label: string }[]
}

declare module 'virtual:faq/answers' {
  import type { FaqTab } from '~/features/faq/faq-markdown'

  /** Every tab with its questions and their answers' HTML. */
  export const faqTabs: FaqTab[]
}

/** On the server, waits for the answers' chunk (faq-answers-code.ts); nothing in the browser. */
declare module 'virtual:faq/server-ready' {}
