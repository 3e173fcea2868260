// The imported character's upgrades for the list's spec, fight and content. The code that works
// them out (character-upgrades.ts, with its styles) is fetched once a character is imported, so
// the tracker's first load does not carry it; until it is there, the page shows no upgrades.
import { useEffect, useMemo, useState } from 'react'
import type { ItemLevelContext } from '~/domain/season/item-level-context'
import type { SeasonDataset, Spec } from '~/domain/season/schema'
import { inScope, trinketIndex } from '../list/trinket-filter'
import type { FightSims } from '../sims/sim-value'
import type { CharacterForUpgrades, CharacterUpgrades } from './character-upgrades'
import { upgradeLineCode } from './lazy-upgrade-line'

/**
 * The answers' code, the box that shows them and the rows' answer line (with the styles of all
 * three), fetched together.
 */
const loadUpgrades = () =>
  Promise.all([
    import('./character-upgrades'),
    import('./your-upgrades'),
    upgradeLineCode.load(),
  ]).then(([logic, box]) => ({
    characterUpgrades: logic.characterUpgrades,
    YourUpgrades: box.YourUpgrades,
  }))
type UpgradesModule = Awaited<ReturnType<typeof loadUpgrades>>

/** Why there are no upgrade numbers, where the character is imported. */
export type UpgradesState =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'other-spec' }
  | { kind: 'no-sims' }
  | { kind: 'ready'; upgrades: CharacterUpgrades }

export function useCharacterUpgrades(
  dataset: SeasonDataset,
  character: CharacterForUpgrades | undefined,
  spec: Spec | undefined,
  /** The list's sims for its fight; undefined while they load or where there are none. */
  sims: FightSims | undefined,
  hasSims: boolean,
  context: ItemLevelContext | undefined,
): { state: UpgradesState; YourUpgrades: UpgradesModule['YourUpgrades'] | undefined } {
  const [module, setModule] = useState<UpgradesModule>()
  useEffect(() => {
    if (!character || module) return
    let live = true
    // Offline, the page goes on without numbers; the next character or visit tries again.
    loadUpgrades().then(
      (loaded) => live && setModule(loaded),
      () => {},
    )
    return () => {
      live = false
    }
  }, [character, module])

  const state = useMemo((): UpgradesState => {
    if (!character) return { kind: 'none' }
    if (!spec || spec.classSlug !== character.classSlug || spec.slug !== character.specSlug) {
      return { kind: 'other-spec' }
    }
    if (!hasSims) return { kind: 'no-sims' }
    if (!module || !sims) return { kind: 'loading' }
    const entries = trinketIndex(dataset).filter((entry) =>
      inScope(entry, { kind: 'specs', specIds: new Set([spec.id]) }),
    )
    return {
      kind: 'ready',
      upgrades: module.characterUpgrades(dataset, character, sims, context, entries),
    }
  }, [dataset, character, spec, sims, hasSims, context, module])
  return { state, YourUpgrades: module?.YourUpgrades }
}
