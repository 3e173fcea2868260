import { describe, expect, it } from 'vitest'
import { season } from './test-dataset'
import { trinketIndex } from './trinket-filter'
import { dropText, trinketCount, trinketInitials, useLabel } from './trinket-words'

describe('trinket words', () => {
  it('makes two-letter initials for placeholder icons, skipping small words', () => {
    expect(trinketInitials('Lightspire Core')).toBe('LC')
    expect(trinketInitials('Idol of the War Loa')).toBe('IW')
    expect(trinketInitials("Merektha's Fang")).toBe('MF')
    expect(trinketInitials("Ula'tek")).toBe('UT')
    expect(trinketInitials('...')).toBe('?')
  })

  it('says where a trinket drops, without inventing a name for an unnamed world boss', () => {
    const byName = new Map(trinketIndex(season).map((e) => [e.trinket.name, e]))
    expect(dropText(byName.get('Coiled Fangstone')?.drops[0])).toBe("Rav'i, Altar of Fangs")
    expect(dropText(byName.get("Forgotten Farstrider's Insignia")?.drops[0])).toBe(
      'Midnight world bosses',
    )
    expect(dropText(undefined)).toBe('Source unknown')
  })

  it('calls a trinket with unknown use type just that', () => {
    const seastone = season.trinkets.find((t) => t.name === "Wavecaller's Seastone")
    if (!seastone) throw new Error('missing')
    expect(useLabel(seastone)).toBe('Use unknown')
  })

  it('counts trinkets in words', () => {
    expect(trinketCount(1)).toBe('1 trinket')
    expect(trinketCount(0)).toBe('0 trinkets')
  })
})
