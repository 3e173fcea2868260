// The FAQ page: its heading and lede, and the tabs of questions, whose code comes in a chunk of
// its own (faq-answers-code.ts) while the prerendered answers are already on screen.

import { faqTabLabels } from 'virtual:faq/tabs'
import { Suspense, use } from 'react'
import { ExternalLink } from '~/components/external-link'
import { siteConfig } from '~/config/site'
import { faqAnswersCode } from './faq-answers-code'
import 'virtual:faq/server-ready'
// The answers' marks are plain HTML, styled as the FactMark component is; the styles come with
// the page, not with the answers' chunk, so the prerendered page shows them styled.
import '~/components/fact-mark.css'
import './faq.css'

// Fetched as soon as the page's own code runs (when a link to the FAQ comes into view, or on this
// page before it hydrates), so the answers are usually there by the time they are rendered.
void faqAnswersCode.load().catch(() => {})

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
  const { FaqAnswers } = faqAnswersCode.loaded() ?? use(faqAnswersCode.load())
  return <FaqAnswers />
}

/** The same outline as the tabs, so nothing moves when the answers arrive. */
function FaqSkeleton() {
  return (
    <div className="faq-tabs" aria-hidden="true">
      <div className="faq-tab-list">
        {faqTabLabels.map((faqTab) => (
          <span key={faqTab.slug} className="faq-tab">
            {faqTab.label}
          </span>
        ))}
      </div>
      <div className="faq-panel faq-panel-skeleton" />
    </div>
  )
}
