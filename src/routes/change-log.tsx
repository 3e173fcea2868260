import { createFileRoute } from '@tanstack/react-router'
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

function ChangeLogPage() {
  return (
    <div className="page">
      <h1 className="page-title">Change Log</h1>
    </div>
  )
}
