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

function pressOnPage(key: string) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })
  document.body.dispatchEvent(event)
  return event.defaultPrevented
}

describe('Modal', () => {
  it('opens as a labelled dialog and closes with its close button', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: 'Open details' }))
    const dialog = screen.getByRole('dialog', { name: 'Lightspire Core' })
    expect(dialog).toHaveTextContent('Mastery, always on.')
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('keeps arrow and page keys from scrolling the page while open, and only then', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    expect(pressOnPage('ArrowDown')).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Open details' }))
    expect(pressOnPage('ArrowDown')).toBe(true)
    expect(pressOnPage('PageDown')).toBe(true)
    expect(pressOnPage('ArrowUp')).toBe(true)
    // Typing in a form field inside the modal keeps its keys.
    const input = screen.getByRole('textbox', { name: 'Note' })
    const keyInField = new KeyboardEvent('keydown', {
      key: 'ArrowLeft',
      bubbles: true,
      cancelable: true,
    })
    input.dispatchEvent(keyInField)
    expect(keyInField.defaultPrevented).toBe(false)
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(pressOnPage('ArrowDown')).toBe(false)
  })

  it('locks body scrolling while open', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: 'Open details' }))
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
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: 'Open details' }))
    expect(pressOnPage(' ')).toBe(true)
    // Arrow keys on the Close button would scroll the page behind: still suppressed.
    const close = screen.getByRole('button', { name: 'Close' })
    const arrow = new KeyboardEvent('keydown', {
      key: 'ArrowDown',
      bubbles: true,
      cancelable: true,
    })
    close.dispatchEvent(arrow)
    expect(arrow.defaultPrevented).toBe(true)
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
