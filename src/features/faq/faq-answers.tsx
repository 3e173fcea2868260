// The FAQ's tabs and answers. `?tab=` picks the tab and a click writes it back; a hash that names
// a question (#how-fresh-is-the-data) opens that question's tab and scrolls to it. The answers are
// HTML compiled from content/<tab>.md at build time (vite-plugin-faq.ts), never from user input.

import { faqTabs } from 'virtual:faq/answers'
import { getRouteApi, useHydrated, useLocation } from '@tanstack/react-router'
import { Tabs } from 'radix-ui'
import { type MouseEvent, useCallback, useEffect, useRef } from 'react'
import { resolveTab, tabOfQuestion } from './faq-tabs'

const route = getRouteApi('/_season-data/faq')

/** The address a click on an answer's link should open inside the app, or null to let it be. */
function sitePathOf(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const anchor = (event.target as Element).closest?.('a[href]')
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.hasAttribute('download')) {
    return null
  }
  const href = anchor.getAttribute('href') ?? ''
  return href.startsWith('/') && !href.startsWith('//') ? href : null
}

export function FaqAnswers() {
  const hydrated = useHydrated()
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const location = useLocation({ select: (current) => current.hash })
  // The prerendered HTML shows the first tab; the address takes over once hydration is done.
  const tab = hydrated ? search.tab : undefined
  const hash = hydrated ? location : ''

  const activeTab = resolveTab(faqTabs, tab)
  const hashTab = tabOfQuestion(faqTabs, hash)
  // The question a hash names can only be scrolled to once its panel shows: after hydration (the
  // prerendered HTML shows the first tab, so the browser's own jump found a hidden answer) and
  // after a hash switched the tab.
  const scrollPending = useRef(true)

  const selectTab = useCallback(
    (slug: string, keepHash: boolean) =>
      navigate({
        to: './',
        search: (prev) => ({ ...prev, tab: slug }),
        hash: keepHash ? true : undefined,
        replace: true,
        resetScroll: false,
      }),
    [navigate],
  )

  useEffect(() => {
    if (hashTab !== undefined && hashTab !== activeTab) {
      scrollPending.current = true
      void selectTab(hashTab, true)
    }
  }, [hashTab, activeTab, selectTab])

  useEffect(() => {
    if (!scrollPending.current || hashTab !== activeTab || !hash) return
    scrollPending.current = false
    document.getElementById(hash)?.scrollIntoView()
  }, [hash, hashTab, activeTab])

  // Links inside an answer are plain HTML: one to a page of the site opens it in the app, without
  // reloading, as the site's other links do; one to another answer keeps the reader's place.
  const openSitePath = useCallback(
    (event: MouseEvent) => {
      const href = sitePathOf(event)
      if (href === null) return
      event.preventDefault()
      void navigate({ href, resetScroll: !href.startsWith('/faq/') })
    },
    [navigate],
  )

  return (
    <Tabs.Root
      className="faq-tabs"
      value={activeTab}
      onValueChange={(slug) => void selectTab(slug, false)}
      // Set once the answers answer input. They hydrate after the page, when their chunk has
      // come: until then a link in an answer is a plain link and loads its page afresh. The
      // end-to-end tests wait for it.
      data-hydrated={hydrated ? '' : undefined}
    >
      <Tabs.List className="faq-tab-list" aria-label="FAQ topics">
        {faqTabs.map((faqTab) => (
          <Tabs.Trigger key={faqTab.slug} value={faqTab.slug} className="faq-tab">
            {faqTab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {faqTabs.map((faqTab) => (
        // Every answer stays in the page (hidden when its tab is not chosen), so a link to any
        // question finds its target and the prerendered HTML carries the whole FAQ.
        <Tabs.Content
          key={faqTab.slug}
          value={faqTab.slug}
          className="faq-panel"
          forceMount
          hidden={faqTab.slug !== activeTab}
          onClick={openSitePath}
        >
          {faqTab.questions.map(({ slug, question, answerHtml }) => (
            // A plain block, not a named section: a landmark per question would bury the page's
            // own landmarks in a screen reader's list.
            <div key={slug} id={slug} className="faq-item">
              <h2 className="faq-question">
                <a href={`#${slug}`} className="faq-anchor">
                  {question}
                </a>
              </h2>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: compiled at build time from the team's Markdown; dataset values are escaped */}
              <div className="faq-answer" dangerouslySetInnerHTML={{ __html: answerHtml }} />
            </div>
          ))}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}
