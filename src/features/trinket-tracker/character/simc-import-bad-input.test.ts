// What the reader says about a paste it cannot take, and that no paste makes it throw.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { season } from '../model/test-dataset'
import { importMessages, readSimcExport } from './simc-import'
import { frostMage } from './simc-import-samples'

describe('bad input gets one message', () => {
  const messageOf = (text: string) => {
    const result = readSimcExport(season, text)
    if (result.ok) throw new Error('expected a message')
    return result.message
  }

  it('says when a paste is not an export', () => {
    expect(messageOf('')).toBe(importMessages.notAnExport)
    expect(messageOf('hello there, here is my gear')).toBe(importMessages.notAnExport)
    expect(messageOf('mage="Jaina"\n# spec=frost')).toBe(importMessages.notAnExport)
  })

  it('names a class or spec the site does not know', () => {
    expect(messageOf('necromancer="Kel"\nspec=bone')).toBe(
      importMessages.unknownClass('necromancer'),
    )
    expect(messageOf('mage="Jaina"\nspec=holy')).toBe(importMessages.unknownSpec('holy', 'Mage'))
  })

  it('refuses item ids that are not numbers, naming the line', () => {
    const text = frostMage.replace('trinket2=,id=250214', 'trinket2=,id=25O214')
    expect(messageOf(text)).toBe(importMessages.itemIdNotNumber(22))
    expect(messageOf('mage="J"\nspec=frost\ntrinket1=,bonus_id=1')).toBe(
      importMessages.itemIdNotNumber(3),
    )
  })

  it('refuses a paste over 64 KB', () => {
    expect(messageOf(`${frostMage}${'#'.repeat(64 * 1024)}`)).toBe(importMessages.tooLarge)
    // Counted in bytes: 30 000 three-byte characters are 90 KB.
    expect(messageOf(`${frostMage}# ${'€'.repeat(30_000)}`)).toBe(importMessages.tooLarge)
  })

  it('refuses control characters', () => {
    expect(messageOf(frostMage.replace('Jaina"', 'Jai\u0000na"'))).toBe(
      importMessages.controlCharacters,
    )
    expect(messageOf(`${frostMage}\u001b[31m`)).toBe(importMessages.controlCharacters)
  })
})

describe('the reader never throws', () => {
  it('on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) => {
        const result = readSimcExport(season, text)
        if (result.ok) {
          for (const trinket of result.character.trinkets) expect(trinket.id).toBeTypeOf('number')
        } else {
          expect(result.message.length).toBeGreaterThan(0)
        }
      }),
      { numRuns: 300 },
    )
  })

  it('on text made of export-like lines', () => {
    const line = fc.oneof(
      fc.constantFrom(
        'mage="Jaina"',
        'spec=frost',
        '### Gear from Bags',
        '### Weekly Reward Choices',
        '### End of Weekly Reward Choices',
        '### Additional Character Info',
        '#',
        '# Lightspire Core (311)',
        '# upgrade_levels=5:6',
        '# talents=C4PApei1',
        '# Checksum: 8d84ff41',
        '# trinket1=,id=250214',
        '# trinket1=,id=250214,ilevel=',
        'trinket2=,id=250224,bonus_id=1/2',
        'trinket1=,id=',
        '',
      ),
      fc.string({ maxLength: 40 }),
      fc.string({ maxLength: 20 }).map((s) => `trinket1=${s}`),
      fc.string({ maxLength: 20 }).map((s) => `# ${s} (${s.length})`),
    )
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 30 }),
        fc.constantFrom('\n', '\r\n', '\r'),
        (lines, eol) => {
          const result = readSimcExport(season, lines.join(eol))
          if (result.ok) {
            for (const trinket of result.character.trinkets) {
              expect(Number.isInteger(trinket.id)).toBe(true)
              expect(trinket.id).toBeGreaterThanOrEqual(0)
              expect(trinket.slot === undefined).toBe(trinket.where !== 'equipped')
            }
          } else {
            expect(result.message.length).toBeGreaterThan(0)
          }
        },
      ),
      { numRuns: 300 },
    )
  })
})
