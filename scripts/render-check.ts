// A page whose server render failed must stop the build. React does not run error boundaries on
// the server: a component that throws while the page is prerendered leaves a client-rendered
// Suspense boundary (`<!--$!-->`) where its content belongs, and the response is still HTTP 200,
// so TanStack Start's prerender (failOnError looks at the status alone) and the postbuild would
// otherwise write a page without its content and only log the error. An error the router catches
// draws the error view ("Something went wrong!") instead. Either way the page is broken for every
// visitor who reads it before the scripts run, and for every crawler.

/** The error view's heading (src/components/error-view.tsx). */
export const errorViewHeading = 'Something went wrong!'
/**
 * The error view itself, by its markup: the words alone are no failure (the change log quotes
 * them in a release note).
 */
const errorView = /class="page error-view"|<h1[^>]*>\s*Something went wrong!\s*<\/h1>/

/** What is wrong with a rendered page, or null when it holds its content. */
export function renderFailure(html: string): string | null {
  if (errorView.test(html)) {
    const details = /<pre[^>]*class="error-details"[^>]*>([^<]*)<\/pre>/.exec(html)?.[1]?.trim()
    return `it shows the error view${details ? ` (${decodeEntities(details)})` : ''}`
  }
  // React's mark of a boundary whose server render threw; the browser is left to draw it.
  if (html.includes('<!--$!-->')) return 'its server render threw, so React left its content out'
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)
  if (!main) return 'it has no <main>'
  if (!main[1]?.trim()) return 'its <main> is empty'
  return null
}

/** The text of HTML as React writes it: the entities its server render uses, decoded. */
export function decodeEntities(text: string): string {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&')
}

/** The one line the build stops with: the page, what is wrong, and the errors its render logged. */
export function failedPageLine(pagePath: string, failure: string, errors: readonly string[] = []) {
  const thrown = errors.length ? `: ${[...new Set(errors)].join('; ')}` : ''
  return `The page ${pagePath} failed to render: ${failure}${thrown}.`
}

/**
 * The messages of the render errors the server logs while it renders: TanStack Router prints them
 * ("Error in renderToReadableStream:") and carries on, and the page's HTML has no trace of them in
 * a production build. Pages are rendered one at a time where this is used, so what was logged
 * since the last `take()` belongs to the page just rendered.
 */
export function recordRenderErrors(target: Pick<Console, 'error'> = console) {
  const logged: string[] = []
  const original = target.error
  target.error = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('Error in render')) {
      const error = args[1]
      logged.push(error instanceof Error ? error.message : String(error))
      // Only a build takes them; a dev server's log keeps the last few, never a growing list.
      if (logged.length > 20) logged.shift()
    }
    original.apply(target, args)
  }
  return {
    take: () => logged.splice(0),
    stop: () => {
      target.error = original
    },
  }
}

/** Throws the one line when the rendered page failed; the errors logged meanwhile name the cause. */
export function checkRenderedPage(
  pagePath: string,
  html: string,
  errors: { take: () => string[] },
): void {
  const logged = errors.take()
  const failure = renderFailure(html)
  if (failure) throw new Error(failedPageLine(pagePath, failure, logged))
}
