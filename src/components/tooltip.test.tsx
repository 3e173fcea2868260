// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { Tooltip } from './tooltip'

beforeAll(() => {
  // Radix's positioning watches sizes; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
})

/** The popup's code loads on first use: on a busy machine that first import takes a while. */
const findTooltip = () => screen.findByRole('tooltip', {}, { timeout: 10_000 })

function renderTooltip() {
  render(
    <>
      <Tooltip content="Drops from Lightwarden Ruia" sideOffset={8} delay={50}>
        <a href="https://www.wowhead.com/item=250214">Lightspire Core</a>
      </Tooltip>
      <button type="button">Elsewhere</button>
    </>,
  )
  return screen.getByRole('link', { name: 'Lightspire Core' })
}

describe('Tooltip', () => {
  it('opens on keyboard focus, describes the trigger, and closes on Escape', async () => {
    const user = userEvent.setup()
    const link = renderTooltip()
    await user.tab()
    expect(link).toHaveFocus()
    const tooltip = await findTooltip()
    expect(tooltip).toHaveTextContent('Drops from Lightwarden Ruia')
    expect(link).toHaveAccessibleDescription('Drops from Lightwarden Ruia')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('tooltip')).toBeNull()
    expect(link).not.toHaveAttribute('aria-describedby')
  })

  it('opens after the pointer rests on the trigger, and keeps the same trigger element', async () => {
    // Past the moment a tooltip closed in an earlier test (a quick move between triggers skips
    // the delay).
    await act(() => new Promise((resolve) => setTimeout(resolve, 350)))
    const link = renderTooltip()
    fireEvent.pointerEnter(link, { pointerType: 'mouse' })
    expect(screen.queryByRole('tooltip')).toBeNull()
    expect(await findTooltip()).toHaveTextContent('Drops from Lightwarden Ruia')
    expect(screen.getByRole('link', { name: 'Lightspire Core' })).toBe(link)
    fireEvent.pointerLeave(link, { pointerType: 'mouse' })
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)))
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('stays over its trigger while open, when the trigger moves', async () => {
    const user = userEvent.setup()
    const link = renderTooltip()
    let top = 100
    link.getBoundingClientRect = () => DOMRect.fromRect({ x: 20, y: top, width: 120, height: 20 })
    await user.tab()
    await findTooltip()
    const standIn = document.querySelector<HTMLElement>('.tooltip-stand-in')
    expect(standIn?.style.top).toBe('100px')
    top = 340 // the list above the trigger grew
    await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))))
    await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))))
    expect(standIn?.style.top).toBe('340px')
    await user.keyboard('{Escape}')
  })

  it('does not open for a tap or for the focus a click gives', async () => {
    const link = renderTooltip()
    fireEvent.pointerEnter(link, { pointerType: 'touch' })
    fireEvent.pointerDown(link, { pointerType: 'touch' })
    fireEvent.focus(link)
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)))
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('closes when focus moves on', async () => {
    const user = userEvent.setup()
    const link = renderTooltip()
    await user.tab()
    await findTooltip()
    await user.tab()
    expect(link).not.toHaveFocus()
    expect(screen.queryByRole('tooltip')).toBeNull()
  })
})
