import { createFileRoute } from '@tanstack/react-router'
import { siteConfig } from '~/config/site'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/')({
  head: () => pageHead({ description: siteConfig.description, path: '/' }),
  component: HomePage,
})

function HomePage() {
  return (
    <div className="page">
      <h1 className="page-title">{siteConfig.title}</h1>
      <p className="lede">{siteConfig.description}</p>
    </div>
  )
}
