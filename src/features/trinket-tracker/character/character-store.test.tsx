// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { importedCharacterSchema } from './character-schema'

const jaina = importedCharacterSchema.parse({
  name: 'Jaina',
  classSlug: 'mage',
  specSlug: 'frost',
  trinkets: [
    {
      id: 250214,
      where: 'equipped',
      slot: 1,
      itemLevel: 305,
      bonusIds: [12350],
      name: 'Lightspire Core',
    },
  ],
})

// Each test meets the store as a page load does: its schema not fetched yet.
let store: typeof import('./character-store')
beforeEach(async () => {
  vi.resetModules()
  store = await import('./character-store')
})

afterEach(() => {
  window.localStorage.clear()
  vi.restoreAllMocks()
})

function Shown() {
  const character = store.useCharacter()
  return <p>{character ? `${character.name} ${character.trinkets.length}` : 'none'}</p>
}

/** What another tab does: writes the store, and this tab hears of it. */
function otherTabStores(value: unknown) {
  act(() => {
    window.localStorage.setItem('vaultwise:character', JSON.stringify(value))
    window.dispatchEvent(new StorageEvent('storage', { key: 'vaultwise:character' }))
  })
}

describe('the character store', () => {
  it('keeps the character in localStorage only, and every reader sees a save and a forget', () => {
    render(<Shown />)
    expect(screen.getByText('none')).toBeTruthy()
    act(() => {
      expect(store.saveCharacter(jaina)).toBe(true)
    })
    // At once: what the reader made was read by the schema already.
    expect(screen.getByText('Jaina 1')).toBeTruthy()
    expect(JSON.parse(window.localStorage.getItem('vaultwise:character') ?? '')).toEqual(jaina)
    act(() => store.forgetCharacter())
    expect(screen.getByText('none')).toBeTruthy()
    expect(window.localStorage.getItem('vaultwise:character')).toBeNull()
  })

  it("follows another tab's change", async () => {
    render(<Shown />)
    otherTabStores(jaina)
    // Once the schema, fetched on demand, has read it.
    expect(await screen.findByText('Jaina 1')).toBeTruthy()
  })

  it('shows a character stored on an earlier visit', async () => {
    window.localStorage.setItem('vaultwise:character', JSON.stringify(jaina))
    render(<Shown />)
    expect(await screen.findByText('Jaina 1')).toBeTruthy()
  })

  it('shows no character for a tampered store, and does not fail', async () => {
    window.localStorage.setItem('vaultwise:character', JSON.stringify(jaina))
    render(<Shown />)
    await screen.findByText('Jaina 1')
    otherTabStores({ ...jaina, trinkets: [{ ...jaina.trinkets[0], id: 'all of them' }] })
    expect(screen.getByText('none')).toBeTruthy()
    otherTabStores({ ...jaina, trinkets: Array.from({ length: 20_000 }, () => jaina.trinkets[0]) })
    expect(screen.getByText('Jaina 100')).toBeTruthy()
    act(() => {
      window.localStorage.setItem('vaultwise:character', '{not json')
      window.dispatchEvent(new StorageEvent('storage', { key: 'vaultwise:character' }))
    })
    expect(screen.getByText('none')).toBeTruthy()
  })

  it('says so when the browser refuses to store it, and keeps what was there', async () => {
    store.saveCharacter(jaina)
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    expect(store.saveCharacter(importedCharacterSchema.parse({ ...jaina, name: 'Other' }))).toBe(
      false,
    )
    render(<Shown />)
    expect(await screen.findByText('Jaina 1')).toBeTruthy()
  })
})
