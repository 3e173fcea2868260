import { createFileRoute } from '@tanstack/react-router'
import { FaqPage } from '~/features/faq/faq-page'
import { pageHead } from '~/lib/page-head'
import { validateFaqSearch } from '~/lib/search-params'

export const Route = createFileRoute('/_season-data/faq')({
  validateSearch: validateFaqSearch,
  head: () =>
    pageHead({
      title: 'FAQ',
      description:
        'Answers about Vaultwise: where the data comes from, how item levels are worked out and what the site stores.',
      path: '/faq/',
    }),
  component: FaqPage,
})
