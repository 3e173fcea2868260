// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ErrorView } from './error-view'

describe('ErrorView', () => {
  it('says "Something went wrong!" and toggles the message with Show Error / Hide Error', async () => {
    const user = userEvent.setup()
    render(<ErrorView error={new Error('Trinket 42 has no source')} />)
    expect(screen.getByRole('heading', { name: 'Something went wrong!' })).toBeVisible()
    const message = screen.getByText('Trinket 42 has no source')
    expect(message).not.toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Show Error' }))
    expect(message).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Hide Error' }))
    expect(message).not.toBeVisible()
  })

  it('shows a thrown value that is not an Error', async () => {
    const user = userEvent.setup()
    render(<ErrorView error="plain text failure" />)
    await user.click(screen.getByRole('button', { name: 'Show Error' }))
    expect(screen.getByText('plain text failure')).toBeVisible()
  })
})
