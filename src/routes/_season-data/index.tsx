import { latestChanges } from 'virtual:changelog/latest'
import { createFileRoute } from '@tanstack/react-router'
import { siteConfig } from '~/config/site'
import { seasonDataPreloadLink } from '~/domain/season/preload'
import { LatestChanges } from '~/features/change-log/latest-changes'
import { HomePage } from '~/features/home/home-page'
import { pageHead } from '~/lib/page-head'
import { seasonQueryOptions } from '~/queries/season'

export const Route = createFileRoute('/')({
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(seasonQueryOptions())
  },
  head: () => {
    const head = pageHead({ description: siteConfig.description, path: '/' })
    return { ...head, links: [...head.links, seasonDataPreloadLink] }
  },
  component: Home,
})

function Home() {
  return <HomePage latestChanges={<LatestChanges changes={latestChanges} />} />
}
