// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { parseChangelog } from './parse-changelog'
import { ReleaseList } from './release-list'

const { releases } = parseChangelog(`
## [Unreleased]
### Fixed
- The tracker keeps \`items\` when you change spec.
- Each section has its own link, for example \`/seasonal-overview/#raid\`.

## [1.2.0] - 2026-11-22
### Added
- See the [patch notes](https://example.com/notes) and the [FAQ](/faq/).
  - A nested detail.

## [1.1.0] - 2026-10-01 [YANKED]
- Pulled again.
`)

describe('ReleaseList', () => {
  it('shows each release under a linkable heading with its date, newest first', () => {
    render(<ReleaseList releases={releases} />)
    const headings = screen.getAllByRole('heading', { level: 2 })
    expect(headings.map((h) => h.textContent)).toEqual(['Unreleased', '1.2.0', '1.1.0'])
    expect(screen.getByRole('link', { name: '1.2.0' })).toHaveAttribute('href', '#v1-2-0')
    expect(document.getElementById('v1-2-0')).toContainElement(headings[1] ?? null)

    const unreleased = within(document.getElementById('unreleased') as HTMLElement)
    expect(unreleased.getByText('Not live yet')).toBeInTheDocument()
    expect(unreleased.getByRole('heading', { level: 3, name: 'Fixed' })).toBeInTheDocument()
    expect(unreleased.getByText('items').tagName).toBe('CODE')
    expect(unreleased.getByText('items').closest('a')).toBeNull()
    // An address on the site written as code can be followed.
    expect(unreleased.getByRole('link', { name: '/seasonal-overview/#raid' })).toHaveAttribute(
      'href',
      '/seasonal-overview/#raid',
    )

    const dated = within(document.getElementById('v1-2-0') as HTMLElement)
    expect(dated.getByText('22 November 2026')).toHaveAttribute('datetime', '2026-11-22')
    expect(
      within(document.getElementById('v1-1-0') as HTMLElement).getByText('Withdrawn'),
    ).toBeInTheDocument()
  })

  it('opens links to other sites in a new tab and keeps site links in place', () => {
    render(<ReleaseList releases={releases} />)
    const external = screen.getByRole('link', { name: /patch notes/ })
    expect(external).toHaveAttribute('target', '_blank')
    expect(external).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByRole('link', { name: 'FAQ' })).not.toHaveAttribute('target')
    expect(screen.getByText('A nested detail.').closest('ul')?.closest('li')).toHaveTextContent(
      'See the patch notes',
    )
  })

  it('says so when nothing is recorded', () => {
    render(<ReleaseList releases={[]} />)
    expect(screen.getByText('No changes are recorded yet.')).toBeInTheDocument()
  })
})
