import { createFileRoute } from '@tanstack/react-router'
import { ChangeLogPage } from '~/features/change-log/change-log-page'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/change-log')({
  head: () =>
    pageHead({
      title: 'Change Log',
      description: 'What changed on Vaultwise, release by release.',
      path: '/change-log/',
    }),
  component: ChangeLogPage,
})
