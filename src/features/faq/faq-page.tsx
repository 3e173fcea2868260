// The FAQ: questions in tabs. `?tab=` picks the tab and a click writes it back; a hash that names
// a question (#how-fresh-is-the-data) opens that question's tab and scrolls to it.
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, useHydrated, useLocation } from '@tanstack/react-router'
import { Tabs } from 'radix-ui'
import { Suspense, useCallback, useEffect, useRef } from 'react'
import { ExternalLink } from '~/components/external-link'
import { siteConfig } from '~/config/site'
import { seasonQueryOptions } from '~/queries/season'
import { faqTabs } from './faq-content'
import { resolveTab, tabOfQuestion } from './faq-tabs'
import './faq.css'

const route = getRouteApi('/_season-data/faq')

export function FaqPage() {
  return (
    <div className="page faq">
      <h1 className="page-title">FAQ</h1>
      <p className="lede">
        Where our numbers come from, how item levels are worked out and what the site stores.
        Missing an answer? Ask us in the{' '}
        <ExternalLink href={siteConfig.feedbackUrl}>feedback channel</ExternalLink>.
      </p>
      <Suspense fallback={<FaqSkeleton />}>
        <FaqTabs />
      </Suspense>
    </div>
  )
}

function FaqTabs() {
  const { data: dataset } = useSuspenseQuery(seasonQueryOptions())
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

  return (
    <Tabs.Root
      className="faq-tabs"
      value={activeTab}
      onValueChange={(slug) => void selectTab(slug, false)}
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
        >
          {faqTab.questions.map(({ slug, question, Answer }) => (
            // A plain block, not a named section: a landmark per question would bury the page's
            // own landmarks in a screen reader's list.
            <div key={slug} id={slug} className="faq-item">
              <h2 className="faq-question">
                <a href={`#${slug}`} className="faq-anchor">
                  {question}
                </a>
              </h2>
              <div className="faq-answer">
                <Answer dataset={dataset} />
              </div>
            </div>
          ))}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}

/** The same outline as the tabs, so nothing moves when the answers arrive. */
function FaqSkeleton() {
  return (
    <div className="faq-tabs" aria-hidden="true">
      <div className="faq-tab-list">
        {faqTabs.map((faqTab) => (
          <span key={faqTab.slug} className="faq-tab">
            {faqTab.label}
          </span>
        ))}
      </div>
      <div className="faq-panel faq-panel-skeleton" />
    </div>
  )
}
