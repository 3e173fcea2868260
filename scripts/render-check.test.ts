// The build's check of each rendered page (render-check.ts): the error view, a boundary React left
// to the browser because its server render threw, and a page without its main content all fail,
// in one line naming the page and the error; a page that holds its content passes.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  checkRenderedPage,
  errorViewHeading,
  failedPageLine,
  recordRenderErrors,
  renderFailure,
} from './render-check'

const page = (main: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>FAQ · Vaultwise</title></head><body><header>Vaultwise</header><main id="main" tabindex="-1">${main}</main><footer>Footer</footer></body></html>`

// As the prerender wrote /faq/ when its component threw on the server.
const threw = page('<!--$!--><template></template><!--/$-->')
const errorView = page(
  `<div class="page error-view" role="alert"><h1 class="page-title">${errorViewHeading}</h1><button type="button" class="button" aria-expanded="false">Show Error</button><pre id="r1" class="error-details" hidden="">season.json: trinkets[3] is &quot;x&quot; &amp; more</pre></div>`,
)
const good = page('<!--$--><div class="page faq"><h1 class="page-title">FAQ</h1></div><!--/$-->')

describe('a rendered page', () => {
  it('passes with its content', () => {
    expect(renderFailure(good)).toBeNull()
    // A boundary still streaming at the end of the shell is filled in further down the page.
    expect(renderFailure(page('<!--$?--><template id="B:0"></template><!--/$-->'))).toBeNull()
    // The change log quotes the error view's words in a release note.
    expect(
      renderFailure(page(`<ul><li>instead of showing &quot;${errorViewHeading}&quot;.</li></ul>`)),
    ).toBeNull()
  })

  it('fails when it shows the error view, with the error it shows', () => {
    expect(renderFailure(errorView)).toBe(
      'it shows the error view (season.json: trinkets[3] is "x" & more)',
    )
  })

  it('fails when React left a boundary to the browser because its server render threw', () => {
    expect(renderFailure(threw)).toBe('its server render threw, so React left its content out')
  })

  it('fails without a <main> or with an empty one', () => {
    expect(renderFailure('<html><body><p>hi</p></body></html>')).toBe('it has no <main>')
    expect(renderFailure(page('  \n '))).toBe('its <main> is empty')
  })
})

describe('the line the build stops with', () => {
  it('names the page, what is wrong and the error the render logged', () => {
    const fakeConsole = { error: (..._args: unknown[]) => {} }
    const errors = recordRenderErrors(fakeConsole)
    fakeConsole.error('Error in renderToReadableStream:', new Error('faq render fails'), {})
    fakeConsole.error('something else entirely')
    expect(() => checkRenderedPage('/faq', threw, errors)).toThrow(
      new Error(
        'The page /faq failed to render: its server render threw, so React left its content out: faq render fails.',
      ),
    )
    // What was logged belongs to the page just checked; the next starts afresh.
    expect(errors.take()).toEqual([])
    expect(() => checkRenderedPage('/', good, errors)).not.toThrow()
    errors.stop()
  })

  it('is one line', () => {
    expect(failedPageLine('/faq', 'its <main> is empty')).toBe(
      'The page /faq failed to render: its <main> is empty.',
    )
    expect(failedPageLine('/faq', 'it has no <main>', ['a', 'a', 'b'])).not.toContain('\n')
  })
})

describe('the built pages', () => {
  it('each hold their content, where a build exists', () => {
    const client = path.resolve(import.meta.dirname, '../dist/client')
    if (!existsSync(client)) return
    const pages = readdirSync(client, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.html'))
    const failed = pages.flatMap((file) => {
      const failure = renderFailure(readFileSync(path.join(client, file), 'utf8'))
      return failure ? [`${file}: ${failure}`] : []
    })
    expect(failed).toEqual([])
  })
})
