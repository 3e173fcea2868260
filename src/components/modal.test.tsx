// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Modal } from './modal'

function Harness() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open details
      </button>
      <Modal open={open} onOpenChange={setOpen} title="Lightspire Core">
        <p>Mastery, always on.</p>
        <input aria-label="Note" />
      </Modal>
    </>
  )
}

/** Presses a key on the page (or on one element of it); true when the modal kept its default. */
function press(key: string, target: EventTarget = document.body) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })
  target.dispatchEvent(event)
  return event.defaultPrevented
}

/** Renders the page and opens the modal as a player would. */
async function renderOpen() {
  const user = userEvent.setup()
  render(<Harness />)
  await user.click(screen.getByRole('button', { name: 'Open details' }))
  return user
}

describe('Modal', () => {
  it('opens as a labelled dialog and closes with its close button', async () => {
    const user = await renderOpen()
    const dialog = screen.getByRole('dialog', { name: 'Lightspire Core' })
    expect(dialog).toHaveTextContent('Mastery, always on.')
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('keeps arrow and page keys from scrolling the page while open, and only then', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    expect(press('ArrowDown')).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Open details' }))
    expect(press('ArrowDown')).toBe(true)
    expect(press('PageDown')).toBe(true)
    expect(press('ArrowUp')).toBe(true)
    // Typing in a form field inside the modal keeps its keys.
    expect(press('ArrowLeft', screen.getByRole('textbox', { name: 'Note' }))).toBe(false)
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(press('ArrowDown')).toBe(false)
  })

  it('locks body scrolling while open', async () => {
    await renderOpen()
    expect(getComputedStyle(document.body).overflow).toBe('hidden')
  })

  it('closes with Space or Enter on its Close button', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    for (const key of ['[Space]', '[Enter]']) {
      await user.click(screen.getByRole('button', { name: 'Open details' }))
      const close = screen.getByRole('button', { name: 'Close' })
      close.focus()
      await user.keyboard(key)
      expect(screen.queryByRole('dialog'), key).toBeNull()
    }
  })

  it('still keeps Space from scrolling the page when nothing pressable has focus', async () => {
    await renderOpen()
    expect(press(' ')).toBe(true)
    // Arrow keys on the Close button would scroll the page behind: still suppressed.
    expect(press('ArrowDown', screen.getByRole('button', { name: 'Close' }))).toBe(true)
  })

  it('gives focus back to the button that opened it, however it closes', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    const opener = screen.getByRole('button', { name: 'Open details' })

    await user.click(opener)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(opener).toHaveFocus()

    await user.click(opener)
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(opener).toHaveFocus()
  })
})
