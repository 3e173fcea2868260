// The answer's code keeps its last answer, so an answer worked out ahead of Import is drawn at
// once. A kept answer must never stand in for another: the list's content, spec or character
// changing in between gives the answer for what is shown.
import { describe, expect, it } from 'vitest'
import { readSimcExport } from '../character/simc-import'
import preservationExport from '../character/test-exports/preservation-evoker-12-1-adapted.txt?raw'
import { season } from '../model/test-dataset'
import { upgradesFor } from './upgrades-chunk'

function preservation() {
  const read = readSimcExport(season, preservationExport)
  if (!read.ok) throw new Error(read.message)
  return read.character
}

const spec = season.specs.find((s) => s.classSlug === 'evoker' && s.slug === 'preservation')
if (!spec) throw new Error('no Preservation in the test season')

describe('the upgrade answer worked out ahead', () => {
  it('is the answer Import draws when nothing changed in between', () => {
    const character = preservation()
    const inputs = { dataset: season, character, sims: undefined, context: undefined, spec }
    const ahead = upgradesFor(inputs)
    expect(upgradesFor({ ...inputs })).toBe(ahead)
  })

  it('gives way to the content the list shows at Import', () => {
    const character = preservation()
    const inputs = { dataset: season, character, sims: undefined, context: undefined, spec }
    const ahead = upgradesFor(inputs)
    const heroicRaid = { kind: 'raid', difficulty: 'heroic' } as const
    const atImport = upgradesFor({ ...inputs, context: heroicRaid })
    expect(atImport).not.toEqual(ahead)
    expect(atImport).toEqual(
      upgradesFor({ ...inputs, character: preservation(), context: heroicRaid }),
    )
  })

  it('is worked out again for each character read, even from the same text', () => {
    const inputs = { dataset: season, character: preservation(), sims: undefined, spec }
    const ahead = upgradesFor({ ...inputs, context: undefined })
    const again = upgradesFor({ ...inputs, character: preservation(), context: undefined })
    expect(again).not.toBe(ahead)
    expect(again).toEqual(ahead)
  })
})
