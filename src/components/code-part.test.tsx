// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { codeOnDemand } from '~/lib/code-on-demand'
import { CodePart } from './code-part'

type Module = { Comparison: () => React.ReactNode }
const module: Module = { Comparison: () => <button type="button">Compare</button> }

/** Code whose downloads fail as many times as asked, then come. */
function codeFailing(times: number) {
  let failures = 0
  return codeOnDemand<Module>(async () => {
    if (failures < times) {
      failures += 1
      throw new TypeError('Failed to fetch dynamically imported module')
    }
    return module
  })
}

/**
 * Draws the part in a page. It suspends while its code comes: React settles that only inside an
 * awaited act(), so each step of these tests is one.
 */
async function renderPart(code: ReturnType<typeof codeFailing>) {
  await settled(() => {
    render(
      <main>
        <section aria-label="Tracked">
          <CodePart
            code={code}
            what="The tracked trinkets"
            loading="Loading your tracked trinkets…"
          >
            {({ Comparison }) => <Comparison />}
          </CodePart>
        </section>
      </main>,
    )
  })
}

async function settled(step: () => unknown) {
  await act(async () => {
    await step()
    await new Promise((resolve) => setTimeout(resolve, 50))
  })
}

describe('Try again, from the keyboard', () => {
  beforeEach(() => {
    // React reports an error its boundary caught; the message on the page is what matters here.
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })

  test('the part comes and focus stays in its place, not at the top of the page', async () => {
    const user = userEvent.setup()
    await renderPart(codeFailing(1))
    const retry = await screen.findByRole('button', { name: 'Try again' })
    expect(screen.getByRole('alert')).toHaveTextContent('The tracked trinkets could not be loaded')

    retry.focus()
    await settled(() => user.keyboard('{Enter}'))

    expect(await screen.findByRole('button', { name: 'Compare' })).toBeVisible()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('region', { name: 'Tracked' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Compare' })).toHaveFocus()
  })

  test('if it fails again, focus is still in its place and the next Tab is the new Try again', async () => {
    const user = userEvent.setup()
    await renderPart(codeFailing(2))
    ;(await screen.findByRole('button', { name: 'Try again' })).focus()
    await settled(() => user.keyboard('{Enter}'))

    expect(screen.getByRole('alert')).toHaveTextContent('The tracked trinkets could not be loaded')
    expect(screen.getByRole('region', { name: 'Tracked' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus()
    await settled(() => user.keyboard('{Enter}'))
    expect(await screen.findByRole('button', { name: 'Compare' })).toBeVisible()
  })
})
