// The upgrade answer's code, fetched as one chunk once a character is imported (upgrades-code.ts):
// the answer itself, a row's answer and the "Your upgrades" order, with the site's table of
// trinket names (a few KB the tracker's first load does not carry). It is the chunk's entry, not
// a folder index: each function lives in its own module.
import { knownTrinkets } from 'virtual:known-trinkets'
import type { KnownTrinketName } from '~/domain/trinket-names/known-trinkets'
import { characterUpgrades, type UpgradeInputs } from './character-upgrades'
import { type AnsweredUpgrades, crestPlanFor } from './crest-plan'

export { rowGain, rowUpgrade, upgradeAt } from './row-upgrades'
export { groupByUpgrade } from './upgrades-order'

const names: ReadonlyMap<number, KnownTrinketName> = new Map(
  knownTrinkets.map((known) => [known.itemId, known]),
)

/** The answer for the character, with the site's names table, and its crest plan. */
export function upgradesFor(inputs: Omit<UpgradeInputs, 'names'>): AnsweredUpgrades {
  const upgrades = characterUpgrades({ ...inputs, names })
  return { ...upgrades, crestPlan: crestPlanFor(inputs.dataset, inputs.character, upgrades) }
}
