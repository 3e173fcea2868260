import { describe, expect, it } from 'vitest'
import type { ItemLevelContext } from '~/domain/season/item-level-context'
import { trinketItemLevel } from '../item-level/item-level'
import { season, trinketNamed } from '../model/test-dataset'
import { type CharacterTrinket, importedCharacterSchema } from './character-schema'
import { ownedText, ownedTrinkets, upgradeOver, upgradeText } from './owned'

const answerFor = (name: string, context: ItemLevelContext | undefined) => {
  const trinket = trinketNamed(name)
  const source = trinket.sources[0]
  if (!source) throw new Error('no source')
  return trinketItemLevel(season, trinket, source, context)
}

const owned = (itemLevel: number | null): CharacterTrinket => ({
  id: 250214,
  where: 'equipped',
  slot: 1,
  itemLevel,
  bonusIdsCut: false,
  levelFrom: 'export',
  bonusLevel: null,
  bonusIdsContradict: false,
  bonusIds: [],
  name: 'Lightspire Core',
})

describe('what a context adds to a trinket the character has', () => {
  it('names the gain and where it comes from: the +10 vault', () => {
    const answer = answerFor('Lightspire Core', { kind: 'key', keyLevel: 10 })
    const upgrade = upgradeOver(season, answer, owned(305), { kind: 'key', keyLevel: 10 })
    expect(upgrade).toEqual({ kind: 'gain', levels: 13, from: 'from the +10 vault' })
    if (upgrade) expect(upgradeText(upgrade)).toBe('+13 item levels from the +10 vault')
  })

  it('says no upgrade when the copy is as high or higher', () => {
    const context: ItemLevelContext = { kind: 'key', keyLevel: 10 }
    const answer = answerFor('Lightspire Core', context)
    expect(upgradeOver(season, answer, owned(318), context)).toEqual({ kind: 'no-upgrade' })
    expect(upgradeOver(season, answer, owned(324), context)).toEqual({ kind: 'no-upgrade' })
    expect(upgradeText({ kind: 'no-upgrade' })).toBe('No upgrade')
  })

  it('uses a raid boss’s own level on a raid difficulty', () => {
    const context: ItemLevelContext = { kind: 'raid', difficulty: 'heroic' }
    const answer = answerFor("Voracious Heart of Ula'tek", context)
    expect(upgradeOver(season, answer, { ...owned(305), id: 270175 }, context)).toEqual({
      kind: 'gain',
      levels: 13,
      from: 'from the Heroic vault',
    })
  })

  it('says nothing where a level is unknown: no context, or no level in the export', () => {
    const answer = answerFor('Lightspire Core', undefined)
    expect(upgradeOver(season, answer, owned(305), undefined)).toBeNull()
    const keyed = answerFor('Lightspire Core', { kind: 'key', keyLevel: 10 })
    expect(upgradeOver(season, keyed, owned(null), { kind: 'key', keyLevel: 10 })).toBeNull()
  })
})

describe('owned trinkets', () => {
  const characterWith = (trinkets: CharacterTrinket[]) =>
    importedCharacterSchema.parse({ name: 'J', classSlug: 'mage', specSlug: 'frost', trinkets })
  const inBags = (itemLevel: number): CharacterTrinket => ({
    ...owned(itemLevel),
    where: 'bags',
    slot: undefined,
  })
  const inVault = (itemLevel: number): CharacterTrinket => ({
    ...inBags(itemLevel),
    where: 'vault',
  })

  it('keeps the highest copy of each trinket', () => {
    const character = characterWith([inBags(298), owned(311), inBags(311)])
    expect(ownedTrinkets(character)?.get(250214)).toEqual(owned(311))
  })

  it('leaves out the Great Vault’s choices: the character has none of them yet', () => {
    expect(ownedTrinkets(characterWith([inBags(298), inVault(318)]))?.get(250214)).toEqual(
      characterWith([inBags(298)]).trinkets[0],
    )
    expect(ownedTrinkets(characterWith([inVault(318)]))?.size).toBe(0)
  })

  it('says where a copy is and at what level', () => {
    expect(ownedText(owned(305))).toBe('Equipped, 305')
    expect(ownedText(inBags(298))).toBe('In your bags, 298')
    expect(ownedText({ ...inBags(298), itemLevel: null })).toBe('In your bags')
  })
})
