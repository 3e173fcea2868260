// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { trinketNamed } from '../model/test-dataset'
import { TrackToggle } from './track-toggle'

describe('TrackToggle', () => {
  const trinket = trinketNamed('Lightspire Core')

  it('is a toggle button named for its trinket that says "Tracked" while pressed', () => {
    const { rerender } = render(
      <TrackToggle trinket={trinket} tracked={false} onToggle={() => {}} />,
    )
    const button = screen.getByRole('button', { name: 'Track Lightspire Core' })
    expect(button).toHaveAttribute('aria-pressed', 'false')
    rerender(<TrackToggle trinket={trinket} tracked onToggle={() => {}} />)
    const pressed = screen.getByRole('button', { name: 'Tracked Lightspire Core' })
    expect(pressed).toHaveAttribute('aria-pressed', 'true')
    expect(pressed).toHaveTextContent(/^Tracked/)
  })

  it('hands its item id to the toggle handler', () => {
    const onToggle = vi.fn()
    render(<TrackToggle trinket={trinket} tracked={false} onToggle={onToggle} />)
    fireEvent.click(screen.getByRole('button', { name: 'Track Lightspire Core' }))
    expect(onToggle).toHaveBeenCalledWith(trinket.id)
  })
})
