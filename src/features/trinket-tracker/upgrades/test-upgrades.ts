// For tests: characters put together by hand, and the upgrade answer with the site's names table,
// as the upgrade chunk builds it.

import type { ItemLevelContext } from '~/domain/season/item-level-context'
import { knownTrinketTable } from '~/domain/trinket-names/known-trinkets'
import { parseTrinketNames } from '~/domain/trinket-names/schema'
import namesJson from '../../../../data/trinket-names.json'
import type { CharacterFields, CharacterTrinket } from '../character/character-schema'
import { season, trinketNamed } from '../model/test-dataset'
import type { TrinketEntry } from '../model/trinket-filter'
import type { FightSims } from '../sims/sim-value'
import { characterUpgrades } from './character-upgrades'

export const knownNames = new Map(
  knownTrinketTable(parseTrinketNames(namesJson, 'data/trinket-names.json')).map((known) => [
    known.itemId,
    known,
  ]),
)

/** An export's trinket with only what a test names; the rest as a plain commented line gives. */
export const testTrinket = (
  fields: Pick<CharacterTrinket, 'id' | 'where' | 'itemLevel'> & Partial<CharacterTrinket>,
): CharacterTrinket => ({
  bonusIds: [],
  bonusIdsCut: false,
  levelFrom: 'export',
  bonusLevel: null,
  bonusIdsContradict: false,
  name: null,
  ...fields,
})

/** A season trinket by its name. */
export const seasonItem = (
  name: string,
  where: CharacterTrinket['where'],
  itemLevel: number | null,
  slot?: 1 | 2,
) => testTrinket({ id: trinketNamed(name).id, where, itemLevel, name, ...(slot ? { slot } : {}) })

/** A level-90 character of this patch with the given spec and trinkets. */
export const testCharacter = (
  fields: Pick<CharacterFields, 'classSlug' | 'specSlug' | 'trinkets'> & Partial<CharacterFields>,
): CharacterFields => ({
  name: 'Jaina',
  trinketsLeftOut: 0,
  gameVersion: '12.1.0.69933',
  level: 90,
  currencies: [],
  watermarks: [],
  achievements: [],
  ...fields,
})

export function testUpgrades(
  character: CharacterFields,
  sims: FightSims | undefined,
  context: ItemLevelContext | undefined,
  entries: readonly TrinketEntry[],
) {
  return characterUpgrades({
    dataset: season,
    character,
    sims,
    context,
    entries,
    names: knownNames,
  })
}
