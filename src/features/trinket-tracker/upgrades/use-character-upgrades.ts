// The imported character's upgrades for the list's spec, fight and content, as plain data. The
// code that works them out (upgrades-code.ts) is fetched once a character is imported, so the
// tracker's first load does not carry it; until it is there, the page shows no upgrades.
import { useEffect, useMemo, useSyncExternalStore } from 'react'
import type { ItemLevelContext } from '~/domain/season/item-level-context'
import type { SeasonDataset, Spec } from '~/domain/season/schema'
import type { ImportedCharacter } from '../character/character-schema'
import type { FightSims } from '../sims/sim-value'
import { upgradesCode } from './upgrades-code'
import type { UpgradesState } from './upgrades-state'

/** What the answer depends on besides the character: the list's spec, sims and content. */
type ListInputs = {
  dataset: SeasonDataset
  spec: Spec | undefined
  /** The list's sims for its fight; undefined while they load or where there are none. */
  sims: FightSims | undefined
  hasSims: boolean
  context: ItemLevelContext | undefined
}

function answerFor(
  code: ReturnType<typeof upgradesCode.loaded>,
  character: ImportedCharacter | undefined,
  { dataset, spec, sims, hasSims, context }: ListInputs,
): UpgradesState {
  if (!character) return { kind: 'none' }
  if (!spec || spec.classSlug !== character.classSlug || spec.slug !== character.specSlug) {
    return { kind: 'other-spec' }
  }
  // A spec with sims waits for them; one without is answered with levels only.
  if (!code || (hasSims && !sims)) return { kind: 'loading' }
  return {
    kind: 'ready',
    upgrades: code.upgradesFor({
      dataset,
      character,
      sims: hasSims ? sims : undefined,
      context,
      spec,
    }),
  }
}

/** The prerendered page has no character, so no upgrade code either. */
const noCode = () => undefined

export function useCharacterUpgrades(
  character: ImportedCharacter | undefined,
  list: ListInputs,
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

  const { dataset, spec, sims, hasSims, context } = list
  return useMemo(
    () => answerFor(code, character, { dataset, spec, sims, hasSims, context }),
    [dataset, character, spec, sims, hasSims, context, code],
  )
}
