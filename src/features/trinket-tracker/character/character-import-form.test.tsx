// @vitest-environment jsdom
// The import box reads a paste ahead, while the player reaches for Import. What Import keeps must
// still be what the box holds when it is pressed: an edit after the early reading wins.
import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { season } from '../test-dataset'
import { CharacterImportForm, readerCode } from './character-import-form'
import type { ImportedCharacter } from './character-schema'
import furyExport from './test-exports/fury-warrior-12-1.txt?raw'
import survivalExport from './test-exports/survival-hunter-12-1.txt?raw'

function Box({ onImported }: { onImported: (character: ImportedCharacter) => void }) {
  const [text, setText] = useState('')
  return (
    <CharacterImportForm
      dataset={season}
      again={false}
      text={text}
      onTextChange={setText}
      failed={false}
      onFailed={(message) => {
        throw new Error(message)
      }}
      onImported={onImported}
    />
  )
}

beforeAll(() => readerCode.load())
beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  localStorage.clear()
})

describe('the import box', () => {
  it('imports what the box holds on Import, even when an earlier paste was read ahead', () => {
    const imported = vi.fn()
    render(<Box onImported={imported} />)
    const box = screen.getByLabelText(/paste the SimulationCraft addon's export/)
    fireEvent.change(box, { target: { value: furyExport } })
    // The early reading runs when the browser is idle (a timer in jsdom): let it happen.
    vi.advanceTimersByTime(1600)
    fireEvent.change(box, { target: { value: survivalExport } })
    fireEvent.click(screen.getByRole('button', { name: 'Import' }))
    expect(imported).toHaveBeenCalledTimes(1)
    expect(imported.mock.calls[0]?.[0]).toMatchObject({ classSlug: 'hunter', specSlug: 'survival' })
  })

  it('imports the paste that was read ahead, as it reads', () => {
    const imported = vi.fn()
    render(<Box onImported={imported} />)
    const box = screen.getByLabelText(/paste the SimulationCraft addon's export/)
    fireEvent.change(box, { target: { value: furyExport } })
    vi.advanceTimersByTime(1600)
    fireEvent.click(screen.getByRole('button', { name: 'Import' }))
    expect(imported).toHaveBeenCalledTimes(1)
    expect(imported.mock.calls[0]?.[0]).toMatchObject({ classSlug: 'warrior', specSlug: 'fury' })
  })
})
