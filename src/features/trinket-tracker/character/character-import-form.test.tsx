// @vitest-environment jsdom
// The import box reads a paste ahead, while the player reaches for Import. What Import keeps must
// still be what the box holds when it is pressed: an edit after the early reading wins.
import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { season } from '../model/test-dataset'
import { CharacterImportForm, readerCode } from './character-import-form'
import type { ImportedCharacter } from './character-schema'
import furyExport from './test-exports/fury-warrior-12-1.txt?raw'
import survivalExport from './test-exports/survival-hunter-12-1.txt?raw'

function Box({
  onImported,
  onPasteRead,
}: {
  onImported: (character: ImportedCharacter) => void
  onPasteRead?: (character: ImportedCharacter | undefined) => void
}) {
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
      onPasteRead={onPasteRead}
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

/** Opens the box, pastes `text` and lets the early reading happen (a timer in jsdom). */
function pasteAndWait(
  text: string,
  onPasteRead?: (character: ImportedCharacter | undefined) => void,
) {
  const imported = vi.fn()
  render(<Box onImported={imported} onPasteRead={onPasteRead} />)
  const box = screen.getByLabelText(/paste the SimulationCraft addon's export/)
  fireEvent.change(box, { target: { value: text } })
  vi.advanceTimersByTime(1600)
  return { box, imported }
}

describe('the import box', () => {
  it('imports what the box holds on Import, even when an earlier paste was read ahead', () => {
    const { box, imported } = pasteAndWait(furyExport)
    fireEvent.change(box, { target: { value: survivalExport } })
    fireEvent.click(screen.getByRole('button', { name: 'Import' }))
    expect(imported).toHaveBeenCalledTimes(1)
    expect(imported.mock.calls[0]?.[0]).toMatchObject({ classSlug: 'hunter', specSlug: 'survival' })
  })

  it('imports the paste that was read ahead, as it reads', () => {
    const { imported } = pasteAndWait(furyExport)
    fireEvent.click(screen.getByRole('button', { name: 'Import' }))
    expect(imported).toHaveBeenCalledTimes(1)
    expect(imported.mock.calls[0]?.[0]).toMatchObject({ classSlug: 'warrior', specSlug: 'fury' })
  })

  it('hands the character read ahead to the page, so its answer is ready before Import', () => {
    const readAhead = vi.fn()
    const { imported } = pasteAndWait(furyExport, readAhead)
    vi.advanceTimersByTime(1600)
    expect(readAhead).toHaveBeenLastCalledWith(expect.objectContaining({ specSlug: 'fury' }))
    fireEvent.click(screen.getByRole('button', { name: 'Import' }))
    // The very character Import keeps: an answer worked out for another would not be used.
    expect(imported.mock.calls[0]?.[0]).toBe(readAhead.mock.lastCall?.[0])
  })

  it('hands over no character for a paste that cannot be read', () => {
    const readAhead = vi.fn()
    pasteAndWait('not an export at all', readAhead)
    vi.advanceTimersByTime(1600)
    expect(readAhead).toHaveBeenCalled()
    expect(readAhead.mock.calls.every(([character]) => character === undefined)).toBe(true)
  })

  it('takes back a character read ahead once the paste no longer holds one', () => {
    const readAhead = vi.fn()
    const { box } = pasteAndWait(furyExport, readAhead)
    vi.advanceTimersByTime(1600)
    expect(readAhead.mock.lastCall?.[0]).toMatchObject({ specSlug: 'fury' })
    fireEvent.change(box, { target: { value: 'warrior="Half a paste' } })
    vi.advanceTimersByTime(3200)
    expect(readAhead.mock.lastCall?.[0]).toBeUndefined()
    fireEvent.change(box, { target: { value: '' } })
    expect(readAhead.mock.lastCall?.[0]).toBeUndefined()
  })
})
