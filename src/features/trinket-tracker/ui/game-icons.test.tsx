// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { trinketNamed } from '../model/test-dataset'
import { TrinketIcon } from './trinket-icon'

const core = trinketNamed('Lightspire Core')
const file = '/item-icons/inv_fixture_core-0123456789.png'

vi.mock('../../../../data/icons.json', () => ({
  default: { icons: { [trinketNamed('Lightspire Core').id]: { file, width: 56, height: 56 } } },
}))

describe('the game icons list', () => {
  it('is not in the prerendered HTML, then shows the listed icon once the page has started', async () => {
    const html = renderToString(<TrinketIcon trinket={core} />)
    expect(html).not.toContain('<img')
    expect(html).toContain('LC')

    const { container } = render(<TrinketIcon trinket={core} />)
    await waitFor(() => expect(container.querySelector('img')).toHaveAttribute('src', file))
  })

  it('gives a trinket it does not list no image, only the tile', async () => {
    const other = trinketNamed("Merektha's Fang")
    const { container } = render(
      <>
        <TrinketIcon trinket={core} />
        <TrinketIcon trinket={other} />
      </>,
    )
    await waitFor(() => expect(container.querySelectorAll('img')).toHaveLength(1))
    expect(container.querySelectorAll('.trinket-icon')[1]).toHaveTextContent('MF')
  })
})
