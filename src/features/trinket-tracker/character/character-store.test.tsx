// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  forgetCharacter,
  type ImportedCharacter,
  saveCharacter,
  useCharacter,
} from './character-store'

const jaina: ImportedCharacter = {
  name: 'Jaina',
  classSlug: 'mage',
  specSlug: 'frost',
  trinkets: [{ id: 250214, where: 'equipped', itemLevel: 305, bonusIds: [12350] }],
  ignored: [],
}

function Shown() {
  const character = useCharacter()
  return <p>{character ? `${character.name} ${character.trinkets.length}` : 'none'}</p>
}

afterEach(() => {
  window.localStorage.clear()
  vi.restoreAllMocks()
})

describe('the character store', () => {
  it('keeps the character in localStorage only, and every reader sees a save and a forget', () => {
    render(<Shown />)
    expect(screen.getByText('none')).toBeTruthy()
    act(() => {
      expect(saveCharacter(jaina)).toBe(true)
    })
    expect(screen.getByText('Jaina 1')).toBeTruthy()
    expect(JSON.parse(window.localStorage.getItem('vaultwise:character') ?? '')).toEqual(jaina)
    act(() => forgetCharacter())
    expect(screen.getByText('none')).toBeTruthy()
    expect(window.localStorage.getItem('vaultwise:character')).toBeNull()
  })

  it("follows another tab's change", () => {
    render(<Shown />)
    act(() => {
      window.localStorage.setItem('vaultwise:character', JSON.stringify(jaina))
      window.dispatchEvent(new StorageEvent('storage', { key: 'vaultwise:character' }))
    })
    expect(screen.getByText('Jaina 1')).toBeTruthy()
  })

  it('says so when the browser refuses to store it, and keeps what was there', () => {
    saveCharacter(jaina)
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    expect(saveCharacter({ ...jaina, name: 'Other' })).toBe(false)
    render(<Shown />)
    expect(screen.getByText('Jaina 1')).toBeTruthy()
  })
})
