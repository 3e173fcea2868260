import { createFileRoute } from '@tanstack/react-router'
import { seasonDataPreloadLink } from '~/domain/season/preload'
import { FaqPage } from '~/features/faq/faq-page'
import { pageHead } from '~/lib/page-head'
import { validateFaqSearch } from '~/lib/search-params'
import { seasonQueryOptions } from '~/queries/season'

export const Route = createFileRoute('/faq')({
  validateSearch: validateFaqSearch,
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(seasonQueryOptions())
  },
  head: () => {
    const head = pageHead({
      title: 'FAQ',
      description:
        'Answers about Vaultwise: where the data comes from, how item levels are worked out and what the site stores.',
      path: '/faq/',
    })
    return { ...head, links: [...head.links, seasonDataPreloadLink] }
  },
  component: FaqPage,
})
