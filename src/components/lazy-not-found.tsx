// Not Found's view is a chunk of its own: in the entry it would cost every page's first load about
// 0.6 KB gzip for the few visits that need it. While its code loads (a 404's first paint, or a
// broken link followed in the browser), React keeps what is on screen: the prerendered 404 page's
// HTML while hydrating, nothing else after a navigation, for the moment the chunk takes.
import { lazy, Suspense } from 'react'

const NotFoundView = lazy(() =>
  import('./not-found').then((module) => ({ default: module.NotFound })),
)

export function LazyNotFound() {
  return (
    <Suspense fallback={null}>
      <NotFoundView />
    </Suspense>
  )
}
