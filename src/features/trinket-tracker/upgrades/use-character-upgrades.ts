// The imported character's upgrades for the list's spec, fight and content, as plain data. The
// code that works them out (upgrades-code.ts) is fetched once a character is imported, so the
// tracker's first load does not carry it; until it is there, the page shows no upgrades.
import { useEffect, useMemo, useSyncExternalStore } from 'react'
import type { ItemLevelContext } from '~/domain/season/item-level-context'
import type { SeasonDataset, Spec } from '~/domain/season/schema'
import type { ImportedCharacter } from '../character/character-schema'
import { inScope, trinketIndex } from '../list/trinket-filter'
import type { FightSims } from '../sims/sim-value'
import type { AnsweredUpgrades } from './crest-plan'
import { upgradesCode } from './upgrades-code'

/** What the box can say for the character, and why there are no numbers where there are none. */
export type UpgradesState =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'other-spec' }
  /** `upgrades.unit` is undefined where the spec has no published sims: levels, no numbers. */
  | { kind: 'ready'; upgrades: AnsweredUpgrades }

/** The prerendered page has no character, so no upgrade code either. */
const noCode = () => undefined

export function useCharacterUpgrades(
  dataset: SeasonDataset,
  character: ImportedCharacter | undefined,
  spec: Spec | undefined,
  /** The list's sims for its fight; undefined while they load or where there are none. */
  sims: FightSims | undefined,
  hasSims: boolean,
  context: ItemLevelContext | undefined,
): UpgradesState {
  // Read at each render, so code fetched ahead (the paste box was opened) answers in the same
  // render as the import; drawn again when it comes.
  const code = useSyncExternalStore(upgradesCode.onLoaded, upgradesCode.loaded, noCode)
  useEffect(() => {
    if (!character || code) return
    // Offline, the page goes on without numbers; the next character or visit tries again.
    upgradesCode.retryIfFailed()
    upgradesCode.load().catch(() => {})
  }, [character, code])

  return useMemo((): UpgradesState => {
    if (!character) return { kind: 'none' }
    if (!spec || spec.classSlug !== character.classSlug || spec.slug !== character.specSlug) {
      return { kind: 'other-spec' }
    }
    // A spec with sims waits for them; one without is answered with levels only.
    if (!code || (hasSims && !sims)) return { kind: 'loading' }
    const entries = trinketIndex(dataset).filter((entry) =>
      inScope(entry, { kind: 'specs', specIds: new Set([spec.id]) }),
    )
    return {
      kind: 'ready',
      upgrades: code.upgradesFor({
        dataset,
        character,
        sims: hasSims ? sims : undefined,
        context,
        entries,
      }),
    }
  }, [dataset, character, spec, sims, hasSims, context, code])
}
