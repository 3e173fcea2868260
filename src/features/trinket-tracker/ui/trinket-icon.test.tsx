// @vitest-environment jsdom

import { fireEvent, render } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { trinketNamed } from '../model/test-dataset'
import { useGameIcon } from './game-icons'
import { TrinketIcon } from './trinket-icon'

vi.mock('./game-icons', () => ({ useGameIcon: vi.fn(() => undefined) }))

const trinket = trinketNamed('Lightspire Core')
const icon = { file: '/item-icons/inv_fixture_core-0123456789.jpg', width: 56, height: 56 }
const withIcon = () =>
  vi.mocked(useGameIcon).mockImplementation((id) => (id === trinket.id ? icon : undefined))

describe('TrinketIcon', () => {
  beforeEach(() => {
    vi.mocked(useGameIcon).mockReset()
  })

  it('without an icon in the build shows the initials tile and asks for no image', () => {
    const { container } = render(<TrinketIcon trinket={trinket} />)
    const tile = container.querySelector('.trinket-icon')
    expect(tile).toHaveTextContent('LC')
    expect(tile).toHaveAttribute('aria-hidden', 'true')
    expect(container.querySelector('img')).toBeNull()
  })

  it('with an icon shows it over the tile, sized, decorative and loaded lazily', () => {
    withIcon()
    const { container } = render(<TrinketIcon trinket={trinket} />)
    const img = container.querySelector('.trinket-icon img')
    expect(img).toHaveAttribute('src', icon.file)
    expect(img).toHaveAttribute('width', '56')
    expect(img).toHaveAttribute('height', '56')
    expect(img).toHaveAttribute('alt', '')
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(img).toHaveAttribute('decoding', 'async')
    // The initials stay underneath as the placeholder while the image loads.
    expect(container.querySelector('.trinket-icon')).toHaveTextContent('LC')
  })

  it('falls back to the tile when the icon fails to load', () => {
    withIcon()
    const { container } = render(<TrinketIcon trinket={trinket} size="sm" />)
    const img = container.querySelector('img')
    if (!img) throw new Error('no icon rendered')
    fireEvent.error(img)
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('.trinket-icon-sm')).toHaveTextContent('LC')
  })

  it('inline beside a name in running text, shows the icon at text size or nothing at all', () => {
    const { container, rerender } = render(<TrinketIcon trinket={trinket} size="sm" inline />)
    expect(container).toBeEmptyDOMElement()
    withIcon()
    rerender(<TrinketIcon trinket={trinket} size="sm" inline />)
    const img = container.querySelector('img')
    expect(img).toHaveAttribute('width', '16')
    expect(img).toHaveAttribute('height', '16')
    expect(img).toHaveAttribute('alt', '')
    expect(container.querySelector('.trinket-icon')).toBeNull()
    if (img) fireEvent.error(img)
    expect(container).toBeEmptyDOMElement()
  })
})
