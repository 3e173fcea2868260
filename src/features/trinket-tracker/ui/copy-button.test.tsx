// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CopyButton } from './copy-button'

function setClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText === undefined ? undefined : { writeText },
  })
}

afterEach(() => {
  setClipboard(undefined)
  vi.useRealTimers()
})

describe('CopyButton', () => {
  it('copies the text read at click time and says "Copied" in a status region', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    setClipboard(writeText)
    let text = 'first'
    render(<CopyButton label="Copy share link" getText={() => text} fallbackLabel="Share link" />)
    text = 'https://vaultwise.gg/trinket-tracker/?items=1'
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy share link' }))
    })
    expect(writeText).toHaveBeenCalledWith('https://vaultwise.gg/trinket-tracker/?items=1')
    expect(screen.getByRole('status')).toHaveTextContent('Copied')
  })

  it('clears the confirmation after a moment', async () => {
    vi.useFakeTimers()
    setClipboard(() => Promise.resolve())
    render(<CopyButton label="Copy" getText={() => 'x'} fallbackLabel="Text" />)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }))
    })
    expect(screen.getByRole('status')).toHaveTextContent('Copied')
    act(() => {
      vi.advanceTimersByTime(3000)
    })
    expect(screen.getByRole('status')).toHaveTextContent('')
  })

  it('shows the text selected, ready to copy by hand, when the clipboard refuses', async () => {
    setClipboard(() => Promise.reject(new Error('denied')))
    render(
      <CopyButton
        label="Copy SimC lines"
        getText={() => 'trinket1=,id=1'}
        fallbackLabel="SimC lines"
      />,
    )
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy SimC lines' }))
    })
    const box = screen.getByLabelText(/select the simc lines below/i)
    expect(box).toHaveValue('trinket1=,id=1')
    // Selected, so Ctrl+C copies it at once.
    expect((box as HTMLTextAreaElement).selectionStart).toBe(0)
    expect((box as HTMLTextAreaElement).selectionEnd).toBe('trinket1=,id=1'.length)
    expect(screen.getByRole('status')).toHaveTextContent('')
  })

  it('falls back the same way when there is no clipboard at all', async () => {
    setClipboard(undefined)
    render(<CopyButton label="Copy" getText={() => 'hello'} fallbackLabel="Text" />)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }))
    })
    expect(screen.getByRole('textbox')).toHaveValue('hello')
  })

  it('waits for text whose code loads on its own, and says so when it cannot be loaded', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    setClipboard(writeText)
    let load = () => Promise.resolve('profileset."A 311"+=trinket1=,id=1,ilevel=311')
    render(<CopyButton label="Copy" getText={() => load()} fallbackLabel="Text" />)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }))
    })
    expect(writeText).toHaveBeenCalledWith('profileset."A 311"+=trinket1=,id=1,ilevel=311')

    load = () => Promise.reject(new Error('offline'))
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }))
    })
    expect(screen.getByRole('status')).toHaveTextContent('check your connection')
    expect(screen.queryByRole('textbox')).toBeNull()
  })
})
