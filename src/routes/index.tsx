import { createFileRoute } from '@tanstack/react-router'
import { siteConfig } from '~/config/site'
import { LatestChangesPart } from '~/features/change-log/latest-changes-part'
import { HomePage } from '~/features/home/home-page'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/')({
  head: () => pageHead({ description: siteConfig.description, path: '/' }),
  component: Home,
})

function Home() {
  return <HomePage latestChanges={<LatestChangesPart />} />
}
